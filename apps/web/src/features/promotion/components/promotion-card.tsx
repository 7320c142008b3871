import { PROMOTION, type Promotion } from '@member/shared';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/shared/ui/button';
import { promotionClaimPath, promotionEndText, promotionSummary } from '../lib/promotion-format';
import { PromotionDescription } from './promotion-description';
import { PromotionImage } from './promotion-image';

/** One promotion of the list: banner, title, what it gives, the start of its description, its end. */
export function PromotionCard({ promotion, onOpen }: { promotion: Promotion; onOpen: () => void }) {
  const headingId = `promotion-${promotion.id}-title`;
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
        <div className="mt-1 grid grid-cols-2 gap-2">
          <Button variant="secondary" className="h-10 text-sm" onClick={onOpen}>
            {PROMOTION.details}
          </Button>
          <Link to={promotionClaimPath(promotion)} className={buttonClass('primary', 'h-10 text-sm')}>
            {PROMOTION.claim}
          </Link>
        </div>
      </div>
    </article>
  );
}
