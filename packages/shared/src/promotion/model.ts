/**
 * The promotion model's constants and Thai texts without zod (the schemas are in promotion.ts), so
 * the web pages that only show promotions do not load the validation library. Re-exported by
 * promotion.ts; import both through the package.
 */

export const PROMOTION_KINDS = ['deposit_percent', 'deposit_fixed', 'return_loss'] as const;
/** `deposit_percent`: rate % of the deposit up to a maximum; `deposit_fixed`: a fixed bonus; `return_loss`: rate % of the net loss of the last closed period. */
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const RETURN_LOSS_PERIODS = ['daily', 'weekly'] as const;
/** Periods are Asia/Bangkok calendar days, and weeks from Monday 00:00 to the next Monday 00:00. */
export type ReturnLossPeriod = (typeof RETURN_LOSS_PERIODS)[number];
/** The data type of a history row (SPEC.md §3). */
export type PromotionHistoryType = 'promotion' | 'return_loss';

/** Limits of the operator's promotion form. */
export const PROMOTION_LIMITS = {
  titleMaxLength: 200,
  descriptionMaxLength: 20_000,
  /** Deposit bonuses may exceed 100 % (e.g. "200 %"); a return of losses may not. */
  depositRateMaxPercent: 1000,
  returnLossRateMaxPercent: 100,
  turnoverMaxMultiple: 100,
  memberLevelsMax: 20,
  memberLevelMaxLength: 30,
  sortOrderMax: 1_000_000,
} as const;

/** The Thai texts of the promotion pages and answers (ours, decision 0002; the two type labels are SPEC.md §3). */
export const PROMOTION_TEXTS = {
  typeLabels: { promotion: 'โปรโมชั่น', return_loss: 'คืนยอดเสีย' } satisfies Record<PromotionHistoryType, string>,
  kindLabels: {
    deposit_percent: 'โบนัสเงินฝากแบบเปอร์เซ็นต์',
    deposit_fixed: 'โบนัสเงินฝากแบบจำนวนคงที่',
    return_loss: 'คืนยอดเสีย',
  } satisfies Record<PromotionKind, string>,
  periodLabels: { daily: 'รายวัน', weekly: 'รายสัปดาห์' } satisfies Record<ReturnLossPeriod, string>,
  /** The server's Thai message when there is no return-of-losses promotion for the member (422). */
  returnLossUnavailable: 'ขณะนี้ไม่มีโปรโมชั่นคืนยอดเสียสำหรับคุณ',
} as const;

/** Why a member cannot use a deposit promotion (calculate-bonus `reasonCode`, the claim row's reason). */
export const PROMOTION_INELIGIBILITY = [
  'inactive',
  'not_deposit',
  'bonus_off',
  'level',
  'first_deposit_only',
  'once_per_member',
  'once_per_day',
  'below_minimum',
  'zero_bonus',
  'turnover_open',
] as const;
export type PromotionIneligibility = (typeof PROMOTION_INELIGIBILITY)[number];

/** The Thai text of each reason (`BonusPreview.reason`); `below_minimum` is followed by the minimum and บาท. */
export const PROMOTION_REASONS: Record<PromotionIneligibility, string> = {
  inactive: 'โปรโมชั่นนี้ยังไม่เปิดให้ใช้งานหรือหมดเวลาแล้ว',
  not_deposit: 'โปรโมชั่นนี้ไม่สามารถใช้กับการฝากเงินได้',
  bonus_off: 'คุณปิดการรับโบนัสไว้ กรุณาเปิดรับโบนัสก่อนใช้โปรโมชั่น',
  level: 'ระดับสมาชิกของคุณไม่สามารถใช้โปรโมชั่นนี้ได้',
  first_deposit_only: 'โปรโมชั่นนี้สำหรับการฝากครั้งแรกเท่านั้น',
  once_per_member: 'คุณใช้โปรโมชั่นนี้ไปแล้ว',
  once_per_day: 'วันนี้คุณใช้โปรโมชั่นนี้ไปแล้ว',
  below_minimum: 'ยอดฝากขั้นต่ำสำหรับโปรโมชั่นนี้คือ',
  zero_bonus: 'ยอดฝากนี้ไม่ได้รับโบนัส',
  turnover_open: 'ต้องทำเทิร์นโอเวอร์ของโบนัสเดิมให้ครบก่อนรับโปรโมชั่นนี้',
};

/** The Thai reason of a code; `minDeposit` (baht) completes `below_minimum`. */
export function promotionReasonText(code: PromotionIneligibility, minDeposit?: number): string {
  const text = PROMOTION_REASONS[code];
  return code === 'below_minimum' && minDeposit !== undefined ? `${text} ${minDeposit} บาท` : text;
}

/** A promotion id in a path (`/v2/promotion/{id}`): digits only; anything else is 404. */
export const PROMOTION_ID_PATTERN = /^[1-9]\d{0,14}$/;
