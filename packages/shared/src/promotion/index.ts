/** Promotions, bonuses and return-of-losses. */
export * from './model';
export * from './promotion';
export * from './summary';
export * from './description';
export * from './texts';
export * from './field-messages';
// The answers' types only: their schemas are server-side (`@member/shared/responses`).
export type {
  AvailablePromotion,
  AdminPromotion,
  AdminPromotionClaim,
  BonusHistoryRow,
  BonusPreview,
  PeriodRange,
  Promotion,
  PromotionEligibility,
  PromotionHistoryRow,
  ReturnLossPreview,
  ReturnLossResult,
} from './answers';
