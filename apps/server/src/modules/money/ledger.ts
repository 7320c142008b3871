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

/** One side of a transfer in SQL: its account code, and its member (null: the house account). */
interface SideSql {
  code: string;
  owner: string | null;
}

/**
 * The condition that `alias` is one side's account by the unique index of migration 0008 (ledger, code,
 * owner, shard): in the transfer's ledger (`ids`' `tc`), a member's shard 0 or the house shard of `src.ref_id`.
 */
const sideAccountSql = (alias: string, side: SideSql) =>
  `${alias}.ledger = tc.ledger AND ${alias}.code = ${side.code} AND ${
    side.owner === null
      ? `${alias}.owner_id IS NULL AND ${alias}.shard = src.ref_id % ${HOUSE_SHARDS}`
      : `${alias}.owner_id = ${side.owner} AND ${alias}.shard = 0`
  }`;

/**
 * The CTEs of one transfer, to end a statement's WITH (`TRANSFER_ROW_SQL` is their answer). Its amount,
 * reference id and member come from the CTE `src` the caller defines before them (columns `amount`,
 * `ref_id`, `owner`; no row: no transfer); `code` and `refType` are SQL of the transfer's code and its
 * reference's type; a side's `owner` is the SQL of its member (null: the house account). `ids` finds both
 * accounts in the ledger of the transfer's code: an account of another ledger is not found, so nothing
 * moves across ledgers (the caller tells a mismatch from a missing account off the hot path; the foreign
 * keys (account, ledger) are the database's own guard). `locked` takes both account row locks in
 * ascending id order (ORDER BY is applied before the locking clause), and none when an account is
 * missing (the caller creates the member's account and retries, so nothing moved) or both sides are one
 * account (a programming error: the caller throws); the two UPDATEs join `locked`, so they only touch rows
 * it has already locked, and no lock is ever taken out of that order: two transfers over the same pair
 * never deadlock. The debit UPDATE is conditional for an account that may not go below zero
 * (`may_go_negative OR balance >= amount`, re-checked on the newest row version under READ COMMITTED);
 * the credit UPDATE and the INSERT only happen when the debit did, so the balances change exactly when
 * the transfer row is written.
 */
function transferCtes(sides: { debit: SideSql; credit: SideSql; code: string; refType: string }): string {
  const { debit, credit, code, refType } = sides;
  return `ids AS (SELECT d.id AS debit_id, c.id AS credit_id, tc.ledger, src.amount, src.ref_id
  FROM src JOIN ledger_transfer_codes tc ON tc.code = ${code}
  LEFT JOIN ledger_accounts d ON ${sideAccountSql('d', debit)}
  LEFT JOIN ledger_accounts c ON ${sideAccountSql('c', credit)}),
locked AS MATERIALIZED (
  SELECT a.id, a.balance_satang FROM ledger_accounts a, ids
  WHERE a.id IN (ids.debit_id, ids.credit_id) AND ids.debit_id <> ids.credit_id
  ORDER BY a.id FOR NO KEY UPDATE OF a),
debited AS (
  UPDATE ledger_accounts a SET balance_satang = a.balance_satang - ids.amount
  FROM locked l, ids
  WHERE a.id = l.id AND a.id = ids.debit_id AND (a.may_go_negative OR a.balance_satang >= ids.amount)
  RETURNING a.id, a.balance_satang),
credited AS (
  UPDATE ledger_accounts a SET balance_satang = a.balance_satang + ids.amount
  FROM locked l, ids, debited
  WHERE a.id = l.id AND a.id = ids.credit_id
  RETURNING a.id, a.balance_satang),
inserted AS (
  INSERT INTO ledger_transfers (ledger, debit_account_id, credit_account_id, amount_satang, code, ref_type, ref_id,
    debit_balance_after, credit_balance_after)
  SELECT ids.ledger, debited.id, credited.id, ids.amount, ${code}, ${refType}, ids.ref_id,
    debited.balance_satang, credited.balance_satang
  FROM ids, debited, credited
  RETURNING id, debit_balance_after, credit_balance_after)`;
}

/**
 * What `transferCtes` answer, one row when `src` had one and the transfer's code is known: the account
 * ids (null when one is missing from the code's ledger), the transfer (null when nothing moved) and the
 * debit balance.
 */
const TRANSFER_ROW_SQL = `SELECT ids.debit_id::text AS debit_id, ids.credit_id::text AS credit_id,
  inserted.id::text AS id, inserted.debit_balance_after::text AS debit_after,
  inserted.credit_balance_after::text AS credit_after,
  (SELECT l.balance_satang FROM locked l WHERE l.id = ids.debit_id)::text AS debit_balance
FROM ids LEFT JOIN inserted ON true`;

/** The whole transfer in one statement: `transferCtes` over its parameters. */
function transferStatement(input: TransferInput): { sql: string; params: unknown[] } {
  const params: unknown[] = [input.amountSatang, input.code, input.ref.type, input.ref.id];
  const side = (ref: AccountRef) => {
    params.push('owner' in ref ? ref.code : ref.house);
    const code = `$${params.length}::text`;
    if (!('owner' in ref)) return { code, owner: null };
    params.push(ref.owner);
    return { code, owner: `$${params.length}::bigint` };
  };
  const debit = side(input.from);
  const credit = side(input.to);
  const sql = `WITH src AS (SELECT $1::bigint AS amount, $4::bigint AS ref_id),
${transferCtes({ debit, credit, code: '$2::text', refType: '$3::text' })}
${TRANSFER_ROW_SQL}`;
  return { sql, params };
}

/**
 * A transfer of a money row's amount to end a larger statement (a decision and its movement, a
 * withdrawal and its reservation, decision 0034). `rowCte` names the statement's CTE that writes the row
 * (a deposit or withdrawal: its `id` is the reference, its `member_id` the member, its `amount_satang`
 * the amount; no row: no transfer). Answers the CTEs to append to the statement's WITH and the SQL of the
 * transfer's row as one JSON value, for its SELECT (`settleFollowingTransfer` reads it). The code and the
 * reference type are pushed on `params`; a side names a house account or the row member's account of a code.
 */
export function followingTransferSql(
  move: FollowingTransfer,
  rowCte: string,
  params: unknown[],
): { ctes: string; answer: string } {
  const param = (value: string) => {
    params.push(value);
    return `$${params.length}::text`;
  };
  const side = (s: FollowingSide) =>
    'house' in s ? { code: param(s.house), owner: null } : { code: param(s.member), owner: 'src.owner' };
  const debit = side(move.from);
  const credit = side(move.to);
  return {
    ctes: `src AS (SELECT amount_satang AS amount, id AS ref_id, member_id AS owner FROM ${rowCte}),
     ${transferCtes({ debit, credit, code: param(move.code), refType: param(move.refType) })}`,
    answer: `(SELECT to_jsonb(t) FROM (${TRANSFER_ROW_SQL}) t)`,
  };
}

export type FollowingSide = { house: AccountCode } | { member: AccountCode };
export interface FollowingTransfer<C extends TransferCode = TransferCode> {
  from: FollowingSide;
  to: FollowingSide;
  code: C;
  refType: TransferCodes[C];
}

export interface TransferRow {
  debit_id: string | null;
  credit_id: string | null;
  id: string | null;
  debit_after: string | null;
  credit_after: string | null;
  debit_balance: string | null;
}

const describe = (ref: AccountRef) => ('owner' in ref ? `${ref.code} of ${ref.owner}` : `house ${ref.house}`);

/** Whether a transfer statement found both its accounts in the ledger of its code. */
const bothFound = (row: TransferRow | null | undefined): row is TransferRow =>
  row?.debit_id != null && row.credit_id != null;

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
  const row = (await tx.query<TransferRow>(sql, params)).rows[0];
  return bothFound(row) ? transferOutcome(input, row) : transferAfterCreatingAccounts(tx, input);
}

/**
 * The outcome of `move` when `followingTransferSql` carried it (`row`, its answer), for the `src` row it
 * moved (`of`): as `transfer` answers; when an account was not found, nothing moved: a member's missing
 * account is created and the transfer posted.
 */
export async function settleFollowingTransfer(
  tx: Queryable,
  move: FollowingTransfer,
  of: { memberId: string; amountSatang: number; refId: string },
  row: TransferRow | null,
): Promise<TransferResult> {
  const side = (s: FollowingSide): AccountRef => ('house' in s ? s : { owner: of.memberId, code: s.member });
  const input = {
    from: side(move.from),
    to: side(move.to),
    amountSatang: of.amountSatang,
    code: move.code,
    ref: { type: move.refType, id: of.refId },
  } as TransferInput;
  return bothFound(row) ? transferOutcome(input, row) : transferAfterCreatingAccounts(tx, input);
}

/**
 * Off the hot path, when a transfer's statement did not find one of its accounts in its code's ledger:
 * a code unknown, or an account code of another ledger than the transfer's, is a programming error and
 * throws (nothing moved); else the member's missing accounts are created, in one statement, and the
 * transfer posted (a house account missing throws).
 */
async function transferAfterCreatingAccounts(tx: Queryable, input: TransferInput): Promise<TransferResult> {
  const codeOf = (ref: AccountRef) => ('owner' in ref ? ref.code : ref.house);
  const owned = [input.from, input.to].filter((ref): ref is OwnedAccount => 'owner' in ref);
  const { rows } = await tx.query<{ transfer: string | null; debit: string | null; credit: string | null }>(
    `WITH ledgers AS (
       SELECT (SELECT ledger FROM ledger_transfer_codes WHERE code = $1::text) AS transfer,
         ${ledgerOfAccountCode('$2::text')} AS debit, ${ledgerOfAccountCode('$3::text')} AS credit),
     wanted AS (SELECT * FROM unnest($4::text[], $5::bigint[]) AS w (code, owner_id)),
     ${CREATE_ACCOUNTS_CTE('WHERE (SELECT transfer = debit AND transfer = credit FROM ledgers)')}
     SELECT * FROM ledgers`,
    [input.code, codeOf(input.from), codeOf(input.to), owned.map((a) => a.code), owned.map((a) => a.owner)],
  );
  const ledgers = rows[0];
  if (!ledgers?.transfer || ledgers.debit !== ledgers.transfer || ledgers.credit !== ledgers.transfer) {
    throw new Error(`ledger mismatch: ${input.code} from ${describe(input.from)} to ${describe(input.to)}`);
  }
  const { sql, params } = transferStatement(input);
  const row = (await tx.query<TransferRow>(sql, params)).rows[0];
  if (!bothFound(row)) throw new Error(`ledger account missing: ${describe(input.from)} or ${describe(input.to)}`);
  return transferOutcome(input, row);
}

/** A transfer statement's row, both accounts found, as the result. */
function transferOutcome(input: TransferInput, row: TransferRow): TransferResult {
  if (row.debit_id === row.credit_id) {
    // The statement moves nothing then (`locked` takes no row): a programming error.
    throw new Error(`ledger transfer from an account to itself: ${input.code} of ${describe(input.from)}`);
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
 * What `transferMany` answers: every transfer posted (in the order given), or none, and the first one
 * that would have taken an account that may not go below zero under it (its index in the input, and the
 * balance the account would have held just before it).
 */
export type TransferManyResult =
  | { ok: true; transfers: TransferPosted[] }
  | { ok: false; code: 'exceeds_balance'; index: number; balanceSatang: number };

/**
 * The id of one side's account for each input row `i`: a member's shard 0, or the house shard of
 * `i.ref_id`; `i.<side>_ledger` is the ledger of the side's account code.
 */
const bulkAccountIdSql = (side: 'debit' | 'credit') => `CASE WHEN i.${side}_owner IS NULL
    THEN (SELECT a.id FROM ledger_accounts a WHERE a.ledger = i.${side}_ledger AND a.code = i.${side}_code
      AND a.owner_id IS NULL AND a.shard = i.ref_id % ${HOUSE_SHARDS})
    ELSE (SELECT a.id FROM ledger_accounts a WHERE a.ledger = i.${side}_ledger AND a.code = i.${side}_code
      AND a.owner_id = i.${side}_owner AND a.shard = 0) END`;

/**
 * Many transfers in one statement, each its own `ledger_transfers` row, as if `transfer` had posted them
 * one after another in the order given, all or none. The input arrives as arrays (`unnest ... WITH
 * ORDINALITY`: `ord` is the position). Each transfer is two legs (its debit and its credit); `locked`
 * joins the legs to their accounts and takes the account rows in ascending id order, as
 * `transferStatement` does (and none when an account is missing): a concurrent single transfer, which
 * locks its pair in the same order, waits or is waited for, never deadlocks with it. The balances after
 * each transfer are running sums per account over the legs in input order (`running`), from the
 * balance read under the lock (the newest row version); a transfer that would take an account that may not go below zero under
 * it refuses the whole batch (`ok` false: nothing moves). Each account is updated once, by its net
 * movement. The transfer ids are drawn from the table's sequence first and given out in ascending
 * order to the transfers in input order, so an account's transfers in id order carry its running
 * balances in order, as single transfers would. The final SELECT answers one row per input row in order:
 * the account ids (null when missing), whether both are in the code's ledger (and distinct), whether it
 * would be refused, the balances after it, and its transfer id (null when nothing moved). No CTE is
 * joined to another on the position except through an aggregate: the planner, which knows nothing of a
 * CTE's keys, would estimate such joins quadratically and JIT-compile the statement (seconds a batch).
 */
const TRANSFER_MANY_SQL = `
WITH input AS (
  SELECT x.*, c.ledger, dc.ledger AS debit_ledger, cc.ledger AS credit_ledger
  FROM unnest($1::bigint[], $2::text[], $3::text[], $4::bigint[], $5::text[], $6::bigint[], $7::text[], $8::bigint[])
    WITH ORDINALITY AS x (amount, code, ref_type, ref_id, debit_code, debit_owner, credit_code, credit_owner, ord)
  LEFT JOIN ledger_transfer_codes c ON c.code = x.code
  LEFT JOIN ledger_account_codes dc ON dc.code = x.debit_code
  LEFT JOIN ledger_account_codes cc ON cc.code = x.credit_code),
resolved AS MATERIALIZED (
  SELECT i.ord, i.amount, i.code, i.ref_type, i.ref_id, i.ledger,
    ${bulkAccountIdSql('debit')} AS debit_id,
    ${bulkAccountIdSql('credit')} AS credit_id
  FROM input i),
complete AS (SELECT bool_and(debit_id IS NOT NULL AND credit_id IS NOT NULL) AS ok FROM resolved),
legs AS (
  SELECT ord, ledger, debit_id AS account_id, -amount AS delta, true AS debit FROM resolved
  UNION ALL SELECT ord, ledger, credit_id, amount, false FROM resolved),
locked AS MATERIALIZED (
  SELECT g.ord, g.debit, g.delta, g.account_id, a.ledger = g.ledger AS in_ledger, a.may_go_negative, a.balance_satang
  FROM legs g JOIN ledger_accounts a ON a.id = g.account_id
  WHERE (SELECT ok FROM complete)
  ORDER BY a.id, g.ord FOR NO KEY UPDATE OF a),
running AS (
  SELECT l.*,
    l.balance_satang + sum(l.delta) OVER (PARTITION BY l.account_id ORDER BY l.ord ROWS UNBOUNDED PRECEDING) AS after
  FROM locked l),
per_transfer AS (
  SELECT ord, bool_and(in_ledger) AND min(account_id) <> max(account_id) AS same_ledger,
    bool_or(debit AND after < 0 AND NOT may_go_negative) AS refused,
    max(after) FILTER (WHERE debit) AS debit_after, max(after) FILTER (WHERE NOT debit) AS credit_after
  FROM running GROUP BY ord),
checked AS MATERIALIZED (
  SELECT r.*, p.same_ledger, p.refused, p.debit_after, p.credit_after
  FROM resolved r LEFT JOIN per_transfer p ON p.ord = r.ord),
ok AS (SELECT COALESCE(bool_and(same_ledger AND NOT refused), false) AND COALESCE((SELECT ok FROM complete), false) AS ok
  FROM checked),
moved AS (
  UPDATE ledger_accounts a SET balance_satang = a.balance_satang + n.delta
  FROM (SELECT account_id, sum(delta) AS delta FROM legs GROUP BY account_id) n, ok
  WHERE a.id = n.account_id AND ok.ok
  RETURNING a.id),
new_ids AS (
  SELECT array_agg(s.id ORDER BY s.id) AS ids
  FROM (SELECT nextval(pg_get_serial_sequence('ledger_transfers', 'id')) AS id FROM resolved, ok WHERE ok.ok) s),
inserted AS (
  INSERT INTO ledger_transfers (id, ledger, debit_account_id, credit_account_id, amount_satang, code, ref_type, ref_id,
    debit_balance_after, credit_balance_after)
  OVERRIDING SYSTEM VALUE
  SELECT n.ids[c.ord::int], c.ledger, c.debit_id, c.credit_id, c.amount, c.code, c.ref_type, c.ref_id, c.debit_after,
    c.credit_after
  FROM checked c, new_ids n WHERE n.ids IS NOT NULL
  RETURNING id)
SELECT c.debit_id::text AS debit_id, c.credit_id::text AS credit_id, c.same_ledger, c.refused,
  n.ids[c.ord::int]::text AS id, c.debit_after::text AS debit_after, c.credit_after::text AS credit_after,
  (SELECT count(*) FROM moved)::int AS accounts_moved, (SELECT count(*) FROM inserted)::int AS inserted
FROM checked c, new_ids n
ORDER BY c.ord`;

interface TransferManyRow {
  debit_id: string | null;
  credit_id: string | null;
  same_ledger: boolean | null;
  refused: boolean | null;
  id: string | null;
  debit_after: string | null;
  credit_after: string | null;
  accounts_moved: number;
  inserted: number;
}

/** The bulk statement's parameters: one array per column, a house side's owner null. */
function transferManyParams(inputs: readonly TransferInput[]): unknown[] {
  const side = (ref: AccountRef) =>
    'owner' in ref ? { code: ref.code, owner: ref.owner } : { code: ref.house, owner: null };
  return [
    inputs.map((input) => input.amountSatang),
    inputs.map((input) => input.code),
    inputs.map((input) => input.ref.type),
    inputs.map((input) => input.ref.id),
    inputs.map((input) => side(input.from).code),
    inputs.map((input) => side(input.from).owner),
    inputs.map((input) => side(input.to).code),
    inputs.map((input) => side(input.to).owner),
  ];
}

/**
 * Posts many transfers at once (the affiliate accrual's credits, decision 0111): one statement (see
 * `TRANSFER_MANY_SQL`), plus one to create the members' missing accounts and a retry when any is
 * missing. The same rules as `transfer`, applied as if the transfers were posted one by one in the
 * order given: each is a `ledger_transfers` row with its own balances after; the accounts are locked in
 * ascending id order; both accounts of each transfer are in its code's ledger (else it throws, nothing
 * moved); a house account is the shard of each transfer's own reference. All or none: if one would take
 * an account that may not go below zero under it, nothing moves and the answer is that transfer's
 * refusal (counted as a refusal; the others are neither counted nor posted). Each posted transfer is
 * counted in `/metrics` as `transfer` counts it. Meant for a batch of at most a few thousand: the
 * statement holds every account it touches locked until the transaction ends.
 */
export async function transferMany(tx: Queryable, inputs: readonly TransferInput[]): Promise<TransferManyResult> {
  for (const input of inputs) {
    if (!Number.isSafeInteger(input.amountSatang) || input.amountSatang <= 0) {
      throw new Error(`invalid transfer amount ${input.amountSatang}`);
    }
  }
  if (inputs.length === 0) return { ok: true, transfers: [] };
  const params = transferManyParams(inputs);
  let rows: TransferManyRow[] = [];
  for (let attempt = 0; attempt < 2; attempt++) {
    rows = (await tx.query<TransferManyRow>(TRANSFER_MANY_SQL, params)).rows;
    const missing = new Map<string, AccountRef>();
    rows.forEach((row, i) => {
      const input = inputs[i]!;
      if (row.debit_id == null) missing.set(describe(input.from), input.from);
      if (row.credit_id == null) missing.set(describe(input.to), input.to);
    });
    if (missing.size === 0) break;
    const owned: OwnedAccount[] = [];
    for (const [name, ref] of missing) {
      if (!('owner' in ref) || attempt > 0) throw new Error(`ledger account missing: ${name}`);
      owned.push(ref);
    }
    await ensureAccounts(tx, owned);
  }
  if (rows.length !== inputs.length) throw new Error(`bulk transfer answered ${rows.length} rows for ${inputs.length}`);
  const mismatch = rows.findIndex((row) => !row.same_ledger);
  if (mismatch >= 0) {
    const input = inputs[mismatch]!;
    throw new Error(`ledger mismatch: ${input.code} from ${describe(input.from)} to ${describe(input.to)}`);
  }
  const refused = rows.findIndex((row) => row.refused);
  if (refused >= 0) {
    const input = inputs[refused]!;
    countLedgerRefusal(input.code, 'exceeds_balance');
    return {
      ok: false,
      code: 'exceeds_balance',
      index: refused,
      balanceSatang: Number(rows[refused]!.debit_after) + input.amountSatang,
    };
  }
  if (rows[0]!.inserted !== inputs.length || rows.some((row) => row.id == null)) {
    throw new Error(`bulk transfer wrote ${rows[0]!.inserted} of ${inputs.length} transfers`);
  }
  for (const input of inputs) countLedgerTransfer(input.code);
  return {
    ok: true,
    transfers: rows.map((row) => ({
      ok: true,
      id: row.id!,
      debitBalanceAfter: Number(row.debit_after),
      creditBalanceAfter: Number(row.credit_after),
    })),
  };
}

/** For a batch that cannot be refused (every debit account may go below zero), as `posted` is for one. */
export function postedAll(result: TransferManyResult): TransferPosted[] {
  if (!result.ok) throw new Error(`transfers unexpectedly refused: ${result.code} at ${result.index}`);
  return result.transfers;
}

/**
 * Creates a member's account of a code, in the code's ledger with its flag (safe under races: ON
 * CONFLICT). Off the hot path: `transfer` and `lockAccount` call it only when they found no account.
 */
export function ensureAccount(tx: Queryable, account: OwnedAccount): Promise<void> {
  return ensureAccounts(tx, [account]);
}

/**
 * The CTE that creates the accounts of `wanted` (columns `code`, `owner_id`) a member does not hold yet,
 * each in its code's ledger with its flag, where `guard` (SQL) allows; safe under races (ON CONFLICT).
 */
const CREATE_ACCOUNTS_CTE = (guard: string) => `created AS (
  INSERT INTO ledger_accounts (ledger, code, owner_id, may_go_negative)
  SELECT c.ledger, c.code, w.owner_id, c.may_go_negative FROM wanted w JOIN ledger_account_codes c ON c.code = w.code
  ${guard}
  ORDER BY w.code, w.owner_id
  ON CONFLICT (ledger, code, owner_id, shard) DO NOTHING)`;

/** `ensureAccount` for several accounts in one statement (`transferMany`'s missing members' accounts). */
export async function ensureAccounts(tx: Queryable, accounts: readonly OwnedAccount[]): Promise<void> {
  if (accounts.length === 0) return;
  const { rows } = await tx.query<{ code: string }>(
    `WITH wanted AS (SELECT * FROM unnest($1::text[], $2::bigint[]) AS w (code, owner_id)),
     ${CREATE_ACCOUNTS_CTE('')}
     SELECT DISTINCT w.code FROM wanted w WHERE NOT EXISTS (SELECT 1 FROM ledger_account_codes c WHERE c.code = w.code)`,
    [accounts.map((a) => a.code), accounts.map((a) => a.owner)],
  );
  if (rows[0]) throw new Error(`unknown ledger account code ${rows[0].code}`);
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
