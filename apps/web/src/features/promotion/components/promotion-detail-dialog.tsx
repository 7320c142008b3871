import { formatNumber, LABELS, PROMOTION, type Promotion } from '@member/shared';
import { Link } from 'react-router';
import { buttonClass } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { usePromotion } from '../api/promotion-queries';
import { promotionClaimPath } from '../lib/promotion-format';
import { promotionEndText, promotionSummary } from '@member/shared';
import { PromotionDescription } from './promotion-description';
import { PromotionImage } from './promotion-image';

/**
 * A promotion's detail (`GET /v2/promotion/{id}`), opened from the list: the list's copy shows at once
 * and the fresh one replaces it. A promotion that ended meanwhile keeps the list's copy.
 */
export function PromotionDetailDialog({ listed, onClose }: { listed: Promotion | null; onClose: () => void }) {
  const detail = usePromotion(listed?.id ?? null, listed ?? undefined);
  const promotion = detail.data ?? listed;
  const conditions = promotion
    ? [
        { label: PROMOTION.endDate, value: promotionEndText(promotion) },
        ...(promotion.minDeposit > 0
          ? [{ label: PROMOTION.minDeposit, value: `${formatNumber(promotion.minDeposit)} ${LABELS.currency}` }]
          : []),
        ...(promotion.turnoverMultiple > 0
          ? [{ label: PROMOTION.turnover, value: PROMOTION.turnoverTimes(promotion.turnoverMultiple) }]
          : []),
      ]
    : [];
  return (
    <Dialog
      open={listed !== null}
      onOpenChange={(open) => !open && onClose()}
      title={promotion?.title ?? PROMOTION.title}
      className="max-w-md"
    >
      {promotion && (
        <div className="flex flex-col gap-3">
          <div className="overflow-hidden rounded-xl">
            <PromotionImage src={promotion.imagePath} alt={promotion.title} />
          </div>
          <p className="text-sm font-semibold text-gold">{promotionSummary(promotion)}</p>
          <dl className="divide-y divide-line rounded-xl border border-line bg-surface-2 text-sm">
            {conditions.map((item) => (
              <div key={item.label} className="flex justify-between gap-4 px-3 py-2">
                <dt className="text-muted">{item.label}</dt>
                <dd className="text-right text-text tabular-nums">{item.value}</dd>
              </div>
            ))}
          </dl>
          <div className="max-h-[40dvh] overflow-y-auto">
            <PromotionDescription html={promotion.description} />
          </div>
          <Link to={promotionClaimPath(promotion)} className={buttonClass('primary', 'w-full')}>
            {PROMOTION.claim}
          </Link>
        </div>
      )}
    </Dialog>
  );
}
