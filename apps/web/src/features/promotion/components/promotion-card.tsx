import { PROMOTION, type Promotion, type PromotionEligibility } from '@member/shared';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/shared/ui/button';
import { promotionClaimPath } from '../lib/promotion-format';
import { promotionEndText, promotionSummary } from '@member/shared';
import { PromotionDescription } from './promotion-description';
import { PromotionImage } from './promotion-image';

/** One promotion of the list: banner, title, what it gives, the start of its description, its end. */
export function PromotionCard({
  promotion,
  eligibility,
  onOpen,
  bonusSwitch,
}: {
  promotion: Promotion;
  /** For a member: whether they may claim it now. Absent for a guest (claiming leads to login). */
  eligibility?: PromotionEligibility;
  onOpen: () => void;
  /** Switches the member's bonuses on, offered in place when that is all that stands in the way. */
  bonusSwitch?: { onEnable: () => void; pending: boolean };
}) {
  const headingId = `promotion-${promotion.id}-title`;
  const reasonId = `promotion-${promotion.id}-reason`;
  const blocked = eligibility !== undefined && !eligibility.eligible;
  const bonusOff = eligibility?.reasonCode === 'bonus_off';
  // A member who takes no bonus is invited to switch it on, not told they turned it off.
  const reason = bonusOff ? PROMOTION.bonusOfferCard : eligibility?.reason;
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-line bg-surface shadow-lg shadow-black/30"
    >
      <PromotionImage src={promotion.imagePath} alt={promotion.title} />
      <div className="flex flex-col gap-2 p-4">
        <h2 id={headingId} className="text-base font-semibold text-text">
          {promotion.title}
        </h2>
        <p className="text-sm font-medium text-gold">{promotionSummary(promotion)}</p>
        <PromotionDescription html={promotion.description} clamp />
        <p className="text-xs text-muted">
          {PROMOTION.endDate}{' '}
          <span data-testid="promotion-end" className="text-text/85 tabular-nums">
            {promotionEndText(promotion)}
          </span>
        </p>
        {eligibility?.eligible && (
          <p data-testid="promotion-claimable" className="text-xs text-emerald-300">
            {PROMOTION.claimable}
          </p>
        )}
        {blocked && reason && (
          <div
            className={`flex items-center gap-3 ${bonusOff ? 'rounded-xl border border-amber-500/30 bg-amber-500/10 p-2.5' : ''}`}
          >
            <p id={reasonId} data-testid="promotion-reason" className="min-w-0 flex-1 text-xs text-amber-200">
              {reason}
            </p>
            {bonusOff && bonusSwitch && (
              <Button
                variant="gold"
                className="h-9 shrink-0 px-3 text-sm"
                disabled={bonusSwitch.pending}
                onClick={bonusSwitch.onEnable}
              >
                {PROMOTION.enableBonus}
              </Button>
            )}
          </div>
        )}
        <div className="mt-1 grid grid-cols-2 gap-2">
          <Button variant="secondary" className="h-11 text-sm" onClick={onOpen}>
            {PROMOTION.details}
          </Button>
          {blocked ? (
            <Button className="h-11 text-sm" disabled aria-describedby={reason ? reasonId : undefined}>
              {PROMOTION.claim}
            </Button>
          ) : (
            <Link to={promotionClaimPath(promotion)} className={buttonClass('primary', 'h-11 text-sm')}>
              {PROMOTION.claim}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
