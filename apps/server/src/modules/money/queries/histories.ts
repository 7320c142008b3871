import type { DepositRow, Page, WithdrawRow } from '@member/shared';
import type { Queryable } from '../../../db/database';
import { DEPOSIT_COLUMNS, type DepositRecord, toDepositRow } from './deposits';
import type { PageQuery } from './shared';
import { toWithdrawRow, WITHDRAWAL_COLUMNS, type WithdrawalRecord } from './withdrawals';

/** A member's own deposits and withdrawals, a page at a time. */

export async function memberDeposits(db: Queryable, memberId: string, q: PageQuery): Promise<Page<DepositRow>> {
  const { rows } = await db.query<DepositRecord>(
    `SELECT ${DEPOSIT_COLUMNS} FROM deposits d WHERE d.member_id = $1 ORDER BY d.id DESC LIMIT $2 OFFSET $3`,
    [memberId, q.limit, (q.page - 1) * q.limit],
  );
  const total = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM deposits WHERE member_id = $1', [
    memberId,
  ]);
  return { items: rows.map(toDepositRow), page: q.page, limit: q.limit, total: total.rows[0]?.total ?? 0 };
}

export async function memberWithdrawals(db: Queryable, memberId: string, q: PageQuery): Promise<Page<WithdrawRow>> {
  const { rows } = await db.query<WithdrawalRecord>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals w LEFT JOIN banks b ON b.code = w.bank_code
     WHERE w.member_id = $1 ORDER BY w.id DESC LIMIT $2 OFFSET $3`,
    [memberId, q.limit, (q.page - 1) * q.limit],
  );
  const total = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM withdrawals WHERE member_id = $1',
    [memberId],
  );
  return { items: rows.map(toWithdrawRow), page: q.page, limit: q.limit, total: total.rows[0]?.total ?? 0 };
}
