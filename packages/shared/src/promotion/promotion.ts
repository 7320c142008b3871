import { z } from 'zod';
import { amountError, bahtToSatang } from '../money/amount';
import { VALIDATION as M } from '../common/messages';
import {
  AMOUNT_DOCUMENTED,
  amountSchema,
  historyQuerySchema,
  type MoneyStatus,
  promotionIdSchema,
} from '../money/money';
import { PROMOTION_FIELD_MESSAGES } from './field-messages';
import { PROMOTION_KINDS, PROMOTION_LIMITS, type PromotionKind, RETURN_LOSS_PERIODS } from './model';

/**
 * Promotions, bonuses and return-of-losses (issue 4, docs/api-promotion.md, decision 0050): the
 * schemas of every body, query and parameter, the shapes of every answer and the Thai texts.
 */

// ---------------------------------------------------------------------------------------------
// Member calls

// `promotionIdSchema` (a positive integer in a body) and the deposits' optional `promotionId` live in money.ts.
const amountBahtSchema = amountSchema;

/** `POST /v2/promotion/calculate-bonus`. */
export const calculateBonusSchema = z.object({ amount: amountBahtSchema, promotionId: promotionIdSchema });
export type CalculateBonusPayload = z.infer<typeof calculateBonusSchema>;

/** `PUT /promotion/bonus`: the member's wish to receive deposit bonuses. */
export const bonusPreferenceSchema = z.object({
  bonus: z.union([z.literal(0), z.literal(1)], { error: M.invalidValue }),
});
export type BonusPreferencePayload = z.infer<typeof bonusPreferenceSchema>;

/** Status of a bonus or return-loss row (SPEC.md §4 labels via `txStatus`). */
export type BonusStatus = Extract<MoneyStatus, 'waiting_for_approve' | 'approved' | 'rejected'>;

// ---------------------------------------------------------------------------------------------
// Operator calls (`/admin/promotions...`)

/** PostgreSQL text cannot hold U+0000. */
const noNul = (text: string) => !text.includes('\u0000');
const P = PROMOTION_FIELD_MESSAGES;

/** Promotion dates: ISO date-times with an offset, between 2000 and 9999 (the database's range is wider). */
const isoDateTime = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .pipe(z.iso.datetime({ offset: true, error: invalid }))
    .refine((v) => {
      const ms = Date.parse(v);
      return ms >= Date.UTC(2000, 0, 1) && ms < Date.UTC(9999, 0, 1);
    }, invalid);
/** An amount in baht of one field: missing says "fill in", anything else not an amount names the range. */
const fieldBaht = (required: string, range: string) =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      const error = amountError(value);
      if (error) ctx.addIssue({ code: 'custom', message: error === M.amountRequired ? required : range });
    })
    .meta(AMOUNT_DOCUMENTED) as unknown as z.ZodType<number>;
const percentSchema = z
  .number({ error: P.ratePercentRange })
  .positive(P.ratePercentRange)
  .max(PROMOTION_LIMITS.depositRateMaxPercent, P.ratePercentRange)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, P.ratePercentRange);
const memberLevelSchema = z
  .string({ error: P.memberLevelsInvalid })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_-]+$/, P.memberLevelsInvalid)
  .max(PROMOTION_LIMITS.memberLevelMaxLength, P.memberLevelsInvalid);
const flag = (message: string) => z.boolean({ error: message }).default(false);

/**
 * `POST /admin/promotions` and `PUT /admin/promotions/{id}` (the whole promotion; the image has its
 * own call). Which amount fields a kind needs is checked by `superRefine`; the others must be null or absent.
 * Every message names its field (PROMOTION_FIELD_MESSAGES).
 */
export const promotionInputSchema = z
  .object({
    title: z
      .string({ error: P.titleRequired })
      .trim()
      .min(1, P.titleRequired)
      .max(PROMOTION_LIMITS.titleMaxLength, P.titleTooLong)
      .refine(noNul, P.titleInvalid),
    /** HTML as the operator wrote it; stored as is and sanitised on every output. */
    description: z
      .string({ error: P.descriptionInvalid })
      .max(PROMOTION_LIMITS.descriptionMaxLength, P.descriptionTooLong)
      .refine(noNul, P.descriptionInvalid),
    kind: z.enum(PROMOTION_KINDS, { error: P.kindRequired }),
    ratePercent: percentSchema.nullable().default(null),
    maxBonus: fieldBaht(P.maxBonusRequired, P.maxBonusRange).nullable().default(null),
    fixedBonus: fieldBaht(P.fixedBonusRequired, P.fixedBonusRange).nullable().default(null),
    period: z.enum(RETURN_LOSS_PERIODS, { error: P.periodRequired }).nullable().default(null),
    minDeposit: z
      .number({ error: P.minDepositRange })
      .min(0, P.minDepositRange)
      .refine((n) => n === 0 || amountError(n) === null, P.minDepositRange)
      .default(0),
    firstDepositOnly: flag(P.depositConditionsInvalid),
    oncePerMember: flag(P.depositConditionsInvalid),
    oncePerDay: flag(P.depositConditionsInvalid),
    memberLevels: z
      .array(memberLevelSchema, { error: P.memberLevelsInvalid })
      .max(PROMOTION_LIMITS.memberLevelsMax, P.memberLevelsTooMany)
      .default([]),
    turnoverMultiple: z
      .number({ error: P.turnoverMultipleRange })
      .int(P.turnoverMultipleRange)
      .min(0, P.turnoverMultipleRange)
      .max(PROMOTION_LIMITS.turnoverMaxMultiple, P.turnoverMultipleRange)
      .default(0),
    /** Not claimable while another turnover requirement of the member is open (decision 0174). */
    blockedByTurnover: flag(P.blockedByTurnoverInvalid),
    isActive: z.boolean({ error: P.isActiveInvalid }).default(true),
    sortOrder: z
      .number({ error: P.sortOrderRange })
      .int(P.sortOrderRange)
      .min(0, P.sortOrderRange)
      .max(PROMOTION_LIMITS.sortOrderMax, P.sortOrderRange)
      .default(0),
    startDate: isoDateTime(P.startDateRequired, P.startDateInvalid),
    endDate: isoDateTime(P.endDateInvalid, P.endDateInvalid).nullable().default(null),
  })
  .strict()
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (p.kind === 'deposit_percent') {
      if (p.ratePercent === null) issue('ratePercent', P.ratePercentRequired);
      if (p.maxBonus === null) issue('maxBonus', P.maxBonusRequired);
      if (p.fixedBonus !== null) issue('fixedBonus', P.fixedBonusNotForKind);
      if (p.period !== null) issue('period', P.periodNotForKind);
    } else if (p.kind === 'deposit_fixed') {
      if (p.fixedBonus === null) issue('fixedBonus', P.fixedBonusRequired);
      if (p.ratePercent !== null) issue('ratePercent', P.ratePercentNotForKind);
      if (p.maxBonus !== null) issue('maxBonus', P.maxBonusNotForKind);
      if (p.period !== null) issue('period', P.periodNotForKind);
    } else {
      if (p.ratePercent === null) issue('ratePercent', P.returnLossRateRequired);
      else if (p.ratePercent > PROMOTION_LIMITS.returnLossRateMaxPercent) issue('ratePercent', P.returnLossRateRange);
      if (p.period === null) issue('period', P.periodRequired);
      if (p.fixedBonus !== null) issue('fixedBonus', P.fixedBonusNotForKind);
      if (p.minDeposit !== 0) issue('minDeposit', P.minDepositNotForKind);
      if (p.firstDepositOnly || p.oncePerMember || p.oncePerDay)
        issue('firstDepositOnly', P.depositConditionsNotForKind);
    }
    if (p.endDate !== null && Date.parse(p.endDate) <= Date.parse(p.startDate)) issue('endDate', P.endDateBeforeStart);
  });
export type PromotionInput = z.output<typeof promotionInputSchema>;
export type PromotionInputPayload = z.input<typeof promotionInputSchema>;

/** `GET /admin/promotions/claims` query (with `historyQuerySchema`'s page and limit). */
export const promotionClaimsQueryFields = {
  promotionId: z.coerce
    .number({ error: M.invalidValue })
    .int(M.invalidValue)
    .positive(M.invalidValue)
    .max(999_999_999_999_999, M.invalidValue)
    .optional(),
  status: z.enum(['approved', 'rejected'], { error: M.invalidValue }).optional(),
  type: z.enum(['promotion', 'return_loss'], { error: M.invalidValue }).optional(),
};

/** `GET /admin/promotions/claims`: the page and the filters. */
export const promotionClaimsQuerySchema = historyQuerySchema.extend(promotionClaimsQueryFields);
export type PromotionClaimsQuery = z.output<typeof promotionClaimsQuerySchema>;

/** Every Thai text the promotion schemas answer with (the server registers them as known messages). */
export const PROMOTION_SCHEMA_MESSAGES = {
  invalidValue: M.invalidValue,
  textTooLong: M.textTooLong,
  amountRequired: M.amountRequired,
  amountPositive: M.amountPositive,
  amountDecimals: M.amountDecimals,
  amountTooLarge: M.amountTooLarge,
  ...PROMOTION_FIELD_MESSAGES,
} as const;

/** The terms of a promotion that make its bonus (a `Promotion` answer has them). */
export interface BonusTerms {
  kind: PromotionKind;
  ratePercent: number | null;
  maxBonus: number | null;
  fixedBonus: number | null;
}

/** Nominal bonus of a deposit in satang (no eligibility): the rule both sides use for previews. */
export function nominalBonusSatang(promotion: BonusTerms, depositSatang: number): number {
  if (promotion.kind === 'deposit_fixed') return bahtToSatang(promotion.fixedBonus ?? 0);
  if (promotion.kind !== 'deposit_percent') return 0;
  const rateBasisPoints = Math.round((promotion.ratePercent ?? 0) * 100);
  const bonus = Math.floor((depositSatang * rateBasisPoints) / 10_000);
  return promotion.maxBonus === null ? bonus : Math.min(bonus, bahtToSatang(promotion.maxBonus));
}
