import type { AffiliateWithdrawalStatus } from '@member/shared';
import type { Queryable } from '../../../db/database';

/** Income withdrawals: requested, locked for a decision, decided. */

export interface WithdrawalRecord {
  id: string;
  member_id: string;
  amount_satang: string;
  status: AffiliateWithdrawalStatus;
  requested_at: Date | string;
  decided_at: Date | string | null;
  decided_by: string | null;
  note: string | null;
}

const WITHDRAWAL_COLUMNS = `w.id::text AS id, w.member_id::text AS member_id, w.amount_satang::text AS amount_satang,
  w.status, w.requested_at, w.decided_at, o.username AS decided_by, w.note`;

export async function insertWithdrawal(
  tx: Queryable,
  memberId: string,
  amountSatang: number,
): Promise<WithdrawalRecord> {
  const { rows } = await tx.query<WithdrawalRecord>(
    `WITH w AS (INSERT INTO affiliate_withdrawals (member_id, amount_satang) VALUES ($1, $2) RETURNING *)
     SELECT ${WITHDRAWAL_COLUMNS} FROM w LEFT JOIN operators o ON o.id = w.decided_by`,
    [memberId, amountSatang],
  );
  const row = rows[0];
  if (!row) throw new Error('affiliate withdrawal insert returned nothing');
  return row;
}

/** The withdrawal, locked until the transaction ends (a decision), or null. */
export async function lockWithdrawal(tx: Queryable, id: string): Promise<WithdrawalRecord | null> {
  const { rows } = await tx.query<WithdrawalRecord>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM affiliate_withdrawals w LEFT JOIN operators o ON o.id = w.decided_by
     WHERE w.id = $1 FOR UPDATE OF w`,
    [id],
  );
  return rows[0] ?? null;
}

export async function decideWithdrawal(
  tx: Queryable,
  id: string,
  decision: { status: 'approved' | 'rejected'; operatorId: string; note: string | null },
): Promise<WithdrawalRecord> {
  const { rows } = await tx.query<WithdrawalRecord>(
    `WITH w AS (
       UPDATE affiliate_withdrawals SET status = $2, decided_at = now(), decided_by = $3, note = $4
       WHERE id = $1 AND status = 'pending' RETURNING *)
     SELECT ${WITHDRAWAL_COLUMNS} FROM w LEFT JOIN operators o ON o.id = w.decided_by`,
    [id, decision.status, decision.operatorId, decision.note],
  );
  const row = rows[0];
  if (!row) throw new Error(`affiliate withdrawal ${id} was not pending under its lock`);
  return row;
}
