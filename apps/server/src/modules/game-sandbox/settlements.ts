import type { Queryable } from '../../db/database';

/**
 * Rounds whose win or end the wallet did not answer (migration 0024), kept in the database so that any
 * process can send them again, with their transaction id, until the wallet answers.
 */

export interface Settlement {
  member: string;
  round_id: string;
  transaction_id: string;
  amount: number;
  /** The win went through; only the round's end is left. */
  won: boolean;
}

/** How long one process holds the rounds it is retrying. */
export const SETTLEMENT_CLAIM_MS = 60_000;

export async function addPending(db: Queryable, item: Settlement): Promise<void> {
  await db.query(
    `INSERT INTO game_sandbox_settlements (transaction_id, member, round_id, amount, won)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (transaction_id) DO NOTHING`,
    [item.transaction_id, item.member, item.round_id, item.amount, item.won],
  );
}

/** Takes up to `limit` pending rounds (one member's, or anyone's) that no other process holds, oldest first. */
export async function claimPending(
  db: Queryable,
  options: { member?: string; limit: number; claimMs?: number },
): Promise<Settlement[]> {
  const { rows } = await db.query<Settlement & { created_at: string }>(
    `UPDATE game_sandbox_settlements SET claimed_until = now() + make_interval(secs => $3)
     WHERE transaction_id IN (
       SELECT transaction_id FROM game_sandbox_settlements
       WHERE (claimed_until IS NULL OR claimed_until <= now()) AND ($1::text IS NULL OR member = $1)
       ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING transaction_id, member, round_id, amount::float8 AS amount, won, created_at::text AS created_at`,
    [options.member ?? null, options.limit, (options.claimMs ?? SETTLEMENT_CLAIM_MS) / 1000],
  );
  return rows
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map(({ created_at: _createdAt, ...item }) => item);
}

export async function markWon(db: Queryable, transactionId: string): Promise<void> {
  await db.query('UPDATE game_sandbox_settlements SET won = true WHERE transaction_id = $1', [transactionId]);
}

/** The wallet answered: the round is settled (or refused for good), and leaves the list. */
export async function removePending(db: Queryable, transactionId: string): Promise<void> {
  await db.query('DELETE FROM game_sandbox_settlements WHERE transaction_id = $1', [transactionId]);
}

/** No answer again: another attempt may take it at once. */
export async function releasePending(db: Queryable, transactionId: string): Promise<void> {
  await db.query('UPDATE game_sandbox_settlements SET claimed_until = NULL WHERE transaction_id = $1', [transactionId]);
}

export async function countPending(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_sandbox_settlements');
  return rows[0]?.n ?? 0;
}
