import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/database';

/**
 * Rows that serve a short-lived purpose are deleted once it has passed (decision 0060), so those
 * tables stay the size of their use, not of the site's age. Each owner of such a table declares its
 * rule here (`app.retention.keep`); money rows, the ledger, the audit log, members and their
 * activity never have one.
 */
export interface RetentionRule {
  table: string;
  /** The row's age, compared with the cutoff (an indexed column: migration 0007). */
  column: string;
  keepMinutes: number;
}

export const DAY_MINUTES = 24 * 60;
export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60_000;
/** Rows deleted per statement, so one sweep never holds many row locks or a long transaction. */
const BATCH_ROWS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    retention: {
      keep(rule: RetentionRule): void;
      rules(): readonly RetentionRule[];
      /** Deletes every row past its rule now; answers how many per table. */
      sweep(batchRows?: number): Promise<Record<string, number>>;
    };
  }
}

/** Safe to run in several processes at once. */
export async function sweepRetention(
  db: Queryable,
  rules: readonly RetentionRule[],
  batchRows = BATCH_ROWS,
): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const rule of rules) {
    let total = 0;
    for (;;) {
      const { rows } = await db.query<{ n: number }>(
        `WITH gone AS (
           DELETE FROM ${rule.table} WHERE ctid IN (
             SELECT ctid FROM ${rule.table} WHERE ${rule.column} < now() - make_interval(mins => $1) LIMIT $2)
           RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [rule.keepMinutes, batchRows],
      );
      const n = rows[0]?.n ?? 0;
      total += n;
      if (n < batchRows) break;
    }
    deleted[rule.table] = total;
  }
  return deleted;
}

/** The sweep is the `retention` job: once an hour across all processes (plugins/jobs.ts). */
export default fp(
  async function retention(app: FastifyInstance) {
    const rules: RetentionRule[] = [];
    app.decorate('retention', {
      keep: (rule: RetentionRule) => void rules.push(rule),
      rules: () => rules,
      sweep: (batchRows?: number) => sweepRetention(app.db, rules, batchRows),
    });
    // Registered once the job registry exists (plugins/jobs.ts comes after this plugin, whose rule it
    // declares); the queue starts later, on the same hook, with every job registered.
    app.addHook('onReady', async () => {
      app.jobs.register({
        name: 'retention',
        everyMs: RETENTION_SWEEP_INTERVAL_MS,
        run: async () => {
          const deleted = await app.retention.sweep();
          if (Object.values(deleted).some((n) => n > 0)) app.log.info({ deleted }, 'retention sweep');
          return deleted;
        },
      });
    });
  },
  { name: 'retention', fastify: '5.x', dependencies: ['db'] },
);
