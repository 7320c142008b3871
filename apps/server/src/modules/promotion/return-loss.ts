import {
  PROMOTION_REASONS,
  PROMOTION_TEXTS,
  type ReturnLossPreview,
  type ReturnLossResult,
  satangToBaht,
} from '@member/shared';
import type { Queryable } from '../../db/database';
import { businessRule } from '../../lib/app-error';
import {
  assertNotOnBreak,
  hasOpenTurnover,
  lockAccount,
  memberWallet,
  movements,
  openTurnover,
  posted,
  type TransferCode,
  transfer,
} from '../money';
import { insertReturnLossClaim, returnLossClaimsOverlapping } from './queries/claims';
import { memberRow } from './queries/member-facts';
import * as q from './queries/promotions';
import { bangkokDate, isLive, lastClosedPeriod, levelAllowed, returnLossCreditSatang } from './rules';

/**
 * The return of losses (decision 0050): rate × the net loss of the member's real play in the last closed
 * Bangkok period, paid at most once, read through money's ledger functions.
 */

/** The first live return-loss promotion (display order) whose levels admit the member. */
async function returnLossPromotion(db: Queryable, memberId: string, nowMs: number) {
  const member = await memberRow(db, memberId);
  const live = await q.livePromotions(db, new Date(nowMs));
  return (
    live.find((r) => {
      const rule = q.toRule(r);
      return rule.kind === 'return_loss' && isLive(rule, nowMs) && levelAllowed(rule, member.member_level);
    }) ?? null
  );
}

/**
 * Real play: the games' stakes, wins and refunded stakes (a refunded stake is no loss, decision
 * 0101). Bonuses, deposits and adjustments are not losses.
 */
const REAL_PLAY: readonly TransferCode[] = ['game_stake', 'game_payout', 'game_refund'];

/** Net loss (satang, ≥ 0) of the member's real play in [start, end): stakes minus wins. */
export async function realPlayLossSatang(db: Queryable, memberId: string, startMs: number, endMs: number) {
  const played = await movements(db, memberWallet(memberId), REAL_PLAY, { startMs, endMs });
  return Math.max(0, played.outSatang - played.inSatang);
}

/**
 * What the member was already paid for [start, end): null when no return-loss claim of theirs
 * overlaps it. A loss is paid at most once whatever the promotion or period kind (a weekly claim
 * covers its days for a daily promotion and the other way round; a replaced promotion's claim covers
 * its period for the replacement). The claim of this very promotion and period answers its own amount
 * and loss; a claim made under another promotion or period answers the amount paid by the overlapping
 * claims and the net loss of [start, end).
 */
async function paidReturnLoss(
  db: Queryable,
  memberId: string,
  promotionId: string,
  startMs: number,
  endMs: number,
): Promise<{ amountSatang: number; lossSatang: number } | null> {
  const rows = await returnLossClaimsOverlapping(db, memberId, startMs, endMs);
  if (rows.length === 0) return null;
  const own = rows.find((r) => r.promotion_id === promotionId && new Date(r.period_start).getTime() === startMs);
  if (own) return { amountSatang: Number(own.amount_satang), lossSatang: Number(own.base_satang) };
  return {
    amountSatang: rows.reduce((sum, r) => sum + Number(r.amount_satang), 0),
    lossSatang: await realPlayLossSatang(db, memberId, startMs, endMs),
  };
}

const range = (startMs: number, endMs: number) => ({
  start: new Date(startMs).toISOString(),
  end: new Date(endMs).toISOString(),
});

/** `GET /v2/promotion/return-loss`: what a claim gives for the last closed period (reads only). */
export async function previewReturnLoss(db: Queryable, memberId: string, nowMs: number): Promise<ReturnLossPreview> {
  const record = await returnLossPromotion(db, memberId, nowMs);
  if (!record?.period) return { promotion: null, period: null, loss: 0, amount: 0, claimed: false };
  const { startMs, endMs } = lastClosedPeriod(record.period, nowMs);
  const paid = await paidReturnLoss(db, memberId, record.id, startMs, endMs);
  const lossSatang = paid ? paid.lossSatang : await realPlayLossSatang(db, memberId, startMs, endMs);
  const amountSatang = paid ? paid.amountSatang : returnLossCreditSatang(q.toRule(record), lossSatang);
  return {
    promotion: q.toPromotion(record),
    period: range(startMs, endMs),
    loss: satangToBaht(lossSatang),
    amount: satangToBaht(amountSatang),
    claimed: paid !== null,
  };
}

/**
 * `POST /v2/promotion/check-return-loss`: credits rate × net loss of the last closed period, unless
 * a return-loss claim of the member (any promotion, any period kind) already covers part of that
 * period: then it answers what was paid, `credited_now` false. The wallet lock comes first (as in
 * every movement of the member), so parallel calls run one after the other and the later ones find
 * the claim; the UNIQUE index and the no-overlap exclusion constraint (migration 0006) are the
 * backstop. No loss: nothing is written.
 */
export async function claimReturnLoss(tx: Queryable, memberId: string, nowMs: number): Promise<ReturnLossResult> {
  await assertNotOnBreak(tx, memberId, nowMs); // no claim during a break (decision 0173)
  const record = await returnLossPromotion(tx, memberId, nowMs);
  if (!record?.period) throw businessRule(PROMOTION_TEXTS.returnLossUnavailable);
  const rule = q.toRule(record);
  const { startMs, endMs } = lastClosedPeriod(record.period, nowMs);
  const answer = (amountSatang: number, lossSatang: number, creditedNow: boolean): ReturnLossResult => ({
    promotionId: Number(record.id),
    amount: satangToBaht(amountSatang),
    loss: satangToBaht(lossSatang),
    period: range(startMs, endMs),
    credited_now: creditedNow,
  });
  // The member's wallet row, in the mode transfers use: each promotion decision of one member runs
  // after the previous one committed.
  await lockAccount(tx, memberWallet(memberId));
  const already = await paidReturnLoss(tx, memberId, record.id, startMs, endMs);
  if (already) return answer(already.amountSatang, already.lossSatang, false);
  if (rule.blockedByTurnover && (await hasOpenTurnover(tx, memberId))) {
    throw businessRule(PROMOTION_REASONS.turnover_open);
  }
  const lossSatang = await realPlayLossSatang(tx, memberId, startMs, endMs);
  const amountSatang = returnLossCreditSatang(rule, lossSatang);
  if (amountSatang < 1) return answer(0, lossSatang, false);
  // None when the UNIQUE index or the no-overlap exclusion found a claim first (a parallel call).
  const claimId = await insertReturnLossClaim(tx, {
    memberId,
    promotionId: record.id,
    period: range(startMs, endMs),
    lossSatang,
    amountSatang,
    turnoverSatang: amountSatang * rule.turnoverMultiple,
    localDay: bangkokDate(nowMs),
  });
  if (!claimId) {
    const raced = await paidReturnLoss(tx, memberId, record.id, startMs, endMs);
    return answer(raced?.amountSatang ?? 0, raced?.lossSatang ?? lossSatang, false);
  }
  const paid = posted(
    await transfer(tx, {
      from: { house: 'house_bonus' },
      to: memberWallet(memberId),
      amountSatang,
      code: 'return_loss',
      ref: { type: 'promotion_claim', id: claimId },
    }),
  );
  await openTurnover(tx, {
    memberId,
    source: 'return_loss',
    sourceRef: claimId,
    title: record.title,
    bonusSatang: amountSatang,
    requiredSatang: amountSatang * rule.turnoverMultiple,
    bonusTransfer: paid,
    nowMs,
  });
  return answer(amountSatang, lossSatang, true);
}
