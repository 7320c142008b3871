import { ALWAYS_SUCCESS_LABEL } from '@member/shared';
import type { NextStep } from '@/shared/ui/blocked-action';
import { EmptyState } from '@/shared/ui/empty-state';
import type { ReactNode } from 'react';
import { STATUS_CLASSES } from '@/shared/ui/status-badge';

/** The label of every reward and credit line (SPEC.md §4: always `สำเร็จ`), in the success colour. */
export function SuccessBadge() {
  return (
    <span
      data-state="success"
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium ${STATUS_CLASSES.success}`}
    >
      {ALWAYS_SUCCESS_LABEL}
    </span>
  );
}

/**
 * One line of a mini-game history: what and when on the left, the amount (and a status) on the right,
 * then an optional note.
 */
export function HistoryRow({
  title,
  time,
  amount,
  negative = false,
  status,
  detail,
  children,
}: {
  title: ReactNode;
  /** Already formatted, DD/MM/YY HH:mm. */
  time: string;
  amount: ReactNode;
  negative?: boolean;
  status?: ReactNode;
  detail?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li data-testid="history-row" className="rounded-2xl border border-line bg-surface p-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-text">{title}</p>
          <p className="text-xs text-muted tabular-nums">{time}</p>
          {detail && <p className="mt-0.5 text-xs text-muted">{detail}</p>}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <p className={`font-semibold tabular-nums ${negative ? 'text-red-400' : 'text-gold'}`}>{amount}</p>
          {status}
        </div>
      </div>
      {children}
    </li>
  );
}

/** The rows of a history, or its empty state with the action that would fill it. */
export function HistoryList({
  empty,
  label,
  action,
  children,
}: {
  empty: boolean;
  label: string;
  action: NextStep;
  children: ReactNode;
}) {
  if (empty) return <EmptyState glyph="coins" action={action} />;
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {children}
    </ul>
  );
}
