import {
  formatNumber,
  PROMOTION,
  PROMOTION_ID_PATTERN,
  PROMOTION_TEXTS,
  type Promotion,
  type PromotionHistoryType,
  type ReturnLossResult,
} from '@member/shared';
import { paths } from '@/shared/paths';

/** The query parameter that names the promotion to choose on the deposit page. */
export const PROMOTION_ID_PARAM = 'promotionId';

/** Where "claim" takes the member: the deposit page with the promotion chosen, or the return-loss page. */
export function promotionClaimPath(promotion: Pick<Promotion, 'id' | 'kind'>): string {
  return promotion.kind === 'return_loss'
    ? paths.tx.returnLoss
    : paths.tx.depositWith(PROMOTION_ID_PARAM, promotion.id);
}

/** A promotion id from the query string, or null when absent or not an id. */
export function parsePromotionId(value: string | null): number | null {
  return value && PROMOTION_ID_PATTERN.test(value) ? Number(value) : null;
}

export function historyTypeLabel(type: PromotionHistoryType): string {
  return PROMOTION_TEXTS.typeLabels[type] ?? type;
}

export interface ClaimOutcome {
  credited: boolean;
  message: string;
}

/** What a return-loss claim's answer means to the member: credited now, nothing to claim, or claimed before. */
export function claimOutcome(result: ReturnLossResult): ClaimOutcome {
  if (result.credited_now) return { credited: true, message: PROMOTION.returnLossClaimed(formatNumber(result.amount)) };
  if (result.amount === 0) return { credited: false, message: PROMOTION.returnLossNone };
  return { credited: false, message: PROMOTION.returnLossAlreadyClaimed };
}
