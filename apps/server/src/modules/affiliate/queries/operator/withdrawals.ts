import type { AdminAffiliateWithdrawalRow, AffiliateWithdrawalStatus, Page } from '@member/shared';
import type { Queryable } from '../../../../db/database';
import { type AdminWithdrawalRecord, toAdminWithdrawalRow } from '../../withdrawals';
import { pageParams } from '../shared';

/** What the back office reads of income withdrawals: the queue (the page shape of decision 0094) and a row. */

const ADMIN_WITHDRAWAL_SELECT = `SELECT w.id::text AS id, w.member_id::text AS member_id,
  w.amount_satang::text AS amount_satang, w.status, w.requested_at, w.decided_at, o.username AS decided_by, w.note,
  m.tel, m.first_name, m.last_name, a.held
  FROM affiliate_withdrawals w JOIN members m ON m.id = w.member_id JOIN affiliate_members a ON a.member_id = w.member_id
  LEFT JOIN operators o ON o.id = w.decided_by`;

/** Income withdrawals: pending ones first, oldest first (the queue); decided ones newest first. */
export async function listWithdrawals(
  db: Queryable,
  query: { status?: AffiliateWithdrawalStatus; page: number; limit: number },
): Promise<Page<AdminAffiliateWithdrawalRow>> {
  const status = query.status ?? null;
  const [list, total] = await Promise.all([
    db.query<AdminWithdrawalRecord>(
      `${ADMIN_WITHDRAWAL_SELECT} WHERE $1::text IS NULL OR w.status = $1
       ORDER BY w.status <> 'pending',
                CASE WHEN w.status = 'pending' THEN w.requested_at END ASC,
                w.requested_at DESC, w.id
       LIMIT $2 OFFSET $3`,
      [status, ...pageParams(query)],
    ),
    db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM affiliate_withdrawals w WHERE $1::text IS NULL OR w.status = $1',
      [status],
    ),
  ]);
  return {
    items: list.rows.map(toAdminWithdrawalRow),
    page: query.page,
    limit: query.limit,
    total: total.rows[0]?.total ?? 0,
  };
}

export async function findAdminWithdrawal(db: Queryable, id: string): Promise<AdminAffiliateWithdrawalRow | null> {
  const { rows } = await db.query<AdminWithdrawalRecord>(`${ADMIN_WITHDRAWAL_SELECT} WHERE w.id = $1`, [id]);
  return rows[0] ? toAdminWithdrawalRow(rows[0]) : null;
}
