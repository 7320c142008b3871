import type { Queryable } from '../../../db/database';
import type { SourceRecord } from './sources';

/** SQL of the TrueMoney feed: its source, its cursor, and the sandbox wallet's history. */

/** The first active TrueMoney source (decision 0164): the feed's lines are stored under it. */
export async function activeTrueMoneySource(db: Queryable): Promise<SourceRecord | null> {
  const { rows } = await db.query<SourceRecord>(
    `SELECT s.id::text AS id, s.kind, s.name, s.deposit_bank_account_id::text AS deposit_bank_account_id,
            s.is_active, NULL AS bank_code, NULL AS account_number
     FROM statement_sources s WHERE s.kind = 'truemoney' AND s.is_active ORDER BY s.id LIMIT 1`,
  );
  return rows[0] ?? null;
}

/** When the newest TrueMoney line stored occurred: the feed's cursor. */
export async function newestTrueMoneyLineAt(db: Queryable): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | string | null }>(
    `SELECT max(occurred_at) AS at FROM statement_lines WHERE source_kind = 'truemoney'`,
  );
  const at = rows[0]?.at ?? null;
  return at === null ? null : new Date(at);
}

interface SandboxTransferRow {
  transaction_id: string;
  amount_satang: string;
  sender_phone: string;
  sender_name: string | null;
  occurred_at: Date | string;
}

export interface SandboxTransfer {
  transactionId: string;
  amountSatang: number;
  /** The full phone, as the sandbox keeps it. */
  senderPhone: string;
  senderName: string | null;
  occurredAt: Date;
}

const toSandboxTransfer = (row: SandboxTransferRow): SandboxTransfer => ({
  transactionId: row.transaction_id,
  amountSatang: Number(row.amount_satang),
  senderPhone: row.sender_phone,
  senderName: row.sender_name,
  occurredAt: new Date(row.occurred_at),
});

export async function insertSandboxTransfer(
  tx: Queryable,
  transfer: Omit<SandboxTransfer, 'occurredAt'> & { occurredAt: Date },
): Promise<SandboxTransfer> {
  const { rows } = await tx.query<SandboxTransferRow>(
    `INSERT INTO sandbox_truemoney_transfers (transaction_id, amount_satang, sender_phone, sender_name, occurred_at)
     VALUES ($1, $2, $3, $4, $5)
     RETURNING transaction_id, amount_satang::text AS amount_satang, sender_phone, sender_name, occurred_at`,
    [transfer.transactionId, transfer.amountSatang, transfer.senderPhone, transfer.senderName, transfer.occurredAt],
  );
  return toSandboxTransfer(rows[0]!);
}

/** The sandbox wallet's transfers since `since`, oldest first (a page of at most `limit`). */
export async function sandboxTransfersSince(db: Queryable, since: Date, limit: number): Promise<SandboxTransfer[]> {
  const { rows } = await db.query<SandboxTransferRow>(
    `SELECT transaction_id, amount_satang::text AS amount_satang, sender_phone, sender_name, occurred_at
     FROM sandbox_truemoney_transfers WHERE occurred_at >= $1 ORDER BY occurred_at, id LIMIT $2`,
    [since, limit],
  );
  return rows.map(toSandboxTransfer);
}
