import type { MinigameSeed, MinigameSeedRotation } from '@member/shared';
import type { Queryable } from '../../db/database';
import { defaultClientSeed, newServerSeed } from './fair';

/**
 * A member's seed pairs (decision 0120). The active pair's row is also the member's lock: a play,
 * a withdrawal request and a credit move each take it first, so one member's movements run one
 * after the other (and the nonce is used once).
 */

export interface ActiveSeed {
  id: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

interface SeedRow {
  id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
}

const SEED_COLUMNS = 'id::text AS id, server_seed, server_seed_hash, client_seed, nonce';
const toSeed = (row: SeedRow): ActiveSeed => ({
  id: row.id,
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: row.nonce,
});
export const publicSeed = (seed: ActiveSeed): MinigameSeed => ({
  serverSeedHash: seed.serverSeedHash,
  clientSeed: seed.clientSeed,
  nonce: seed.nonce,
});

/** A first pair for a member who has none (a race makes one of them; the other does nothing). */
async function createPair(db: Queryable, memberId: string, clientSeed: string, at: string): Promise<void> {
  const { serverSeed, serverSeedHash } = newServerSeed();
  await db.query(
    `INSERT INTO minigame_seeds (member_id, server_seed, server_seed_hash, client_seed, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (member_id) WHERE revealed_at IS NULL DO NOTHING`,
    [memberId, serverSeed, serverSeedHash, clientSeed, at],
  );
}

/**
 * Runs `statement` on the member's active pair, creating the pair first when there is none; also
 * when a rotation committed between the two (the statement then saw the retired row).
 */
async function onActivePair(
  db: Queryable,
  memberId: string,
  at: string,
  statement: () => Promise<SeedRow | undefined>,
): Promise<ActiveSeed> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await statement();
    if (row) return toSeed(row);
    await createPair(db, memberId, defaultClientSeed(), at);
  }
  throw new Error(`no active seed pair for member ${memberId}`);
}

/** The active pair (made on first sight: the hash shown is the commitment). */
export function activeSeed(db: Queryable, memberId: string, at: string): Promise<ActiveSeed> {
  return onActivePair(db, memberId, at, async () => {
    const { rows } = await db.query<SeedRow>(
      `SELECT ${SEED_COLUMNS} FROM minigame_seeds WHERE member_id = $1 AND revealed_at IS NULL`,
      [memberId],
    );
    return rows[0];
  });
}

/** Locks the member's active pair for the rest of the transaction (the member lock). */
export function lockMember(tx: Queryable, memberId: string, at: string): Promise<ActiveSeed> {
  return onActivePair(tx, memberId, at, async () => {
    const { rows } = await tx.query<SeedRow>(
      `SELECT ${SEED_COLUMNS} FROM minigame_seeds WHERE member_id = $1 AND revealed_at IS NULL FOR UPDATE`,
      [memberId],
    );
    return rows[0];
  });
}

/** Locks the member's pair and takes its nonce for a play: answers the pair with the nonce the play uses. */
export function takeNonce(tx: Queryable, memberId: string, at: string): Promise<ActiveSeed> {
  return onActivePair(tx, memberId, at, async () => {
    const { rows } = await tx.query<SeedRow>(
      `UPDATE minigame_seeds SET nonce = nonce + 1 WHERE member_id = $1 AND revealed_at IS NULL
       RETURNING id::text AS id, server_seed, server_seed_hash, client_seed, nonce - 1 AS nonce`,
      [memberId],
    );
    return rows[0];
  });
}

/**
 * The member's own client seed. The nonce keeps counting under the same server seed, so a client
 * seed used before never meets a nonce it met then: no outcome the member saw can come back.
 */
export function setClientSeed(tx: Queryable, memberId: string, clientSeed: string, at: string): Promise<ActiveSeed> {
  return onActivePair(tx, memberId, at, async () => {
    const { rows } = await tx.query<SeedRow>(
      `UPDATE minigame_seeds SET client_seed = $2 WHERE member_id = $1 AND revealed_at IS NULL
       RETURNING ${SEED_COLUMNS}`,
      [memberId, clientSeed],
    );
    return rows[0];
  });
}

/** Retires the active pair (its seed is revealed) and starts a new one at nonce 0 with the same client seed. */
export async function rotate(tx: Queryable, memberId: string, at: string): Promise<MinigameSeedRotation> {
  const old = await lockMember(tx, memberId, at);
  await tx.query('UPDATE minigame_seeds SET revealed_at = $2 WHERE id = $1', [old.id, at]);
  await createPair(tx, memberId, old.clientSeed, at);
  const next = await activeSeed(tx, memberId, at);
  return {
    revealed: {
      serverSeed: old.serverSeed,
      serverSeedHash: old.serverSeedHash,
      clientSeed: old.clientSeed,
      plays: old.nonce,
    },
    next: publicSeed(next),
  };
}
