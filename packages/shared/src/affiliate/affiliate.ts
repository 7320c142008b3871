import { z } from 'zod';
import { bangkokDateSchema, bangkokDayStartMs } from '../common/bangkok-days';
import { VALIDATION as M } from '../common/messages';
import { amountSchema, historyQuerySchema } from '../money/money';

/**
 * The affiliate programme (issue 14, docs/api-affiliate.md, decision 0110): the schemas of every
 * body, query and parameter, the shapes of every answer, its limits and the Thai texts the server
 * answers. Amounts are baht on the wire (two decimals), satang in the database; rates are percent on
 * the wire (two decimals), basis points in the database.
 */

// ---------------------------------------------------------------------------------------------
// The model

/** What commissions are a share of: the downline's net loss (NGR) or their approved deposits. */
export const AFFILIATE_BASES = ['net_loss', 'deposit'] as const;
export type AffiliateBasis = (typeof AFFILIATE_BASES)[number];

/** Statuses of an income withdrawal (SPEC.md §4: the labels of deposits and withdrawals). */
export const AFFILIATE_WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AffiliateWithdrawalStatus = (typeof AFFILIATE_WITHDRAWAL_STATUSES)[number];

/** Why a downline was flagged at registration: what it shares with its affiliate. */
export const AFFILIATE_FLAG_REASONS = ['same_name', 'same_device', 'same_address'] as const;
export type AffiliateFlagReason = (typeof AFFILIATE_FLAG_REASONS)[number];

/**
 * A downline's standing: `ok` counts; `flagged` (at registration) counts for nothing until an operator
 * clears it (`cleared`, counts from then on) or excludes it (`excluded`, never counts).
 */
export const AFFILIATE_DOWNLINE_STATES = ['ok', 'flagged', 'cleared', 'excluded'] as const;
export type AffiliateDownlineState = (typeof AFFILIATE_DOWNLINE_STATES)[number];

/** The periods of `/income/ranking`: this Bangkok week (from Monday), the week before, since each affiliate's last withdrawal. */
export const AFFILIATE_RANKING_PERIODS = ['week', 'last-week', 'flush'] as const;
export type AffiliateRankingPeriod = (typeof AFFILIATE_RANKING_PERIODS)[number];

/** How an accrual run was started. */
export const AFFILIATE_RUN_KINDS = ['scheduled', 'operator'] as const;
export type AffiliateRunKind = (typeof AFFILIATE_RUN_KINDS)[number];

export const AFFILIATE_LIMITS = {
  /** Rates in percent: 0 to 100 with at most two decimals (basis points inside). */
  maxRatePercent: 100,
  /** The widest range of a summary (`startDate` to `endDate`, both inclusive). */
  maxRangeDays: 366,
  /** Rows of a ranking. */
  rankingSize: 20,
  /** Rows of a member's downline summary (most contribution first). */
  maxDownlineRows: 500,
  /** A referral code: upper-case letters and digits (codes are compared upper-cased). */
  codePattern: /^[A-Z0-9]{4,16}$/,
  /** An operator's note on a withdrawal decision, a hold or a downline decision. */
  maxNoteLength: 500,
} as const;

// The device id header (register and login): in a module without zod, since the member app's first
// screen sends it and must not load the schemas with it.
export { DEVICE_ID_HEADER, DEVICE_ID_PATTERN } from './device-id';

// ---------------------------------------------------------------------------------------------
// Thai texts the server answers (members and operators see them)

export const AFFILIATE_MESSAGES = {
  rateInvalid: '*อัตราค่าคอมต้องอยู่ระหว่าง 0-100% และมีทศนิยมไม่เกิน 2 ตำแหน่ง',
  minWithdrawInvalid: '*ยอดถอนขั้นต่ำต้องเป็นจำนวนเงินที่ถูกต้อง',
  basisInvalid: '*กรุณาเลือกฐานการคำนวณค่าคอม',
  dateRequired: '*กรุณาเลือกวันที่เริ่มต้นและวันที่สิ้นสุด',
  rangeTooLong: '*เลือกช่วงวันที่ได้ไม่เกิน 1 ปี',
  /** Followed by the minimum, formatted `1,000.00 บาท`. */
  belowMinimum: 'ยอดถอนขั้นต่ำ',
  overAvailable: 'ยอดรายได้ที่ถอนได้ไม่เพียงพอ',
  affiliateHeld: 'บัญชีรายได้แนะนำเพื่อนถูกระงับชั่วคราว กรุณาติดต่อแอดมิน',
  withdrawalNotPending: 'รายการนี้ได้รับการดำเนินการแล้ว',
  withdrawalNotFound: 'ไม่พบรายการถอนรายได้',
  affiliateNotFound: 'ไม่พบสมาชิกในระบบแนะนำเพื่อน',
  downlineNotFlaggable: 'สถานะของสมาชิกนี้เปลี่ยนไม่ได้',
  accrualBusy: 'กำลังคำนวณค่าคอมอยู่ กรุณารอสักครู่',
} as const;

// ---------------------------------------------------------------------------------------------
// Rates and the summaries' date range

/** A rate in percent, 0–100, at most two decimals (12.5 % = 1,250 basis points). */
export const ratePercentSchema = z
  .number({ error: AFFILIATE_MESSAGES.rateInvalid })
  .min(0, AFFILIATE_MESSAGES.rateInvalid)
  .max(AFFILIATE_LIMITS.maxRatePercent, AFFILIATE_MESSAGES.rateInvalid)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, AFFILIATE_MESSAGES.rateInvalid);

export const percentToBasisPoints = (percent: number): number => Math.round(percent * 100);
export const basisPointsToPercent = (basisPoints: number): number => basisPoints / 100;

const DAY_MS = 24 * 60 * 60_000;

/**
 * `startDate` and `endDate` of a summary: both required Bangkok days (`YYYY-MM-DD`), inclusive,
 * start not after end, at most `maxRangeDays` days.
 */
export const affiliateRangeQuerySchema = z
  .object({
    startDate: bangkokDateSchema.optional(),
    endDate: bangkokDateSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.startDate === undefined || value.endDate === undefined) {
      ctx.addIssue({ code: 'custom', message: AFFILIATE_MESSAGES.dateRequired, path: ['startDate'] });
      return;
    }
    if (value.startDate > value.endDate) {
      ctx.addIssue({ code: 'custom', message: M.dateRange, path: ['startDate'] });
      return;
    }
    const days = (bangkokDayStartMs(value.endDate) - bangkokDayStartMs(value.startDate)) / DAY_MS + 1;
    if (days > AFFILIATE_LIMITS.maxRangeDays) {
      ctx.addIssue({ code: 'custom', message: AFFILIATE_MESSAGES.rangeTooLong, path: ['endDate'] });
    }
  })
  .transform((value) => ({ startDate: value.startDate as string, endDate: value.endDate as string }));
export type AffiliateRangeQuery = z.output<typeof affiliateRangeQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Member calls (`/api/income/...`)

/** `GET /income/aff-history`: `?page&limit` as the wallet histories. */
export const affiliateHistoryQuerySchema = historyQuerySchema;

/** `POST /income/withdraw-income` (header `Idempotency-Key`). */
export const affiliateWithdrawSchema = z.object({ amount: amountSchema });
export type AffiliateWithdrawPayload = z.infer<typeof affiliateWithdrawSchema>;

/** `GET /income/ranking?period=`. */
export const affiliateRankingQuerySchema = z.object({
  period: z.enum(AFFILIATE_RANKING_PERIODS, { error: M.invalidValue }).default('week'),
});

// ---------------------------------------------------------------------------------------------
// Operator calls (`/api/admin/affiliate/...`)

/** `GET` and `PUT /admin/affiliate/settings`. */
export const affiliateSettingsSchema = z.object({
  affRate: ratePercentSchema,
  secondLevelRate: ratePercentSchema,
  minWithdraw: amountSchema,
  basis: z.enum(AFFILIATE_BASES, { error: AFFILIATE_MESSAGES.basisInvalid }),
  negativeCarryover: z.boolean({ error: M.invalidValue }),
  /** Whether a downline sharing only the affiliate's address is flagged (decision 0110). */
  addressFlagsAlone: z.boolean({ error: M.invalidValue }),
});
export type AffiliateSettings = z.infer<typeof affiliateSettingsSchema>;

const noteSchema = z
  .string({ error: M.invalidValue })
  .trim()
  .max(AFFILIATE_LIMITS.maxNoteLength, M.textTooLong)
  .optional();

/** Body of a reject, a hold, an exclude or a clear: an optional note. */
export const affiliateNoteSchema = z.object({ note: noteSchema });
export type AffiliateNotePayload = z.infer<typeof affiliateNoteSchema>;

/** `GET /admin/affiliate/affiliates`. */
export const adminAffiliateListQuerySchema = historyQuerySchema.extend({
  q: z.string({ error: M.invalidValue }).trim().max(100, M.textTooLong).optional(),
  held: z.enum(['true', 'false'], { error: M.invalidValue }).optional(),
});

/** `GET /admin/affiliate/downlines`. */
export const adminDownlineListQuerySchema = historyQuerySchema.extend({
  state: z.enum(AFFILIATE_DOWNLINE_STATES, { error: M.invalidValue }).default('flagged'),
});

/** `GET /admin/affiliate/withdrawals`. */
export const adminAffiliateWithdrawalQuerySchema = historyQuerySchema.extend({
  status: z.enum(AFFILIATE_WITHDRAWAL_STATUSES, { error: M.invalidValue }).optional(),
});

/** `GET /admin/affiliate/accruals`. */
export const adminAccrualListQuerySchema = historyQuerySchema;
