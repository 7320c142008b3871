import type { Queryable } from '../../../db/database';
import { notFound } from '../../../lib/app-error';
import { hasOpenTurnover } from '../../money';
import type { MemberFacts } from '../rules';

/** What the promotion rules read of a member: level, bonus preference, approved deposits and claims. */

export interface MemberRow {
  member_level: string;
  bonus: number;
}

export async function memberRow(db: Queryable, memberId: string): Promise<MemberRow> {
  const { rows } = await db.query<MemberRow>('SELECT member_level, bonus FROM members WHERE id = $1', [memberId]);
  const row = rows[0];
  if (!row) throw notFound();
  return row;
}

/**
 * What the eligibility rules need to know about the member, in one statement and money's turnover read, on the Bangkok day
 * `localDay`. `exceptDepositId`: the deposit being judged does not count as an earlier deposit.
 */
export async function memberFacts(
  db: Queryable,
  memberId: string,
  promotionId: string,
  localDay: string,
  exceptDepositId: string | null = null,
): Promise<MemberFacts> {
  const openTurnover = hasOpenTurnover(db, memberId);
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
    [memberId, promotionId, exceptDepositId, localDay],
  );
  const row = rows[0];
  if (!row) throw notFound();
  return {
    level: row.member_level,
    bonus: row.bonus === 1 ? 1 : 0,
    hasApprovedDeposit: row.has_deposit,
    claimsOfPromotion: row.claims,
    claimsOfPromotionToday: row.claims_today,
    hasOpenTurnover: await openTurnover,
  };
}

/** Whether the member has an approved deposit, and their approved claims (promotion, made on `localDay`). */
export async function approvedDepositAndClaims(db: Queryable, memberId: string, localDay: string) {
  const { rows } = await db.query<{ has_deposit: boolean; claims: { id: string; today: boolean }[] | null }>(
    `SELECT EXISTS (SELECT 1 FROM deposits d WHERE d.member_id = $1 AND d.status = 'approved') AS has_deposit,
            (SELECT jsonb_agg(jsonb_build_object('id', c.promotion_id::text, 'today', c.local_day = $2::date))
             FROM promotion_claims c WHERE c.member_id = $1 AND c.status = 'approved') AS claims`,
    [memberId, localDay],
  );
  return rows[0];
}
