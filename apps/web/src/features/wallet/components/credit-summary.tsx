import { formatNumber, LABELS } from '@member/shared';
import type { ReactNode } from 'react';
import { useCredit } from '../api/wallet-queries';

/**
 * The live credit on a gradient card (or on `background`, an image, darkened for legibility), under an
 * optional title (the member's name), with whatever the page adds.
 */
export function CreditSummary({
  title,
  background = null,
  children,
}: {
  title?: string;
  background?: string | null;
  children?: ReactNode;
}) {
  const credit = useCredit();
  return (
    <section
      data-testid={background ? 'wallet-background' : undefined}
      style={
        background
          ? {
              backgroundImage: `linear-gradient(rgb(0 0 0 / 0.25), rgb(0 0 0 / 0.6)), url(${JSON.stringify(background)})`,
            }
          : undefined
      }
      className="relative overflow-hidden rounded-3xl border border-gold/20 bg-gradient-to-br from-accent-strong via-[#5c0a18] to-surface bg-cover bg-center p-5 shadow-xl shadow-black/40"
    >
      <div aria-hidden="true" className="absolute -top-16 -right-12 size-48 rounded-full bg-gold/10 blur-2xl" />
      <div className="relative">
        {title && <p className="mb-3 truncate text-sm text-white/75">{title}</p>}
        <p className="text-xs tracking-wide text-white/60">{LABELS.balance}</p>
        <p className="mt-1 flex items-baseline gap-2">
          {credit.isPending ? (
            // The amount's own line, text hidden: the card keeps its height when the amount comes.
            <span
              aria-hidden="true"
              className="animate-pulse rounded-lg bg-white/15 text-3xl font-bold text-transparent tabular-nums"
            >
              0,000.00
            </span>
          ) : (
            <span data-testid="credit" className="text-3xl font-bold text-white tabular-nums">
              {formatNumber(credit.data?.credit)}
            </span>
          )}
          <span className="text-sm text-gold">{LABELS.currency}</span>
        </p>
        {children}
      </div>
    </section>
  );
}
