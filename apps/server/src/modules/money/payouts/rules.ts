import type { PayoutStop } from '@member/shared';

/** The operator's rules of automatic withdrawals (decision 0175), in satang and days. */
export interface PayoutRules {
  enabled: boolean;
  provider: string;
  maxAmountSatang: number;
  dailyMemberSatang: number;
  minAccountAgeDays: number;
  bankUnchangedDays: number;
}

/** What the database says about the member and the withdrawal at the moment it is asked for. */
export interface PayoutFacts {
  amountSatang: number;
  /** The member's other withdrawals of this Bangkok day, waiting or paid. */
  todayOtherSatang: number;
  registeredMs: number;
  bankSetMs: number;
  /** The member's withdrawals paid before (approved). */
  paidWithdrawals: number;
  openTurnover: boolean;
  /** A module flags the member (the affiliate programme's fraud checks). */
  flagged: boolean;
  /** An adapter for the operator's provider exists in this mode. */
  providerAvailable: boolean;
  nowMs: number;
}

const DAY_MS = 86_400_000;

/**
 * The first rule a withdrawal does not pass, in the order the operator reads them, or null: it is paid
 * automatically. Pure: callers read the facts under the wallet lock.
 */
export function payoutStop(rules: PayoutRules, facts: PayoutFacts): PayoutStop | null {
  if (!rules.enabled) return 'disabled';
  if (!facts.providerAvailable) return 'no_provider';
  if (facts.amountSatang > rules.maxAmountSatang) return 'over_ceiling';
  if (facts.todayOtherSatang + facts.amountSatang > rules.dailyMemberSatang) return 'daily_total';
  if (facts.nowMs - facts.registeredMs < rules.minAccountAgeDays * DAY_MS) return 'account_age';
  if (facts.paidWithdrawals === 0) return 'first_withdrawal';
  if (facts.openTurnover) return 'open_turnover';
  if (facts.nowMs - facts.bankSetMs < rules.bankUnchangedDays * DAY_MS) return 'bank_changed';
  if (facts.flagged) return 'affiliate_flag';
  return null;
}
