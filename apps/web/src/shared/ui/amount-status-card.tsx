import { formatNumber, LABELS, txStatus, WALLET } from '@member/shared';
import type { ReactNode } from 'react';
import { StatusBadge } from './status-badge';

/**
 * The amount of a deposit or withdrawal (wallet or affiliate income) with its §4 status label, and a note
 * while it waits for approval (any raw status whose state is pending). `badge` stands beside the status.
 */
export function AmountStatusCard({
  amount,
  status,
  pendingNote,
  badge,
}: {
  amount: number;
  status: string;
  pendingNote: string;
  badge?: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-gold/25 bg-surface p-5 text-center">
      <p className="text-sm text-muted">{WALLET.amountLabel}</p>
      <p data-testid="amount" className="mt-1 text-3xl font-bold text-gold tabular-nums">
        {formatNumber(amount)} <span className="text-base font-medium">{LABELS.currency}</span>
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-center gap-2">
        <StatusBadge status={status} />
        {badge}
      </div>
      {txStatus(status).state === 'pending' && <p className="mt-3 text-sm text-text/85">{pendingNote}</p>}
    </section>
  );
}
