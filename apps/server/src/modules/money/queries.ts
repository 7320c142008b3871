import {
  type AdminDepositRow,
  type AdminWithdrawRow,
  bangkokRangeBounds,
  type CountAmount,
  type DepositRow,
  type DepositType,
  defaultMoneySort,
  type MoneyChannel,
  type MoneyListSort,
  type MoneyRowMember,
  type MoneyStatus,
  maskAccountNumber,
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

const DEPOSIT_COLUMNS = `d.id::text AS id, d.member_id::text AS member_id, d.amount_satang::text AS amount_satang,
  d.type, d.status, d.bank_time, d.promotion_id::text AS promotion_id, d.annotation,
  (SELECT gp.reference FROM gateway_payments gp WHERE gp.deposit_id = d.id) AS reference`;
const WITHDRAWAL_COLUMNS = `w.id::text AS id, w.member_id::text AS member_id, w.amount_satang::text AS amount_satang,
  w.type, w.status, w.bank_time, w.annotation, w.bank_code, b.name AS bank_name, w.bank_number`;

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

export interface NewDeposit {
  memberId: string;
  amountSatang: number;
  type: DepositType;
  status: MoneyStatus;
  annotation?: string | null;
  operatorId?: string | null;
  /** The promotion the deposit claims (checked by the caller). */
  promotionId?: number | null;
  /** The operator's account the member sent the money to (checked by the caller). */
  depositBankAccountId?: number | null;
}

/** Whether the operator's deposit account `id` exists and is shown to members. */
export async function isActiveDepositBankAccount(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM deposit_bank_accounts WHERE id = $1 AND is_active', [id]);
  return rows.length > 0;
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
                             decided_by, decided_at, promotion_id, deposit_bank_account_id)
       SELECT m.id, $2, $3, $4, $5, m.bank_code, m.bank_number, $6::bigint,
              CASE WHEN $6::bigint IS NULL THEN NULL ELSE now() END, $7::bigint, $8::bigint
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
  deposit.depositBankAccountId ?? null,
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

/** What the operator's lists filter by (decision 0094); `memberId` is a member's own lists. */
export interface AdminMoneyFilter {
  status?: MoneyStatus;
  /** Bangkok days of creation, inclusive. */
  from?: string;
  to?: string;
  tel?: string;
  channel?: MoneyChannel;
  sort?: MoneyListSort;
  memberId?: string;
}

const ORDER_BY: Record<MoneyListSort, (alias: string) => string> = {
  created_asc: (a) => `${a}.id ASC`,
  created_desc: (a) => `${a}.id DESC`,
  amount_desc: (a) => `${a}.amount_satang DESC, ${a}.id DESC`,
  amount_asc: (a) => `${a}.amount_satang ASC, ${a}.id ASC`,
};

/** The WHERE of a list and its parameters ($1-$6); the caller's own parameters follow. */
function adminWhere(alias: string, filter: AdminMoneyFilter) {
  const { fromIso, toIso } = bangkokRangeBounds(filter);
  return {
    where: `($1::text IS NULL OR ${alias}.status = $1)
       AND ($2::timestamptz IS NULL OR ${alias}.created_at >= $2::timestamptz)
       AND ($3::timestamptz IS NULL OR ${alias}.created_at < $3::timestamptz)
       AND ($4::text IS NULL OR ${alias}.member_id = (SELECT id FROM members WHERE tel = $4))
       AND ($5::text IS NULL OR ${alias}.type = $5)
       AND ($6::bigint IS NULL OR ${alias}.member_id = $6::bigint)`,
    params: [
      filter.status ?? null,
      fromIso,
      toIso,
      filter.tel ?? null,
      filter.channel ?? null,
      filter.memberId ?? null,
    ] as unknown[],
  };
}

/** The member, their bank, and who decided, for a row aliased `alias`. */
const ADMIN_COLUMNS = (alias: string) => `m.tel AS member_tel, m.first_name AS member_first_name,
  m.last_name AS member_last_name, m.member_level AS member_level, m.bank_code AS member_bank_code,
  mb.name AS member_bank_name, m.bank_number AS member_bank_number, ${alias}.created_at AS created_at,
  ${alias}.decided_at AS decided_at, o.username AS decided_by`;
const ADMIN_JOINS = (alias: string) => `JOIN members m ON m.id = ${alias}.member_id
  LEFT JOIN banks mb ON mb.code = m.bank_code
  LEFT JOIN operators o ON o.id = ${alias}.decided_by`;

interface AdminRecord {
  member_tel: string;
  member_first_name: string;
  member_last_name: string;
  member_level: string;
  member_bank_code: string;
  member_bank_name: string | null;
  member_bank_number: string;
  created_at: Date | string;
  decided_at: Date | string | null;
  decided_by: string | null;
}

function adminFields(r: AdminRecord) {
  const member: MoneyRowMember = {
    tel: r.member_tel,
    first_name: r.member_first_name,
    last_name: r.member_last_name,
    level: r.member_level,
    bank: {
      code: r.member_bank_code,
      name: r.member_bank_name ?? r.member_bank_code,
      number_masked: maskAccountNumber(r.member_bank_number),
    },
  };
  return {
    member,
    created_at: iso(r.created_at),
    decided_at: r.decided_at === null ? null : iso(r.decided_at),
    decided_by: r.decided_by,
  };
}

async function adminPage<R, T>(
  db: Queryable,
  table: 'deposits' | 'withdrawals',
  select: string,
  filter: AdminMoneyFilter,
  q: PageQuery,
  toRow: (record: R) => T,
): Promise<Page<T>> {
  const alias = table === 'deposits' ? 'd' : 'w';
  const { where, params } = adminWhere(alias, filter);
  const order = ORDER_BY[filter.sort ?? defaultMoneySort(filter.status)](alias);
  const [page, total] = await Promise.all([
    db.query<R>(`${select} WHERE ${where} ORDER BY ${order} LIMIT $7 OFFSET $8`, [
      ...params,
      q.limit,
      (q.page - 1) * q.limit,
    ]),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${table} ${alias} WHERE ${where}`, params),
  ]);
  return { items: page.rows.map(toRow), page: q.page, limit: q.limit, total: total.rows[0]?.total ?? 0 };
}

interface ReceivingRecord {
  ra_id: string | null;
  ra_bank_code: string | null;
  ra_bank_name: string | null;
  ra_account_number: string | null;
  ra_account_name: string | null;
}

export async function adminDeposits(
  db: Queryable,
  filter: AdminMoneyFilter,
  q: PageQuery,
): Promise<Page<AdminDepositRow>> {
  return adminPage<DepositRecord & AdminRecord & ReceivingRecord, AdminDepositRow>(
    db,
    'deposits',
    `SELECT ${DEPOSIT_COLUMNS}, ${ADMIN_COLUMNS('d')}, ra.id::text AS ra_id, ra.bank_code AS ra_bank_code,
            rb.name AS ra_bank_name, ra.account_number AS ra_account_number, ra.account_name AS ra_account_name
     FROM deposits d ${ADMIN_JOINS('d')}
     LEFT JOIN deposit_bank_accounts ra ON ra.id = d.deposit_bank_account_id
     LEFT JOIN banks rb ON rb.code = ra.bank_code`,
    filter,
    q,
    (r) => ({
      ...toDepositRow(r),
      ...adminFields(r),
      receiving_account:
        r.ra_id === null
          ? null
          : {
              id: Number(r.ra_id),
              bankCode: r.ra_bank_code ?? '',
              bankName: r.ra_bank_name ?? r.ra_bank_code ?? '',
              accountNumber: r.ra_account_number ?? '',
              accountName: r.ra_account_name ?? '',
            },
    }),
  );
}

export async function adminWithdrawals(
  db: Queryable,
  filter: AdminMoneyFilter,
  q: PageQuery,
): Promise<Page<AdminWithdrawRow>> {
  return adminPage<WithdrawalRecord & AdminRecord, AdminWithdrawRow>(
    db,
    'withdrawals',
    `SELECT ${WITHDRAWAL_COLUMNS}, ${ADMIN_COLUMNS('w')}
     FROM withdrawals w LEFT JOIN banks b ON b.code = w.bank_code ${ADMIN_JOINS('w')}`,
    filter,
    q,
    (r) => ({ ...toWithdrawRow(r), ...adminFields(r) }),
  );
}

// The dashboard (decision 0094) ------------------------------------------------------------------

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

/** Bangkok day of a timestamptz column, as `YYYY-MM-DD` text (Thailand keeps UTC+7 all year). */
const bangkokDaySql = (column: string) => `to_char((${column} AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD')`;

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

// A member's money, for the back office's member page --------------------------------------------

export interface MemberMoneySummary {
  /** Approved deposits (not manual credits), baht. */
  deposited: number;
  /** Approved withdrawals (not manual debits), baht. */
  withdrawn: number;
  manual_credit: number;
  manual_debit: number;
  deposits: number;
  deposits_waiting: number;
  withdrawals: number;
  withdrawals_waiting: number;
}

/** Totals and counts of a member's deposits and withdrawals (the `(member_id, id)` indexes). */
export async function memberMoneySummary(db: Queryable, memberId: string): Promise<MemberMoneySummary> {
  const { rows } = await db.query<Record<keyof MemberMoneySummary, string>>(
    `SELECT
       (SELECT COALESCE(sum(amount_satang) FILTER (WHERE status = 'approved'), 0)::text FROM deposits WHERE member_id = $1) AS deposited,
       (SELECT COALESCE(sum(amount_satang) FILTER (WHERE status = 'manual'), 0)::text FROM deposits WHERE member_id = $1) AS manual_credit,
       (SELECT count(*)::text FROM deposits WHERE member_id = $1) AS deposits,
       (SELECT count(*)::text FROM deposits WHERE member_id = $1 AND status = 'waiting_for_approve') AS deposits_waiting,
       (SELECT COALESCE(sum(amount_satang) FILTER (WHERE status = 'approved'), 0)::text FROM withdrawals WHERE member_id = $1) AS withdrawn,
       (SELECT COALESCE(sum(amount_satang) FILTER (WHERE status = 'manual'), 0)::text FROM withdrawals WHERE member_id = $1) AS manual_debit,
       (SELECT count(*)::text FROM withdrawals WHERE member_id = $1) AS withdrawals,
       (SELECT count(*)::text FROM withdrawals WHERE member_id = $1 AND status = 'waiting_for_approve') AS withdrawals_waiting`,
    [memberId],
  );
  const r = rows[0];
  if (!r) throw new Error('member money summary returned nothing');
  return {
    deposited: satangToBaht(r.deposited),
    withdrawn: satangToBaht(r.withdrawn),
    manual_credit: satangToBaht(r.manual_credit),
    manual_debit: satangToBaht(r.manual_debit),
    deposits: Number(r.deposits),
    deposits_waiting: Number(r.deposits_waiting),
    withdrawals: Number(r.withdrawals),
    withdrawals_waiting: Number(r.withdrawals_waiting),
  };
}

/** A deposit or withdrawal as a line of a member's recent money (baht). */
export interface RecentMoneyLine {
  id: string;
  amount: number;
  status: MoneyStatus;
  createdAt: string;
}

/**
 * A member's latest deposits and withdrawals, newest first, at most `limit` of each (the
 * `(member_id, id)` indexes): the member's context beside the live chat.
 */
export async function recentMemberMoney(
  db: Queryable,
  memberId: string,
  limit: number,
): Promise<{ deposits: RecentMoneyLine[]; withdrawals: RecentMoneyLine[] }> {
  const lines = async (table: 'deposits' | 'withdrawals') => {
    const { rows } = await db.query<{
      id: string;
      amount_satang: string;
      status: MoneyStatus;
      created_at: Date | string;
    }>(
      `SELECT id::text AS id, amount_satang::text AS amount_satang, status, created_at FROM ${table}
       WHERE member_id = $1 ORDER BY id DESC LIMIT $2`,
      [memberId, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      amount: satangToBaht(row.amount_satang),
      status: row.status,
      createdAt: iso(row.created_at),
    }));
  };
  const [deposits, withdrawals] = await Promise.all([lines('deposits'), lines('withdrawals')]);
  return { deposits, withdrawals };
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
