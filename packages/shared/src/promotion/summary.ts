import { formatDate, formatNumber, formatThousands } from '../common/format';
import { PROMOTION } from './texts';
import { PROMOTION_TEXTS } from './model';
import type { Promotion } from './answers';

/**
 * How a promotion's card words it, for the member site and the back office's live preview alike.
 */

/** The promotion's end as DD/MM/YYYY HH:mm (SPEC.md §3), '-' when it has none. */
export function promotionEndText(promotion: Pick<Promotion, 'endDate'>): string {
  return formatDate(promotion.endDate, 'dateTime');
}

/** One line saying what the promotion gives. */
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
