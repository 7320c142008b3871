import { type CountAmount, type MoneyStatus, satangToBaht } from '@member/shared';
import { bangkokDaySql } from '../../../db/bangkok-sql';
import type { Queryable } from '../../../db/database';

/** The dashboard (decision 0094): counts and sums of deposits and withdrawals, new members per day. */

const zeroByStatus = (): Record<MoneyStatus, CountAmount> => ({
  waiting_for_approve: { count: 0, amount: 0 },
  approved: { count: 0, amount: 0 },
  rejected: { count: 0, amount: 0 },
  manual: { count: 0, amount: 0 },
});

/** Rows of `table` created in `[fromIso, toIso)`, counted and summed by status (index on created_at). */
export async function countByStatus(
  db: Queryable,
  table: 'deposits' | 'withdrawals',
  fromIso: string,
  toIso: string,
): Promise<Record<MoneyStatus, CountAmount>> {
  const { rows } = await db.query<{ status: MoneyStatus; count: number; sum: string }>(
    `SELECT status, count(*)::int AS count, sum(amount_satang)::text AS sum FROM ${table}
     WHERE created_at >= $1::timestamptz AND created_at < $2::timestamptz GROUP BY status`,
    [fromIso, toIso],
  );
  const result = zeroByStatus();
  for (const row of rows) result[row.status] = { count: row.count, amount: satangToBaht(row.sum) };
  return result;
}

/** How many deposits and withdrawals wait for a decision (the `(status, id)` indexes). */
export async function waitingCounts(db: Queryable): Promise<{ deposits_waiting: number; withdrawals_waiting: number }> {
  const { rows } = await db.query<{ deposits_waiting: number; withdrawals_waiting: number }>(
    `SELECT (SELECT count(*)::int FROM deposits WHERE status = 'waiting_for_approve') AS deposits_waiting,
            (SELECT count(*)::int FROM withdrawals WHERE status = 'waiting_for_approve') AS withdrawals_waiting`,
  );
  return rows[0] ?? { deposits_waiting: 0, withdrawals_waiting: 0 };
}

/**
 * Approved rows of `table` per Bangkok day of their approval in `[fromIso, toIso)` (the partial
 * `decided_at` index of approved rows); days without rows are absent.
 */
export async function approvedPerDay(
  db: Queryable,
  table: 'deposits' | 'withdrawals',
  fromIso: string,
  toIso: string,
): Promise<Map<string, CountAmount>> {
  const { rows } = await db.query<{ day: string; count: number; sum: string }>(
    `SELECT ${bangkokDaySql('decided_at')} AS day, count(*)::int AS count, sum(amount_satang)::text AS sum
     FROM ${table}
     WHERE status = 'approved' AND decided_at >= $1::timestamptz AND decided_at < $2::timestamptz
     GROUP BY 1`,
    [fromIso, toIso],
  );
  return new Map(rows.map((r) => [r.day, { count: r.count, amount: satangToBaht(r.sum) }]));
}

/** Members registered per Bangkok day in `[fromIso, toIso)` (index on created_at). */
export async function newMembersPerDay(db: Queryable, fromIso: string, toIso: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ day: string; count: number }>(
    `SELECT ${bangkokDaySql('created_at')} AS day, count(*)::int AS count FROM members
     WHERE created_at >= $1::timestamptz AND created_at < $2::timestamptz GROUP BY 1`,
    [fromIso, toIso],
  );
  return new Map(rows.map((r) => [r.day, r.count]));
}
