import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/database';
import { requireAuth } from './auth';

/** Who did what to which row, with the row before and after; written in the action's transaction. */
export interface AuditEntry {
  operatorId: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
}

export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (operator_id, action, target_type, target_id, before, after)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
    [
      entry.operatorId,
      entry.action,
      entry.targetType,
      entry.targetId,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}

/** What an audited change answers: the row before and after it, and what the route sends back. */
export interface AuditedChange<T> {
  before: unknown;
  after: unknown;
  answer: T;
  /** The target's id when only the change knows it (a created row). */
  targetId?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * An operator's change and its audit row in one transaction: `change` locks and changes the
     * row, answering it before and after; the signed-in operator is the one recorded.
     */
    audited<T>(
      request: FastifyRequest,
      target: { action: string; type: string; id?: string },
      change: (tx: Queryable) => Promise<AuditedChange<T>>,
    ): Promise<T>;
  }
}

export default fp(
  async function audit(app: FastifyInstance) {
    app.decorate('audited', async function audited<
      T,
    >(request: FastifyRequest, target: { action: string; type: string; id?: string }, change: (tx: Queryable) => Promise<AuditedChange<T>>): Promise<T> {
      const operatorId = requireAuth(request).subjectId;
      return app.db.transaction(async (tx) => {
        const done = await change(tx);
        await recordAudit(tx, {
          operatorId,
          action: target.action,
          targetType: target.type,
          targetId: done.targetId ?? target.id ?? '',
          before: done.before,
          after: done.after,
        });
        return done.answer;
      });
    });
  },
  { name: 'audit', fastify: '5.x', dependencies: ['db', 'auth'] },
);
