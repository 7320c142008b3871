import {
  RESET_REQUESTS_PER_PHONE_ADDRESS_PER_DAY,
  RESET_REQUESTS_PER_PHONE_PER_DAY,
  RESET_WRONG_CODES_PER_PHONE,
  RESET_WRONG_CODES_PER_PHONE_ADDRESS_PER_DAY,
} from '@member/shared';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { scheduleEvery } from '../../lib/schedule';

/**
 * Rows that serve a short-lived purpose are deleted once it has passed (decision 0060), so those
 * tables stay the size of their use, not of the site's age. Money rows, the ledger, the audit log,
 * members and their activity are never touched here.
 */
const DAY_MINUTES = 24 * 60;

interface RetentionRule {
  table: string;
  /** The row's age, compared with the cutoff (an indexed column: migration 0007). */
  column: string;
  keepMinutes: number;
}

export const RETENTION_RULES: readonly RetentionRule[] = [
  // A client retries a submit within minutes; a week covers any retry.
  {
    table: 'idempotency_keys',
    column: 'created_at',
    keepMinutes: 7 * DAY_MINUTES,
  },
  // An expired token is refused anyway; a month of sign-ins stays for support.
  {
    table: 'sessions',
    column: 'expires_at',
    keepMinutes: 30 * DAY_MINUTES,
  },
  // A code is dead ten minutes after it was sent.
  {
    table: 'password_reset_codes',
    column: 'expires_at',
    keepMinutes: DAY_MINUTES,
  },
  // The forgot-password limits count these rows: keep them for the longest window.
  {
    table: 'password_reset_requests',
    column: 'created_at',
    keepMinutes: Math.max(
      RESET_REQUESTS_PER_PHONE_PER_DAY.windowMinutes,
      RESET_REQUESTS_PER_PHONE_ADDRESS_PER_DAY.windowMinutes,
    ),
  },
  {
    table: 'password_reset_failures',
    column: 'created_at',
    keepMinutes: Math.max(
      RESET_WRONG_CODES_PER_PHONE.windowMinutes,
      RESET_WRONG_CODES_PER_PHONE_ADDRESS_PER_DAY.windowMinutes,
    ),
  },
  // Operators look up recent messages; the codes in them expired long ago.
  {
    table: 'sms_outbox',
    column: 'created_at',
    keepMinutes: 30 * DAY_MINUTES,
  },
];

export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60_000;
/** Rows deleted per statement, so one sweep never holds many row locks or a long transaction. */
const BATCH_ROWS = 5_000;

/** Deletes every row past its rule; answers how many per table. Safe to run in several processes at once. */
export async function sweepRetention(db: Queryable, batchRows = BATCH_ROWS): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const rule of RETENTION_RULES) {
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

/** Runs the sweep every hour while the app is up. */
export function scheduleRetentionSweep(app: FastifyInstance): void {
  scheduleEvery(app, 'retention sweep', RETENTION_SWEEP_INTERVAL_MS, async () => {
    const deleted = await sweepRetention(app.db);
    if (Object.values(deleted).some((n) => n > 0)) app.log.info({ deleted }, 'retention sweep');
  });
}
