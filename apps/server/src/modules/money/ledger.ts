import { bahtToSatang, ENGLISH_SERVER_MESSAGES, satangToBaht, VALIDATION } from '@member/shared';
import type { Queryable } from '../../db/database';
import { badRequest, businessRule } from '../../lib/app-error';
import { countLedgerRefusal, countLedgerTransfer } from '../../lib/metrics';

/**
 * The general ledger (decisions 0030, 0035). A transfer moves `amountSatang` from its debit account
 * (balance goes down) to its credit account (balance goes up), inside one ledger. Balances are cached
 * on the account row and change only here, in the statement that inserts the transfer. This file and
 * the rest of modules/money are the only code that reads or writes the ledger tables.
 */

/**
 * Account codes: what an account is. Each is a row of `ledger_account_codes` (its ledger, whether its
 * accounts may go below zero) inserted by the migration of the module that owns it, and a key of this
 * interface, which that module extends by declaration merging (promotion's `ledger-codes.ts`).
 * Money's own (migration 0008):
 */
export interface AccountCodes {
  member_wallet: true;
  house_cash_in: true;
  house_cash_out: true;
  house_pending_withdrawals: true;
  house_adjustments: true;
  /** The games' side: stakes go wallet → games, wins come back (the game wallet will move them). */
  house_games: true;
}
export type AccountCode = keyof AccountCodes;

/**
 * Transfer codes (rows of `ledger_transfer_codes`), each mapped to the kind of row its `ref` names;
 * extended by other modules like `AccountCodes`. Money's own and the games' (migration 0008):
 */
export interface TransferCodes {
  deposit: 'deposit';
  withdrawal_reserve: 'withdrawal';
  withdrawal_post: 'withdrawal';
  withdrawal_void: 'withdrawal';
  manual_credit: 'deposit';
  manual_debit: 'withdrawal';
  game_stake: 'game_round';
  game_payout: 'game_round';
  /** A bonus given up (decision 0174): wallet to house bonus. */
  turnover_forfeit: 'turnover_requirement';
}
export type TransferCode = keyof TransferCodes;

/** A member's account of a code, or the house account of a code (its shard is the transfer's). */
export type OwnedAccount = { owner: string; code: AccountCode };
export type AccountRef = OwnedAccount | { house: AccountCode };

export const memberWallet = (memberId: string): OwnedAccount => ({ owner: memberId, code: 'member_wallet' });

export interface TransferInput<C extends TransferCode = TransferCode> {
  from: AccountRef;
  to: AccountRef;
  amountSatang: number;
  code: C;
  ref: { type: TransferCodes[C]; id: string };
}

/**
 * What `transfer` answers, as TigerBeetle's create_transfers does: the transfer, or why it was
 * refused. Only a business outcome is a result; a programming error (an unknown code, accounts of
 * another ledger than the transfer's code, a house account missing) throws.
 */
export type TransferResult =
  | { ok: true; id: string; debitBalanceAfter: number; creditBalanceAfter: number }
  /** The debit account may not go below zero and holds less than the amount (its balance). */
  | { ok: false; code: 'exceeds_balance'; balanceSatang: number };

export type TransferPosted = Extract<TransferResult, { ok: true }>;

/**
 * Each house account is HOUSE_SHARDS rows (migration 0005, decision 0034), so concurrent movements do
 * not queue on one row lock. A transfer uses the shard of its reference row (`ref_id % HOUSE_SHARDS`):
 * a withdrawal's reservation and its post or void meet in the same pending shard.
 */
export const HOUSE_SHARDS = 16;

/** The ledger of an account code, as a scalar subquery on its parameter. */
const ledgerOfAccountCode = (param: string) => `(SELECT ledger FROM ledger_account_codes WHERE code = ${param})`;

/** One account by (ledger, code, owner, shard): the unique index of migration 0008. */
function accountIdSql(ref: AccountRef, params: unknown[], refIdParam: string): string {
  if ('owner' in ref) {
    params.push(ref.code, ref.owner);
    const code = `$${params.length - 1}::text`;
    return `(SELECT id FROM ledger_accounts WHERE ledger = ${ledgerOfAccountCode(code)} AND code = ${code}
       AND owner_id = $${params.length}::bigint AND shard = 0)`;
  }
  params.push(ref.house);
  const code = `$${params.length}::text`;
  return `(SELECT id FROM ledger_accounts WHERE ledger = ${ledgerOfAccountCode(code)} AND code = ${code}
     AND owner_id IS NULL AND shard = ${refIdParam} % ${HOUSE_SHARDS})`;
}

/**
 * The whole transfer in one statement. `locked` takes both account row locks in ascending id
 * order (ORDER BY is applied before the locking clause), and none when an account is missing
 * (the caller creates the member's account and retries, so nothing moved); the two UPDATEs join
 * `locked`, so they only touch rows it has already locked, and no lock is ever taken out of that
 * order: two transfers over the same pair never deadlock. Nothing moves unless both accounts are in
 * the ledger of the transfer's code (a mismatch is a programming error: the caller throws; the
 * foreign keys (account, ledger) are the database's guard). The debit UPDATE is conditional for an
 * account that may not go below zero (`may_go_negative OR balance >= amount`, re-checked on the newest
 * row version under READ COMMITTED); the credit UPDATE and the INSERT only happen when the debit
 * did, so the balances change exactly when the transfer row is written. The final SELECT always
 * answers one row: the account ids (null when one is missing), whether both are in the transfer's
 * ledger, the transfer (null when nothing moved) and the debit balance.
 */
function transferStatement(input: TransferInput): { sql: string; params: unknown[] } {
  const params: unknown[] = [input.amountSatang, input.code, input.ref.type, input.ref.id];
  const debitId = accountIdSql(input.from, params, '$4::bigint');
  const creditId = accountIdSql(input.to, params, '$4::bigint');
  const sql = `
WITH ids AS (SELECT ${debitId} AS debit_id, ${creditId} AS credit_id,
  (SELECT ledger FROM ledger_transfer_codes WHERE code = $2::text) AS ledger),
locked AS MATERIALIZED (
  SELECT a.id, a.ledger, a.balance_satang FROM ledger_accounts a, ids
  WHERE a.id IN (ids.debit_id, ids.credit_id) AND ids.debit_id IS NOT NULL AND ids.credit_id IS NOT NULL
  ORDER BY a.id FOR NO KEY UPDATE OF a),
same_ledger AS (SELECT count(*) = 2 AND bool_and(l.ledger = ids.ledger) AS ok FROM locked l, ids),
debited AS (
  UPDATE ledger_accounts a SET balance_satang = a.balance_satang - $1::bigint
  FROM locked l, ids, same_ledger
  WHERE a.id = l.id AND a.id = ids.debit_id AND same_ledger.ok
    AND (a.may_go_negative OR a.balance_satang >= $1::bigint)
  RETURNING a.id, a.balance_satang),
credited AS (
  UPDATE ledger_accounts a SET balance_satang = a.balance_satang + $1::bigint
  FROM locked l, ids, debited
  WHERE a.id = l.id AND a.id = ids.credit_id
  RETURNING a.id, a.balance_satang),
inserted AS (
  INSERT INTO ledger_transfers (ledger, debit_account_id, credit_account_id, amount_satang, code, ref_type, ref_id,
    debit_balance_after, credit_balance_after)
  SELECT ids.ledger, debited.id, credited.id, $1::bigint, $2::text, $3::text, $4::bigint,
    debited.balance_satang, credited.balance_satang
  FROM ids, debited, credited
  RETURNING id, debit_balance_after, credit_balance_after)
SELECT ids.debit_id::text AS debit_id, ids.credit_id::text AS credit_id, same_ledger.ok AS same_ledger,
  inserted.id::text AS id, inserted.debit_balance_after::text AS debit_after,
  inserted.credit_balance_after::text AS credit_after,
  (SELECT l.balance_satang FROM locked l WHERE l.id = ids.debit_id)::text AS debit_balance
FROM ids CROSS JOIN same_ledger LEFT JOIN inserted ON true`;
  return { sql, params };
}

interface TransferRow {
  debit_id: string | null;
  credit_id: string | null;
  same_ledger: boolean | null;
  id: string | null;
  debit_after: string | null;
  credit_after: string | null;
  debit_balance: string | null;
}

const describe = (ref: AccountRef) => ('owner' in ref ? `${ref.code} of ${ref.owner}` : `house ${ref.house}`);

/**
 * Posts one transfer: one statement (see `transferStatement`), two more and a retry only the first
 * time a member's account is involved (it is created then). An account that may not go below zero is
 * debited with a conditional update: under parallel requests the second one sees the first one's
 * balance after its commit and is refused cleanly (`exceeds_balance`), changing nothing.
 */
export async function transfer<C extends TransferCode>(
  tx: Queryable,
  input: TransferInput<C>,
): Promise<TransferResult> {
  if (!Number.isSafeInteger(input.amountSatang) || input.amountSatang <= 0) {
    throw new Error(`invalid transfer amount ${input.amountSatang}`);
  }
  const { sql, params } = transferStatement(input);
  let row: TransferRow | undefined;
  for (let attempt = 0; attempt < 2; attempt++) {
    row = (await tx.query<TransferRow>(sql, params)).rows[0];
    const missing = [
      { ref: input.from, id: row?.debit_id },
      { ref: input.to, id: row?.credit_id },
    ].filter((side) => side.id == null);
    if (missing.length === 0) break;
    for (const { ref } of missing) {
      if (!('owner' in ref) || attempt > 0) throw new Error(`ledger account missing: ${describe(ref)}`);
      await ensureAccount(tx, ref);
    }
  }
  if (!row?.same_ledger) {
    throw new Error(`ledger mismatch: ${input.code} from ${describe(input.from)} to ${describe(input.to)}`);
  }
  // Every transfer is written or refused here: the one place `/metrics` counts them.
  if (!row.id) {
    countLedgerRefusal(input.code, 'exceeds_balance');
    return { ok: false, code: 'exceeds_balance', balanceSatang: Number(row.debit_balance ?? 0) };
  }
  countLedgerTransfer(input.code);
  return {
    ok: true,
    id: row.id,
    debitBalanceAfter: Number(row.debit_after),
    creditBalanceAfter: Number(row.credit_after),
  };
}

/**
 * For a transfer that cannot be refused (its debit account may go below zero): a refusal would be a
 * bug, not an answer.
 */
export function posted(result: TransferResult): TransferPosted {
  if (!result.ok) throw new Error(`transfer unexpectedly refused: ${result.code}`);
  return result;
}

/**
 * Creates a member's account of a code, in the code's ledger with its flag (safe under races: ON
 * CONFLICT). Off the hot path: `transfer` and `lockAccount` call it only when they found no account.
 */
export async function ensureAccount(tx: Queryable, account: OwnedAccount): Promise<void> {
  const { rows } = await tx.query<{ known: boolean }>(
    `WITH code AS (SELECT ledger, code, may_go_negative FROM ledger_account_codes WHERE code = $1),
     created AS (
       INSERT INTO ledger_accounts (ledger, code, owner_id, may_go_negative)
       SELECT ledger, code, $2, may_go_negative FROM code
       ON CONFLICT (ledger, code, owner_id, shard) DO NOTHING)
     SELECT EXISTS (SELECT 1 FROM code) AS known`,
    [account.code, account.owner],
  );
  if (!rows[0]?.known) throw new Error(`unknown ledger account code ${account.code}`);
}

/**
 * Locks a member's account row (creating it first if needed) in the mode transfers use, so the checks
 * that precede a movement are serialised with the member's other movements. One statement when the
 * account exists; `created` says it did not (then a statement sent before the lock was granted did not
 * run under it). Answers the balance.
 */
export async function lockAccount(
  tx: Queryable,
  account: OwnedAccount,
): Promise<{ balanceSatang: number; created: boolean }> {
  const lock = () =>
    tx.query<{ balance: string }>(
      `SELECT balance_satang::text AS balance FROM ledger_accounts
       WHERE ledger = ${ledgerOfAccountCode('$1::text')} AND code = $1::text AND owner_id = $2 AND shard = 0
       FOR NO KEY UPDATE`,
      [account.code, account.owner],
    );
  let { rows } = await lock();
  const created = rows.length === 0;
  if (created) {
    await ensureAccount(tx, account);
    ({ rows } = await lock());
  }
  const row = rows[0];
  if (!row) throw new Error(`ledger account missing: ${describe(account)}`);
  return { balanceSatang: Number(row.balance), created };
}

/** A member's balance of an account code in satang (0 when they have no such account yet). */
export async function balanceSatang(db: Queryable, account: OwnedAccount): Promise<number> {
  const { rows } = await db.query<{ balance: string }>(
    `SELECT balance_satang::text AS balance FROM ledger_accounts
     WHERE ledger = ${ledgerOfAccountCode('$1::text')} AND code = $1::text AND owner_id = $2 AND shard = 0`,
    [account.code, account.owner],
  );
  return Number(rows[0]?.balance ?? 0);
}

/** The member's credit in satang (0 when they have no wallet yet). */
export function walletBalanceSatang(db: Queryable, memberId: string): Promise<number> {
  return balanceSatang(db, memberWallet(memberId));
}

/**
 * SQL of the credit in satang of the member whose id is the SQL expression `memberIdSql` (0 without a
 * wallet), for a list that shows or sorts by it (the back office's members): one unique-index look-up.
 */
export const walletBalanceSql = (memberIdSql: string) =>
  `COALESCE((SELECT balance_satang FROM ledger_accounts
     WHERE ledger = 'THB' AND code = 'member_wallet' AND owner_id = ${memberIdSql} AND shard = 0), 0)`;

export interface Movements {
  /** Satang credited to the account (came in). */
  inSatang: number;
  /** Satang debited from the account (went out). */
  outSatang: number;
}

/**
 * What moved into and out of an account (all shards of a house account) through transfers of the
 * given codes in [startMs, endMs). For other modules' rules that read the books (return of losses
 * sums a wallet's game transfers); they never read the ledger tables themselves.
 */
export async function movements(
  db: Queryable,
  account: AccountRef,
  codes: readonly TransferCode[],
  range: { startMs: number; endMs: number },
): Promise<Movements> {
  const owned = 'owner' in account;
  const { rows } = await db.query<{ in_satang: string; out_satang: string }>(
    `WITH a AS (
       SELECT id FROM ledger_accounts
       WHERE ledger = ${ledgerOfAccountCode('$1::text')} AND code = $1::text
         AND ${owned ? 'owner_id = $5::bigint' : 'owner_id IS NULL'}),
     t AS (
       SELECT t.amount_satang, t.credit_account_id IN (SELECT id FROM a) AS incoming
       FROM ledger_transfers t
       WHERE (t.credit_account_id IN (SELECT id FROM a) OR t.debit_account_id IN (SELECT id FROM a))
         AND t.code = ANY ($2::text[]) AND t.created_at >= $3 AND t.created_at < $4)
     SELECT COALESCE(sum(amount_satang) FILTER (WHERE incoming), 0)::text AS in_satang,
            COALESCE(sum(amount_satang) FILTER (WHERE NOT incoming), 0)::text AS out_satang
     FROM t`,
    [
      owned ? account.code : account.house,
      [...codes],
      new Date(range.startMs).toISOString(),
      new Date(range.endMs).toISOString(),
      ...(owned ? [account.owner] : []),
    ],
  );
  return { inSatang: Number(rows[0]?.in_satang ?? 0), outSatang: Number(rows[0]?.out_satang ?? 0) };
}

/**
 * What moved into and out of a member's account through transfers of the given codes written after
 * transfer `afterId` (the member's transfers are written one after another under the wallet lock, so
 * later ids are later movements): what a bonus won or lost since it was paid (decision 0174).
 */
export async function movementsAfter(
  db: Queryable,
  account: OwnedAccount,
  codes: readonly TransferCode[],
  afterId: string,
): Promise<Movements> {
  const { rows } = await db.query<{ in_satang: string; out_satang: string }>(
    `WITH a AS (SELECT id FROM ledger_accounts WHERE code = $1::text AND owner_id = $2::bigint)
     SELECT COALESCE(sum(t.amount_satang) FILTER (WHERE t.credit_account_id = a.id), 0)::text AS in_satang,
            COALESCE(sum(t.amount_satang) FILTER (WHERE t.debit_account_id = a.id), 0)::text AS out_satang
       FROM a JOIN ledger_transfers t ON (t.credit_account_id = a.id OR t.debit_account_id = a.id)
      WHERE t.id > $4::bigint AND t.code = ANY ($3::text[])`,
    [account.code, account.owner, [...codes], afterId],
  );
  return { inSatang: Number(rows[0]?.in_satang ?? 0), outSatang: Number(rows[0]?.out_satang ?? 0) };
}

export const balanceTooLow = (creditSatang: number) =>
  businessRule(`${ENGLISH_SERVER_MESSAGES.balanceTooLow} ${satangToBaht(creditSatang)}`);

/**
 * A validated baht amount in satang. `amountSchema` lets a positive number so small that it
 * rounds to 0 satang (5e-324) through; it is not a positive amount of money.
 */
export function amountToSatang(baht: number): number {
  const satang = bahtToSatang(baht);
  if (satang < 1) throw badRequest(VALIDATION.amountPositive);
  return satang;
}
