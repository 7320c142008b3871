import { PROMOTION } from '@member/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '@/shared/api/session';
import { Button } from '@/shared/ui/button';
import { useAvailablePromotions, useEnableBonus } from '../api/promotion-queries';
import { parsePromotionId, PROMOTION_ID_PARAM } from '../lib/promotion-format';
import { promotionSummary } from '@member/shared';
import { BonusPreview } from './bonus-preview';

export interface PromotionPickerProps {
  /** The valid amount typed on the deposit page, or null. */
  amount: number | null;
  promotionId: number | null;
  onChange: (promotionId: number | null) => void;
  /** The chosen promotion stopped being claimable (a live update) and the choice went back to none. */
  onLost?: (title: string) => void;
}

/**
 * The deposit page's choice of promotion (`available-now`), none by default; `?promotionId=` chooses
 * one when this member may claim it now. A member who turned bonuses off is offered to turn them on.
 */
export function PromotionPicker({ amount, promotionId, onChange, onLost }: PromotionPickerProps) {
  const session = useSession();
  const available = useAvailablePromotions(session.status === 'member');
  const enableBonus = useEnableBonus();
  const [params] = useSearchParams();
  const requested = parsePromotionId(params.get(PROMOTION_ID_PARAM));
  const requestApplied = useRef(false);
  const promotions = available.data ?? [];
  // The titles seen so far (kept by the effect): a promotion gone from the list is still named to the member.
  const titles = useRef(new Map<number, string>());

  useEffect(() => {
    if (!available.data) return;
    const claimable = (id: number) => available.data.some((promotion) => promotion.id === id);
    if (!requestApplied.current && requested !== null && claimable(requested)) {
      requestApplied.current = true;
      onChange(requested);
    } else if (promotionId !== null && !claimable(promotionId)) {
      onChange(null);
      onLost?.(titles.current.get(promotionId) ?? '');
    }
    for (const promotion of available.data) titles.current.set(promotion.id, promotion.title);
  }, [available.data, requested, promotionId, onChange, onLost]);

  const option = (id: number | null, title: string, summary?: string) => (
    <label
      key={id ?? 'none'}
      className="flex cursor-pointer items-center gap-3 rounded-2xl border border-line bg-surface-2 p-3 transition has-checked:border-gold/70 has-checked:bg-gold/10"
    >
      <input
        type="radio"
        name="promotion"
        checked={promotionId === id}
        onChange={() => onChange(id)}
        className="size-4 shrink-0 accent-gold"
      />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-text">{title}</span>
        {summary && <span className="block text-xs text-gold">{summary}</span>}
      </span>
    </label>
  );

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-text/90">{PROMOTION.picker}</legend>
      {session.profile?.bonus === 0 && (
        <div className="flex items-center gap-3 rounded-2xl border border-amber-500/30 bg-amber-500/10 p-3">
          <p className="flex-1 text-xs text-amber-200">{PROMOTION.bonusOffer}</p>
          <Button
            variant="gold"
            className="shrink-0 px-3 text-sm"
            disabled={enableBonus.isPending}
            onClick={() => enableBonus.mutate()}
          >
            {PROMOTION.enableBonus}
          </Button>
        </div>
      )}
      {option(null, PROMOTION.none)}
      {available.isPending && <div aria-hidden="true" className="h-[58px] animate-pulse rounded-2xl bg-surface-2" />}
      {promotions.map((promotion) => option(promotion.id, promotion.title, promotionSummary(promotion)))}
      {session.profile?.bonus === 1 && available.data?.length === 0 && (
        <p className="text-xs text-muted">{PROMOTION.noneAvailable}</p>
      )}
      {promotionId !== null && <BonusPreview promotionId={promotionId} amount={amount} />}
    </fieldset>
  );
}
