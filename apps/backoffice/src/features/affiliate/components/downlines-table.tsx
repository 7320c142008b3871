import { type AdminDownlineRow, formatDate, formatNumber, type Page } from '@member/shared';
import { BO_AFFILIATE } from '@member/shared/backoffice';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { ListParams } from '@/shared/hooks/use-list-params';
import { Button } from '@/shared/ui/button';
import { type Columns, DataTable } from '@/shared/ui/data-table';
import type { DownlineAction } from '../api/downlines';
import { DownlineStateBadge, FlagReasons, MemberRefCell, memberName } from './labels';

const C = BO_AFFILIATE.columns;
const column = createColumnHelper<AdminDownlineRow>();

/** What an operator may still do to a downline: clear a flagged one, exclude any not excluded yet. */
export function downlineActions(row: AdminDownlineRow): DownlineAction[] {
  if (row.state === 'flagged') return ['clear', 'exclude'];
  if (row.state === 'excluded') return [];
  return ['exclude'];
}

function columnsFor({
  affiliateHref,
  onAction,
}: {
  affiliateHref?: (tel: string) => string;
  onAction?: (row: AdminDownlineRow, action: DownlineAction) => void;
}): Columns<AdminDownlineRow> {
  return [
    column.display({
      id: 'member',
      header: C.member,
      cell: ({ row }) => <MemberRefCell member={row.original} />,
    }),
    ...(affiliateHref
      ? [
          column.accessor('affiliate', {
            header: C.affiliate,
            cell: (info) => (
              <Link className="text-accent underline-offset-2 hover:underline" to={affiliateHref(info.getValue().tel)}>
                <MemberRefCell member={info.getValue()} code={info.getValue().code} />
              </Link>
            ),
          }),
        ]
      : []),
    column.accessor('registered_at', {
      header: C.registeredAt,
      cell: (info) => <span className="tabular whitespace-nowrap">{formatDate(info.getValue(), 'dateTime')}</span>,
    }),
    column.accessor('state', { header: C.status, cell: (info) => <DownlineStateBadge state={info.getValue()} /> }),
    column.accessor('flagReasons', { header: C.reasons, cell: (info) => <FlagReasons reasons={info.getValue()} /> }),
    column.accessor('contribution', {
      header: C.contribution,
      meta: { numeric: true },
      cell: (info) => formatNumber(info.getValue()),
    }),
    column.display({
      id: 'reviewed',
      header: C.reviewed,
      cell: ({ row }) =>
        row.original.reviewed_by ? (
          <div className="flex max-w-56 flex-col gap-0.5">
            <span>{row.original.reviewed_by}</span>
            <span className="tabular whitespace-nowrap text-muted">
              {formatDate(row.original.reviewed_at, 'dateTime')}
            </span>
            {row.original.note && <span className="break-words">{row.original.note}</span>}
          </div>
        ) : (
          <span className="text-muted">-</span>
        ),
    }),
    ...(onAction
      ? [
          column.display({
            id: 'actions',
            header: C.actions,
            cell: ({ row }) => (
              <div className="flex flex-wrap gap-2">
                {downlineActions(row.original).map((action) => (
                  <Button
                    key={action}
                    size="sm"
                    variant={action === 'clear' ? 'primary' : 'secondary'}
                    className="whitespace-nowrap"
                    aria-label={
                      action === 'clear'
                        ? BO_AFFILIATE.clearNamed(memberName(row.original))
                        : BO_AFFILIATE.excludeNamed(memberName(row.original))
                    }
                    aria-haspopup="dialog"
                    onClick={() => onAction(row.original, action)}
                  >
                    {action === 'clear' ? BO_AFFILIATE.clear : BO_AFFILIATE.exclude}
                  </Button>
                ))}
              </div>
            ),
          }),
        ]
      : []),
  ];
}

/**
 * Downlines with their state, why they were flagged, what they earned their affiliate and who reviewed
 * them; with the affiliate's column on the cross-affiliate list, with the actions for `affiliate.manage`.
 */
export function DownlinesTable({
  caption,
  page,
  params,
  isFetching,
  affiliateHref,
  onAction,
}: {
  caption: string;
  page: Page<AdminDownlineRow>;
  params: ListParams;
  isFetching?: boolean;
  affiliateHref?: (tel: string) => string;
  onAction?: (row: AdminDownlineRow, action: DownlineAction) => void;
}) {
  return (
    <DataTable
      caption={caption}
      columns={columnsFor({ affiliateHref, onAction })}
      page={page}
      params={params}
      rowKey={(row) => row.tel}
      isFetching={isFetching}
    />
  );
}
