import { z } from 'zod';
import {
  AFFILIATE_BASES,
  AFFILIATE_DOWNLINE_STATES,
  AFFILIATE_FLAG_REASONS,
  AFFILIATE_RANKING_PERIODS,
  AFFILIATE_RUN_KINDS,
  AFFILIATE_WITHDRAWAL_STATUSES,
  type AdminAccrualRun,
  type AdminAffiliateDetail,
  type AdminAffiliateRow,
  type AdminAffiliateWithdrawalRow,
  type AdminCommissionRow,
  type AdminDownlineRow,
  type AffiliateByDateRow,
  type AffiliateByRegisterDateRow,
  type AffiliateByUsernameRow,
  type AffiliateData,
  type AffiliateIncome,
  type AffiliateRanking,
  type AffiliateSettings,
  type AffiliateWithdrawalRow,
} from './affiliate';
import { isoTimeSchema, pageOf } from '../common/answers';

/** Answers of the affiliate calls (docs/api-affiliate.md). */

const baht = z.number();
const day = z.string();

export const affiliateDataSchema = z.object({
  affRate: z.number(),
  secondLevelRate: z.number(),
  minWithdraw: baht,
  basis: z.enum(AFFILIATE_BASES),
  code: z.string(),
  link: z.string(),
}) satisfies z.ZodType<AffiliateData>;

export const affiliateIncomeSchema = z.object({
  totalAff: baht,
  totalDownlineMember: z.number().int(),
  availableAff: baht,
  totalDepositMember: z.number().int(),
  pendingAff: baht,
}) satisfies z.ZodType<AffiliateIncome>;

export const affiliateWithdrawalRowSchema = z.object({
  id: z.string(),
  requested_at: isoTimeSchema,
  amount: baht,
  status: z.enum(AFFILIATE_WITHDRAWAL_STATUSES),
  decided_at: isoTimeSchema.nullable(),
  note: z.string().nullable(),
}) satisfies z.ZodType<AffiliateWithdrawalRow>;

export const affiliateHistorySchema = pageOf(affiliateWithdrawalRowSchema);

export const affiliateByDateSchema = z.array(
  z.object({ date: day, aff: baht }) satisfies z.ZodType<AffiliateByDateRow>,
);

export const affiliateByRegisterDateSchema = z.array(
  z.object({ date: day, members: z.number().int(), aff: baht }) satisfies z.ZodType<AffiliateByRegisterDateRow>,
);

export const affiliateByUsernameSchema = z.array(
  z.object({
    username: z.string(),
    registerDate: day,
    aff: baht,
    level: z.number().int(),
  }) satisfies z.ZodType<AffiliateByUsernameRow>,
);

export const affiliateRankingSchema = z.object({
  period: z.enum(AFFILIATE_RANKING_PERIODS),
  start: isoTimeSchema.nullable(),
  end: isoTimeSchema,
  rows: z.array(z.object({ rank: z.number().int(), username: z.string(), aff: baht })),
  me: z.object({ rank: z.number().int().nullable(), aff: baht }),
}) satisfies z.ZodType<AffiliateRanking>;

export const affiliateSettingsAnswerSchema = z.object({
  affRate: z.number(),
  secondLevelRate: z.number(),
  minWithdraw: baht,
  basis: z.enum(AFFILIATE_BASES),
  negativeCarryover: z.boolean(),
}) satisfies z.ZodType<AffiliateSettings>;

const memberRef = { tel: z.string(), first_name: z.string(), last_name: z.string() };
const affiliateRef = z.object({ ...memberRef, code: z.string() });

export const adminAffiliateRowSchema = z.object({
  ...memberRef,
  code: z.string(),
  downlines: z.number().int(),
  flaggedDownlines: z.number().int(),
  totalAff: baht,
  availableAff: baht,
  held: z.boolean(),
}) satisfies z.ZodType<AdminAffiliateRow>;

export const adminAffiliateListSchema = pageOf(adminAffiliateRowSchema);

export const adminDownlineRowSchema = z.object({
  ...memberRef,
  affiliate: affiliateRef,
  registered_at: isoTimeSchema,
  state: z.enum(AFFILIATE_DOWNLINE_STATES),
  flagReasons: z.array(z.enum(AFFILIATE_FLAG_REASONS)),
  contribution: baht,
  reviewed_by: z.string().nullable(),
  reviewed_at: isoTimeSchema.nullable(),
  note: z.string().nullable(),
}) satisfies z.ZodType<AdminDownlineRow>;

export const adminDownlineListSchema = pageOf(adminDownlineRowSchema);

export const adminCommissionRowSchema = z.object({
  id: z.string(),
  runId: z.string(),
  periodStart: isoTimeSchema,
  periodEnd: isoTimeSchema,
  basis: z.enum(AFFILIATE_BASES),
  levelOneBase: baht,
  levelTwoBase: baht,
  carriedIn: baht,
  amount: baht,
  carriedOut: baht,
}) satisfies z.ZodType<AdminCommissionRow>;

export const adminAffiliateDetailSchema = z.object({
  affiliate: adminAffiliateRowSchema.extend({
    heldNote: z.string().nullable(),
    upline: affiliateRef.nullable(),
  }),
  downlines: z.array(adminDownlineRowSchema),
  commissions: z.array(adminCommissionRowSchema),
}) satisfies z.ZodType<AdminAffiliateDetail>;

export const adminAffiliateWithdrawalRowSchema = z.object({
  id: z.string(),
  member: z.object(memberRef),
  amount: baht,
  status: z.enum(AFFILIATE_WITHDRAWAL_STATUSES),
  requested_at: isoTimeSchema,
  decided_at: isoTimeSchema.nullable(),
  decided_by: z.string().nullable(),
  note: z.string().nullable(),
  held: z.boolean(),
}) satisfies z.ZodType<AdminAffiliateWithdrawalRow>;

export const adminAffiliateWithdrawalListSchema = pageOf(adminAffiliateWithdrawalRowSchema);

export const adminAccrualRunSchema = z.object({
  id: z.string(),
  kind: z.enum(AFFILIATE_RUN_KINDS),
  operator: z.string().nullable(),
  periodStart: isoTimeSchema,
  periodEnd: isoTimeSchema,
  affiliates: z.number().int(),
  total: baht,
  startedAt: isoTimeSchema,
  finishedAt: isoTimeSchema,
  creditedAt: isoTimeSchema.nullable(),
}) satisfies z.ZodType<AdminAccrualRun>;

export const adminAccrualListSchema = pageOf(adminAccrualRunSchema);

/** `POST /admin/affiliate/accruals`: the run just made, or null when no time had passed since the last. */
export const adminAccrualResultSchema = z.object({ run: adminAccrualRunSchema.nullable() });
