import { randomUUID } from 'node:crypto';
import type { OperatorRole } from '@member/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';

/** Tokens and their sessions live 24 h (decision 0012). */
export const SESSION_TTL_SECONDS = 24 * 60 * 60;
const USER_AGENT_MAX_LENGTH = 512;

export type SubjectKind = 'member' | 'operator';

export interface TokenClaims {
  sub: string;
  sid: string;
  kind: SubjectKind;
  role?: OperatorRole;
}

/** Opens a session row and signs the token that refers to it. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  subject: { kind: SubjectKind; id: string; role?: OperatorRole },
): Promise<{ accessToken: string; expiresIn: number }> {
  const sessionId = randomUUID();
  await app.db.query(
    `INSERT INTO sessions (id, subject_kind, subject_id, expires_at, ip, user_agent)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4), $5, $6)`,
    [
      sessionId,
      subject.kind,
      subject.id,
      SESSION_TTL_SECONDS,
      request.ip,
      request.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    ],
  );
  const claims: TokenClaims = { sub: subject.id, sid: sessionId, kind: subject.kind };
  if (subject.role) claims.role = subject.role;
  return { accessToken: app.jwt.sign(claims), expiresIn: SESSION_TTL_SECONDS };
}

/** The session was used just now (the member's activity report): the back office shows it as last seen. */
export async function touchSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [sessionId]);
}

/**
 * Sessions that end or whose rights change once a transaction commits (plugins/realtime.ts): a revoked
 * session, or every session of a subject whose rights changed, keeps no socket open and no remembered
 * check (lib/session-checks.ts) on any process.
 */
export type EndedSessions = { sessionIds: readonly string[] } | { subject: { kind: SubjectKind; id: string } };

export async function revokeSession(app: FastifyInstance, db: Queryable, sessionId: string): Promise<void> {
  await endRevoked(
    app,
    db,
    await db.query<{ id: string }>(
      'UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id::text AS id',
      [sessionId],
    ),
  );
}

/** Revokes every active session of a subject except `keepSessionId` (after a password change). */
export async function revokeOtherSessions(
  app: FastifyInstance,
  db: Queryable,
  kind: SubjectKind,
  subjectId: string,
  keepSessionId: string,
): Promise<void> {
  await endRevoked(
    app,
    db,
    await db.query<{ id: string }>(
      `UPDATE sessions SET revoked_at = now()
       WHERE subject_kind = $1 AND subject_id = $2 AND id <> $3 AND revoked_at IS NULL
       RETURNING id::text AS id`,
      [kind, subjectId, keepSessionId],
    ),
  );
}

/** Revokes every active session of a subject (an account disabled: re-enabling revives no old token). */
export async function revokeAllSessions(
  app: FastifyInstance,
  db: Queryable,
  kind: SubjectKind,
  subjectId: string,
): Promise<void> {
  await endRevoked(
    app,
    db,
    await db.query<{ id: string }>(
      `UPDATE sessions SET revoked_at = now() WHERE subject_kind = $1 AND subject_id = $2 AND revoked_at IS NULL
       RETURNING id::text AS id`,
      [kind, subjectId],
    ),
  );
}

/**
 * A revoked session's sockets close and its remembered checks go when its revocation commits, in every
 * process, before the revoking call answers: its token opens nothing more.
 */
async function endRevoked(app: FastifyInstance, db: Queryable, revoked: { rows: { id: string }[] }): Promise<void> {
  const sessionIds = revoked.rows.map((row) => row.id);
  if (sessionIds.length > 0) await app.realtime.endSessionsAfterCommit(db, { sessionIds });
}

/** Whether the session is neither revoked nor expired (a socket's subscription checks it again). */
export async function sessionIsLive(db: Queryable, sessionId: string): Promise<boolean> {
  const { rows } = await db.query<{ live: boolean }>(
    `SELECT (revoked_at IS NULL AND expires_at > now()) AS live FROM sessions WHERE id = $1`,
    [sessionId],
  );
  return rows[0]?.live ?? false;
}
