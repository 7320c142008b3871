import { type AdminCommissionRow, formatNumber, type Page } from '@member/shared';
import { BO_AFFILIATE } from '@member/shared/backoffice';
import { createColumnHelper } from '@tanstack/react-table';
import type { ListParams } from '@/shared/hooks/use-list-params';
import { DataTable } from '@/shared/ui/data-table';
import { periodText } from './labels';

const C = BO_AFFILIATE.columns;
const column = createColumnHelper<AdminCommissionRow>();
/** Bases and carries may be below zero (the downline won): shown in red. */
const signed = (value: number) => <span className={value < 0 ? 'text-red-700' : undefined}>{formatNumber(value)}</span>;

const COLUMNS = [
  column.display({
    id: 'period',
    header: C.period,
    cell: ({ row }) => <span className="tabular">{periodText(row.original.periodStart, row.original.periodEnd)}</span>,
  }),
  column.accessor('basis', { header: C.basis, cell: (info) => BO_AFFILIATE.bases[info.getValue()].label }),
  column.accessor('levelOneBase', {
    header: C.levelOneBase,
    meta: { numeric: true },
    cell: (info) => signed(info.getValue()),
  }),
  column.accessor('levelTwoBase', {
    header: C.levelTwoBase,
    meta: { numeric: true },
    cell: (info) => signed(info.getValue()),
  }),
  column.accessor('carriedIn', {
    header: C.carriedIn,
    meta: { numeric: true },
    cell: (info) => signed(info.getValue()),
  }),
  column.accessor('amount', {
    header: C.amount,
    meta: { numeric: true },
    cell: (info) => <span className="font-semibold">{formatNumber(info.getValue())}</span>,
  }),
  column.accessor('carriedOut', {
    header: C.carriedOut,
    meta: { numeric: true },
    cell: (info) => signed(info.getValue()),
  }),
];

/** An affiliate's newest commissions: the period, what they were a share of, the carries and what was credited. */
export function CommissionsTable({ page, params }: { page: Page<AdminCommissionRow>; params: ListParams }) {
  return (
    <DataTable
      caption={BO_AFFILIATE.commissionsCaption}
      columns={COLUMNS}
      page={page}
      params={params}
      rowKey={(row) => row.id}
    />
  );
}
