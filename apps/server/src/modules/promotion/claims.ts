import {
  type BonusPreview,
  type PromotionEligibility,
  ENGLISH_SERVER_MESSAGES,
  PROMOTION_TEXTS,
  promotionReasonText,
  type ReturnLossPreview,
  type ReturnLossResult,
  satangToBaht,
} from '@member/shared';
import type { Queryable } from '../../db/database';
import { businessRule, notFound } from '../../lib/app-error';
import { lockAccount, memberWallet, movements, posted, type TransferCode, transfer } from '../money';
import * as q from './queries/promotions';
import {
  bangkokDate,
  depositEligibility,
  type Eligibility,
  isLive,
  lastClosedPeriod,
  levelAllowed,
  type MemberFacts,
  returnLossCreditSatang,
} from './rules';

/**
 * Promotions meeting money (decision 0050): the check when a deposit names a promotion, the bonus
 * at approval (both run by money's hooks, `money-hooks.ts`), the return of losses. They move and read
 * money only through money's ledger functions.
 */

interface MemberRow {
  member_level: string;
  bonus: number;
}

async function memberRow(db: Queryable, memberId: string): Promise<MemberRow> {
  const { rows } = await db.query<MemberRow>('SELECT member_level, bonus FROM members WHERE id = $1', [memberId]);
  const row = rows[0];
  if (!row) throw notFound();
  return row;
}

/**
 * What the eligibility rules need to know about the member, in one statement. `exceptDepositId`:
 * the deposit being judged does not count as an earlier deposit.
 */
async function memberFacts(
  db: Queryable,
  memberId: string,
  promotionId: string,
  nowMs: number,
  exceptDepositId: string | null = null,
): Promise<MemberFacts> {
  const { rows } = await db.query<{
    member_level: string;
    bonus: number;
    has_deposit: boolean;
    claims: number;
    claims_today: number;
  }>(
    `SELECT m.member_level, m.bonus,
            EXISTS (SELECT 1 FROM deposits d WHERE d.member_id = m.id AND d.status = 'approved'
                    AND d.id IS DISTINCT FROM $3::bigint) AS has_deposit,
            (SELECT count(*)::int FROM promotion_claims c
             WHERE c.member_id = m.id AND c.promotion_id = $2 AND c.status = 'approved') AS claims,
            (SELECT count(*)::int FROM promotion_claims c
             WHERE c.member_id = m.id AND c.promotion_id = $2 AND c.status = 'approved' AND c.local_day = $4::date)
              AS claims_today
     FROM members m WHERE m.id = $1`,
    [memberId, promotionId, exceptDepositId, bangkokDate(nowMs)],
  );
  const row = rows[0];
  if (!row) throw notFound();
  return {
    level: row.member_level,
    bonus: row.bonus === 1 ? 1 : 0,
    hasApprovedDeposit: row.has_deposit,
    claimsOfPromotion: row.claims,
    claimsOfPromotionToday: row.claims_today,
  };
}

/**
 * Locks the member's wallet row (creating it first if needed) in the mode transfers use, so every
 * promotion decision of one member runs after the previous one committed.
 */
async function lockMemberWallet(tx: Queryable, memberId: string): Promise<void> {
  await lockAccount(tx, memberWallet(memberId));
}

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
  const facts = await memberFacts(tx, memberId, record.id, nowMs);
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
  const facts = await memberFacts(db, memberId, record.id, nowMs);
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
  const { rows } = await db.query<{ has_deposit: boolean; claims: { id: string; today: boolean }[] | null }>(
    `SELECT EXISTS (SELECT 1 FROM deposits d WHERE d.member_id = $1 AND d.status = 'approved') AS has_deposit,
            (SELECT jsonb_agg(jsonb_build_object('id', c.promotion_id::text, 'today', c.local_day = $2::date))
             FROM promotion_claims c WHERE c.member_id = $1 AND c.status = 'approved') AS claims`,
    [memberId, bangkokDate(nowMs)],
  );
  const summary = rows[0];
  const claims = summary?.claims ?? [];
  return live.map((record) => {
    const facts: MemberFacts = {
      level: member.member_level,
      bonus: member.bonus === 1 ? 1 : 0,
      hasApprovedDeposit: summary?.has_deposit ?? false,
      claimsOfPromotion: claims.filter((c) => c.id === record.id).length,
      claimsOfPromotionToday: claims.filter((c) => c.id === record.id && c.today).length,
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
  await lockMemberWallet(tx, deposit.memberId);
  const record = await q.findPromotion(tx, deposit.promotionId);
  if (!record) return null;
  const facts = await memberFacts(tx, deposit.memberId, record.id, nowMs, deposit.id);
  const result: Eligibility = depositEligibility(q.toRule(record), facts, deposit.amountSatang, nowMs);
  const approved = result.eligible;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO promotion_claims (member_id, promotion_id, type, deposit_id, base_satang, amount_satang,
       turnover_satang, status, reason, local_day)
     VALUES ($1, $2, 'promotion', $3, $4, $5, $6, $7, $8, $9::date) RETURNING id::text AS id`,
    [
      deposit.memberId,
      record.id,
      deposit.id,
      deposit.amountSatang,
      result.bonusSatang,
      result.eligible ? result.turnoverSatang : 0,
      approved ? 'approved' : 'rejected',
      result.eligible ? null : result.reason,
      bangkokDate(nowMs),
    ],
  );
  const claimId = rows[0]?.id;
  if (!claimId) throw new Error('claim insert returned nothing');
  if (result.eligible) {
    posted(
      await transfer(tx, {
        from: { house: 'house_bonus' },
        to: memberWallet(deposit.memberId),
        amountSatang: result.bonusSatang,
        code: 'promotion_bonus',
        ref: { type: 'promotion_claim', id: claimId },
      }),
    );
    return { claimId, bonusSatang: result.bonusSatang };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Return of losses

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
  const start = new Date(startMs).toISOString();
  const { rows } = await db.query<{
    promotion_id: string;
    period_start: Date | string;
    amount_satang: string;
    base_satang: string;
  }>(
    `SELECT promotion_id::text AS promotion_id, period_start, amount_satang::text AS amount_satang,
            base_satang::text AS base_satang
     FROM promotion_claims
     WHERE member_id = $1 AND type = 'return_loss' AND status = 'approved' AND period_start < $3 AND period_end > $2`,
    [memberId, start, new Date(endMs).toISOString()],
  );
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
  await lockMemberWallet(tx, memberId);
  const paid = await paidReturnLoss(tx, memberId, record.id, startMs, endMs);
  if (paid) return answer(paid.amountSatang, paid.lossSatang, false);
  const lossSatang = await realPlayLossSatang(tx, memberId, startMs, endMs);
  const amountSatang = returnLossCreditSatang(rule, lossSatang);
  if (amountSatang < 1) return answer(0, lossSatang, false);
  // ON CONFLICT without a target: the UNIQUE index and the no-overlap exclusion both arbitrate.
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO promotion_claims (member_id, promotion_id, type, period_start, period_end, base_satang,
       amount_satang, turnover_satang, status, local_day)
     VALUES ($1, $2, 'return_loss', $3, $4, $5, $6, $7, 'approved', $8::date)
     ON CONFLICT DO NOTHING
     RETURNING id::text AS id`,
    [
      memberId,
      record.id,
      new Date(startMs).toISOString(),
      new Date(endMs).toISOString(),
      lossSatang,
      amountSatang,
      amountSatang * rule.turnoverMultiple,
      bangkokDate(nowMs),
    ],
  );
  const claimId = rows[0]?.id;
  if (!claimId) {
    const raced = await paidReturnLoss(tx, memberId, record.id, startMs, endMs);
    return answer(raced?.amountSatang ?? 0, raced?.lossSatang ?? lossSatang, false);
  }
  posted(
    await transfer(tx, {
      from: { house: 'house_bonus' },
      to: memberWallet(memberId),
      amountSatang,
      code: 'return_loss',
      ref: { type: 'promotion_claim', id: claimId },
    }),
  );
  return answer(amountSatang, lossSatang, true);
}
