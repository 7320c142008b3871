import { z } from 'zod';
import { amountError, bahtToSatang } from '../money/amount';
import { VALIDATION as M } from '../common/messages';
import { amountSchema, historyQuerySchema, type MoneyStatus, promotionIdSchema } from '../money/money';
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

/** Promotion dates: ISO date-times with an offset, between 2000 and 9999 (the database's range is wider). */
const isoDateTime = z.iso.datetime({ offset: true, error: M.invalidValue }).refine((v) => {
  const ms = Date.parse(v);
  return ms >= Date.UTC(2000, 0, 1) && ms < Date.UTC(9999, 0, 1);
}, M.invalidValue);
const baht = amountBahtSchema;
/** PostgreSQL text cannot hold U+0000. */
const noNul = (text: string) => !text.includes('\u0000');
const percentSchema = z
  .number({ error: M.invalidValue })
  .positive(M.invalidValue)
  .max(PROMOTION_LIMITS.depositRateMaxPercent, M.invalidValue)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, M.invalidValue);
const memberLevelSchema = z
  .string({ error: M.invalidValue })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_-]+$/, M.invalidValue)
  .max(PROMOTION_LIMITS.memberLevelMaxLength, M.invalidValue);

/**
 * `POST /admin/promotions` and `PUT /admin/promotions/{id}` (the whole promotion; the image has its
 * own call). Which amount fields a kind needs is checked by `superRefine`; the others must be null or absent.
 */
export const promotionInputSchema = z
  .object({
    title: z
      .string({ error: M.invalidValue })
      .trim()
      .min(1, M.invalidValue)
      .max(PROMOTION_LIMITS.titleMaxLength, M.textTooLong)
      .refine(noNul, M.invalidValue),
    /** HTML as the operator wrote it; stored as is and sanitised on every output. */
    description: z
      .string({ error: M.invalidValue })
      .max(PROMOTION_LIMITS.descriptionMaxLength, M.textTooLong)
      .refine(noNul, M.invalidValue),
    kind: z.enum(PROMOTION_KINDS, { error: M.invalidValue }),
    ratePercent: percentSchema.nullable().default(null),
    maxBonus: baht.nullable().default(null),
    fixedBonus: baht.nullable().default(null),
    period: z.enum(RETURN_LOSS_PERIODS, { error: M.invalidValue }).nullable().default(null),
    minDeposit: z
      .number({ error: M.invalidValue })
      .min(0, M.invalidValue)
      .refine((n) => n === 0 || amountError(n) === null, M.invalidValue)
      .default(0),
    firstDepositOnly: z.boolean({ error: M.invalidValue }).default(false),
    oncePerMember: z.boolean({ error: M.invalidValue }).default(false),
    oncePerDay: z.boolean({ error: M.invalidValue }).default(false),
    memberLevels: z
      .array(memberLevelSchema, { error: M.invalidValue })
      .max(PROMOTION_LIMITS.memberLevelsMax, M.invalidValue)
      .default([]),
    turnoverMultiple: z
      .number({ error: M.invalidValue })
      .int(M.invalidValue)
      .min(0, M.invalidValue)
      .max(PROMOTION_LIMITS.turnoverMaxMultiple, M.invalidValue)
      .default(0),
    /** Not claimable while another turnover requirement of the member is open (decision 0174). */
    blockedByTurnover: z.boolean({ error: M.invalidValue }).default(false),
    isActive: z.boolean({ error: M.invalidValue }).default(true),
    sortOrder: z
      .number({ error: M.invalidValue })
      .int(M.invalidValue)
      .min(0, M.invalidValue)
      .max(PROMOTION_LIMITS.sortOrderMax, M.invalidValue)
      .default(0),
    startDate: isoDateTime,
    endDate: isoDateTime.nullable().default(null),
  })
  .strict()
  .superRefine((p, ctx) => {
    const issue = (path: string) => ctx.addIssue({ code: 'custom', message: M.invalidValue, path: [path] });
    if (p.kind === 'deposit_percent') {
      if (p.ratePercent === null) issue('ratePercent');
      if (p.maxBonus === null) issue('maxBonus');
      if (p.fixedBonus !== null) issue('fixedBonus');
      if (p.period !== null) issue('period');
    } else if (p.kind === 'deposit_fixed') {
      if (p.fixedBonus === null) issue('fixedBonus');
      if (p.ratePercent !== null) issue('ratePercent');
      if (p.maxBonus !== null) issue('maxBonus');
      if (p.period !== null) issue('period');
    } else {
      if (p.ratePercent === null || p.ratePercent > PROMOTION_LIMITS.returnLossRateMaxPercent) issue('ratePercent');
      if (p.period === null) issue('period');
      if (p.fixedBonus !== null) issue('fixedBonus');
      if (p.minDeposit !== 0) issue('minDeposit');
      if (p.firstDepositOnly || p.oncePerMember || p.oncePerDay) issue('firstDepositOnly');
    }
    if (p.endDate !== null && Date.parse(p.endDate) <= Date.parse(p.startDate)) issue('endDate');
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
