import {
  formatDate,
  formatNumber,
  formatThousands,
  PAYOUT_BACKOFFICE_TEXTS,
  TURNOVER_BACKOFFICE_TEXTS,
} from '@member/shared';
import { BO_ACTIONS, BO_MONEY, BO_TABLE } from '@member/shared/backoffice';
import { useState } from 'react';
import { useOperator } from '@/shared/api/session';
import { useListParams } from '@/shared/hooks/use-list-params';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { PageButtons, pageCount } from '@/shared/ui/data-table';
import { QueryState } from '@/shared/ui/query-state';
import { Spinner } from '@/shared/ui/spinner';
import { EmptyRow, type HeadColumn, TableHead } from '@/shared/ui/static-table';
import type { Verdict } from '../api/decide-money-row';
import { useDepositBonuses } from '../api/deposit-bonuses';
import { type AdminMoneyRow, type MoneyKind, useMoneyRows } from '../api/list-money-rows';
import { DecisionDialog, type DecisionOutcome } from './decision-dialog';
import { channelLabel, MemberBankCell, MemberCell, memberName, ReceivingAccountCell } from './row-cells';
import { ShortcutsDialog } from './shortcuts-dialog';
import { PayoutState } from './payout-state';
import { DepositBonusLines, TurnoverLeftCell } from './turnover-cells';
import { type QueueCommand, useQueueShortcuts } from './use-queue-shortcuts';
import { useNow, waitingText } from './waiting-time';

/** The queue asks the server again this often: a row decided by anyone leaves every open queue. */
export const QUEUE_REFRESH_MS = 4_000;
const QUEUE_PAGE_SIZE = 50;

/** A row's two decisions: approve (`a`) first, then reject (`r`). */
const VERDICT_BUTTONS = [
  { verdict: 'approve', variant: 'primary', shortcut: 'a', rowLabel: BO_MONEY.approveRow, label: BO_ACTIONS.approve },
  { verdict: 'reject', variant: 'secondary', shortcut: 'r', rowLabel: BO_MONEY.rejectRow, label: BO_ACTIONS.reject },
] as const;

/** A header cell's classes (the amounts' are right-aligned). */
const HEAD = 'border-b border-line px-3 py-2 font-semibold';
const HEAD_RIGHT = 'border-b border-line px-3 py-2 text-right font-semibold';

const rowDomId = (kind: MoneyKind, id: number) => `queue-${kind}-${id}`;

/**
 * A waiting queue (deposits or withdrawals), oldest first: who, how much, by which channel, to which
 * account, waiting since when; approve or reject each row (buttons or keyboard shortcuts).
 */
export function MoneyQueue({ kind }: { kind: MoneyKind }) {
  const { can } = useOperator();
  const canDecide = can('money.decide');
  const params = useListParams({ limit: QUEUE_PAGE_SIZE });
  const query = `?status=waiting_for_approve&sort=created_asc&page=${params.page}&limit=${params.limit}`;
  const list = useMoneyRows(kind, query, QUEUE_REFRESH_MS);
  const rows: AdminMoneyRow[] = list.data?.items ?? [];
  const bonuses = useDepositBonuses(rows, kind === 'deposits');
  const now = useNow();

  // The selection follows its row; when that row leaves (decided), the row now in its place.
  const [selection, setSelection] = useState<{ id: number; index: number } | null>(null);
  let selectedIndex = -1;
  if (selection && rows.length > 0) {
    const found = rows.findIndex((row) => row.id === selection.id);
    selectedIndex = found >= 0 ? found : Math.min(selection.index, rows.length - 1);
  }
  const selected = selectedIndex >= 0 ? rows[selectedIndex] : undefined;
  const [announcement, setAnnouncement] = useState('');
  const [decision, setDecision] = useState<{ verdict: Verdict; row: AdminMoneyRow | null }>({
    verdict: 'approve',
    row: null,
  });
  const [notice, setNotice] = useState<DecisionOutcome | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);

  const select = (index: number) => {
    const row = rows[index];
    if (!row) return;
    setSelection({ id: row.id, index });
    setAnnouncement(BO_MONEY.selected(index + 1, rows.length, memberName(row.member), formatNumber(row.amount)));
    document.getElementById(rowDomId(kind, row.id))?.scrollIntoView({ block: 'nearest' });
  };
  const openDecision = (verdict: Verdict, row: AdminMoneyRow) => {
    if (!canDecide) return;
    setNotice(null);
    setDecision({ verdict, row });
  };

  useQueueShortcuts((command: QueueCommand) => {
    if (command === 'help') return setHelpOpen(true);
    if (command === 'next') return select(selectedIndex < 0 ? 0 : Math.min(selectedIndex + 1, rows.length - 1));
    if (command === 'previous') return select(selectedIndex < 0 ? 0 : Math.max(selectedIndex - 1, 0));
    if (selected) openDecision(command === 'approve' ? 'approve' : 'reject', selected);
  });

  const onDone = (outcome: DecisionOutcome) => {
    setDecision((current) => ({ ...current, row: null }));
    setNotice(outcome);
    if (!outcome.ok) void list.refetch();
  };

  const title = kind === 'deposits' ? BO_MONEY.depositsTitle : BO_MONEY.withdrawalsTitle;
  const caption = kind === 'deposits' ? BO_MONEY.depositsCaption : BO_MONEY.withdrawalsCaption;
  const page = list.data;
  const pages = pageCount(page);
  const columns: HeadColumn[] = [
    { label: <span className="sr-only">#</span>, className: 'w-1 border-b border-line p-0' },
    { label: BO_MONEY.member, className: HEAD },
    { label: BO_MONEY.memberBank, className: HEAD },
    { label: BO_MONEY.amount, className: HEAD_RIGHT },
    ...(kind === 'withdrawals'
      ? [
          { label: TURNOVER_BACKOFFICE_TEXTS.queueColumn, className: HEAD_RIGHT },
          { label: PAYOUT_BACKOFFICE_TEXTS.column, className: HEAD },
        ]
      : []),
    { label: BO_MONEY.channel, className: HEAD },
    ...(kind === 'deposits' ? [{ label: BO_MONEY.receivingAccount, className: HEAD }] : []),
    { label: BO_MONEY.createdAt, className: HEAD },
    { label: BO_MONEY.actions, className: HEAD },
  ];

  return (
    <>
      <PageHeader title={title}>
        {page && (
          <Badge tone={page.total > 0 ? 'warn' : 'good'}>{BO_TABLE.total(formatThousands(page.total, 0))}</Badge>
        )}
        <Button
          variant="secondary"
          size="sm"
          aria-keyshortcuts="?"
          aria-haspopup="dialog"
          onClick={() => setHelpOpen(true)}
        >
          {BO_MONEY.shortcutsButton}
        </Button>
      </PageHeader>

      <p className="mb-3 flex items-center gap-2 text-sm text-muted">
        {BO_MONEY.liveNote}
        {list.isFetching && <Spinner className="size-4" />}
      </p>
      {!canDecide && <p className="mb-3 rounded-lg bg-sky-50 p-3 text-sm text-sky-900">{BO_MONEY.viewOnly}</p>}

      <div aria-live="polite" className="mb-3 empty:hidden">
        {notice?.ok && (
          <p className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm font-semibold text-green-900">
            {notice.message}
          </p>
        )}
      </div>
      {notice && !notice.ok && (
        <div
          role="alert"
          className="mb-3 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <p>
            <span className="font-semibold">{notice.message}</span> {BO_MONEY.refreshedAfterConflict}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setNotice(null)}>
            {BO_MONEY.dismiss}
          </Button>
        </div>
      )}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>

      {!page ? (
        <QueryState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <div className="flex flex-col gap-3">
          {list.error && <QueryState error={list.error} onRetry={() => void list.refetch()} />}
          <div className="overflow-x-auto rounded-xl border border-line bg-surface">
            <table className="w-full border-collapse text-sm" aria-describedby={undefined}>
              <TableHead caption={caption} className="bg-surface-2 text-left text-muted" columns={columns} />
              <tbody>
                {rows.map((row, index) => {
                  const isSelected = index === selectedIndex;
                  const bonus = bonuses.get(row.id);
                  return (
                    <tr
                      key={row.id}
                      id={rowDomId(kind, row.id)}
                      aria-selected={isSelected}
                      onClick={() => select(index)}
                      className={`border-b border-line last:border-0 ${isSelected ? 'bg-rose-50' : 'hover:bg-surface-2'}`}
                    >
                      <td className={`w-1 p-0 ${isSelected ? 'bg-accent' : ''}`}>
                        <span className="block w-1" />
                      </td>
                      <td className="px-3 py-2 align-top">
                        <MemberCell member={row.member} />
                      </td>
                      <td className="px-3 py-2 align-top">
                        <MemberBankCell member={row.member} />
                      </td>
                      <td className="tabular px-3 py-2 text-right align-top text-base font-semibold">
                        <span className="flex flex-col items-end gap-1">
                          {formatNumber(row.amount)}
                          {kind === 'deposits' && bonus && <DepositBonusLines bonus={bonus} />}
                        </span>
                      </td>
                      {kind === 'withdrawals' && (
                        <td className="tabular px-3 py-2 text-right align-top">
                          <TurnoverLeftCell left={'turnover_left' in row ? row.turnover_left : 0} />
                        </td>
                      )}
                      {kind === 'withdrawals' && (
                        <td className="px-3 py-2 align-top">{'auto_stop' in row && <PayoutState row={row} />}</td>
                      )}
                      <td className="px-3 py-2 align-top">{channelLabel(row.type)}</td>
                      {kind === 'deposits' && (
                        <td className="px-3 py-2 align-top">
                          <ReceivingAccountCell account={'receiving_account' in row ? row.receiving_account : null} />
                        </td>
                      )}
                      <td className="px-3 py-2 align-top">
                        <div className="flex flex-col gap-0.5">
                          <span className="tabular whitespace-nowrap">{formatDate(row.created_at, 'dateTime')}</span>
                          <span className="font-semibold text-amber-800" data-testid="waiting">
                            {waitingText(row.created_at, now)}
                          </span>
                        </div>
                      </td>
                      <td className="px-3 py-2 align-top">
                        {canDecide ? (
                          <div className="flex flex-wrap gap-2">
                            {VERDICT_BUTTONS.map((button) => (
                              <Button
                                key={button.verdict}
                                size="sm"
                                variant={button.variant}
                                aria-label={button.rowLabel(memberName(row.member))}
                                aria-keyshortcuts={isSelected ? button.shortcut : undefined}
                                aria-haspopup="dialog"
                                onClick={(event) => {
                                  event.stopPropagation();
                                  select(index);
                                  openDecision(button.verdict, row);
                                }}
                              >
                                {button.label}
                              </Button>
                            ))}
                          </div>
                        ) : (
                          <span className="text-muted">-</span>
                        )}
                      </td>
                    </tr>
                  );
                })}
                {rows.length === 0 && (
                  <EmptyRow colSpan={columns.length} className="px-3 py-10 text-center text-muted">
                    {BO_MONEY.queueEmpty}
                  </EmptyRow>
                )}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav aria-label={caption} className="flex items-center justify-end gap-2 text-sm text-muted">
              <PageButtons params={params} pages={pages} />
            </nav>
          )}
        </div>
      )}

      <DecisionDialog
        kind={kind}
        row={decision.row}
        verdict={decision.verdict}
        bonus={decision.row ? bonuses.get(decision.row.id) : undefined}
        onClose={() => setDecision((current) => ({ ...current, row: null }))}
        onDone={onDone}
      />
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </>
  );
}
