import { type AdminAffiliateRow, formatNumber, formatThousands } from '@member/shared';
import { BO_AFFILIATE, BO_TABLE } from '@member/shared/backoffice';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { useListParams } from '@/shared/hooks/use-list-params';
import { Badge } from '@/shared/ui/badge';
import { type Columns, DataTable } from '@/shared/ui/data-table';
import { SelectField } from '@/shared/ui/field';
import { ListSearchForm } from '@/shared/ui/list-search-form';
import { KeptQuery } from '@/shared/ui/kept-query';
import { paths } from '@/shared/paths';
import { affiliateListQuery } from '../api/affiliates';
import { HeldBadge, memberName } from '../components/labels';

const C = BO_AFFILIATE.columns;
const column = createColumnHelper<AdminAffiliateRow>();
const count = (value: number) => formatThousands(value, 0);

function columnsFor(): Columns<AdminAffiliateRow> {
  return [
    column.accessor('tel', {
      header: C.tel,
      cell: (info) => (
        <Link
          className="tabular font-semibold text-accent underline-offset-2 hover:underline"
          to={paths.affiliateAffiliate(info.getValue())}
        >
          {info.getValue()}
        </Link>
      ),
    }),
    column.display({ id: 'name', header: C.name, cell: ({ row }) => memberName(row.original) }),
    column.accessor('code', { header: C.code, cell: (info) => <span className="tabular">{info.getValue()}</span> }),
    column.accessor('downlines', {
      header: C.downlines,
      meta: { numeric: true },
      cell: (info) => count(info.getValue()),
    }),
    column.accessor('flaggedDownlines', {
      header: C.flagged,
      meta: { numeric: true },
      cell: (info) =>
        info.getValue() > 0 ? <Badge tone="warn">{count(info.getValue())}</Badge> : count(info.getValue()),
    }),
    column.accessor('totalAff', {
      header: C.totalAff,
      meta: { numeric: true },
      cell: (info) => formatNumber(info.getValue()),
    }),
    column.accessor('availableAff', {
      header: C.availableAff,
      meta: { numeric: true },
      cell: (info) => formatNumber(info.getValue()),
    }),
    column.accessor('held', { header: C.status, cell: (info) => <HeldBadge held={info.getValue()} /> }),
  ];
}

const HELD_OPTIONS = [
  { value: '', label: BO_TABLE.all },
  { value: 'true', label: BO_AFFILIATE.heldOptions.true },
  { value: 'false', label: BO_AFFILIATE.heldOptions.false },
];

/** `/affiliate/affiliates`: members with a downline, found by phone, name or code; held ones apart. */
export default function AffiliatesRoute() {
  const params = useListParams();
  const list = useQuery(affiliateListQuery(params.query));

  return (
    <>
      <ListSearchForm
        params={params}
        label={BO_AFFILIATE.searchLabel}
        field={{ className: 'w-72', type: 'search', maxLength: 100, placeholder: BO_AFFILIATE.searchHint }}
      >
        <SelectField
          className="w-44"
          label={BO_AFFILIATE.heldFilter}
          value={params.values.held ?? ''}
          onChange={(event) => params.set({ held: event.target.value })}
          options={HELD_OPTIONS}
        />
      </ListSearchForm>
      <KeptQuery query={list}>
        {(page) => (
          <DataTable
            caption={BO_AFFILIATE.affiliatesCaption}
            columns={columnsFor()}
            page={page}
            params={params}
            rowKey={(row) => row.tel}
            isFetching={list.isFetching}
          />
        )}
      </KeptQuery>
    </>
  );
}
