import { formatNumber, LABELS, PROMOTION } from '@member/shared';
import { useBonusPreview } from '../api/promotion-queries';
import { useDebouncedValue } from '../hooks/use-debounced-value';

export const BONUS_PREVIEW_DEBOUNCE_MS = 400;

/** The bonus the typed amount would get with the chosen promotion (`calculate-bonus`), or why it gets none. */
export function BonusPreview({ promotionId, amount }: { promotionId: number; amount: number | null }) {
  const settledAmount = useDebouncedValue(amount, BONUS_PREVIEW_DEBOUNCE_MS);
  // While the amount is still changing, the last answer would be about another amount: show none.
  const preview = useBonusPreview(promotionId, amount === settledAmount ? settledAmount : null);
  let content;
  if (amount === null) content = <span className="text-muted">{PROMOTION.bonusTypeAmount}</span>;
  else if (!preview.data) content = <span aria-hidden="true" className="h-5 w-32 animate-pulse rounded bg-white/10" />;
  else if (!preview.data.eligible) content = <span className="text-amber-300">{preview.data.reason}</span>;
  else {
    content = (
      <span className="text-text/90">
        {PROMOTION.bonusPreview}{' '}
        <strong data-testid="bonus-preview" className="text-base text-gold tabular-nums">
          {formatNumber(preview.data.bonus)}
        </strong>{' '}
        {LABELS.currency}
        {preview.data.turnover > 0 && (
          <span className="mt-0.5 block text-xs text-muted">
            {PROMOTION.turnover} {formatNumber(preview.data.turnover)} {LABELS.currency}
          </span>
        )}
      </span>
    );
  }
  // A failed calculation says nothing (SPEC.md §8: the bonus calculation fails silently).
  if (preview.isError) return null;
  return (
    <p
      role="status"
      className="flex min-h-11 items-center rounded-xl border border-gold/25 bg-gold/5 px-3 py-2 text-sm"
    >
      {content}
    </p>
  );
}
