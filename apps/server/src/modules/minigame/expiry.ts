import type { Database } from '../../db/database';
import { expireLot } from './ledger-moves';

/**
 * The sweep (decision 0120): coins and credit whose lot is due go back to the house, once. Each lot is
 * taken with a conditional update under its row lock in a transaction of its own, so two sweeps (two
 * processes, or the same one twice) expire a lot once: the second finds nothing left in it.
 */

/** How often every process sweeps. */
export const EXPIRY_SWEEP_MS = 60_000;
const BATCH = 200;

interface DueLot {
  id: string;
  member_id: string;
  asset: 'coin' | 'credit';
  taken: string;
}

/** Expires every lot due at `nowMs`; answers how many this call expired. */
export async function expireDueLots(db: Database, nowMs: number): Promise<number> {
  const at = new Date(nowMs).toISOString();
  let expired = 0;
  for (;;) {
    const { rows: due } = await db.query<{ id: string }>(
      `SELECT id::text AS id FROM minigame_lots
       WHERE remaining > 0 AND expires_at IS NOT NULL AND expires_at <= $1 ORDER BY expires_at, id LIMIT ${BATCH}`,
      [at],
    );
    for (const { id } of due) {
      if (await expireOne(db, id, at)) expired += 1;
    }
    if (due.length < BATCH) return expired;
  }
}

async function expireOne(db: Database, lotId: string, at: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<DueLot>(
      `WITH due AS (
         SELECT id, remaining FROM minigame_lots
         WHERE id = $1 AND remaining > 0 AND expires_at <= $2 FOR UPDATE)
       UPDATE minigame_lots l SET remaining = 0, expired_at = $2, expired_amount = due.remaining
       FROM due WHERE l.id = due.id
       RETURNING l.id::text AS id, l.member_id::text AS member_id, l.asset, due.remaining::text AS taken`,
      [lotId, at],
    );
    const lot = rows[0];
    if (!lot) return false;
    await expireLot(tx, { id: lot.id, memberId: lot.member_id, asset: lot.asset, amount: Number(lot.taken), at });
    return true;
  });
}
