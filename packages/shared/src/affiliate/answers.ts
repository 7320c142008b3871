import { z } from 'zod';
import {
  AFFILIATE_BASES,
  AFFILIATE_DOWNLINE_STATES,
  AFFILIATE_FLAG_REASONS,
  AFFILIATE_RANKING_PERIODS,
  AFFILIATE_RUN_KINDS,
  AFFILIATE_WITHDRAWAL_STATUSES,
  type AffiliateSettings,
} from './affiliate';
import { isoTimeSchema, pageOf } from '../common/answers';

/** Answers of the affiliate calls (docs/api-affiliate.md). */

const baht = z.number();
const day = z.string();

export const affiliateDataSchema = z.object({
  /** Percent of the basis paid on first-level downlines. */
  affRate: z.number(),
  /** Percent paid on second-level downlines (0 = no second level). */
  secondLevelRate: z.number(),
  /** Baht: the smallest income withdrawal. */
  minWithdraw: baht,
  basis: z.enum(AFFILIATE_BASES),
  /** The member's referral code. */
  code: z.string(),
  /** The path of the referral link (`/register?prefix=CODE`); the client puts its origin before it. */
  link: z.string(),
});
/** `GET /income/aff-data`. */
export type AffiliateData = z.infer<typeof affiliateDataSchema>;

export const affiliateIncomeSchema = z.object({
  /** Every commission ever credited. */
  totalAff: baht,
  /** First-level downlines. */
  totalDownlineMember: z.number().int(),
  /** Income that may be withdrawn now (the affiliate income account's balance). */
  availableAff: baht,
  /** First-level downlines with at least one approved deposit. */
  totalDepositMember: z.number().int(),
  /** Income reserved by withdrawals waiting for an operator. */
  pendingAff: baht,
});
/** `GET /income/income-data`. Baht and counts. */
export type AffiliateIncome = z.infer<typeof affiliateIncomeSchema>;

export const affiliateWithdrawalRowSchema = z.object({
  id: z.string(),
  requested_at: isoTimeSchema,
  amount: baht,
  status: z.enum(AFFILIATE_WITHDRAWAL_STATUSES),
  decided_at: isoTimeSchema.nullable(),
  /** The operator's note on a rejection, else null. */
  note: z.string().nullable(),
});
/** A row of `GET /income/aff-history` (newest first). */
export type AffiliateWithdrawalRow = z.infer<typeof affiliateWithdrawalRowSchema>;

export const affiliateHistorySchema = pageOf(affiliateWithdrawalRowSchema);

/** A row of `/income/summary-downline-by-date`: commission credited for periods ending that Bangkok day. */
const affiliateByDateRowSchema = z.object({ date: day, aff: baht });
export type AffiliateByDateRow = z.infer<typeof affiliateByDateRowSchema>;

export const affiliateByDateSchema = z.array(affiliateByDateRowSchema);

/** A row of `/income/summary-downline-by-register-date`: downlines registered that day, their contribution in the range. */
const affiliateByRegisterDateRowSchema = z.object({ date: day, members: z.number().int(), aff: baht });
export type AffiliateByRegisterDateRow = z.infer<typeof affiliateByRegisterDateRowSchema>;

export const affiliateByRegisterDateSchema = z.array(affiliateByRegisterDateRowSchema);

/** A row of `/income/summary-downline-by-username` and `...-flush` (most contribution first). */
const affiliateByUsernameRowSchema = z.object({
  /** The downline's phone, masked (`081****678`). */
  username: z.string(),
  /** Bangkok day of registration, `YYYY-MM-DD`. */
  registerDate: day,
  /** The downline's contribution to commissions in the range (baht; negative when they won). */
  aff: baht,
  /** 1 or 2. */
  level: z.number().int(),
});
export type AffiliateByUsernameRow = z.infer<typeof affiliateByUsernameRowSchema>;

export const affiliateByUsernameSchema = z.array(affiliateByUsernameRowSchema);

const affiliateRankingRowSchema = z.object({
  rank: z.number().int(),
  /** Masked phone. */
  username: z.string(),
  aff: baht,
});
export type AffiliateRankingRow = z.infer<typeof affiliateRankingRowSchema>;

export const affiliateRankingSchema = z.object({
  period: z.enum(AFFILIATE_RANKING_PERIODS),
  /** ISO instants of the period (`flush`: null start). */
  start: isoTimeSchema.nullable(),
  end: isoTimeSchema,
  rows: z.array(affiliateRankingRowSchema),
  /** The member's own place (null when they earned nothing in the period) and commission. */
  me: z.object({ rank: z.number().int().nullable(), aff: baht }),
});
export type AffiliateRanking = z.infer<typeof affiliateRankingSchema>;

export const affiliateSettingsAnswerSchema = z.object({
  affRate: z.number(),
  secondLevelRate: z.number(),
  minWithdraw: baht,
  basis: z.enum(AFFILIATE_BASES),
  negativeCarryover: z.boolean(),
  addressFlagsAlone: z.boolean(),
}) satisfies z.ZodType<AffiliateSettings>;

const memberRef = { tel: z.string(), first_name: z.string(), last_name: z.string() };
/** A member as the affiliate screens name one. */
const affiliateMemberRefSchema = z.object(memberRef);
export type AffiliateMemberRef = z.infer<typeof affiliateMemberRefSchema>;
const affiliateRef = z.object({ ...memberRef, code: z.string() });

export const adminAffiliateRowSchema = z.object({
  ...memberRef,
  code: z.string(),
  downlines: z.number().int(),
  flaggedDownlines: z.number().int(),
  totalAff: baht,
  availableAff: baht,
  held: z.boolean(),
});
/** A row of `GET /admin/affiliate/affiliates`: members with at least one downline. */
export type AdminAffiliateRow = z.infer<typeof adminAffiliateRowSchema>;

export const adminAffiliateListSchema = pageOf(adminAffiliateRowSchema);

export const adminDownlineRowSchema = z.object({
  ...memberRef,
  affiliate: affiliateRef,
  registered_at: isoTimeSchema,
  state: z.enum(AFFILIATE_DOWNLINE_STATES),
  flagReasons: z.array(z.enum(AFFILIATE_FLAG_REASONS)),
  /** Contribution to the affiliate's commissions so far (baht). */
  contribution: baht,
  reviewed_by: z.string().nullable(),
  reviewed_at: isoTimeSchema.nullable(),
  note: z.string().nullable(),
});
/** A downline as the operator sees it. */
export type AdminDownlineRow = z.infer<typeof adminDownlineRowSchema>;

export const adminDownlineListSchema = pageOf(adminDownlineRowSchema);

export const adminCommissionRowSchema = z.object({
  id: z.string(),
  runId: z.string(),
  periodStart: isoTimeSchema,
  periodEnd: isoTimeSchema,
  basis: z.enum(AFFILIATE_BASES),
  /** Level 1 and level 2 bases in the period (baht, net loss may be negative). */
  levelOneBase: baht,
  levelTwoBase: baht,
  /** Negative balance carried in from the previous period (≤ 0). */
  carriedIn: baht,
  /** Credited (≥ 0). */
  amount: baht,
  /** Carried out to the next period (≤ 0). */
  carriedOut: baht,
});
export type AdminCommissionRow = z.infer<typeof adminCommissionRowSchema>;

export const adminAffiliateDetailSchema = z.object({
  affiliate: adminAffiliateRowSchema.extend({
    heldNote: z.string().nullable(),
    upline: affiliateRef.nullable(),
  }),
  downlines: z.array(adminDownlineRowSchema),
  /** The newest commissions (at most 50). */
  commissions: z.array(adminCommissionRowSchema),
});
/** `GET /admin/affiliate/affiliates/{tel}`. */
export type AdminAffiliateDetail = z.infer<typeof adminAffiliateDetailSchema>;

export const adminAffiliateWithdrawalRowSchema = z.object({
  id: z.string(),
  member: affiliateMemberRefSchema,
  amount: baht,
  status: z.enum(AFFILIATE_WITHDRAWAL_STATUSES),
  requested_at: isoTimeSchema,
  decided_at: isoTimeSchema.nullable(),
  decided_by: z.string().nullable(),
  note: z.string().nullable(),
  /** The affiliate is held: approving is still possible, the operator sees it. */
  held: z.boolean(),
});
/** A row of `GET /admin/affiliate/withdrawals`. */
export type AdminAffiliateWithdrawalRow = z.infer<typeof adminAffiliateWithdrawalRowSchema>;

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
  /** When its commissions were decided. */
  finishedAt: isoTimeSchema,
  /**
   * When the last of its commissions was credited; null while credits are still being made (decision
   * 0111). Always sent; optional in the type so that rows written before it was added still type-check.
   */
  creditedAt: isoTimeSchema.nullable(),
});
/** A row of `GET /admin/affiliate/accruals`, and the answer of `POST` (the run just made, or null when nothing was due). */
export type AdminAccrualRun = z.infer<typeof adminAccrualRunSchema>;

export const adminAccrualListSchema = pageOf(adminAccrualRunSchema);

/** `POST /admin/affiliate/accruals`: the run just made, or null when no time had passed since the last. */
export const adminAccrualResultSchema = z.object({ run: adminAccrualRunSchema.nullable() });
