import type { Queryable } from '../../../db/database';
import type { SandboxTransfer } from '../slip';

/** SQL of deposit slips (decision 0163) and of the sandbox bank's transfers. */

export type SlipState = 'verified' | 'refused' | 'review';

export interface NewSlip {
  depositId: string;
  memberId: string;
  imageKey: string;
  state: SlipState;
  sendingBank?: string | null;
  transRef?: string | null;
  amountSatang?: number | null;
  occurredAt?: Date | null;
  reason?: string | null;
}

export async function insertSlip(db: Queryable, slip: NewSlip): Promise<void> {
  await db.query(
    `INSERT INTO deposit_slips (deposit_id, member_id, image_key, state, sending_bank, trans_ref, amount_satang, occurred_at, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      slip.depositId,
      slip.memberId,
      slip.imageKey,
      slip.state,
      slip.sendingBank ?? null,
      slip.transRef ?? null,
      slip.amountSatang ?? null,
      slip.occurredAt ?? null,
      slip.reason ?? null,
    ],
  );
}

/** Whether a verified slip already carries this transaction reference. */
export async function transRefUsed(db: Queryable, transRef: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM deposit_slips WHERE state = 'verified' AND trans_ref = $1`, [
    transRef,
  ]);
  return rows.length > 0;
}

/** A unique violation of the verified-reference index: another upload of the same slip won. */
export function isUsedRefViolation(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  return (
    e?.code === '23505' &&
    (e.constraint === 'deposit_slips_verified_ref_idx' ||
      (typeof e.message === 'string' && e.message.includes('deposit_slips_verified_ref_idx')))
  );
}

interface SandboxTransferRecord {
  trans_ref: string;
  amount_satang: string;
  occurred_at: Date | string;
  receiver_account: string;
  receiver_name: string;
  sender_account: string | null;
  sender_name: string | null;
  sending_bank: string;
}

/** The sandbox bank's transfer of a reference from a bank, as the sandbox verifier reads it. */
export async function findSandboxTransfer(
  db: Queryable,
  transRef: string,
  sendingBank: string,
): Promise<SandboxTransfer | null> {
  const { rows } = await db.query<SandboxTransferRecord>(
    `SELECT trans_ref, amount_satang::text AS amount_satang, occurred_at, receiver_account, receiver_name,
            sender_account, sender_name, sending_bank
     FROM sandbox_bank_transfers WHERE trans_ref = $1 AND sending_bank = $2`,
    [transRef, sendingBank],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    transRef: row.trans_ref,
    amountSatang: Number(row.amount_satang),
    occurredAt: new Date(row.occurred_at),
    receiver: { accountDigits: row.receiver_account, name: row.receiver_name },
    sender: {
      bankCode: row.sending_bank,
      ...(row.sender_account === null ? {} : { accountDigits: row.sender_account }),
      ...(row.sender_name === null ? {} : { name: row.sender_name }),
    },
  };
}

export interface NewSandboxTransfer {
  transRef: string;
  sendingBank: string;
  amountSatang: number;
  occurredAt: Date;
  receiverAccount: string;
  receiverName: string;
  senderAccount: string | null;
  senderName: string | null;
}

/** Stores a sandbox transfer; answers the total the sandbox bank has sent to that account (the SMS's balance). */
export async function insertSandboxTransfer(db: Queryable, transfer: NewSandboxTransfer): Promise<number> {
  await db.query(
    `INSERT INTO sandbox_bank_transfers
       (trans_ref, sending_bank, amount_satang, occurred_at, receiver_account, receiver_name, sender_account, sender_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      transfer.transRef,
      transfer.sendingBank,
      transfer.amountSatang,
      transfer.occurredAt,
      transfer.receiverAccount,
      transfer.receiverName,
      transfer.senderAccount,
      transfer.senderName,
    ],
  );
  const { rows } = await db.query<{ total: string }>(
    `SELECT COALESCE(sum(amount_satang), 0)::text AS total FROM sandbox_bank_transfers WHERE receiver_account = $1`,
    [transfer.receiverAccount],
  );
  return Number(rows[0]?.total ?? 0);
}

/** An active deposit account of the site by id: its number and name. */
export async function findActiveDepositAccount(
  db: Queryable,
  id: number,
): Promise<{ accountNumber: string; accountName: string } | null> {
  const { rows } = await db.query<{ account_number: string; account_name: string }>(
    'SELECT account_number, account_name FROM deposit_bank_accounts WHERE id = $1 AND is_active',
    [id],
  );
  const row = rows[0];
  return row ? { accountNumber: row.account_number, accountName: row.account_name } : null;
}

/** A member's registered account and name by phone, the sandbox transfer's sender. */
export async function findSenderByTel(
  db: Queryable,
  tel: string,
): Promise<{ bankNumber: string; name: string } | null> {
  const { rows } = await db.query<{ bank_number: string; first_name: string; last_name: string }>(
    'SELECT bank_number, first_name, last_name FROM members WHERE tel = $1',
    [tel],
  );
  const row = rows[0];
  return row ? { bankNumber: row.bank_number, name: `${row.first_name} ${row.last_name}` } : null;
}
