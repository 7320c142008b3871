import type { AdminAccrualRun, Page } from '@member/shared';
import type { Queryable } from '../../../../db/database';
import { toAdminAccrualRun } from '../../accrual';
import { type AccrualRunRecord, RUN_SELECT } from '../accruals';
import { pageParams } from '../shared';

/** What the back office reads of accrual runs: their list (the page shape of decision 0094). */

/** Accrual runs, newest first. */
export async function listRuns(
  db: Queryable,
  page: { page: number; limit: number },
): Promise<Page<Required<AdminAccrualRun>>> {
  const [list, total] = await Promise.all([
    db.query<AccrualRunRecord>(`${RUN_SELECT} ORDER BY r.period_end DESC LIMIT $1 OFFSET $2`, pageParams(page)),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM affiliate_accrual_runs'),
  ]);
  return {
    items: list.rows.map(toAdminAccrualRun),
    page: page.page,
    limit: page.limit,
    total: total.rows[0]?.total ?? 0,
  };
}
