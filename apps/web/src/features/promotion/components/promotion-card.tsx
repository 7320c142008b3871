import { PROMOTION, type Promotion, type PromotionEligibility } from '@member/shared';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/shared/ui/button';
import { promotionClaimPath, promotionEndText, promotionSummary } from '../lib/promotion-format';
import { PromotionDescription } from './promotion-description';
import { PromotionImage } from './promotion-image';

/** One promotion of the list: banner, title, what it gives, the start of its description, its end. */
export function PromotionCard({
  promotion,
  eligibility,
  onOpen,
}: {
  promotion: Promotion;
  /** For a member: whether they may claim it now. Absent for a guest (claiming leads to login). */
  eligibility?: PromotionEligibility;
  onOpen: () => void;
}) {
  const headingId = `promotion-${promotion.id}-title`;
  const reasonId = `promotion-${promotion.id}-reason`;
  const blocked = eligibility !== undefined && !eligibility.eligible;
  // A member who takes no bonus is invited to switch it on, not told they turned it off.
  const reason = eligibility?.reasonCode === 'bonus_off' ? PROMOTION.bonusOffer : eligibility?.reason;
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
        {blocked && reason && (
          <p id={reasonId} data-testid="promotion-reason" className="text-xs text-amber-200">
            {reason}
          </p>
        )}
        <div className="mt-1 grid grid-cols-2 gap-2">
          <Button variant="secondary" className="h-11 text-sm" onClick={onOpen}>
            {PROMOTION.details}
          </Button>
          {blocked ? (
            <Button className="h-11 text-sm" disabled aria-describedby={reasonId}>
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
