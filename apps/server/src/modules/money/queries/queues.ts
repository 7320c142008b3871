import {
  type AdminDepositRow,
  type AdminWithdrawRow,
  bangkokRangeBounds,
  defaultMoneySort,
  type MoneyChannel,
  type MoneyListSort,
  type MoneyRowMember,
  type MoneyStatus,
  maskAccountNumber,
  type Page,
  type PayoutStatus,
  type PayoutStop,
  satangToBaht,
} from '@member/shared';
import type { Queryable } from '../../../db/database';
import { type FollowingTransfer, followingTransferSql, type TransferRow } from '../ledger';
import { DEPOSIT_COLUMNS, type DepositRecord, paymentExpiredSql, toDepositRow } from './deposits';
import { iso, type PageQuery } from './shared';
import { toWithdrawRow, WITHDRAWAL_COLUMNS, type WithdrawalRecord } from './withdrawals';

/** The operator's queues of deposits and withdrawals: their lists and the decision on a waiting row. */

export interface Resolution<R> {
  /** The row as it was when we held its lock. */
  before: R;
  /** The row after the decision; null when it was not (or no longer) waiting: nothing changed. */
  after: R | null;
  /** A waiting deposit whose gateway payment expired unpaid: not resolved (`after` null), the expiry is due. */
  expired: boolean;
}

const resolveSql = (table: 'deposits' | 'withdrawals', following: { ctes: string; answer: string } | null) => {
  const [alias, columns, join] =
    table === 'deposits'
      ? ['d', DEPOSIT_COLUMNS, '']
      : ['w', WITHDRAWAL_COLUMNS, `LEFT JOIN banks b ON b.code = w.bank_code`];
  // `cur` locks the row first (the newest version under READ COMMITTED); the UPDATE joins it, and
  // its guard (still waiting) is re-checked on the newest version: a row resolves at most once. The
  // UPDATE names the id itself too, so its plan is the primary key's whatever the statistics say (joined
  // to `cur` alone, a planner that thinks few rows wait walks the status index instead). A
  // deposit whose gateway payment expired unpaid by $6 (decision 0082) is not resolved: `expired` says
  // so, and the caller applies the expiry. The decision's transfer (`following`) moves the resolved
  // row's amount, only when it was resolved: its `src` is the UPDATE's row.
  const expired =
    table === 'deposits'
      ? `cur.status = 'waiting_for_approve' AND ${paymentExpiredSql('cur.id', '$6::timestamptz')}`
      : 'false';
  return `WITH cur AS MATERIALIZED (SELECT * FROM ${table} WHERE id = $1 FOR NO KEY UPDATE),
     exp AS (SELECT ${expired} AS expired FROM cur),
     upd AS (
       UPDATE ${table} t SET status = $2, annotation = COALESCE($3, t.annotation), decided_by = $4, decided_at = now()
         ${table === 'deposits' ? ', automatic = $5' : ''}
       FROM cur, exp WHERE t.id = $1 AND t.id = cur.id AND t.status = 'waiting_for_approve' AND NOT exp.expired
       RETURNING t.*)${
         following === null
           ? ''
           : `,
     ${following.ctes}`
       }
     SELECT (SELECT to_jsonb(x) FROM (SELECT ${columns} FROM cur ${alias} ${join}) x) AS before,
            (SELECT to_jsonb(x) FROM (SELECT ${columns} FROM upd ${alias} ${join}) x) AS after,
            COALESCE((SELECT expired FROM exp), false) AS expired${
              following === null ? '' : `, ${following.answer} AS transfer`
            }`;
};

/**
 * Locks a deposit or withdrawal and moves it from waiting to `status`, once, in one statement;
 * null when there is no such row. `following`: the decision's transfer of the row's amount (its
 * reference the row, its member's accounts the row's member), in the same statement; `transfer` is
 * then its row when the row was resolved.
 */
export async function resolveWaiting<T extends 'deposits' | 'withdrawals'>(
  tx: Queryable,
  table: T,
  id: string,
  decision: {
    status: 'approved' | 'rejected';
    annotation: string | null;
    operatorId: string | null;
    automatic?: boolean;
    /** Deposits: the decision's time, by which an unpaid gateway payment has expired. */
    nowMs?: number;
  },
  following?: FollowingTransfer,
): Promise<
  (Resolution<T extends 'deposits' ? DepositRecord : WithdrawalRecord> & { transfer: TransferRow | null }) | null
> {
  type R = T extends 'deposits' ? DepositRecord : WithdrawalRecord;
  const params: unknown[] = [id, decision.status, decision.annotation, decision.operatorId];
  if (table === 'deposits') {
    params.push(decision.automatic === true, new Date(decision.nowMs ?? Date.now()).toISOString());
  }
  const moving = following ? followingTransferSql(following, 'upd', params) : null;
  const { rows } = await tx.query<{
    before: R | null;
    after: R | null;
    expired: boolean;
    transfer?: TransferRow | null;
  }>(resolveSql(table, moving), params);
  const row = rows[0];
  return row?.before
    ? { before: row.before, after: row.after, expired: row.expired, transfer: row.transfer ?? null }
    : null;
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

/** What the withdrawal queue adds to a row: the member's open turnover, the automatic payout (decisions 0174, 0175). */
interface WithdrawalQueueExtras {
  turnover_left_satang: string;
  auto_stop: PayoutStop | null;
  payout_status: PayoutStatus | null;
  payout_provider: string | null;
  payout_reference: string | null;
  payout_late: number;
}

export async function adminWithdrawals(
  db: Queryable,
  filter: AdminMoneyFilter,
  q: PageQuery,
): Promise<Page<AdminWithdrawRow>> {
  return adminPage<WithdrawalRecord & AdminRecord & WithdrawalQueueExtras, AdminWithdrawRow>(
    db,
    'withdrawals',
    `SELECT ${WITHDRAWAL_COLUMNS}, ${ADMIN_COLUMNS('w')},
       (SELECT COALESCE(sum(tr.required_satang - tr.counted_satang), 0) FROM turnover_requirements tr
         WHERE tr.member_id = w.member_id AND tr.status = 'open')::text AS turnover_left_satang,
       w.auto_stop, p.status AS payout_status, p.provider AS payout_provider, p.reference AS payout_reference,
       (SELECT count(*)::int FROM payout_events e WHERE e.payout_id = p.id AND e.kind = 'callback' AND NOT e.applied)
         AS payout_late
     FROM withdrawals w LEFT JOIN payouts p ON p.withdrawal_id = w.id LEFT JOIN banks b ON b.code = w.bank_code ${ADMIN_JOINS('w')}`,
    filter,
    q,
    (r) => ({
      ...toWithdrawRow(r),
      ...adminFields(r),
      turnover_left: satangToBaht(r.turnover_left_satang),
      auto_stop: r.auto_stop,
      payout:
        r.payout_status === null
          ? null
          : {
              status: r.payout_status,
              provider: r.payout_provider ?? '',
              reference: r.payout_reference ?? '',
              late_callbacks: r.payout_late,
            },
    }),
  );
}
