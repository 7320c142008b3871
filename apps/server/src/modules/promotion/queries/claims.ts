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

/** The back office's list of claims. */

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
