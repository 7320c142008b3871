import {
  type AdminMemberTurnover,
  type MemberTurnover,
  satangToBaht,
  TURNOVER_TEXTS,
  type TurnoverForfeited,
  type TurnoverRequirement,
  type TurnoverSource,
} from '@member/shared';
import type { Queryable } from '../../../db/database';
import { businessRule } from '../../../lib/app-error';
import { lockAccount, memberWallet, movementsAfter, posted, transfer, walletBalanceSatang } from '../ledger';
import * as q from './queries';
import { loadTurnoverRules, type TurnoverRules, weightedStake } from './settings';

/**
 * Turnover requirements (issue 31, decision 0174). Every function that changes one runs under the
 * member's wallet lock (the bonus's transfer, the stake's, the withdrawal's, the forfeit's), so a
 * stake, a withdrawal and a forfeit of one member happen one after the other and each sees what the
 * previous one left.
 */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toRequirement(r: q.RequirementRecord): TurnoverRequirement {
  const required = Number(r.required_satang);
  const counted = Number(r.counted_satang);
  return {
    id: Number(r.id),
    source: r.source,
    title: r.title,
    bonus: satangToBaht(r.bonus_satang),
    required: satangToBaht(required),
    played: satangToBaht(counted),
    left: r.status === 'open' ? satangToBaht(required - counted) : 0,
    status: r.status,
    opened_at: iso(r.opened_at) ?? '',
    closed_at: iso(r.closed_at),
    forfeited: r.forfeited_satang === null ? null : satangToBaht(r.forfeited_satang),
  };
}

const leftSatang = (open: q.RequirementRecord[]) =>
  open.reduce((sum, r) => sum + Number(r.required_satang) - Number(r.counted_satang), 0);

/**
 * A bonus was paid (its transfer `bonusTransfer` just credited the wallet, under the wallet lock):
 * it opens a requirement of `requiredSatang` stakes. Nothing opens for a bonus without turnover.
 */
export async function openTurnover(
  tx: Queryable,
  opening: {
    memberId: string;
    source: TurnoverSource;
    sourceRef: string;
    title: string;
    bonusSatang: number;
    requiredSatang: number;
    bonusTransfer: { id: string; creditBalanceAfter: number };
    nowMs: number;
  },
): Promise<void> {
  if (opening.requiredSatang <= 0) return;
  await q.insertRequirement(tx, {
    ...opening,
    walletBeforeSatang: opening.bonusTransfer.creditBalanceAfter - opening.bonusSatang,
    openedTransferId: opening.bonusTransfer.id,
  });
}

/** Whether the member has a requirement open (a promotion that says so cannot be claimed then). */
export async function hasOpenTurnover(db: Queryable, memberId: string): Promise<boolean> {
  return (await q.openRequirements(db, memberId)).length > 0;
}

/**
 * A game stake was taken (wallet → games, under the wallet lock): its weighted part pays the oldest
 * open requirement first, the rest the next. When the stake left the wallet below the operator's
 * amount, the requirements still open end (the bonus was played away).
 */
export async function countStake(
  tx: Queryable,
  stake: {
    memberId: string;
    provider: string;
    stakeRef: string;
    stakeSatang: number;
    walletAfterSatang: number;
    nowMs: number;
  },
): Promise<void> {
  const open = await q.openRequirements(tx, stake.memberId);
  if (open.length === 0) return;
  const rules = await loadTurnoverRules(tx);
  let countable = weightedStake(rules, stake.provider, stake.stakeSatang);
  let stillOpen = open.length;
  for (const requirement of open) {
    if (countable <= 0) break;
    const take = Math.min(countable, Number(requirement.required_satang) - Number(requirement.counted_satang));
    await q.addContribution(tx, {
      requirementId: requirement.id,
      stakeRef: stake.stakeRef,
      stakeSatang: stake.stakeSatang,
      deltaSatang: take,
      nowMs: stake.nowMs,
    });
    countable -= take;
    if (Number(requirement.counted_satang) + take === Number(requirement.required_satang)) stillOpen -= 1;
  }
  if (stillOpen > 0 && stake.walletAfterSatang < rules.playedAwaySatang) {
    await q.closePlayedAway(tx, stake.memberId, stake.nowMs);
  }
}

/**
 * A stake was refunded (under the wallet lock): what it paid into requirements still open is taken
 * back. A requirement it completed stays completed (decision 0174).
 */
export async function uncountStake(tx: Queryable, refund: { memberId: string; stakeRef: string; nowMs: number }) {
  for (const c of await q.openContributionsOfStake(tx, refund.memberId, refund.stakeRef)) {
    await q.addContribution(tx, {
      requirementId: c.requirement_id,
      stakeRef: refund.stakeRef,
      stakeSatang: 0,
      deltaSatang: -Number(c.counted),
      nowMs: refund.nowMs,
    });
  }
}

/** The withdrawal's check, under the wallet lock: refused with the baht still to play while one is open. */
export async function assertNoOpenTurnover(tx: Queryable, memberId: string): Promise<void> {
  const left = leftSatang(await q.openRequirements(tx, memberId));
  if (left > 0) throw businessRule(TURNOVER_TEXTS.withdrawBlocked(satangToBaht(left)));
}

/**
 * What giving up the open bonuses takes from a wallet of `walletSatang`: the bonuses, or the bonuses
 * and what they won (their game movements since the first was paid), never below zero or above the
 * wallet.
 */
async function forfeitSatang(
  db: Queryable,
  memberId: string,
  open: q.RequirementRecord[],
  rules: TurnoverRules,
  walletSatang: number,
): Promise<number> {
  const first = open[0];
  if (!first) return 0;
  const bonuses = open.reduce((sum, r) => sum + Number(r.bonus_satang), 0);
  let take = bonuses;
  if (rules.forfeitRule === 'bonus_and_winnings') {
    const moved = await movementsAfter(
      db,
      memberWallet(memberId),
      ['game_stake', 'game_payout', 'game_refund'],
      first.opened_transfer_id,
    );
    take = bonuses + moved.inSatang - moved.outSatang;
  }
  return Math.max(0, Math.min(take, walletSatang));
}

/** `GET /member/turnover`. */
export async function memberTurnover(db: Queryable, memberId: string): Promise<MemberTurnover> {
  const [open, rules] = await Promise.all([q.openRequirements(db, memberId), loadTurnoverRules(db)]);
  const required = open.reduce((sum, r) => sum + Number(r.required_satang), 0);
  const left = leftSatang(open);
  const wallet = open.length === 0 ? 0 : await walletBalanceSatang(db, memberId);
  return {
    open: open.map(toRequirement),
    required: satangToBaht(required),
    played: satangToBaht(required - left),
    left: satangToBaht(left),
    forfeit_rule: rules.forfeitRule,
    forfeit_amount: satangToBaht(await forfeitSatang(db, memberId, open, rules, wallet)),
    played_away: satangToBaht(rules.playedAwaySatang),
  };
}

/**
 * `POST /member/turnover/forfeit`: the member gives up the open bonuses. Under the wallet lock, the
 * operator's rule decides what goes back to the house (one transfer, referenced to the oldest
 * requirement); every open requirement ends forfeited, each marked with its share.
 */
export async function forfeitTurnover(tx: Queryable, memberId: string, nowMs: number): Promise<TurnoverForfeited> {
  const locked = await lockAccount(tx, memberWallet(memberId));
  const open = await q.openRequirements(tx, memberId);
  const first = open[0];
  if (!first) throw businessRule(TURNOVER_TEXTS.nothingOpen);
  const rules = await loadTurnoverRules(tx);
  const removed = await forfeitSatang(tx, memberId, open, rules, locked.balanceSatang);
  let wallet = locked.balanceSatang;
  if (removed > 0) {
    wallet = posted(
      await transfer(tx, {
        from: memberWallet(memberId),
        to: { house: 'house_bonus' },
        amountSatang: removed,
        code: 'turnover_forfeit',
        ref: { type: 'turnover_requirement', id: first.id },
      }),
    ).debitBalanceAfter;
  }
  // Each requirement's share: up to its bonus, in order; what a bonus won goes with the last.
  let toShare = removed;
  for (const [index, requirement] of open.entries()) {
    const share = index === open.length - 1 ? toShare : Math.min(toShare, Number(requirement.bonus_satang));
    await q.markForfeited(tx, requirement.id, share, nowMs);
    toShare -= share;
  }
  return { removed: satangToBaht(removed), wallet: satangToBaht(wallet) };
}

/** The member page's section: every requirement (the newest 100) and the baht still to play. */
export async function adminMemberTurnover(db: Queryable, memberId: string): Promise<AdminMemberTurnover> {
  const rows = await q.memberRequirements(db, memberId, 100);
  const open = rows.filter((r) => r.status === 'open');
  return { left: satangToBaht(leftSatang(open)), requirements: rows.map(toRequirement) };
}
