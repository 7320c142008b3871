import { type AdminPromotionClaim, formatDate, formatNumber, PROMOTION_TEXTS } from '@member/shared';
import { BO_PROMOTIONS, BO_TABLE } from '@member/shared/backoffice';
import { createColumnHelper } from '@tanstack/react-table';
import { useListParams } from '@/shared/hooks/use-list-params';
import { Badge } from '@/shared/ui/badge';
import { DataTable } from '@/shared/ui/data-table';
import { SelectField } from '@/shared/ui/field';
import { QueryState } from '@/shared/ui/query-state';
import { usePromotionClaims } from '../api/promotion-claims';

const C = BO_PROMOTIONS.claims;
const column = createColumnHelper<AdminPromotionClaim>();
const STATUS_OPTIONS = [
  { value: '', label: BO_TABLE.all },
  { value: 'approved', label: C.approved },
  { value: 'rejected', label: C.rejected },
];

const columns = [
  column.accessor('date', {
    header: C.date,
    cell: (info) => <span className="tabular whitespace-nowrap">{formatDate(info.getValue(), 'dateTime')}</span>,
  }),
  column.accessor('member', {
    header: C.member,
    cell: (info) => {
      const member = info.getValue();
      return (
        <span className="flex flex-col">
          <span className="tabular">{member.tel}</span>
          <span className="text-xs text-muted">{`${member.first_name} ${member.last_name}`.trim()}</span>
        </span>
      );
    },
  }),
  column.accessor('type', { header: C.type, cell: (info) => PROMOTION_TEXTS.typeLabels[info.getValue()] }),
  column.accessor('base', { header: C.base, meta: { numeric: true }, cell: (info) => formatNumber(info.getValue()) }),
  column.accessor('amount', {
    header: C.amount,
    meta: { numeric: true },
    cell: (info) => formatNumber(info.getValue()),
  }),
  column.accessor('turnover', {
    header: C.turnover,
    meta: { numeric: true },
    cell: (info) => formatNumber(info.getValue()),
  }),
  column.accessor('status', {
    header: C.status,
    cell: (info) => {
      const status = info.getValue();
      return (
        <span className="flex flex-col items-start gap-1">
          <Badge tone={status === 'approved' ? 'good' : 'bad'}>{status === 'approved' ? C.approved : C.rejected}</Badge>
          {info.row.original.reason && <span className="text-xs text-muted">{info.row.original.reason}</span>}
        </span>
      );
    },
  }),
];

/** The promotion's decided claims (`GET /admin/promotions/claims?promotionId=`), paged, filtered by status in the URL. */
export function PromotionClaimsTable({ promotionId }: { promotionId: number }) {
  const params = useListParams({ limit: 10 });
  const status = params.values.status ?? '';
  const query = new URLSearchParams({
    promotionId: String(promotionId),
    page: String(params.page),
    limit: String(params.limit),
  });
  if (status) query.set('status', status);
  const claims = usePromotionClaims(`?${query.toString()}`);
  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label={C.status}
        options={STATUS_OPTIONS}
        value={status}
        onChange={(event) => params.set({ status: event.target.value })}
        className="max-w-xs"
      />
      {claims.error && !claims.data ? (
        <QueryState error={claims.error} onRetry={() => void claims.refetch()} />
      ) : (
        <DataTable
          caption={C.caption}
          columns={columns}
          page={claims.data}
          params={params}
          rowKey={(row) => `${row.type}-${row.id}`}
          isFetching={claims.isFetching}
        />
      )}
    </div>
  );
}
