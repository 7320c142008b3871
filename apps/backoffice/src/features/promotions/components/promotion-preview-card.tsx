import { PROMOTION, type Promotion } from '@member/shared';
import { BO_PROMOTIONS } from '@member/shared/backoffice';
import { useMemo } from 'react';
import { previewHtml } from '../lib/preview-html';
import { promotionEndText, promotionSummary } from '@member/shared';

export type PreviewPromotion = Pick<
  Promotion,
  'title' | 'imagePath' | 'kind' | 'ratePercent' | 'maxBonus' | 'fixedBonus' | 'period' | 'endDate'
> & {
  /** The operator's HTML source; cleaned with the members' allow-list before it is shown. */
  descriptionSource: string;
};

/** The member site's colours (apps/web/src/index.css), so the card looks here as it does there. */
const MEMBER = {
  frame: 'bg-[#0d0507] bg-[radial-gradient(120%_60%_at_50%_-10%,#3d0a16_0%,transparent_60%)]',
  card: 'border-[#3b1b23] bg-[#190a0e] shadow-lg shadow-black/30',
  text: 'text-[#f7eef0]',
  muted: 'text-[#b49aa1]',
  gold: 'text-[#f5c451]',
};

function GiftIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-12"
      aria-hidden="true"
    >
      <rect x="4" y="10" width="16" height="11" rx="1.5" fillOpacity={0.3} />
      <path d="M3 7h18v3H3zM12 7v14M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7c2 0 5-.5 5-1.5S13.5 4 12 7" />
    </svg>
  );
}

/**
 * The promotion card as a member sees it on the site's `/promotion` page (apps/web
 * features/promotion/components/promotion-card.tsx): banner or gift card, title, what it gives, the
 * start of the description, its end, and the two buttons (shown, not working, here).
 */
export function PromotionPreviewCard({ promotion }: { promotion: PreviewPromotion }) {
  const html = useMemo(() => previewHtml(promotion.descriptionSource), [promotion.descriptionSource]);
  const title = promotion.title.trim() || BO_PROMOTIONS.previewUntitled;
  return (
    <div className={`rounded-xl p-4 ${MEMBER.frame}`} data-testid="promotion-preview">
      <article
        aria-label={BO_PROMOTIONS.sections.preview}
        className={`mx-auto max-w-sm overflow-hidden rounded-2xl border ${MEMBER.card}`}
      >
        {promotion.imagePath ? (
          <img
            src={promotion.imagePath}
            alt={title}
            className="aspect-video w-full bg-[#231015] object-cover"
            data-testid="promotion-preview-image"
          />
        ) : (
          <div
            aria-hidden="true"
            className="grid aspect-video w-full place-items-center bg-gradient-to-br from-[#9f1239] via-[#5c0a18] to-[#190a0e] text-[#f5c451]/80"
          >
            <GiftIcon />
          </div>
        )}
        <div className="flex flex-col gap-2 p-4">
          <h3 className={`text-base font-semibold break-words ${MEMBER.text}`}>{title}</h3>
          <p className={`text-sm font-medium ${MEMBER.gold}`}>{promotionSummary(promotion)}</p>
          <div
            className={`line-clamp-3 text-sm leading-relaxed break-words text-[#f7eef0]/85 [&_a]:text-[#f5c451] [&_a]:underline [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:pl-5 [&_p+p]:mt-2 [&_strong]:text-[#f7eef0] [&_ul]:list-disc [&_ul]:pl-5`}
            // Cleaned with the members' allow-list (previewHtml) just above.
            dangerouslySetInnerHTML={{ __html: html }}
          />
          <p className={`text-xs ${MEMBER.muted}`}>
            {PROMOTION.endDate} <span className="text-[#f7eef0]/85 tabular-nums">{promotionEndText(promotion)}</span>
          </p>
          <div className="mt-1 grid grid-cols-2 gap-2" aria-hidden="true">
            <span className="inline-flex h-11 items-center justify-center rounded-xl border border-[#3b1b23] bg-[#231015] px-2 text-sm font-semibold text-[#f7eef0]">
              {PROMOTION.details}
            </span>
            <span className="inline-flex h-11 items-center justify-center rounded-xl bg-gradient-to-b from-[#e11d48] to-[#9f1239] px-2 text-sm font-semibold text-white shadow-lg shadow-[#e11d48]/25">
              {PROMOTION.claim}
            </span>
          </div>
        </div>
      </article>
    </div>
  );
}
