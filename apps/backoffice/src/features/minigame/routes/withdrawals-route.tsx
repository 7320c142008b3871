import {
  type AdminMinigameWithdrawalRow,
  formatDate,
  formatNumber,
  MINIGAME_WITHDRAWAL_STATUSES,
  type MinigameWithdrawalStatus,
} from '@member/shared';
import { BO_ACTIONS, BO_MINIGAME } from '@member/shared/backoffice';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useOperator } from '@/shared/api/session';
import { useListParams } from '@/shared/hooks/use-list-params';
import { Badge, type Tone } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { type Columns, DataTable } from '@/shared/ui/data-table';
import { SelectField } from '@/shared/ui/field';
import { QueryState } from '@/shared/ui/query-state';
import { ErrorNotice, SuccessNotice } from '@/shared/ui/status-notice';
import { withdrawalsQuery } from '../api/withdrawals';
import { memberName } from '../components/member-name';
import { type Verdict, WithdrawalDecisionDialog } from '../components/withdrawal-decision-dialog';

const TONES: Record<MinigameWithdrawalStatus, Tone> = { pending: 'warn', approved: 'good', rejected: 'bad' };
const ALL = 'all';

function StatusBadge({ status }: { status: MinigameWithdrawalStatus }) {
  return <Badge tone={TONES[status]}>{BO_MINIGAME.statuses[status]}</Badge>;
}
const column = createColumnHelper<AdminMinigameWithdrawalRow>();

/** `/minigame/withdrawals`: profit withdrawals by status (waiting ones first, oldest first); `money.decide` acts on them. */
export default function WithdrawalsRoute() {
  const { can } = useOperator();
  const canDecide = can('money.decide');
  const params = useListParams({ limit: 50 });
  const status = params.values.status ?? 'pending';
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (status !== ALL) query.set('status', status);
  const list = useQuery(withdrawalsQuery(`?${query}`));
  const [decision, setDecision] = useState<{ row: AdminMinigameWithdrawalRow; verdict: Verdict } | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);

  const columns: Columns<AdminMinigameWithdrawalRow> = [
    column.accessor('requestedAt', {
      header: BO_MINIGAME.requestedAt,
      cell: (c) => <span className="tabular whitespace-nowrap">{formatDate(c.getValue(), 'dateTime')}</span>,
    }),
    column.accessor('member', {
      header: BO_MINIGAME.member,
      cell: (c) => (
        <>
          <span className="font-semibold">{memberName(c.getValue())}</span>
          <span className="block text-xs text-muted">{c.getValue().tel}</span>
        </>
      ),
    }),
    column.accessor('amount', {
      header: BO_MINIGAME.amount,
      meta: { numeric: true },
      cell: (c) => formatNumber(c.getValue()),
    }),
    column.accessor('status', {
      header: BO_MINIGAME.status,
      cell: (c) => <StatusBadge status={c.getValue()} />,
    }),
    column.accessor('decidedAt', { header: BO_MINIGAME.decidedAt, cell: (c) => formatDate(c.getValue(), 'dateTime') }),
    column.accessor('decidedBy', { header: BO_MINIGAME.decidedBy, cell: (c) => c.getValue() ?? '-' }),
    column.accessor('note', { header: BO_MINIGAME.note, cell: (c) => c.getValue() ?? '-' }),
  ];
  if (canDecide) {
    columns.push(
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">{BO_ACTIONS.approve}</span>,
        cell: ({ row }) =>
          row.original.status === 'pending' && (
            <span className="flex justify-end gap-2">
              <Button size="sm" aria-haspopup="dialog" onClick={() => open(row.original, 'approve')}>
                {BO_ACTIONS.approve}
              </Button>
              <Button size="sm" variant="danger" aria-haspopup="dialog" onClick={() => open(row.original, 'reject')}>
                {BO_ACTIONS.reject}
              </Button>
            </span>
          ),
      }),
    );
  }
  function open(row: AdminMinigameWithdrawalRow, verdict: Verdict) {
    setNotice(null);
    setDecision({ row, verdict });
  }

  return (
    <section aria-labelledby="mg-withdrawals-title" className="flex flex-col gap-3">
      <h2 id="mg-withdrawals-title" className="text-lg font-semibold">
        {BO_MINIGAME.withdrawalsTitle}
      </h2>
      <SelectField
        className="w-56"
        label={BO_MINIGAME.statusFilter}
        value={status}
        onChange={(event) => params.set({ status: event.target.value === 'pending' ? null : event.target.value })}
        options={[
          ...MINIGAME_WITHDRAWAL_STATUSES.map((value) => ({ value, label: BO_MINIGAME.statuses[value] })),
          { value: ALL, label: BO_MINIGAME.allStatuses },
        ]}
      />
      {notice?.ok ? <SuccessNotice>{notice.message}</SuccessNotice> : <ErrorNotice message={notice?.message} />}
      {list.isError && !list.data ? (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          caption={BO_MINIGAME.withdrawalsCaption}
          columns={columns}
          page={list.data}
          params={params}
          rowKey={(row) => row.id}
          isFetching={list.isFetching}
        />
      )}
      {decision && (
        <WithdrawalDecisionDialog
          row={decision.row}
          verdict={decision.verdict}
          onClose={() => setDecision(null)}
          onDone={(outcome) => {
            setDecision(null);
            setNotice(outcome);
          }}
        />
      )}
    </section>
  );
}
