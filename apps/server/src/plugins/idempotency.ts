import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, SERVER_MESSAGES } from '@member/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Queryable } from '../db/database';
import { AppError, badRequest, conflict } from '../lib/app-error';
import { requireAuth } from './auth';
import { DAY_MINUTES } from './retention';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a money movement at most once per `Idempotency-Key` (decision 0032) and sends its answer,
     * the stored one for a replay. `work` runs in the transaction that also holds the key.
     */
    idempotent(
      request: FastifyRequest,
      reply: FastifyReply,
      work: (tx: Queryable) => Promise<StoredAnswer>,
    ): Promise<FastifyReply>;
  }
}

/** What a money route answers: replayed verbatim for the same key. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

export interface IdempotencyScope {
  subjectKind: 'member' | 'operator';
  subjectId: string;
  key: string;
  /** sha256 of method, path and body: the same key with anything else is a reuse (409). */
  requestHash: string;
}

interface ClaimRow {
  request_hash: string;
  status_code: number | null;
  response: unknown;
}

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/** The `Idempotency-Key` header, or 400 idempotencyKeyMissing. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw badRequest(SERVER_MESSAGES.idempotencyKeyMissing);
  }
  return key;
}

/** The scope of an authenticated request (call after the auth guard and the key check). */
export function scopeOf(request: FastifyRequest, key = idempotencyKeyOf(request)): IdempotencyScope {
  const auth = requireAuth(request);
  return {
    subjectKind: auth.kind,
    subjectId: auth.subjectId,
    key,
    // The route and its parameters, not the raw URL: a trailing or doubled slash is the same request.
    requestHash: requestHash(
      request.method,
      `${request.routeOptions.url ?? ''} ${JSON.stringify(request.params ?? {})}`,
      request.body,
    ),
  };
}

/**
 * Runs `fn` (the money movement) at most once per key. The claim row is inserted in the same
 * transaction as the movement: a concurrent duplicate's INSERT waits on the first one's row lock
 * and, once that commits, finds the stored answer; if the first one rolled back, it proceeds.
 * A business error (AppError) is an answer too: the movement is rolled back to a savepoint and
 * the error is stored, so a replay gets the same 4xx. Unexpected errors roll everything back.
 */
export async function runIdempotent(
  db: Database,
  scope: IdempotencyScope,
  fn: (tx: Queryable) => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  return db.transaction(async (tx) => {
    const claim = await tx.query(
      `INSERT INTO idempotency_keys (subject_kind, subject_id, key, request_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [scope.subjectKind, scope.subjectId, scope.key, scope.requestHash],
    );
    if (claim.rows.length === 0) {
      const { rows } = await tx.query<ClaimRow>(
        `SELECT request_hash, status_code, response FROM idempotency_keys
         WHERE subject_kind = $1 AND subject_id = $2 AND key = $3`,
        [scope.subjectKind, scope.subjectId, scope.key],
      );
      const stored = rows[0];
      if (!stored || stored.request_hash !== scope.requestHash || stored.status_code === null) {
        throw conflict(SERVER_MESSAGES.idempotencyKeyReused);
      }
      return { status: stored.status_code, body: stored.response, replayed: true };
    }
    // Not awaited first: the SAVEPOINT travels with the movement's first statement (pipelined).
    const savepoint = tx.query('SAVEPOINT money_movement');
    let answer: StoredAnswer;
    try {
      answer = await fn(tx);
      await savepoint;
    } catch (error) {
      await savepoint;
      if (!(error instanceof AppError)) throw error;
      await tx.query('ROLLBACK TO SAVEPOINT money_movement');
      answer = { status: error.statusCode, body: { error: { code: error.code, message: error.message } } };
    }
    await tx.query(
      `UPDATE idempotency_keys SET status_code = $4, response = $5::jsonb
       WHERE subject_kind = $1 AND subject_id = $2 AND key = $3`,
      [scope.subjectKind, scope.subjectId, scope.key, answer.status, JSON.stringify(answer.body)],
    );
    return { ...answer, replayed: false };
  });
}

/** Sends a stored (or fresh) answer as it was the first time. */
export function sendAnswer(reply: FastifyReply, answer: StoredAnswer & { replayed: boolean }) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).send(answer.body);
}

export default fp(
  async function idempotency(app: FastifyInstance) {
    // A client retries a submit within minutes; a week covers any retry.
    app.retention.keep({ table: 'idempotency_keys', column: 'created_at', keepMinutes: 7 * DAY_MINUTES });
    app.decorate('idempotent', async (request: FastifyRequest, reply: FastifyReply, work) =>
      sendAnswer(reply, await runIdempotent(app.db, scopeOf(request), work)),
    );
  },
  { name: 'idempotency', fastify: '5.x', dependencies: ['db', 'auth', 'retention'] },
);
