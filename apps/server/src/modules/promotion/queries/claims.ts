import {
  type AdminPromotionClaim,
  type Page,
  type PromotionHistoryType,
  type PromotionIneligibility,
  promotionReasonText,
  satangToBaht,
} from '@member/shared';
import type { Queryable } from '../../../db/database';
import { iso } from './shared';

/** Promotion claims: the back office's list, a deposit's bonus claim, the return-loss claims. */

export async function adminClaims(
  db: Queryable,
  filter: { promotionId?: number; status?: 'approved' | 'rejected'; type?: PromotionHistoryType; memberId?: string },
  q: { page: number; limit: number },
): Promise<Page<AdminPromotionClaim>> {
  const where = `($1::bigint IS NULL OR c.promotion_id = $1) AND ($2::text IS NULL OR c.status = $2)
     AND ($3::text IS NULL OR c.type = $3) AND ($4::bigint IS NULL OR c.member_id = $4::bigint)`;
  const params = [filter.promotionId ?? null, filter.status ?? null, filter.type ?? null, filter.memberId ?? null];
  const { rows } = await db.query<{
    id: string;
    type: PromotionHistoryType;
    created_at: Date | string;
    promotion_id: string;
    title: string;
    tel: string;
    first_name: string;
    last_name: string;
    amount_satang: string;
    base_satang: string;
    turnover_satang: string;
    status: 'approved' | 'rejected';
    reason: PromotionIneligibility | null;
    deposit_id: string | null;
    period_start: Date | string | null;
    period_end: Date | string | null;
    min_deposit_satang: string;
  }>(
    `SELECT c.id::text AS id, c.type, c.created_at, c.promotion_id::text AS promotion_id, p.title, m.tel,
            m.first_name, m.last_name, c.amount_satang::text AS amount_satang, c.base_satang::text AS base_satang,
            c.turnover_satang::text AS turnover_satang, c.status, c.reason, c.deposit_id::text AS deposit_id,
            c.period_start, c.period_end, p.min_deposit_satang::text AS min_deposit_satang
     FROM promotion_claims c JOIN promotions p ON p.id = c.promotion_id JOIN members m ON m.id = c.member_id
     WHERE ${where} ORDER BY c.id DESC LIMIT $5 OFFSET $6`,
    [...params, q.limit, (q.page - 1) * q.limit],
  );
  const total = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM promotion_claims c WHERE ${where}`,
    params,
  );
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      type: r.type,
      date: iso(r.created_at),
      promotionId: Number(r.promotion_id),
      title: r.title,
      member: { tel: r.tel, first_name: r.first_name, last_name: r.last_name },
      amount: satangToBaht(r.amount_satang),
      base: satangToBaht(r.base_satang),
      turnover: satangToBaht(r.turnover_satang),
      status: r.status,
      reason: r.reason === null ? null : promotionReasonText(r.reason, satangToBaht(r.min_deposit_satang)),
      depositId: r.deposit_id === null ? null : Number(r.deposit_id),
      period: r.period_start && r.period_end ? { start: iso(r.period_start), end: iso(r.period_end) } : null,
    })),
    page: q.page,
    limit: q.limit,
    total: total.rows[0]?.total ?? 0,
  };
}

/** A deposit's promotion claim, approved with its bonus or rejected with the reason; its id. */
export async function insertDepositClaim(
  tx: Queryable,
  claim: {
    memberId: string;
    promotionId: string;
    depositId: string;
    baseSatang: number;
    amountSatang: number;
    turnoverSatang: number;
    status: 'approved' | 'rejected';
    reason: PromotionIneligibility | null;
    localDay: string;
  },
): Promise<string> {
  const { memberId, promotionId, depositId, baseSatang, amountSatang, turnoverSatang, status, reason } = claim;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO promotion_claims (member_id, promotion_id, type, deposit_id, base_satang, amount_satang,
       turnover_satang, status, reason, local_day)
     VALUES ($1, $2, 'promotion', $3, $4, $5, $6, $7, $8, $9::date) RETURNING id::text AS id`,
    [memberId, promotionId, depositId, baseSatang, amountSatang, turnoverSatang, status, reason, claim.localDay],
  );
  const claimId = rows[0]?.id;
  if (!claimId) throw new Error('claim insert returned nothing');
  return claimId;
}

/** The member's approved return-loss claims whose period overlaps [start, end). */
export async function returnLossClaimsOverlapping(db: Queryable, memberId: string, startMs: number, endMs: number) {
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
  return rows;
}

/**
 * A return-loss claim, approved; its id, or undefined when the UNIQUE index or the no-overlap exclusion
 * (ON CONFLICT without a target: both arbitrate) found one already.
 */
export async function insertReturnLossClaim(
  tx: Queryable,
  claim: {
    memberId: string;
    promotionId: string;
    period: { start: string; end: string };
    lossSatang: number;
    amountSatang: number;
    turnoverSatang: number;
    localDay: string;
  },
): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO promotion_claims (member_id, promotion_id, type, period_start, period_end, base_satang,
       amount_satang, turnover_satang, status, local_day)
     VALUES ($1, $2, 'return_loss', $3, $4, $5, $6, $7, 'approved', $8::date)
     ON CONFLICT DO NOTHING
     RETURNING id::text AS id`,
    [
      claim.memberId,
      claim.promotionId,
      claim.period.start,
      claim.period.end,
      claim.lossSatang,
      claim.amountSatang,
      claim.turnoverSatang,
      claim.localDay,
    ],
  );
  return rows[0]?.id;
}

export interface DepositClaimRecord {
  deposit_id: string;
  member_id: string;
  deposit_satang: string;
  deposit_status: string;
  promotion_id: string;
  title: string;
  claim_status: 'approved' | 'rejected' | null;
  claim_satang: string | null;
  claim_turnover_satang: string | null;
  claim_reason: string | null;
}

/** Deposits of `ids` that name a promotion, with their claim when the approval made one (the queue's bonus column). */
export async function depositsWithClaims(db: Queryable, ids: string[]): Promise<DepositClaimRecord[]> {
  const { rows } = await db.query<DepositClaimRecord>(
    `SELECT d.id::text AS deposit_id, d.member_id::text AS member_id, d.amount_satang::text AS deposit_satang,
            d.status AS deposit_status, p.id::text AS promotion_id, p.title, c.status AS claim_status,
            c.amount_satang::text AS claim_satang, c.turnover_satang::text AS claim_turnover_satang,
            c.reason AS claim_reason
       FROM deposits d JOIN promotions p ON p.id = d.promotion_id
       LEFT JOIN promotion_claims c ON c.deposit_id = d.id
      WHERE d.id = ANY ($1::bigint[])
      ORDER BY d.id`,
    [ids],
  );
  return rows;
}
