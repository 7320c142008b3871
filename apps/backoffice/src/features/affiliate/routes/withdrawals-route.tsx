import {
  AFFILIATE_WITHDRAWAL_STATUSES,
  type AdminAffiliateWithdrawalRow,
  formatDate,
  formatNumber,
} from '@member/shared';
import { BO_ACTIONS, BO_AFFILIATE as T, BO_TABLE } from '@member/shared/backoffice';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useOperator } from '@/shared/api/session';
import { useListParams } from '@/shared/hooks/use-list-params';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { type Columns, DataTable } from '@/shared/ui/data-table';
import { SelectField } from '@/shared/ui/field';
import { KeptQuery } from '@/shared/ui/kept-query';
import { SuccessNotice } from '@/shared/ui/status-notice';
import { useDecideWithdrawal, type WithdrawalVerdict, withdrawalListQuery } from '../api/withdrawals';
import { HeldBadge, MemberRefCell, memberName, WithdrawalStatusBadge } from '../components/labels';
import type { NoteAction } from '../components/note-action-dialog';
import { useNoteActions } from '../hooks/use-note-actions';

const C = T.columns;
const column = createColumnHelper<AdminAffiliateWithdrawalRow>();
/** The queue opens on what waits; `all` shows every status (the call then names none). */
const ALL = 'all';
const STATUS_OPTIONS = [
  ...AFFILIATE_WITHDRAWAL_STATUSES.map((status) => ({ value: status, label: T.withdrawalStatuses[status] })),
  { value: ALL, label: BO_TABLE.all },
];

function columnsFor(onDecide: ((row: AdminAffiliateWithdrawalRow, verdict: WithdrawalVerdict) => void) | null) {
  const columns: Columns<AdminAffiliateWithdrawalRow> = [
    column.accessor('member', {
      header: C.member,
      cell: (info) => (
        <div className="flex flex-col items-start gap-1">
          <MemberRefCell member={info.getValue()} />
          {info.row.original.held && <HeldBadge held />}
        </div>
      ),
    }),
    column.accessor('amount', {
      header: C.withdrawAmount,
      meta: { numeric: true },
      cell: (info) => <span className="text-base font-semibold">{formatNumber(info.getValue())}</span>,
    }),
    column.accessor('requested_at', {
      header: C.requestedAt,
      cell: (info) => <span className="tabular whitespace-nowrap">{formatDate(info.getValue(), 'dateTime')}</span>,
    }),
    column.accessor('status', { header: C.status, cell: (info) => <WithdrawalStatusBadge status={info.getValue()} /> }),
    column.display({
      id: 'decided',
      header: C.decided,
      cell: ({ row }) =>
        row.original.decided_at ? (
          <div className="flex flex-col gap-0.5">
            <span>{row.original.decided_by ?? T.system}</span>
            <span className="tabular whitespace-nowrap text-muted">
              {formatDate(row.original.decided_at, 'dateTime')}
            </span>
          </div>
        ) : (
          <span className="text-muted">-</span>
        ),
    }),
    column.accessor('note', {
      header: C.note,
      cell: (info) => <span className="block max-w-64 break-words">{info.getValue() ?? ''}</span>,
    }),
  ];
  if (!onDecide) return columns;
  return [
    ...columns,
    column.display({
      id: 'actions',
      header: C.actions,
      cell: ({ row }) =>
        row.original.status === 'pending' ? (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              aria-label={T.approveNamed(memberName(row.original.member))}
              aria-haspopup="dialog"
              onClick={() => onDecide(row.original, 'approve')}
            >
              {BO_ACTIONS.approve}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={T.rejectNamed(memberName(row.original.member))}
              aria-haspopup="dialog"
              onClick={() => onDecide(row.original, 'reject')}
            >
              {BO_ACTIONS.reject}
            </Button>
          </div>
        ) : null,
    }),
  ];
}

/** `/affiliate/withdrawals`: income withdrawals, the waiting ones first (oldest first); approve or reject (`money.decide`). */
export default function WithdrawalsRoute() {
  const { can } = useOperator();
  const params = useListParams();
  const status = params.values.status ?? 'pending';
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (status !== ALL) query.set('status', status);
  const list = useQuery(withdrawalListQuery(`?${query}`));
  const decide = useDecideWithdrawal();
  const noteActions = useNoteActions();
  const canDecide = can('money.decide');

  const decisionFor = (row: AdminAffiliateWithdrawalRow, verdict: WithdrawalVerdict): NoteAction => {
    const name = memberName(row.member);
    const amount = formatNumber(row.amount);
    const approving = verdict === 'approve';
    // One key per decision opened: a resent confirm moves the money once.
    const idempotencyKey = crypto.randomUUID();
    return {
      title: approving ? T.approveTitle(name, amount) : T.rejectTitle(name, amount),
      body: (
        <div className="flex flex-col gap-2">
          {row.held && (
            <p>
              <Badge tone="bad">{T.heldWarning}</Badge>
            </p>
          )}
          <p>{approving ? T.approveBody : T.rejectBody}</p>
        </div>
      ),
      confirmLabel: approving ? BO_ACTIONS.approve : BO_ACTIONS.reject,
      danger: !approving,
      noteLabel: approving ? undefined : T.rejectNote,
      run: (body) =>
        decide
          .mutateAsync({ id: row.id, verdict, body, idempotencyKey })
          .then(() => (approving ? T.approvedDone(name, amount) : T.rejectedDone(name, amount))),
    };
  };

  return (
    <>
      <p className="mb-3 text-sm text-muted">{T.withdrawalsIntro}</p>
      {!canDecide && <p className="mb-3 rounded-lg bg-sky-50 p-3 text-sm text-sky-900">{T.withdrawalsViewOnly}</p>}
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SelectField
          className="w-48"
          label={T.statusFilter}
          value={status}
          onChange={(event) => {
            noteActions.clearNotice();
            params.set({ status: event.target.value === 'pending' ? undefined : event.target.value });
          }}
          options={STATUS_OPTIONS}
        />
      </div>
      <SuccessNotice className="mb-3">{noteActions.notice}</SuccessNotice>
      <KeptQuery query={list}>
        {(page) => (
          <DataTable
            caption={T.withdrawalsCaption}
            columns={columnsFor(
              canDecide
                ? (row, verdict) => {
                    noteActions.start(decisionFor(row, verdict));
                  }
                : null,
            )}
            page={page}
            params={params}
            rowKey={(row) => row.id}
            isFetching={list.isFetching}
          />
        )}
      </KeptQuery>
      {noteActions.dialog}
    </>
  );
}
