import {
  BANGKOK_OFFSET_MS,
  type PromotionIneligibility,
  type PromotionKind,
  type ReturnLossPeriod,
} from '@member/shared';

/**
 * The promotion rules as pure functions (decision 0050): eligibility of a deposit promotion, the
 * bonus, the turnover, and the Asia/Bangkok days and weeks. No database, no clock: callers pass
 * what they read and the time, so the rules are tested table-driven.
 */

/** A promotion's rules in satang and basis points (1 % = 100 bp), as stored. */
export interface PromotionRule {
  kind: PromotionKind;
  rateBp: number | null;
  maxBonusSatang: number | null;
  fixedBonusSatang: number | null;
  period: ReturnLossPeriod | null;
  minDepositSatang: number;
  firstDepositOnly: boolean;
  oncePerMember: boolean;
  oncePerDay: boolean;
  /** Lower case; empty = every level. */
  memberLevels: string[];
  turnoverMultiple: number;
  /** Not claimable while another turnover requirement of the member is open (decision 0174). */
  blockedByTurnover: boolean;
  isActive: boolean;
  startMs: number;
  endMs: number | null;
}

/** What the database says about the member at the moment of the check. */
export interface MemberFacts {
  level: string;
  bonus: 0 | 1;
  /** An approved deposit other than the one being judged. */
  hasApprovedDeposit: boolean;
  /** Approved bonuses of this promotion, ever and on the current Bangkok day. */
  claimsOfPromotion: number;
  claimsOfPromotionToday: number;
  /** A turnover requirement of the member is open. */
  hasOpenTurnover: boolean;
}

export type Eligibility =
  | { eligible: true; bonusSatang: number; turnoverSatang: number }
  | { eligible: false; reason: PromotionIneligibility; bonusSatang: number };

export function isLive(rule: Pick<PromotionRule, 'isActive' | 'startMs' | 'endMs'>, nowMs: number): boolean {
  return rule.isActive && rule.startMs <= nowMs && (rule.endMs === null || nowMs < rule.endMs);
}

export function levelAllowed(rule: Pick<PromotionRule, 'memberLevels'>, level: string): boolean {
  return rule.memberLevels.length === 0 || rule.memberLevels.includes(level.toLowerCase());
}

/** The bonus a deposit would get by the promotion's formula alone (no eligibility). */
export function depositBonusSatang(rule: PromotionRule, depositSatang: number): number {
  if (rule.kind === 'deposit_fixed') return rule.fixedBonusSatang ?? 0;
  if (rule.kind !== 'deposit_percent') return 0;
  const bonus = Math.floor((depositSatang * (rule.rateBp ?? 0)) / 10_000);
  return rule.maxBonusSatang === null ? bonus : Math.min(bonus, rule.maxBonusSatang);
}

/** A return-of-losses credit: floor(loss × rate), at most the cap when there is one. */
export function returnLossCreditSatang(rule: PromotionRule, lossSatang: number): number {
  if (lossSatang <= 0) return 0;
  const credit = Math.floor((lossSatang * (rule.rateBp ?? 0)) / 10_000);
  return rule.maxBonusSatang === null ? credit : Math.min(credit, rule.maxBonusSatang);
}

/**
 * Can this member use this deposit promotion now, for this amount? The first failing check is
 * the reason (the order is the contract's). `amountSatang` null leaves out the amount checks
 * (available-now lists promotions before an amount is typed).
 */
export function depositEligibility(
  rule: PromotionRule,
  member: MemberFacts,
  amountSatang: number | null,
  nowMs: number,
): Eligibility {
  const bonusSatang = amountSatang === null ? 0 : depositBonusSatang(rule, amountSatang);
  const no = (reason: PromotionIneligibility): Eligibility => ({ eligible: false, reason, bonusSatang });
  if (!isLive(rule, nowMs)) return no('inactive');
  if (rule.kind === 'return_loss') return no('not_deposit');
  if (!levelAllowed(rule, member.level)) return no('level');
  if (rule.firstDepositOnly && member.hasApprovedDeposit) return no('first_deposit_only');
  if (rule.oncePerMember && member.claimsOfPromotion > 0) return no('once_per_member');
  if (rule.oncePerDay && member.claimsOfPromotionToday > 0) return no('once_per_day');
  if (rule.blockedByTurnover && member.hasOpenTurnover) return no('turnover_open');
  // After what the member cannot change: the offer to switch bonuses on is made only where it helps.
  if (member.bonus !== 1) return no('bonus_off');
  if (amountSatang === null) return { eligible: true, bonusSatang: 0, turnoverSatang: 0 };
  if (amountSatang < rule.minDepositSatang) return no('below_minimum');
  if (bonusSatang < 1) return no('zero_bonus');
  return { eligible: true, bonusSatang, turnoverSatang: (amountSatang + bonusSatang) * rule.turnoverMultiple };
}

// ---------------------------------------------------------------------------------------------
// Asia/Bangkok time: UTC+7 all year (Thailand keeps no daylight saving time).

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Start (UTC ms) of the Bangkok day containing `ms`. */
export function bangkokDayStart(ms: number): number {
  return Math.floor((ms + BANGKOK_OFFSET_MS) / DAY_MS) * DAY_MS - BANGKOK_OFFSET_MS;
}

/** The Bangkok calendar date of `ms` as YYYY-MM-DD. */
export function bangkokDate(ms: number): string {
  return new Date(ms + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** Start (UTC ms) of the Bangkok week (Monday 00:00) containing `ms`. */
export function bangkokWeekStart(ms: number): number {
  const day = bangkokDayStart(ms);
  // 1970-01-01 was a Thursday: day number + 3, mod 7, counts from Monday = 0.
  const weekday = (((Math.floor((day + BANGKOK_OFFSET_MS) / DAY_MS) + 3) % 7) + 7) % 7;
  return day - weekday * DAY_MS;
}

/** The last period that has ended by `nowMs`: yesterday, or last week (Monday to Monday). End is exclusive. */
export function lastClosedPeriod(period: ReturnLossPeriod, nowMs: number): { startMs: number; endMs: number } {
  if (period === 'daily') {
    const endMs = bangkokDayStart(nowMs);
    return { startMs: endMs - DAY_MS, endMs };
  }
  const endMs = bangkokWeekStart(nowMs);
  return { startMs: endMs - 7 * DAY_MS, endMs };
}
