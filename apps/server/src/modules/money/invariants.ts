import type { Queryable } from '../../db/database';
import { HOUSE_SHARDS } from './ledger';

/**
 * The ledger's invariants (DESIGN.md §3 Money, decisions 0030, 0035), per ledger. Returns one line
 * per violation; an empty list means the books are sound. Read-only: safe on a live database.
 */
export async function checkInvariants(db: Queryable): Promise<string[]> {
  const violations: string[] = [];
  const add = (rows: Record<string, unknown>[], describe: (row: Record<string, unknown>) => string) => {
    for (const row of rows) violations.push(describe(row));
  };

  // 1. Every transfer moves money between two accounts of one ledger, so each ledger's balances sum to
  //    zero (the foreign keys (account, ledger) of migration 0008 already refuse a transfer across).
  add(
    (
      await db.query(
        `SELECT ledger, sum(balance_satang)::text AS total FROM ledger_accounts
         GROUP BY ledger HAVING sum(balance_satang) <> 0`,
      )
    ).rows,
    (r) => `ledger ${r.ledger}: balances sum to ${r.total} satang, not 0`,
  );
  add(
    (
      await db.query(
        `SELECT t.id::text AS id, t.ledger, d.ledger AS debit_ledger, c.ledger AS credit_ledger
         FROM ledger_transfers t JOIN ledger_accounts d ON d.id = t.debit_account_id
         JOIN ledger_accounts c ON c.id = t.credit_account_id
         WHERE d.ledger <> t.ledger OR c.ledger <> t.ledger`,
      )
    ).rows,
    (r) => `transfer ${r.id} of ledger ${r.ledger} moves from ${r.debit_ledger} to ${r.credit_ledger}`,
  );

  // 2. Each cached balance equals its transfers: credits in minus debits out.
  add(
    (
      await db.query(
        `SELECT a.id::text AS id, a.code, a.balance_satang::text AS cached,
                (COALESCE(c.sum, 0) - COALESCE(d.sum, 0))::text AS derived
         FROM ledger_accounts a
         LEFT JOIN (SELECT credit_account_id AS id, sum(amount_satang) AS sum FROM ledger_transfers
                    GROUP BY credit_account_id) c ON c.id = a.id
         LEFT JOIN (SELECT debit_account_id AS id, sum(amount_satang) AS sum FROM ledger_transfers
                    GROUP BY debit_account_id) d ON d.id = a.id
         WHERE a.balance_satang <> COALESCE(c.sum, 0) - COALESCE(d.sum, 0)`,
      )
    ).rows,
    (r) => `account ${r.id} (${r.code}) caches ${r.cached} satang but its transfers sum to ${r.derived}`,
  );

  // 3. No account below zero that may not go there (the account's flag, its code's: check 11).
  add(
    (
      await db.query(
        `SELECT id::text AS id, code, owner_id::text AS owner_id, balance_satang::text AS balance
         FROM ledger_accounts WHERE balance_satang < 0 AND NOT may_go_negative`,
      )
    ).rows,
    (r) =>
      r.code === 'member_wallet'
        ? `wallet of member ${r.owner_id} is below zero (${r.balance} satang)`
        : `account ${r.id} (${r.code}) is below zero (${r.balance} satang)`,
  );

  // 4. Withdrawals: a bank withdrawal has one reservation, resolved at most once, and the
  //    resolution matches its status; a manual one has exactly one manual debit.
  add(
    (
      await db.query(
        `SELECT w.id::text AS id, w.type, w.status,
                count(*) FILTER (WHERE t.code = 'withdrawal_reserve')::int AS reserves,
                count(*) FILTER (WHERE t.code = 'withdrawal_post')::int AS posts,
                count(*) FILTER (WHERE t.code = 'withdrawal_void')::int AS voids,
                count(*) FILTER (WHERE t.code = 'manual_debit')::int AS debits
         FROM withdrawals w
         LEFT JOIN ledger_transfers t ON t.ref_type = 'withdrawal' AND t.ref_id = w.id
         GROUP BY w.id, w.type, w.status
         HAVING NOT (
           (w.type = 'manual' AND count(t.id) = 1 AND count(*) FILTER (WHERE t.code = 'manual_debit') = 1)
           OR (w.type = 'bank' AND count(*) FILTER (WHERE t.code = 'withdrawal_reserve') = 1
               AND count(*) FILTER (WHERE t.code = 'manual_debit') = 0
               AND count(*) FILTER (WHERE t.code = 'withdrawal_post') = CASE WHEN w.status = 'approved' THEN 1 ELSE 0 END
               AND count(*) FILTER (WHERE t.code = 'withdrawal_void') = CASE WHEN w.status = 'rejected' THEN 1 ELSE 0 END)
         )`,
      )
    ).rows,
    (r) =>
      `withdrawal ${r.id} (${r.type}, ${r.status}) has ${r.reserves} reservations, ${r.posts} posts, ` +
      `${r.voids} voids, ${r.debits} manual debits`,
  );

  // 5. The pending account (all its shards) holds exactly the withdrawals still waiting.
  const pending = await db.query<{ balance: string; waiting: string }>(
    `SELECT (SELECT COALESCE(sum(balance_satang), 0) FROM ledger_accounts
             WHERE ledger = 'THB' AND code = 'house_pending_withdrawals' AND owner_id IS NULL)::text AS balance,
            (SELECT COALESCE(sum(amount_satang), 0) FROM withdrawals WHERE status = 'waiting_for_approve')::text
              AS waiting`,
  );
  const p = pending.rows[0];
  if (p && p.balance !== p.waiting) {
    violations.push(`pending withdrawals account holds ${p.balance} satang but ${p.waiting} satang are waiting`);
  }

  // 6. Deposits: credited exactly once when approved (or manual), never otherwise.
  add(
    (
      await db.query(
        `SELECT d.id::text AS id, d.status, count(t.id)::int AS transfers
         FROM deposits d LEFT JOIN ledger_transfers t ON t.ref_type = 'deposit' AND t.ref_id = d.id
         GROUP BY d.id, d.status
         HAVING count(t.id) <> CASE WHEN d.status IN ('approved', 'manual') THEN 1 ELSE 0 END
             OR bool_or(t.amount_satang <> d.amount_satang)`,
      )
    ).rows,
    (r) => `deposit ${r.id} (${r.status}) has ${r.transfers} transfers`,
  );

  // 7. Every transfer refers to a row that exists.
  add(
    (
      await db.query(
        `SELECT t.id::text AS id, t.ref_type, t.ref_id::text AS ref_id FROM ledger_transfers t
         WHERE (t.ref_type = 'deposit' AND NOT EXISTS (SELECT 1 FROM deposits d WHERE d.id = t.ref_id))
            OR (t.ref_type = 'withdrawal' AND NOT EXISTS (SELECT 1 FROM withdrawals w WHERE w.id = t.ref_id))
            OR (t.ref_type = 'promotion_claim'
                AND NOT EXISTS (SELECT 1 FROM promotion_claims c WHERE c.id = t.ref_id))`,
      )
    ).rows,
    (r) => `transfer ${r.id} refers to missing ${r.ref_type} ${r.ref_id}`,
  );

  // 8. Promotion claims (decision 0050): an approved bonus or return-loss credit has exactly one
  //    transfer house_bonus → the member's wallet of its kind and amount; a rejected one has none.
  add(
    (
      await db.query(
        `SELECT c.id::text AS id, c.type, c.status, count(t.id)::int AS transfers
         FROM promotion_claims c
         LEFT JOIN ledger_transfers t ON t.ref_type = 'promotion_claim' AND t.ref_id = c.id
         LEFT JOIN ledger_accounts src ON src.id = t.debit_account_id
         LEFT JOIN ledger_accounts dst ON dst.id = t.credit_account_id
         GROUP BY c.id, c.type, c.status, c.amount_satang, c.member_id
         HAVING count(t.id) <> CASE WHEN c.status = 'approved' THEN 1 ELSE 0 END
             OR bool_or(t.id IS NOT NULL AND (t.amount_satang <> c.amount_satang
               OR t.code <> CASE WHEN c.type = 'promotion' THEN 'promotion_bonus' ELSE 'return_loss' END
               OR src.code <> 'house_bonus' OR dst.code <> 'member_wallet' OR dst.owner_id IS DISTINCT FROM c.member_id))`,
      )
    ).rows,
    (r) => `promotion claim ${r.id} (${r.type}, ${r.status}) has ${r.transfers} transfers or a wrong one`,
  );

  // 9. A deposit bonus belongs to an approved deposit of the same member that named that promotion.
  add(
    (
      await db.query(
        `SELECT c.id::text AS id, c.deposit_id::text AS deposit_id FROM promotion_claims c
         LEFT JOIN deposits d ON d.id = c.deposit_id
         WHERE c.type = 'promotion' AND (d.id IS NULL OR d.status <> 'approved' OR d.member_id <> c.member_id
           OR d.promotion_id IS DISTINCT FROM c.promotion_id)`,
      )
    ).rows,
    (r) => `promotion claim ${r.id} does not match an approved deposit ${r.deposit_id} with its promotion`,
  );

  // 10. Every house account has all its shards (a transfer to a missing one would fail).
  add(
    (
      await db.query(
        `SELECT ledger, code, count(*)::int AS shards FROM ledger_accounts WHERE owner_id IS NULL
         GROUP BY ledger, code HAVING count(*) <> ${HOUSE_SHARDS} OR count(DISTINCT shard) <> ${HOUSE_SHARDS}`,
      )
    ).rows,
    (r) => `house account ${r.code} has ${r.shards} shards, not ${HOUSE_SHARDS}`,
  );

  // 11. Every account and transfer agrees with its code's row: the ledger, the negative flag, the kind
  //     of row referred to (the foreign keys of migration 0010 enforce it; this reports a database
  //     where they were dropped or never validated).
  add(
    (
      await db.query(
        `SELECT a.id::text AS id, a.code FROM ledger_accounts a
         LEFT JOIN ledger_account_codes c ON c.code = a.code
         WHERE c.code IS NULL OR c.ledger <> a.ledger OR c.may_go_negative <> a.may_go_negative`,
      )
    ).rows,
    (r) => `account ${r.id} does not match its code ${r.code}`,
  );
  add(
    (
      await db.query(
        `SELECT t.id::text AS id, t.code FROM ledger_transfers t
         LEFT JOIN ledger_transfer_codes c ON c.code = t.code
         WHERE c.code IS NULL OR c.ledger <> t.ledger OR c.ref_type <> t.ref_type`,
      )
    ).rows,
    (r) => `transfer ${r.id} does not match its code ${r.code}`,
  );

  // 12. Turnover (decision 0174): each requirement's progress equals what the stakes paid into it, and
  //     no stake paid more than itself or was taken back more than it paid.
  add(
    (
      await db.query(
        `SELECT r.id::text AS id, r.counted_satang::text AS counted, COALESCE(c.sum, 0)::text AS contributed
         FROM turnover_requirements r
         LEFT JOIN (SELECT requirement_id, sum(counted_satang) AS sum FROM turnover_contributions
                    GROUP BY requirement_id) c ON c.requirement_id = r.id
         WHERE r.counted_satang <> COALESCE(c.sum, 0)`,
      )
    ).rows,
    (r) => `turnover requirement ${r.id} counts ${r.counted} satang but its stakes paid ${r.contributed}`,
  );
  add(
    (
      await db.query(
        `SELECT stake_ref::text AS stake, sum(counted_satang)::text AS counted, max(stake_satang)::text AS stake_satang
         FROM turnover_contributions GROUP BY stake_ref
         HAVING sum(counted_satang) < 0 OR sum(counted_satang) FILTER (WHERE counted_satang > 0) > max(stake_satang)`,
      )
    ).rows,
    (r) => `stake ${r.stake} counts ${r.counted} satang of turnover for a stake of ${r.stake_satang}`,
  );

  return violations;
}

/** False on a database the migrations have not created the ledger in yet. */
export async function ledgerExists(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>(
    `SELECT to_regclass('ledger_transfers') IS NOT NULL AS present`,
  );
  return rows[0]?.present ?? false;
}
