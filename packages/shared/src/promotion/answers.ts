import { z } from 'zod';
import { VALIDATION as M } from '../common/messages';
import {
  type AdminPromotion,
  type AdminPromotionClaim,
  type BonusHistoryRow,
  type BonusPreferencePayload,
  type BonusPreview,
  type PeriodRange,
  type Promotion,
  type PromotionEligibility,
  type PromotionHistoryRow,
  type ReturnLossPreview,
  type ReturnLossResult,
} from './promotion';
import { PROMOTION_ID_PATTERN, PROMOTION_INELIGIBILITY, PROMOTION_KINDS, RETURN_LOSS_PERIODS } from './model';
import { isoTimeSchema, pageOf } from '../common/answers';

/** A promotion id in a member's path (`/v2/promotion/{id}`): anything else is a 404. */
export const promotionIdParamsSchema = z.object({ id: z.string().regex(PROMOTION_ID_PATTERN, M.invalidValue) });

const bahtSchema = z.number();
const historyTypeSchema = z.enum(['promotion', 'return_loss']);
const bonusStatusSchema = z.enum(['waiting_for_approve', 'approved', 'rejected']);

export const periodRangeSchema = z.object({
  start: isoTimeSchema,
  end: isoTimeSchema,
}) satisfies z.ZodType<PeriodRange>;

export const promotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imagePath: z.string().nullable(),
  startDate: isoTimeSchema,
  endDate: isoTimeSchema.nullable(),
  kind: z.enum(PROMOTION_KINDS),
  ratePercent: z.number().nullable(),
  maxBonus: bahtSchema.nullable(),
  fixedBonus: bahtSchema.nullable(),
  period: z.enum(RETURN_LOSS_PERIODS).nullable(),
  minDeposit: bahtSchema,
  firstDepositOnly: z.boolean(),
  oncePerMember: z.boolean(),
  oncePerDay: z.boolean(),
  memberLevels: z.array(z.string()),
  turnoverMultiple: z.number().int(),
}) satisfies z.ZodType<Promotion>;

export const promotionListSchema = z.array(promotionSchema);

export const promotionEligibilityListSchema = z.array(
  z.object({
    promotionId: z.number().int(),
    eligible: z.boolean(),
    reasonCode: z.enum(PROMOTION_INELIGIBILITY).nullable(),
    reason: z.string().nullable(),
  }) satisfies z.ZodType<PromotionEligibility>,
);

export const bonusPreviewSchema = z.object({
  promotionId: z.number().int(),
  amount: bahtSchema,
  bonus: bahtSchema,
  eligible: z.boolean(),
  reason: z.string().nullable(),
  reasonCode: z.enum(PROMOTION_INELIGIBILITY).nullable(),
  turnover: bahtSchema,
}) satisfies z.ZodType<BonusPreview>;

export const returnLossResultSchema = z.object({
  promotionId: z.number().int(),
  amount: bahtSchema,
  loss: bahtSchema,
  period: periodRangeSchema,
  credited_now: z.boolean(),
}) satisfies z.ZodType<ReturnLossResult>;

export const returnLossPreviewSchema = z.object({
  promotion: promotionSchema.nullable(),
  period: periodRangeSchema.nullable(),
  loss: bahtSchema,
  amount: bahtSchema,
  claimed: z.boolean(),
}) satisfies z.ZodType<ReturnLossPreview>;

export const promotionHistoryPageSchema = pageOf(
  z.object({
    id: z.string(),
    type: historyTypeSchema,
    date: isoTimeSchema,
    amount: bahtSchema,
    status: bonusStatusSchema,
    promotionId: z.number().int(),
    title: z.string(),
    reason: z.string().nullable(),
    depositId: z.number().int().nullable(),
    period: periodRangeSchema.nullable(),
    turnover: bahtSchema,
  }) satisfies z.ZodType<PromotionHistoryRow>,
);

export const bonusHistoryPageSchema = pageOf(
  z.object({
    id: z.string(),
    type: z.literal('promotion'),
    date: isoTimeSchema,
    amount: bahtSchema,
    status: bonusStatusSchema,
    promotionId: z.number().int(),
    depositId: z.number().int().nullable(),
    turnover: bahtSchema,
  }) satisfies z.ZodType<BonusHistoryRow>,
);

/** `PUT /promotion/bonus` answers the preference it stored. */
export const bonusPreferenceResultSchema = z.object({
  bonus: z.union([z.literal(0), z.literal(1)]),
}) satisfies z.ZodType<BonusPreferencePayload>;

// Operator calls (`/admin/promotions...`)

export const adminPromotionSchema = promotionSchema.extend({
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  descriptionSource: z.string(),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
}) satisfies z.ZodType<AdminPromotion>;

export const adminPromotionPageSchema = pageOf(adminPromotionSchema);

export const adminPromotionClaimPageSchema = pageOf(
  z.object({
    id: z.number().int(),
    type: historyTypeSchema,
    date: isoTimeSchema,
    promotionId: z.number().int(),
    title: z.string(),
    member: z.object({ tel: z.string(), first_name: z.string(), last_name: z.string() }),
    amount: bahtSchema,
    base: bahtSchema,
    turnover: bahtSchema,
    status: z.enum(['approved', 'rejected']),
    reason: z.string().nullable(),
    depositId: z.number().int().nullable(),
    period: periodRangeSchema.nullable(),
  }) satisfies z.ZodType<AdminPromotionClaim>,
);
