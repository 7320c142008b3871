import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';

/**
 * The sandbox provider's own sessions (a provider keeps its sessions), in the database so that every
 * process running the provider shares them (migration 0024): a session launched on one plays on
 * another. A session lives `ttlMs` after its last use; expired ones are deleted by retention.
 */

export const SESSION_TTL_MS = 2 * 60 * 60 * 1000;
/** How long a spin may hold its session: longer than any spin's wallet calls, short enough to outlive a crash. */
export const SPIN_HOLD_MS = 5 * 60 * 1000;

/** A session of `member` for the game `game` (its code): only that game's rounds play on it (migration 0034). */
export async function createSession(
  db: Queryable,
  member: string,
  game: string,
  ttlMs = SESSION_TTL_MS,
): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  await db.query(
    `INSERT INTO game_sandbox_sessions (id, member, game, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [id, member, game, ttlMs / 1000],
  );
  return id;
}

/** A spin's hold on its session: who plays which game, and the token that lets it go. */
export interface SessionHold {
  member: string;
  game: string;
  token: string;
}

/**
 * Takes the live session of this id for one spin (its life extended), in one conditional UPDATE, so
 * that of spins racing on any processes exactly one gets it: `invalid` for no live session, `busy`
 * while another spin holds it.
 */
export async function holdSession(
  db: Queryable,
  id: string,
  ttlMs = SESSION_TTL_MS,
  holdMs = SPIN_HOLD_MS,
): Promise<SessionHold | 'invalid' | 'busy'> {
  const token = randomUUID();
  const { rows } = await db.query<{ member: string; game: string }>(
    `UPDATE game_sandbox_sessions
     SET expires_at = now() + make_interval(secs => $3), busy_token = $2,
         busy_until = now() + make_interval(secs => $4)
     WHERE id = $1 AND expires_at > now() AND (busy_until IS NULL OR busy_until <= now())
     RETURNING member, game`,
    [id, token, ttlMs / 1000, holdMs / 1000],
  );
  const row = rows[0];
  if (row !== undefined) return { member: row.member, game: row.game, token };
  const live = await db.query('SELECT 1 FROM game_sandbox_sessions WHERE id = $1 AND expires_at > now()', [id]);
  return live.rows.length > 0 ? 'busy' : 'invalid';
}

/** Lets the session go, if this hold still has it. */
export async function releaseSession(db: Queryable, id: string, hold: SessionHold): Promise<void> {
  await db.query(
    'UPDATE game_sandbox_sessions SET busy_token = NULL, busy_until = NULL WHERE id = $1 AND busy_token = $2',
    [id, hold.token],
  );
}
