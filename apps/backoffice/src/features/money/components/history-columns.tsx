import { formatDate, formatNumber, maskAccountNumber } from '@member/shared';
import { BO_MONEY, BO_MONEY_HISTORY } from '@member/shared/backoffice';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import type { AdminMoneyRow, MoneyKind } from '../api/list-money-rows';
import { channelLabel, MemberCell, ReceivingAccountCell, StatusBadge } from './row-cells';

const column = createColumnHelper<AdminMoneyRow>();

/** The history's columns; created time and amount sort on the server. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of mixed value types (DataTable's prop)
export function historyColumns(kind: MoneyKind): ColumnDef<AdminMoneyRow, any>[] {
  return [
    column.accessor('created_at', {
      header: BO_MONEY_HISTORY.createdAt,
      cell: (info) => <span className="tabular whitespace-nowrap">{formatDate(info.getValue(), 'dateTime')}</span>,
      meta: { sort: { asc: 'created_asc', desc: 'created_desc' } },
    }),
    column.accessor('member', {
      header: BO_MONEY.member,
      cell: (info) => <MemberCell member={info.getValue()} />,
    }),
    column.accessor('amount', {
      header: BO_MONEY.amount,
      cell: (info) => <span className="font-semibold">{formatNumber(info.getValue())}</span>,
      meta: { sort: { asc: 'amount_asc', desc: 'amount_desc' }, numeric: true },
    }),
    column.accessor('type', {
      header: BO_MONEY_HISTORY.channel,
      cell: (info) => channelLabel(info.getValue()),
    }),
    kind === 'deposits'
      ? column.display({
          id: 'account',
          header: BO_MONEY.receivingAccount,
          cell: ({ row }) => (
            <ReceivingAccountCell
              account={'receiving_account' in row.original ? row.original.receiving_account : null}
            />
          ),
        })
      : column.display({
          id: 'account',
          header: BO_MONEY_HISTORY.destination,
          cell: ({ row }) =>
            'bank' in row.original ? (
              <div className="flex flex-col gap-0.5">
                <span>{row.original.bank.name}</span>
                <span className="tabular text-muted">{maskAccountNumber(row.original.bank.number)}</span>
              </div>
            ) : null,
        }),
    column.accessor('status', {
      header: BO_MONEY_HISTORY.status,
      cell: (info) => <StatusBadge status={info.getValue()} />,
    }),
    column.display({
      id: 'decided',
      header: BO_MONEY_HISTORY.decidedAt,
      cell: ({ row }) => (
        <div className="flex flex-col gap-0.5">
          <span className="tabular whitespace-nowrap">{formatDate(row.original.decided_at, 'dateTime')}</span>
          {row.original.decided_at && (
            <span className="text-muted">{row.original.decided_by ?? BO_MONEY_HISTORY.system}</span>
          )}
        </div>
      ),
    }),
    column.accessor('annotation', {
      header: BO_MONEY_HISTORY.note,
      cell: (info) => <span className="block max-w-56 break-words">{info.getValue() ?? '-'}</span>,
    }),
  ];
}
