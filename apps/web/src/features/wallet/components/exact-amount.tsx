import { formatNumber, LABELS, WALLET } from '@member/shared';
import { useId } from 'react';
import { CopyButton } from '@/shared/ui/copy-button';

/**
 * The amount a waiting bank deposit must be transferred at, to the satang (issue 30: the server made it
 * unique so the statement matches it); the copy button gives the plain number ("500.37") for a bank app.
 */
export function ExactAmount({ amount }: { amount: number }) {
  const titleId = useId();
  const shown = formatNumber(amount);
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-gold/40 bg-gold/10 p-4">
      <h2 id={titleId} className="text-sm font-semibold text-text">
        {WALLET.exactAmountTitle}
      </h2>
      <div className="mt-2 flex items-center justify-between gap-3">
        <p data-testid="exact-amount" className="min-w-0 text-3xl font-bold break-all text-gold tabular-nums">
          {shown} <span className="text-base font-medium">{LABELS.currency}</span>
        </p>
        <CopyButton text={amount.toFixed(2)} what={shown} />
      </div>
      <p className="mt-2 text-xs text-text/85">{WALLET.exactAmountNote}</p>
    </section>
  );
}
