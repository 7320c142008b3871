import { HOME } from '@member/shared';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { usePromotions } from '../api/promotion-queries';
import { promotionSummary } from '@member/shared';
import { PromotionImage } from './promotion-image';

/** The promotions on offer as a row of small cards (home pages); each opens the promotion list. */
export function PromotionStrip() {
  const promotions = usePromotions();
  const shown = promotions.data ?? [];
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="promotion-strip-title" className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <h2 id="promotion-strip-title" className="text-sm font-semibold text-text">
          {HOME.promotionsTitle}
        </h2>
        <Link to={paths.promotion} className="inline-flex min-h-11 min-w-11 items-center justify-end text-xs text-gold">
          {HOME.viewAll}
        </Link>
      </div>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-1">
        {shown.map((promotion) => (
          <li key={promotion.id} className="w-52 shrink-0 snap-start">
            <Link
              to={paths.promotion}
              className="block overflow-hidden rounded-2xl border border-line bg-surface transition hover:border-gold/50"
            >
              <PromotionImage src={promotion.imagePath} alt="" />
              <div className="p-3">
                <p className="truncate text-sm font-medium text-text">{promotion.title}</p>
                <p className="truncate text-xs text-gold">{promotionSummary(promotion)}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
