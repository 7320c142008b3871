import {
  type BonusPreview,
  type DepositBonus,
  type PromotionIneligibility,
  type PromotionEligibility,
  ENGLISH_SERVER_MESSAGES,
  promotionReasonText,
  satangToBaht,
} from '@member/shared';
import type { Queryable } from '../../db/database';
import { businessRule, notFound } from '../../lib/app-error';
import { hasOpenTurnover, lockAccount, memberWallet, openTurnover, posted, transfer } from '../money';
import { depositsWithClaims, insertDepositClaim } from './queries/claims';
import { approvedDepositAndClaims, memberFacts, memberRow } from './queries/member-facts';
import * as q from './queries/promotions';
import { bangkokDate, depositEligibility, type Eligibility, type MemberFacts } from './rules';

/**
 * A promotion claimed with a deposit (decision 0050): the check when a deposit names a promotion and
 * the bonus at approval (both run by money's hooks, `money-hooks.ts`), the member's previews of them.
 * They move and read money only through money's ledger functions. The return of losses is `return-loss.ts`.
 */

const promotionNotUsable = () => businessRule(ENGLISH_SERVER_MESSAGES.promotionNotUsable);

/**
 * A deposit request naming a promotion: 422 `Cannot use selected promotion` unless the member may
 * use it for this amount now. Called in the request's transaction (a refusal rolls the row back).
 */
export async function assertDepositPromotion(
  tx: Queryable,
  memberId: string,
  promotionId: number,
  amountSatang: number,
  nowMs: number,
): Promise<void> {
  const record = await q.findPromotion(tx, String(promotionId));
  if (!record) throw promotionNotUsable();
  const facts = await memberFacts(tx, memberId, record.id, bangkokDate(nowMs));
  if (!depositEligibility(q.toRule(record), facts, amountSatang, nowMs).eligible) throw promotionNotUsable();
}

/** `POST /v2/promotion/calculate-bonus`: 404 for an id that never existed. */
export async function previewBonus(
  db: Queryable,
  memberId: string,
  promotionId: number,
  amountSatang: number,
  nowMs: number,
): Promise<BonusPreview> {
  const record = await q.findPromotion(db, String(promotionId));
  if (!record) throw notFound();
  const facts = await memberFacts(db, memberId, record.id, bangkokDate(nowMs));
  const result = depositEligibility(q.toRule(record), facts, amountSatang, nowMs);
  return {
    promotionId,
    amount: satangToBaht(amountSatang),
    bonus: result.eligible ? satangToBaht(result.bonusSatang) : 0,
    eligible: result.eligible,
    reason: result.eligible ? null : promotionReasonText(result.reason, satangToBaht(record.min_deposit_satang)),
    reasonCode: result.eligible ? null : result.reason,
    turnover: result.eligible ? satangToBaht(result.turnoverSatang) : 0,
  };
}

/**
 * Every live deposit promotion judged for this member (amount aside): eligible, or the first rule it
 * fails. `bonus_off` comes first for a member who takes no bonus.
 */
async function judgeLivePromotions(db: Queryable, memberId: string, nowMs: number) {
  const member = await memberRow(db, memberId);
  const live = (await q.livePromotions(db, new Date(nowMs))).filter((r) => r.kind !== 'return_loss');
  if (live.length === 0) return [];
  const [summary, openTurnover] = await Promise.all([
    approvedDepositAndClaims(db, memberId, bangkokDate(nowMs)),
    hasOpenTurnover(db, memberId),
  ]);
  const claims = summary?.claims ?? [];
  return live.map((record) => {
    const facts: MemberFacts = {
      level: member.member_level,
      bonus: member.bonus === 1 ? 1 : 0,
      hasApprovedDeposit: summary?.has_deposit ?? false,
      claimsOfPromotion: claims.filter((c) => c.id === record.id).length,
      claimsOfPromotionToday: claims.filter((c) => c.id === record.id && c.today).length,
      hasOpenTurnover: openTurnover,
    };
    return { record, result: depositEligibility(q.toRule(record), facts, null, nowMs) };
  });
}

/** `GET /v2/promotion/available-now`: live deposit promotions this member passes (amount aside). */
export async function availablePromotions(db: Queryable, memberId: string, nowMs: number) {
  return (await judgeLivePromotions(db, memberId, nowMs))
    .filter(({ result }) => result.eligible)
    .map(({ record }) => q.toPromotion(record));
}

/** `GET /v2/promotion/eligibility`: for each live deposit promotion, whether this member may claim it and why not. */
export async function promotionEligibility(
  db: Queryable,
  memberId: string,
  nowMs: number,
): Promise<PromotionEligibility[]> {
  return (await judgeLivePromotions(db, memberId, nowMs)).map(({ record, result }) => ({
    promotionId: Number(record.id),
    eligible: result.eligible,
    reasonCode: result.eligible ? null : result.reason,
    reason: result.eligible ? null : promotionReasonText(result.reason, satangToBaht(record.min_deposit_satang)),
  }));
}

export interface ApprovedDeposit {
  id: string;
  memberId: string;
  amountSatang: number;
  promotionId: string | null;
}

/**
 * At a deposit's approval, in its transaction, after the deposit's own transfer (which holds the
 * member's wallet lock, so two approvals of one member are judged one after the other, each
 * seeing the other's claim): eligible → a claim `approved` and its transfer house_bonus → wallet;
 * no longer eligible → the deposit stays credited, a claim `rejected` with the reason.
 */
export async function applyPromotionOnApproval(
  tx: Queryable,
  deposit: ApprovedDeposit,
  nowMs: number,
): Promise<{ claimId: string; bonusSatang: number } | null> {
  if (deposit.promotionId === null) return null;
  // The member's wallet row, in the mode transfers use: each promotion decision of one member runs
  // after the previous one committed.
  await lockAccount(tx, memberWallet(deposit.memberId));
  const record = await q.findPromotion(tx, deposit.promotionId);
  if (!record) return null;
  const facts = await memberFacts(tx, deposit.memberId, record.id, bangkokDate(nowMs), deposit.id);
  const result: Eligibility = depositEligibility(q.toRule(record), facts, deposit.amountSatang, nowMs);
  const approved = result.eligible;
  const claimId = await insertDepositClaim(tx, {
    memberId: deposit.memberId,
    promotionId: record.id,
    depositId: deposit.id,
    baseSatang: deposit.amountSatang,
    amountSatang: result.bonusSatang,
    turnoverSatang: result.eligible ? result.turnoverSatang : 0,
    status: approved ? 'approved' : 'rejected',
    reason: result.eligible ? null : result.reason,
    localDay: bangkokDate(nowMs),
  });
  if (result.eligible) {
    const paid = posted(
      await transfer(tx, {
        from: { house: 'house_bonus' },
        to: memberWallet(deposit.memberId),
        amountSatang: result.bonusSatang,
        code: 'promotion_bonus',
        ref: { type: 'promotion_claim', id: claimId },
      }),
    );
    await openTurnover(tx, {
      memberId: deposit.memberId,
      source: 'deposit_bonus',
      sourceRef: claimId,
      title: record.title,
      bonusSatang: result.bonusSatang,
      requiredSatang: result.turnoverSatang,
      bonusTransfer: paid,
      nowMs,
    });
    return { claimId, bonusSatang: result.bonusSatang };
  }
  return null;
}

/**
 * `GET /admin/promotions/deposit-bonuses`: for each deposit of a queue page that names a promotion,
 * the bonus and the turnover its approval paid (or why it paid none), or, while it waits, what an
 * approval now would pay (decision 0174). Deposits without a promotion, or rejected ones, are left out.
 */
export async function depositBonuses(db: Queryable, ids: string[], nowMs: number): Promise<DepositBonus[]> {
  const out: DepositBonus[] = [];
  for (const row of await depositsWithClaims(db, ids)) {
    const base = { deposit_id: Number(row.deposit_id), promotion_id: Number(row.promotion_id), title: row.title };
    if (row.claim_status !== null) {
      out.push({
        ...base,
        state: row.claim_status === 'approved' ? 'claimed' : 'rejected',
        bonus: row.claim_status === 'approved' ? satangToBaht(row.claim_satang ?? 0) : 0,
        turnover: satangToBaht(row.claim_turnover_satang ?? 0),
        reason: row.claim_reason === null ? null : promotionReasonText(row.claim_reason as PromotionIneligibility),
      });
      continue;
    }
    if (row.deposit_status !== 'waiting_for_approve') continue;
    const record = await q.findPromotion(db, row.promotion_id);
    if (!record) continue;
    const facts = await memberFacts(db, row.member_id, record.id, bangkokDate(nowMs), row.deposit_id);
    const result = depositEligibility(q.toRule(record), facts, Number(row.deposit_satang), nowMs);
    out.push({
      ...base,
      state: 'preview',
      bonus: result.eligible ? satangToBaht(result.bonusSatang) : 0,
      turnover: result.eligible ? satangToBaht(result.turnoverSatang) : 0,
      reason: result.eligible ? null : promotionReasonText(result.reason, satangToBaht(record.min_deposit_satang)),
    });
  }
  return out;
}
