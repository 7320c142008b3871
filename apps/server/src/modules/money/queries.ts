import {
  type DepositRow,
  type DepositType,
  type MoneyStatus,
  type Page,
  satangToBaht,
  type WithdrawRow,
} from '@member/shared';
import type { Queryable } from '../../db/database';

/** SQL of deposit and withdrawal rows and their mapping to the contract's shapes. */

interface DepositRecord {
  id: string;
  member_id: string;
  amount_satang: string;
  type: DepositType;
  status: MoneyStatus;
  bank_time: Date | string;
  promotion_id: string | null;
  annotation: string | null;
  reference: string | null;
}

interface WithdrawalRecord {
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

export interface MemberSummary {
  tel: string;
  first_name: string;
  last_name: string;
}

const DEPOSIT_COLUMNS = `d.id::text AS id, d.member_id::text AS member_id, d.amount_satang::text AS amount_satang,
  d.type, d.status, d.bank_time, d.promotion_id::text AS promotion_id, d.annotation,
  (SELECT gp.reference FROM gateway_payments gp WHERE gp.deposit_id = d.id) AS reference`;
const WITHDRAWAL_COLUMNS = `w.id::text AS id, w.member_id::text AS member_id, w.amount_satang::text AS amount_satang,
  w.type, w.status, w.bank_time, w.annotation, w.bank_code, b.name AS bank_name, w.bank_number`;
const MEMBER_COLUMNS = `m.tel AS member_tel, m.first_name AS member_first_name, m.last_name AS member_last_name`;

export const iso = (value: Date | string) => new Date(value).toISOString();

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
  };
}

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

type WithMember<R> = R & { member_tel: string; member_first_name: string; member_last_name: string };
const memberOf = (r: WithMember<object>): MemberSummary => ({
  tel: r.member_tel,
  first_name: r.member_first_name,
  last_name: r.member_last_name,
});

export interface NewDeposit {
  memberId: string;
  amountSatang: number;
  type: DepositType;
  status: MoneyStatus;
  annotation?: string | null;
  operatorId?: string | null;
  /** The promotion the deposit claims (checked by the caller). */
  promotionId?: number | null;
}

const WITHDRAWAL_WAITS_SQL = `EXISTS (SELECT 1 FROM withdrawals WHERE member_id = $1 AND status = 'waiting_for_approve')`;

/** Whether a withdrawal of the member waits for a decision. */
export async function withdrawalWaits(db: Queryable, memberId: string): Promise<boolean> {
  const { rows } = await db.query<{ waits: boolean }>(`SELECT ${WITHDRAWAL_WAITS_SQL} AS waits`, [memberId]);
  return rows[0]?.waits ?? false;
}

const INSERT_DEPOSIT_SQL = (guard: string) => `WITH waiting AS (
       SELECT ${guard} AS blocked),
     d AS (
       INSERT INTO deposits (member_id, amount_satang, type, status, annotation, from_bank_code, from_bank_number,
                             decided_by, decided_at, promotion_id)
       SELECT m.id, $2, $3, $4, $5, m.bank_code, m.bank_number, $6::bigint,
              CASE WHEN $6::bigint IS NULL THEN NULL ELSE now() END, $7::bigint
       FROM members m, waiting WHERE m.id = $1 AND NOT waiting.blocked
       RETURNING *)
     SELECT waiting.blocked, ${DEPOSIT_COLUMNS} FROM waiting LEFT JOIN d ON true`;

const depositParams = (deposit: NewDeposit) => [
  deposit.memberId,
  deposit.amountSatang,
  deposit.type,
  deposit.status,
  deposit.annotation ?? null,
  deposit.operatorId ?? null,
  deposit.promotionId ?? null,
];

async function insertDepositRow(tx: Queryable, deposit: NewDeposit, guarded: boolean) {
  const guard = guarded ? WITHDRAWAL_WAITS_SQL : 'false';
  const { rows } = await tx.query<DepositRecord & { blocked: boolean }>(
    INSERT_DEPOSIT_SQL(guard),
    depositParams(deposit),
  );
  const row = rows[0];
  if (!row || (!row.blocked && !row.id)) throw new Error(`member ${deposit.memberId} missing`);
  return row;
}

/** Inserts a deposit with the member's own bank as its source; returns the raw record. */
export async function insertDeposit(tx: Queryable, deposit: NewDeposit): Promise<DepositRecord> {
  return insertDepositRow(tx, deposit, false);
}

export type GuardedDepositInsert = { ok: true; record: DepositRecord } | { ok: false; code: 'withdrawal_waiting' };

/**
 * Inserts a deposit unless a withdrawal of the member waits (then nothing is written). Call it after
 * the member's wallet is locked: this statement's snapshot then includes any withdrawal request that
 * held the wallet lock before us.
 */
export async function insertDepositUnlessWithdrawalWaits(
  tx: Queryable,
  deposit: NewDeposit,
): Promise<GuardedDepositInsert> {
  const row = await insertDepositRow(tx, deposit, true);
  return row.blocked ? { ok: false, code: 'withdrawal_waiting' } : { ok: true, record: row };
}

export async function insertWithdrawal(
  tx: Queryable,
  withdrawal: Omit<NewDeposit, 'type'> & { type: 'bank' | 'manual' },
): Promise<WithdrawalRecord> {
  const { rows } = await tx.query<WithdrawalRecord>(
    `WITH w AS (
       INSERT INTO withdrawals (member_id, amount_satang, type, status, annotation, bank_code, bank_number,
                                decided_by, decided_at)
       SELECT m.id, $2, $3, $4, $5, m.bank_code, m.bank_number, $6::bigint,
              CASE WHEN $6::bigint IS NULL THEN NULL ELSE now() END
       FROM members m WHERE m.id = $1
       RETURNING *)
     SELECT ${WITHDRAWAL_COLUMNS} FROM w LEFT JOIN banks b ON b.code = w.bank_code`,
    [
      withdrawal.memberId,
      withdrawal.amountSatang,
      withdrawal.type,
      withdrawal.status,
      withdrawal.annotation ?? null,
      withdrawal.operatorId ?? null,
    ],
  );
  const record = rows[0];
  if (!record) throw new Error(`member ${withdrawal.memberId} missing`);
  return record;
}

export async function findDeposit(db: Queryable, id: string, memberId?: string): Promise<DepositRecord | null> {
  const { rows } = await db.query<DepositRecord>(
    `SELECT ${DEPOSIT_COLUMNS} FROM deposits d WHERE d.id = $1 AND ($2::bigint IS NULL OR d.member_id = $2::bigint)`,
    [id, memberId ?? null],
  );
  return rows[0] ?? null;
}

export async function findWithdrawal(db: Queryable, id: string, memberId?: string): Promise<WithdrawalRecord | null> {
  const { rows } = await db.query<WithdrawalRecord>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals w LEFT JOIN banks b ON b.code = w.bank_code
     WHERE w.id = $1 AND ($2::bigint IS NULL OR w.member_id = $2::bigint)`,
    [id, memberId ?? null],
  );
  return rows[0] ?? null;
}

export interface Resolution<R> {
  /** The row as it was when we held its lock. */
  before: R;
  /** The row after the decision; null when it was not (or no longer) waiting: nothing changed. */
  after: R | null;
}

const resolveSql = (table: 'deposits' | 'withdrawals') => {
  const [alias, columns, join] =
    table === 'deposits'
      ? ['d', DEPOSIT_COLUMNS, '']
      : ['w', WITHDRAWAL_COLUMNS, `LEFT JOIN banks b ON b.code = w.bank_code`];
  // `cur` locks the row first (the newest version under READ COMMITTED); the UPDATE joins it, and
  // its guard (still waiting) is re-checked on the newest version: a row resolves at most once.
  return `WITH cur AS MATERIALIZED (SELECT * FROM ${table} WHERE id = $1 FOR NO KEY UPDATE),
     upd AS (
       UPDATE ${table} t SET status = $2, annotation = COALESCE($3, t.annotation), decided_by = $4, decided_at = now()
       FROM cur WHERE t.id = cur.id AND t.status = 'waiting_for_approve'
       RETURNING t.*)
     SELECT (SELECT to_jsonb(x) FROM (SELECT ${columns} FROM cur ${alias} ${join}) x) AS before,
            (SELECT to_jsonb(x) FROM (SELECT ${columns} FROM upd ${alias} ${join}) x) AS after`;
};

/**
 * Locks a deposit or withdrawal and moves it from waiting to `status`, once, in one statement;
 * null when there is no such row.
 */
export async function resolveWaiting<T extends 'deposits' | 'withdrawals'>(
  tx: Queryable,
  table: T,
  id: string,
  decision: { status: 'approved' | 'rejected'; annotation: string | null; operatorId: string | null },
): Promise<Resolution<T extends 'deposits' ? DepositRecord : WithdrawalRecord> | null> {
  type R = T extends 'deposits' ? DepositRecord : WithdrawalRecord;
  const { rows } = await tx.query<{ before: R | null; after: R | null }>(resolveSql(table), [
    id,
    decision.status,
    decision.annotation,
    decision.operatorId,
  ]);
  const row = rows[0];
  return row?.before ? { before: row.before, after: row.after } : null;
}

export interface PageQuery {
  page: number;
  limit: number;
}

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

export type AdminDepositRow = DepositRow & { member: MemberSummary };
export type AdminWithdrawRow = WithdrawRow & { member: MemberSummary };

export async function adminDeposits(
  db: Queryable,
  status: MoneyStatus | null,
  q: PageQuery,
): Promise<Page<AdminDepositRow>> {
  const { rows } = await db.query<WithMember<DepositRecord>>(
    `SELECT ${DEPOSIT_COLUMNS}, ${MEMBER_COLUMNS} FROM deposits d JOIN members m ON m.id = d.member_id
     WHERE ($1::text IS NULL OR d.status = $1) ORDER BY d.id DESC LIMIT $2 OFFSET $3`,
    [status, q.limit, (q.page - 1) * q.limit],
  );
  const total = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM deposits WHERE ($1::text IS NULL OR status = $1)',
    [status],
  );
  return {
    items: rows.map((r) => ({ ...toDepositRow(r), member: memberOf(r) })),
    page: q.page,
    limit: q.limit,
    total: total.rows[0]?.total ?? 0,
  };
}

export async function adminWithdrawals(
  db: Queryable,
  status: MoneyStatus | null,
  q: PageQuery,
): Promise<Page<AdminWithdrawRow>> {
  const { rows } = await db.query<WithMember<WithdrawalRecord>>(
    `SELECT ${WITHDRAWAL_COLUMNS}, ${MEMBER_COLUMNS}
     FROM withdrawals w JOIN members m ON m.id = w.member_id LEFT JOIN banks b ON b.code = w.bank_code
     WHERE ($1::text IS NULL OR w.status = $1) ORDER BY w.id DESC LIMIT $2 OFFSET $3`,
    [status, q.limit, (q.page - 1) * q.limit],
  );
  const total = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM withdrawals WHERE ($1::text IS NULL OR status = $1)',
    [status],
  );
  return {
    items: rows.map((r) => ({ ...toWithdrawRow(r), member: memberOf(r) })),
    page: q.page,
    limit: q.limit,
    total: total.rows[0]?.total ?? 0,
  };
}

export async function findMemberIdByTel(db: Queryable, tel: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>('SELECT id::text AS id FROM members WHERE tel = $1', [tel]);
  return rows[0]?.id ?? null;
}

export interface LedgerEntry {
  id: number;
  at: string;
  /** Baht, signed from the wallet's side: + in, - out. */
  amount: number;
  kind: string;
  counterparty: string;
  balance_after: number;
}

/** `w` is the THB wallet of member $1. */
const WALLET_OF_MEMBER = `w.ledger = 'THB' AND w.code = 'member_wallet' AND w.owner_id = $1 AND w.shard = 0`;

/** A member's wallet movements, newest first (`kind` is the transfer's code, `counterparty` the other account's). */
export async function memberLedger(db: Queryable, memberId: string, q: PageQuery): Promise<Page<LedgerEntry>> {
  const { rows } = await db.query<{
    id: string;
    created_at: Date | string;
    amount_satang: string;
    kind: string;
    incoming: boolean;
    counterparty: string;
    balance_after: string;
  }>(
    `SELECT t.id::text AS id, t.created_at, t.amount_satang::text AS amount_satang, t.code AS kind,
            t.credit_account_id = w.id AS incoming,
            other.code AS counterparty,
            (CASE WHEN t.credit_account_id = w.id THEN t.credit_balance_after ELSE t.debit_balance_after END)::text
              AS balance_after
     FROM ledger_accounts w
     JOIN ledger_transfers t ON t.credit_account_id = w.id OR t.debit_account_id = w.id
     JOIN ledger_accounts other
       ON other.id = CASE WHEN t.credit_account_id = w.id THEN t.debit_account_id ELSE t.credit_account_id END
     WHERE ${WALLET_OF_MEMBER}
     ORDER BY t.id DESC LIMIT $2 OFFSET $3`,
    [memberId, q.limit, (q.page - 1) * q.limit],
  );
  const total = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ledger_accounts w
     JOIN ledger_transfers t ON t.credit_account_id = w.id OR t.debit_account_id = w.id
     WHERE ${WALLET_OF_MEMBER}`,
    [memberId],
  );
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      at: iso(r.created_at),
      amount: satangToBaht(r.amount_satang) * (r.incoming ? 1 : -1),
      kind: r.kind,
      counterparty: r.counterparty,
      balance_after: satangToBaht(r.balance_after),
    })),
    page: q.page,
    limit: q.limit,
    total: total.rows[0]?.total ?? 0,
  };
}
