import { z } from 'zod';
import { VALIDATION as M } from '../common/messages';
import { type BonusPreferencePayload } from './promotion';
import { PROMOTION_ID_PATTERN, PROMOTION_INELIGIBILITY, PROMOTION_KINDS, RETURN_LOSS_PERIODS } from './model';
import { isoTimeSchema, pageOf } from '../common/answers';

/** A promotion id in a member's path (`/v2/promotion/{id}`): anything else is a 404. */
export const promotionIdParamsSchema = z.object({ id: z.string().regex(PROMOTION_ID_PATTERN, M.invalidValue) });

const bahtSchema = z.number();
const historyTypeSchema = z.enum(['promotion', 'return_loss']);
const bonusStatusSchema = z.enum(['waiting_for_approve', 'approved', 'rejected']);

export const periodRangeSchema = z.object({
  /** ISO date-times; `end` is exclusive. */
  start: isoTimeSchema,
  end: isoTimeSchema,
});
export type PeriodRange = z.infer<typeof periodRangeSchema>;

export const promotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Rich text, already sanitised by the server (safe to render as HTML). */
  description: z.string(),
  /** Path of the image under the site (e.g. `/uploads/promotions/ab12.png`), or null. */
  imagePath: z.string().nullable(),
  /** ISO date-times. */
  startDate: isoTimeSchema,
  endDate: isoTimeSchema.nullable(),
  kind: z.enum(PROMOTION_KINDS),
  /** deposit_percent and return_loss: the rate in % (up to 2 decimals); null otherwise. */
  ratePercent: z.number().nullable(),
  /** deposit_percent: the most bonus one deposit gets; return_loss: the most one period pays (null = no cap). */
  maxBonus: bahtSchema.nullable(),
  /** deposit_fixed: the bonus; null otherwise. */
  fixedBonus: bahtSchema.nullable(),
  /** return_loss only. */
  period: z.enum(RETURN_LOSS_PERIODS).nullable(),
  /** Deposit kinds: the smallest deposit that qualifies (0 = any). 0 for return_loss. */
  minDeposit: bahtSchema,
  firstDepositOnly: z.boolean(),
  oncePerMember: z.boolean(),
  oncePerDay: z.boolean(),
  /** Member levels allowed; empty = every level. */
  memberLevels: z.array(z.string()),
  /** Turnover to play before withdrawing: deposit bonuses (deposit + bonus) × this, return-loss credit × this. 0 = none. */
  turnoverMultiple: z.number().int(),
  /** Not claimable while another turnover requirement of the member is open. */
  blockedByTurnover: z.boolean(),
});
/** A promotion as members see it (`GET /v2/promotion`, `/available-now`, `/{id}`). Amounts in baht. */
export type Promotion = z.infer<typeof promotionSchema>;
/** `GET /v2/promotion/available-now`: deposit promotions this member may pick on a deposit now (no reasons). */
export type AvailablePromotion = Promotion;

export const promotionListSchema = z.array(promotionSchema);

/** A row of `GET /v2/promotion/eligibility`: may this member claim the promotion now (amount aside), and why not. */
const promotionEligibilitySchema = z.object({
  promotionId: z.number().int(),
  eligible: z.boolean(),
  reasonCode: z.enum(PROMOTION_INELIGIBILITY).nullable(),
  /** Thai text when not eligible, else null. */
  reason: z.string().nullable(),
});
export type PromotionEligibility = z.infer<typeof promotionEligibilitySchema>;

export const promotionEligibilityListSchema = z.array(promotionEligibilitySchema);

export const bonusPreviewSchema = z.object({
  promotionId: z.number().int(),
  /** The deposit amount asked about (baht). */
  amount: bahtSchema,
  /** The bonus that deposit would get (baht); 0 when not eligible. */
  bonus: bahtSchema,
  eligible: z.boolean(),
  /** Thai text when not eligible, else null. */
  reason: z.string().nullable(),
  reasonCode: z.enum(PROMOTION_INELIGIBILITY).nullable(),
  /** Turnover required with that bonus (baht); 0 when not eligible or no multiple. */
  turnover: bahtSchema,
});
/** `POST /v2/promotion/calculate-bonus`. */
export type BonusPreview = z.infer<typeof bonusPreviewSchema>;

export const returnLossResultSchema = z.object({
  promotionId: z.number().int(),
  /** Credited for the period (baht): now or earlier; 0 when there was no loss. */
  amount: bahtSchema,
  /** Net loss of the period (baht, ≥ 0). */
  loss: bahtSchema,
  period: periodRangeSchema,
  /** True only for the call that credited it. */
  credited_now: z.boolean(),
});
/** `POST /v2/promotion/check-return-loss`. */
export type ReturnLossResult = z.infer<typeof returnLossResultSchema>;

export const returnLossPreviewSchema = z.object({
  /** The return-of-losses promotion that applies to this member, or null (then the rest is empty). */
  promotion: promotionSchema.nullable(),
  period: periodRangeSchema.nullable(),
  loss: bahtSchema,
  /** What a claim pays (or paid) for that period (baht). */
  amount: bahtSchema,
  /** Already credited for that period. */
  claimed: z.boolean(),
});
/** `GET /v2/promotion/return-loss`: what the claim would give now (nothing is written). */
export type ReturnLossPreview = z.infer<typeof returnLossPreviewSchema>;

/** `GET /v2/promotion/member/history`: deposit bonuses and return-loss credits, newest first. */
const promotionHistoryRowSchema = z.object({
  /** Unique within the list: `claim-<n>` for a decided bonus or credit, `deposit-<n>` for a bonus whose deposit is not (or was never) approved. */
  id: z.string(),
  type: historyTypeSchema,
  /** ISO date-time. */
  date: isoTimeSchema,
  /** Baht. */
  amount: bahtSchema,
  status: bonusStatusSchema,
  promotionId: z.number().int(),
  title: z.string(),
  /** Thai reason when a bonus was refused at approval; null otherwise. */
  reason: z.string().nullable(),
  /** The deposit the bonus belongs to (type promotion), else null. */
  depositId: z.number().int().nullable(),
  /** return_loss: the period credited. */
  period: periodRangeSchema.nullable(),
  /** Turnover noted on the bonus (baht). */
  turnover: bahtSchema,
});
export type PromotionHistoryRow = z.infer<typeof promotionHistoryRowSchema>;

export const promotionHistoryPageSchema = pageOf(promotionHistoryRowSchema);

/** `GET /v2/promotion/bonus/history`: deposit bonuses only, newest first. */
const bonusHistoryRowSchema = z.object({
  id: z.string(),
  type: z.literal('promotion'),
  date: isoTimeSchema,
  amount: bahtSchema,
  status: bonusStatusSchema,
  promotionId: z.number().int(),
  depositId: z.number().int().nullable(),
  turnover: bahtSchema,
});
export type BonusHistoryRow = z.infer<typeof bonusHistoryRowSchema>;

export const bonusHistoryPageSchema = pageOf(bonusHistoryRowSchema);

/** `PUT /promotion/bonus` answers the preference it stored. */
export const bonusPreferenceResultSchema = z.object({
  bonus: z.union([z.literal(0), z.literal(1)]),
}) satisfies z.ZodType<BonusPreferencePayload>;

// Operator calls (`/admin/promotions...`)

export const adminPromotionSchema = promotionSchema.extend({
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  /** The stored HTML, unsanitised, for editing (never render it). */
  descriptionSource: z.string(),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
});
/** A promotion as the operator sees it: everything members see plus the switches and the HTML source. */
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

export const adminPromotionPageSchema = pageOf(adminPromotionSchema);

/** `GET /admin/promotions/claims`: decided bonuses and return-loss credits, newest first. */
const adminPromotionClaimSchema = z.object({
  id: z.number().int(),
  type: historyTypeSchema,
  date: isoTimeSchema,
  promotionId: z.number().int(),
  title: z.string(),
  member: z.object({ tel: z.string(), first_name: z.string(), last_name: z.string() }),
  /** Bonus or credit (baht); for a refused one, what it would have been. */
  amount: bahtSchema,
  /** The deposit amount, or the period's net loss (baht). */
  base: bahtSchema,
  turnover: bahtSchema,
  status: z.enum(['approved', 'rejected']),
  reason: z.string().nullable(),
  depositId: z.number().int().nullable(),
  period: periodRangeSchema.nullable(),
});
export type AdminPromotionClaim = z.infer<typeof adminPromotionClaimSchema>;

export const adminPromotionClaimPageSchema = pageOf(adminPromotionClaimSchema);
