import { randomInt } from 'node:crypto';
import {
  BANGKOK_OFFSET_MS,
  AFFILIATE_LIMITS,
  type AffiliateFlagReason,
  type AffiliateRankingPeriod,
  bangkokDayOf,
  bangkokDayStartMs,
} from '@member/shared';

/**
 * The programme's rules as pure functions (decision 0110): codes, the fraud flags, the commission
 * arithmetic of one affiliate, and the Asia/Bangkok periods of accruals and rankings. No database, no
 * clock: the accrual's SQL does the same arithmetic over every affiliate at once, and its tests compare
 * each row it writes with `settleCommission`.
 */

// ---------------------------------------------------------------------------------------------
// Codes

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const CODE_LENGTH = 8;

/** A fresh referral code: 8 characters of A–Z0–9 from the CSPRNG (36^8 ≈ 2.8 × 10^12, not enumerable). */
export function newAffiliateCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The code a register `prefix` names (trimmed, upper-cased), or null when it cannot be one. */
export function referralCodeOf(prefix: string | null | undefined): string | null {
  const code = prefix?.trim().toUpperCase() ?? '';
  return AFFILIATE_LIMITS.codePattern.test(code) ? code : null;
}

// ---------------------------------------------------------------------------------------------
// Fraud flags at registration

/** A bank account holder's name as compared: first and last name, no spaces, any case. */
export const holderNameKey = (firstName: string, lastName: string) =>
  `${firstName}${lastName}`.replace(/\s+/g, '').toLocaleLowerCase('th');

/** What a newcomer shares with the affiliate whose code they came with (the address is judged in SQL). */
export interface RegistrationFacts {
  newcomer: { firstName: string; lastName: string; deviceId: string | null };
  affiliate: { firstName: string; lastName: string; deviceId: string | null };
  /** The registration address is the affiliate's own registration address or one of their sessions'. */
  sharesAddress: boolean;
}

export function flagReasonsOf(facts: RegistrationFacts): AffiliateFlagReason[] {
  const { newcomer, affiliate } = facts;
  const reasons: AffiliateFlagReason[] = [];
  if (holderNameKey(newcomer.firstName, newcomer.lastName) === holderNameKey(affiliate.firstName, affiliate.lastName)) {
    reasons.push('same_name');
  }
  if (newcomer.deviceId !== null && newcomer.deviceId === affiliate.deviceId) reasons.push('same_device');
  if (facts.sharesAddress) reasons.push('same_address');
  return reasons;
}

/**
 * Whether the reasons flag the downline (decision 0110). A shared address alone is a weak signal:
 * carriers put many members behind one address, and a household shares one Wi-Fi, so it flags only
 * when the operator says so (`addressFlagsAlone`); with a name or device it is part of the picture.
 */
export function flagsDownline(reasons: readonly AffiliateFlagReason[], addressFlagsAlone: boolean): boolean {
  return reasons.some((reason) => reason !== 'same_address') || (addressFlagsAlone && reasons.length > 0);
}

// ---------------------------------------------------------------------------------------------
// Commission arithmetic

/** What moved on a downline's wallet in a period, in satang (all ≥ 0). */
export interface WalletMovements {
  stakes: number;
  wins: number;
  refunds: number;
  /** Bonuses and returns of losses received (`BONUS_TRANSFER_CODES`). */
  bonuses: number;
  /** Approved deposits (`deposit` transfers; manual credits are not deposits). */
  deposits: number;
}

/** A downline's base: its net loss (NGR: stakes − wins − refunds − bonuses; negative when it won) or its deposits. */
export function baseOf(basis: 'net_loss' | 'deposit', moved: WalletMovements): number {
  return basis === 'deposit' ? moved.deposits : moved.stakes - moved.wins - moved.refunds - moved.bonuses;
}

/** A line's share: base × rate, truncated toward zero to the satang (a negative base gives a negative share). */
export function shareOf(baseSatang: number, rateBp: number): number {
  const share = Math.trunc((baseSatang * rateBp) / 10_000);
  return share === 0 ? 0 : share; // not -0
}

export interface CommissionRates {
  rateBp: number;
  /** 0 = no second level. */
  secondLevelRateBp: number;
  negativeCarryover: boolean;
}

export interface CommissionLine {
  level: 1 | 2;
  baseSatang: number;
}

export interface Commission {
  levelOneBaseSatang: number;
  levelTwoBaseSatang: number;
  /** Σ shares of the lines. */
  sharesSatang: number;
  carriedInSatang: number;
  /** Credited: max(total, 0). */
  amountSatang: number;
  /** Carried to the next period: min(total, 0) with carryover, else 0. */
  carriedOutSatang: number;
}

/**
 * One affiliate's commission for a period: each line's share at its level's rate (no level-2 line at
 * rate 0), plus the negative balance carried in (only with carryover); what is positive is credited,
 * what is negative is carried out (with carryover) or forgotten.
 */
export function settleCommission(
  lines: readonly CommissionLine[],
  rates: CommissionRates,
  previousCarrySatang: number,
): Commission {
  let levelOneBaseSatang = 0;
  let levelTwoBaseSatang = 0;
  let sharesSatang = 0;
  for (const line of lines) {
    if (line.level === 2 && rates.secondLevelRateBp === 0) continue;
    if (line.level === 1) levelOneBaseSatang += line.baseSatang;
    else levelTwoBaseSatang += line.baseSatang;
    sharesSatang += shareOf(line.baseSatang, line.level === 1 ? rates.rateBp : rates.secondLevelRateBp);
  }
  const carriedInSatang = rates.negativeCarryover ? Math.min(previousCarrySatang, 0) : 0;
  const total = sharesSatang + carriedInSatang;
  return {
    levelOneBaseSatang,
    levelTwoBaseSatang,
    sharesSatang,
    carriedInSatang,
    amountSatang: Math.max(total, 0),
    carriedOutSatang: rates.negativeCarryover ? Math.min(total, 0) : 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Asia/Bangkok periods (UTC+7 all year)

export const DAY_MS = 24 * 60 * 60_000;
const WEEK_MS = 7 * DAY_MS;

/** Start (UTC ms) of the Bangkok day containing `ms`. */
export const bangkokDayStart = (ms: number) => bangkokDayStartMs(bangkokDayOf(ms));

/** Start (UTC ms) of the Bangkok week (Monday 00:00) containing `ms`. */
export function bangkokWeekStart(ms: number): number {
  const day = bangkokDayStart(ms);
  // getUTCDay of the Bangkok calendar day: Sunday 0 … Saturday 6; Monday starts the week.
  const weekday = (new Date(day + BANGKOK_OFFSET_MS).getUTCDay() + 6) % 7;
  return day - weekday * DAY_MS;
}

/**
 * How long after midnight the scheduled job waits before it closes the day: a movement whose
 * transaction began just before midnight has committed by then (its time is its transaction's start).
 */
export const ACCRUAL_SETTLE_MS = 60_000;

/**
 * The next period the scheduled job accrues, or null when none is due: from the watermark to the next
 * Bangkok midnight (a whole day, or the rest of one after an operator's run), once that midnight is
 * `ACCRUAL_SETTLE_MS` past.
 */
export function nextScheduledPeriod(watermarkMs: number, nowMs: number): { startMs: number; endMs: number } | null {
  const endMs = bangkokDayStart(watermarkMs) + DAY_MS;
  return endMs + ACCRUAL_SETTLE_MS <= nowMs ? { startMs: watermarkMs, endMs } : null;
}

/** The commissions a ranking sums: those whose period ends in `(startMs, endMs]` (flush: per affiliate). */
export function rankingWindow(
  period: Exclude<AffiliateRankingPeriod, 'flush'>,
  nowMs: number,
): { startMs: number; endMs: number } {
  const week = bangkokWeekStart(nowMs);
  return period === 'week' ? { startMs: week, endMs: week + WEEK_MS } : { startMs: week - WEEK_MS, endMs: week };
}
