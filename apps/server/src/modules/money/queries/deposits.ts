import { type DepositRow, type DepositType, type MoneyStatus, satangToBaht } from '@member/shared';
import type { Queryable } from '../../../db/database';
import { iso, type NewDeposit } from './shared';
import { WITHDRAWAL_WAITS_SQL } from './withdrawals';

/** SQL of deposit rows and their mapping to the contract's shape. */

export interface DepositRecord {
  id: string;
  member_id: string;
  amount_satang: string;
  type: DepositType;
  status: MoneyStatus;
  bank_time: Date | string;
  promotion_id: string | null;
  annotation: string | null;
  reference: string | null;
  exact_amount: boolean;
  automatic: boolean;
}

export const DEPOSIT_COLUMNS = `d.id::text AS id, d.member_id::text AS member_id, d.amount_satang::text AS amount_satang,
  d.type, d.status, d.bank_time, d.promotion_id::text AS promotion_id, d.annotation, d.exact_amount, d.automatic,
  (SELECT gp.reference FROM gateway_payments gp WHERE gp.deposit_id = d.id) AS reference`;

export function toDepositRow(record: DepositRecord): DepositRow {
  return {
    id: Number(record.id),
    bank_time: iso(record.bank_time),
    amount: satangToBaht(record.amount_satang),
    status: record.status,
    type: record.type,
    promotionId: record.promotion_id === null ? null : Number(record.promotion_id),
    annotation: record.annotation,
    reference: record.reference ?? null,
    exactAmount: record.exact_amount,
    automatic: record.automatic,
  };
}

/**
 * The condition of the expiry rule (decision 0082) on deposit `depositIdSql` at the timestamptz
 * `nowSql`: its gateway payment is unpaid and ran out. `expireDuePayments` applies it; a decision
 * checks it in its own statement.
 */
export const paymentExpiredSql = (depositIdSql: string, nowSql: string) =>
  `EXISTS (SELECT 1 FROM gateway_payments p WHERE p.deposit_id = ${depositIdSql} AND p.paid_at IS NULL
     AND p.expires_at <= ${nowSql})`;

/** Whether the operator's deposit account `id` exists and is shown to members. */
export async function isActiveDepositBankAccount(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM deposit_bank_accounts WHERE id = $1 AND is_active', [id]);
  return rows.length > 0;
}

const INSERT_DEPOSIT_SQL = (guard: string, skip: string, carried: string) => `WITH waiting AS (
       SELECT ${guard} AS blocked, ${skip} AS skipped),
     d AS (
       INSERT INTO deposits (member_id, amount_satang, type, status, annotation, from_bank_code, from_bank_number,
                             decided_by, decided_at, promotion_id, deposit_bank_account_id, exact_amount)
       SELECT m.id, $2, $3, $4, $5, m.bank_code, m.bank_number, $6::bigint,
              CASE WHEN $6::bigint IS NULL THEN NULL ELSE now() END, $7::bigint, $8::bigint, $9::boolean
       FROM members m, waiting WHERE m.id = $1 AND NOT waiting.blocked AND NOT waiting.skipped
       RETURNING *)
     SELECT waiting.blocked, waiting.skipped, ${carried} AS carried, ${DEPOSIT_COLUMNS} FROM waiting LEFT JOIN d ON true`;

/** Automatic deposit matching is on (decision 0161): a bank request's amount must first be made unique. */
const AUTO_DEPOSIT_ON_SQL = `COALESCE((SELECT enabled FROM auto_deposit_settings WHERE id = 1), false)`;

const depositParams = (deposit: NewDeposit) => [
  deposit.memberId,
  deposit.amountSatang,
  deposit.type,
  deposit.status,
  deposit.annotation ?? null,
  deposit.operatorId ?? null,
  deposit.promotionId ?? null,
  deposit.depositBankAccountId ?? null,
  deposit.exactAmount === true,
];

async function insertDepositRow(
  tx: Queryable,
  deposit: NewDeposit,
  guarded: boolean,
  { unlessAutoDeposit = false, carry }: GuardedInsertOptions = {},
) {
  const guard = guarded ? WITHDRAWAL_WAITS_SQL : 'false';
  const params = depositParams(deposit);
  const carried = carry ? carry(params) : 'NULL';
  const { rows } = await tx.query<DepositRecord & { blocked: boolean; skipped: boolean; carried: unknown }>(
    INSERT_DEPOSIT_SQL(guard, unlessAutoDeposit ? AUTO_DEPOSIT_ON_SQL : 'false', carried),
    params,
  );
  const row = rows[0];
  if (!row || (!row.blocked && !row.skipped && !row.id)) throw new Error(`member ${deposit.memberId} missing`);
  return row;
}

interface GuardedInsertOptions {
  /** Write nothing while automatic matching is on (the amount must be made unique first). */
  unlessAutoDeposit?: boolean;
  /**
   * SQL of a value the statement answers beside the row whatever it wrote (`carried`): reads the caller
   * would otherwise send as statements of their own, seeing what the INSERT's snapshot sees. Its
   * parameters are pushed on `params` (the member's id is `$1`).
   */
  carry?: (params: unknown[]) => string;
}

/** Inserts a deposit with the member's own bank as its source; returns the raw record. */
export async function insertDeposit(tx: Queryable, deposit: NewDeposit): Promise<DepositRecord> {
  return insertDepositRow(tx, deposit, false);
}

export type GuardedDepositInsert =
  | { ok: true; record: DepositRecord }
  | { ok: false; code: 'withdrawal_waiting' }
  /** `unlessAutoDeposit` and automatic matching is on: nothing written, the amount must be made unique first. */
  | { ok: false; code: 'auto_deposit_on' };

/**
 * Inserts a deposit unless a withdrawal of the member waits (then nothing is written). Call it after
 * the member's wallet is locked: this statement's snapshot then includes any withdrawal request that
 * held the wallet lock before us.
 */
export async function insertDepositUnlessWithdrawalWaits(
  tx: Queryable,
  deposit: NewDeposit,
  options: GuardedInsertOptions = {},
): Promise<GuardedDepositInsert & { carried: unknown }> {
  const row = await insertDepositRow(tx, deposit, true, options);
  const { carried } = row;
  if (row.blocked) return { ok: false, code: 'withdrawal_waiting', carried };
  return row.skipped ? { ok: false, code: 'auto_deposit_on', carried } : { ok: true, record: row, carried };
}

export async function findDeposit(db: Queryable, id: string, memberId?: string): Promise<DepositRecord | null> {
  const { rows } = await db.query<DepositRecord>(
    `SELECT ${DEPOSIT_COLUMNS} FROM deposits d WHERE d.id = $1 AND ($2::bigint IS NULL OR d.member_id = $2::bigint)`,
    [id, memberId ?? null],
  );
  return rows[0] ?? null;
}

/**
 * The amounts of open bank deposit requests made since `sinceMs` among `candidates` (satang): what a
 * new request's unique amount must avoid.
 */
export async function openBankAmountsTaken(db: Queryable, candidates: number[], sinceMs: number): Promise<Set<number>> {
  const { rows } = await db.query<{ amount_satang: string }>(
    `SELECT DISTINCT amount_satang::text AS amount_satang FROM deposits
     WHERE status = 'waiting_for_approve' AND type = 'bank' AND amount_satang = ANY($1::bigint[])
       AND created_at >= $2`,
    [candidates, new Date(sinceMs)],
  );
  return new Set(rows.map((row) => Number(row.amount_satang)));
}
