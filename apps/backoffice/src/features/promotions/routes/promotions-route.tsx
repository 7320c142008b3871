import { type AdminPromotion, formatDate, PROMOTION_TEXTS, TURNOVER_BACKOFFICE_TEXTS } from '@member/shared';
import { BO_ACTIONS, BO_PROMOTIONS } from '@member/shared/backoffice';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { useListParams } from '@/shared/hooks/use-list-params';
import { Button, buttonClass } from '@/shared/ui/button';
import { DataTable } from '@/shared/ui/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { messageOf } from '@/shared/lib/error-message';
import { usePromotionsList } from '../api/promotions-list';
import { useSetPromotionActive } from '../api/set-promotion-active';
import { PromotionStatusBadge } from '../components/promotion-status-badge';
import { promotionSummary } from '@member/shared';

const C = BO_PROMOTIONS.columns;
const column = createColumnHelper<AdminPromotion>();

function ActiveSwitch({
  promotion,
  onDone,
}: {
  promotion: AdminPromotion;
  onDone: (message: string, failed: boolean) => void;
}) {
  const setActive = useSetPromotionActive();
  const next = !promotion.isActive;
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={setActive.isPending}
      aria-label={next ? BO_PROMOTIONS.activateNamed(promotion.title) : BO_PROMOTIONS.deactivateNamed(promotion.title)}
      onClick={() =>
        setActive.mutate(
          { id: promotion.id, active: next },
          {
            onSuccess: () => onDone(next ? BO_PROMOTIONS.activated : BO_PROMOTIONS.deactivated, false),
            onError: (error) => onDone(messageOf(error), true),
          },
        )
      }
    >
      {next ? BO_PROMOTIONS.activate : BO_PROMOTIONS.deactivate}
    </Button>
  );
}

/**
 * `/promotions`: every promotion, active or not, paged by the server; each opens its edit page
 * (`paths.promotion(id)`), and a new one starts at `paths.promotionNew`.
 */
export default function PromotionsRoute() {
  const params = useListParams({ limit: 20 });
  const list = usePromotionsList(`?page=${params.page}&limit=${params.limit}`);
  const [notice, setNotice] = useState<{ message: string; failed: boolean } | null>(null);

  const columns = [
    column.accessor('title', {
      header: C.title,
      cell: (info) => (
        <Link
          to={paths.promotion(info.row.original.id)}
          className="font-semibold text-accent underline-offset-2 hover:underline"
        >
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor('kind', { header: C.kind, cell: (info) => PROMOTION_TEXTS.kindLabels[info.getValue()] }),
    column.display({ id: 'gives', header: C.gives, cell: (info) => promotionSummary(info.row.original) }),
    column.accessor('isActive', {
      header: C.status,
      cell: (info) => <PromotionStatusBadge active={info.getValue()} />,
    }),
    column.accessor('startDate', {
      header: C.start,
      cell: (info) => <span className="tabular whitespace-nowrap">{formatDate(info.getValue(), 'dateTime')}</span>,
    }),
    column.accessor('endDate', {
      header: C.end,
      cell: (info) => (
        <span className="tabular whitespace-nowrap">
          {formatDate(info.getValue(), 'dateTime', BO_PROMOTIONS.noEnd)}
        </span>
      ),
    }),
    column.accessor('sortOrder', { header: C.sortOrder, meta: { numeric: true }, cell: (info) => info.getValue() }),
    column.display({
      id: 'actions',
      header: C.actions,
      cell: (info) => (
        <span className="flex items-center gap-2 whitespace-nowrap">
          <Link
            to={paths.promotion(info.row.original.id)}
            className={buttonClass('ghost', 'sm')}
            aria-label={BO_PROMOTIONS.editNamed(info.row.original.title)}
          >
            {BO_ACTIONS.edit}
          </Link>
          <ActiveSwitch
            promotion={info.row.original}
            onDone={(message, failed) => setNotice({ message: `${info.row.original.title}: ${message}`, failed })}
          />
        </span>
      ),
    }),
  ];

  return (
    <div>
      <PageHeader title={BO_PROMOTIONS.title}>
        <Link to={paths.turnoverSettings} className={buttonClass('secondary')}>
          {TURNOVER_BACKOFFICE_TEXTS.settingsTitle}
        </Link>
        <Link to={paths.promotionNew} className={buttonClass('primary')}>
          {BO_PROMOTIONS.create}
        </Link>
      </PageHeader>
      <p role="status" className={`mb-3 min-h-5 text-sm ${notice?.failed ? 'text-red-700' : 'text-green-800'}`}>
        {notice?.message}
      </p>
      {!list.data ? (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          caption={BO_PROMOTIONS.tableCaption}
          columns={columns}
          page={list.data}
          params={params}
          rowKey={(row) => row.id}
          isFetching={list.isFetching}
        />
      )}
    </div>
  );
}
