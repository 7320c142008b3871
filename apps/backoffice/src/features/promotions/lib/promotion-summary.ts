import { formatDate, formatNumber, formatThousands, PROMOTION, PROMOTION_TEXTS, type Promotion } from '@member/shared';

/**
 * One line saying what the promotion gives, worded as the member site's card words it. The same rule
 * lives in apps/web (features/promotion/lib/promotion-format.ts, `promotionSummary`); both read the
 * texts of `PROMOTION` in packages/shared.
 */
export function promotionSummary(
  promotion: Pick<Promotion, 'kind' | 'ratePercent' | 'maxBonus' | 'fixedBonus' | 'period'>,
): string {
  const rate = formatThousands(promotion.ratePercent);
  switch (promotion.kind) {
    case 'deposit_percent':
      return PROMOTION.summaryPercent(rate, formatNumber(promotion.maxBonus));
    case 'deposit_fixed':
      return PROMOTION.summaryFixed(formatNumber(promotion.fixedBonus));
    case 'return_loss':
      return PROMOTION.summaryReturnLoss(rate, promotion.period ? PROMOTION_TEXTS.periodLabels[promotion.period] : '');
  }
}

/** The promotion's end as the member's card shows it (DD/MM/YYYY HH:mm, Bangkok), '-' when it has none. */
export function promotionEndText(promotion: Pick<Promotion, 'endDate'>): string {
  return formatDate(promotion.endDate, 'dateTime');
}
