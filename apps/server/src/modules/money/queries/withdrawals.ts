import { type MoneyStatus, satangToBaht, type WithdrawRow } from '@member/shared';
import type { Queryable } from '../../../db/database';
import { type FollowingTransfer, followingTransferSql, type TransferRow } from '../ledger';
import { iso, type NewDeposit } from './shared';

/** SQL of withdrawal rows and their mapping to the contract's shape. */

export interface WithdrawalRecord {
  id: string;
  member_id: string;
  amount_satang: string;
  type: 'bank' | 'manual';
  status: MoneyStatus;
  bank_time: Date | string;
  annotation: string | null;
  bank_code: string;
  bank_name: string | null;
  bank_number: string;
}

export const WITHDRAWAL_COLUMNS = `w.id::text AS id, w.member_id::text AS member_id, w.amount_satang::text AS amount_satang,
  w.type, w.status, w.bank_time, w.annotation, w.bank_code, b.name AS bank_name, w.bank_number`;

export function toWithdrawRow(record: WithdrawalRecord): WithdrawRow {
  return {
    id: Number(record.id),
    bank_time: iso(record.bank_time),
    amount: satangToBaht(record.amount_satang),
    status: record.status,
    type: record.type,
    promotionId: null,
    annotation: record.annotation,
    bank: { code: record.bank_code, name: record.bank_name ?? record.bank_code, number: record.bank_number },
  };
}

export const WITHDRAWAL_WAITS_SQL = `EXISTS (SELECT 1 FROM withdrawals WHERE member_id = $1 AND status = 'waiting_for_approve')`;

/** Whether a withdrawal of the member waits for a decision. */
export async function withdrawalWaits(db: Queryable, memberId: string): Promise<boolean> {
  const { rows } = await db.query<{ waits: boolean }>(`SELECT ${WITHDRAWAL_WAITS_SQL} AS waits`, [memberId]);
  return rows[0]?.waits ?? false;
}

/**
 * Inserts a withdrawal with the member's own bank. `carry`: SQL of a value answered beside the row
 * (`carried`); `following`: the transfer of the new row's amount, made by the same statement (see
 * `followingTransferSql`; `transfer` is then its row).
 */
export async function insertWithdrawal(
  tx: Queryable,
  withdrawal: Omit<NewDeposit, 'type'> & { type: 'bank' | 'manual' },
  { carry, following }: { carry?: string; following?: FollowingTransfer } = {},
): Promise<WithdrawalRecord & { carried?: unknown; transfer?: TransferRow | null }> {
  const params: unknown[] = [
    withdrawal.memberId,
    withdrawal.amountSatang,
    withdrawal.type,
    withdrawal.status,
    withdrawal.annotation ?? null,
    withdrawal.operatorId ?? null,
  ];
  const moving = following ? followingTransferSql(following, 'w', params) : null;
  const { rows } = await tx.query<WithdrawalRecord & { carried?: unknown; transfer?: TransferRow | null }>(
    `WITH w AS (
       INSERT INTO withdrawals (member_id, amount_satang, type, status, annotation, bank_code, bank_number,
                                decided_by, decided_at)
       SELECT m.id, $2, $3, $4, $5, m.bank_code, m.bank_number, $6::bigint,
              CASE WHEN $6::bigint IS NULL THEN NULL ELSE now() END
       FROM members m WHERE m.id = $1
       RETURNING *)${
         moving
           ? `,
     ${moving.ctes}`
           : ''
       }
     SELECT ${WITHDRAWAL_COLUMNS}${carry ? `, ${carry} AS carried` : ''}${
       moving ? `, ${moving.answer} AS transfer` : ''
     }
     FROM w LEFT JOIN banks b ON b.code = w.bank_code`,
    params,
  );
  const record = rows[0];
  if (!record) throw new Error(`member ${withdrawal.memberId} missing`);
  return record;
}

export async function findWithdrawal(db: Queryable, id: string, memberId?: string): Promise<WithdrawalRecord | null> {
  const { rows } = await db.query<WithdrawalRecord>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals w LEFT JOIN banks b ON b.code = w.bank_code
     WHERE w.id = $1 AND ($2::bigint IS NULL OR w.member_id = $2::bigint)`,
    [id, memberId ?? null],
  );
  return rows[0] ?? null;
}
