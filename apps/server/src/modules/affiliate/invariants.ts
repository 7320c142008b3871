import type { Queryable } from '../../db/database';
import { houseBalanceSql, TRANSFER_LEGS_SQL } from '../money';

/**
 * The programme's books beside money's invariants (`money/invariants.ts`, which knows nothing of this
 * module): one line per violation, empty when sound. Read-only.
 */
export async function checkAffiliateInvariants(db: Queryable): Promise<string[]> {
  const violations: string[] = [];
  const add = (rows: Record<string, unknown>[], describe: (row: Record<string, unknown>) => string) => {
    for (const row of rows) violations.push(describe(row));
  };

  // 1. A commission is credited exactly once when its amount is positive (at most once while its run's
  //    credits are being made), never otherwise: one `affiliate_commission` transfer of its amount,
  //    house affiliate → its affiliate's income, the one its row names.
  add(
    (
      await db.query(
        `SELECT c.id::text AS id, c.amount_satang::text AS amount, count(t.id)::int AS transfers
         FROM affiliate_commissions c
         JOIN affiliate_accrual_runs r ON r.id = c.run_id
         LEFT JOIN (${TRANSFER_LEGS_SQL}) t ON t.ref_type = 'affiliate_commission' AND t.ref_id = c.id
         GROUP BY c.id, r.credited_at
         HAVING count(t.id) > CASE WHEN c.amount_satang > 0 THEN 1 ELSE 0 END
             OR (count(t.id) = 0 AND c.amount_satang > 0 AND r.credited_at IS NOT NULL)
             OR c.transfer_id IS DISTINCT FROM max(t.id)
             OR bool_or(t.id IS NOT NULL AND (t.amount_satang <> c.amount_satang OR t.code <> 'affiliate_commission'
               OR t.debit_code <> 'house_affiliate' OR t.credit_code <> 'affiliate_income' OR t.credit_owner_id <> c.affiliate_id))`,
      )
    ).rows,
    (r) => `affiliate commission ${r.id} (${r.amount} satang) has ${r.transfers} transfers or a wrong one`,
  );

  // 2. An income withdrawal has one reservation (its member's income → house pending) of its amount,
  //    posted to the member's wallet when approved or voided back to their income when rejected, once.
  add(
    (
      await db.query(
        `SELECT w.id::text AS id, w.status,
                count(*) FILTER (WHERE t.code = 'affiliate_withdrawal_reserve')::int AS reserves,
                count(*) FILTER (WHERE t.code = 'affiliate_withdrawal_post')::int AS posts,
                count(*) FILTER (WHERE t.code = 'affiliate_withdrawal_void')::int AS voids
         FROM affiliate_withdrawals w
         LEFT JOIN (${TRANSFER_LEGS_SQL}) t ON t.ref_type = 'affiliate_withdrawal' AND t.ref_id = w.id
         GROUP BY w.id, w.status
         HAVING count(*) FILTER (WHERE t.code = 'affiliate_withdrawal_reserve') <> 1
             OR count(*) FILTER (WHERE t.code = 'affiliate_withdrawal_post') <> CASE WHEN w.status = 'approved' THEN 1 ELSE 0 END
             OR count(*) FILTER (WHERE t.code = 'affiliate_withdrawal_void') <> CASE WHEN w.status = 'rejected' THEN 1 ELSE 0 END
             OR bool_or(t.amount_satang <> w.amount_satang)
             OR bool_or(t.code = 'affiliate_withdrawal_reserve' AND (t.debit_code <> 'affiliate_income'
                  OR t.debit_owner_id <> w.member_id OR t.credit_code <> 'house_affiliate_pending'))
             OR bool_or(t.code = 'affiliate_withdrawal_post' AND (t.credit_code <> 'member_wallet' OR t.credit_owner_id <> w.member_id))
             OR bool_or(t.code = 'affiliate_withdrawal_void' AND (t.credit_code <> 'affiliate_income' OR t.credit_owner_id <> w.member_id))`,
      )
    ).rows,
    (r) =>
      `affiliate withdrawal ${r.id} (${r.status}) has ${r.reserves} reservations, ${r.posts} posts, ${r.voids} voids ` +
      'or a wrong one',
  );

  // 3. The house accounts (all shards) mirror the rows: pending holds the withdrawals still waiting,
  //    house affiliate is minus every commission credited.
  const { rows: houses } = await db.query<{ pending: string; waiting: string; paid: string; credited: string }>(
    `SELECT ${houseBalanceSql('house_affiliate_pending')}::text AS pending,
            (SELECT COALESCE(sum(amount_satang), 0) FROM affiliate_withdrawals WHERE status = 'pending')::text AS waiting,
            (-${houseBalanceSql('house_affiliate')})::text AS paid,
            (SELECT COALESCE(sum(amount_satang), 0) FROM affiliate_commissions
             WHERE transfer_id IS NOT NULL)::text AS credited`,
  );
  const h = houses[0];
  if (h && h.pending !== h.waiting) {
    violations.push(`affiliate pending account holds ${h.pending} satang but ${h.waiting} satang are waiting`);
  }
  if (h && h.paid !== h.credited) {
    violations.push(`house affiliate paid ${h.paid} satang but commissions credited ${h.credited} satang`);
  }

  // 4. Every transfer of the programme refers to a row that exists.
  add(
    (
      await db.query(
        `SELECT t.id::text AS id, t.ref_type, t.ref_id::text AS ref_id FROM (${TRANSFER_LEGS_SQL}) t
         WHERE (t.ref_type = 'affiliate_commission' AND NOT EXISTS (SELECT 1 FROM affiliate_commissions c WHERE c.id = t.ref_id))
            OR (t.ref_type = 'affiliate_withdrawal' AND NOT EXISTS (SELECT 1 FROM affiliate_withdrawals w WHERE w.id = t.ref_id))`,
      )
    ).rows,
    (r) => `transfer ${r.id} refers to missing ${r.ref_type} ${r.ref_id}`,
  );

  return violations;
}
