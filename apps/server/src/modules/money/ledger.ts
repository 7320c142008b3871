import { bahtToSatang, ENGLISH_SERVER_MESSAGES, satangToBaht, VALIDATION } from '@member/shared';
import type { Queryable } from '../../db/database';
import { badRequest, businessRule } from '../../lib/app-error';

/**
 * The double-entry ledger (decision 0030). A transfer moves `amountSatang` from its debit account
 * (balance goes down) to its credit account (balance goes up). Balances are cached on the account
 * row and change only here, in the transaction that inserts the transfer.
 */
export const HOUSE_ACCOUNT_KINDS = [
  'house_cash_in',
  'house_cash_out',
  'house_pending_withdrawals',
  'house_bonus',
  'house_adjustments',
  /** Stakes go wallet → games, winnings games → wallet (migration 0004; return of losses reads them). */
  'house_games',
] as const;
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];
export type AccountKind = 'member_wallet' | HouseAccountKind;

export type TransferKind =
  | 'deposit'
  | 'withdrawal_reserve'
  | 'withdrawal_post'
  | 'withdrawal_void'
  | 'manual_credit'
  | 'manual_debit'
  // Promotions (decision 0050): house_bonus → wallet, one per approved claim.
  | 'promotion_bonus'
  | 'return_loss'
  // Games of later issues: wallet → house_games and back.
  | 'game_stake'
  | 'game_payout';

export type TransferRefType = 'deposit' | 'withdrawal' | 'promotion_claim' | 'game_round';

export type AccountRef = { member: string } | { house: HouseAccountKind };

export interface TransferInput {
  from: AccountRef;
  to: AccountRef;
  amountSatang: number;
  kind: TransferKind;
  ref: { type: TransferRefType; id: string };
  /**
   * What to throw when the debited member wallet holds less than the amount; the default is
   * the English balance message with the current credit (SPEC.md §8).
   */
  insufficient?: (creditSatang: number) => Error;
}

export interface TransferResult {
  id: string;
  debitBalanceAfter: number;
  creditBalanceAfter: number;
}

/**
 * Creates the member's wallet if it does not exist (safe under races: ON CONFLICT). Off the hot
 * path: `transfer` and `lockWallet` call it only when their statement found no wallet.
 */
export async function ensureWallet(tx: Queryable, memberId: string): Promise<void> {
  await tx.query(
    `INSERT INTO ledger_accounts (kind, member_id) VALUES ('member_wallet', $1)
     ON CONFLICT (member_id) DO NOTHING`,
    [memberId],
  );
}

/** The member's credit in satang (0 when they have no wallet yet). */
export async function walletBalanceSatang(db: Queryable, memberId: string): Promise<number> {
  const { rows } = await db.query<{ balance: string }>(
    `SELECT balance_satang::text AS balance FROM ledger_accounts WHERE member_id = $1`,
    [memberId],
  );
  return Number(rows[0]?.balance ?? 0);
}

export const balanceTooLow = (creditSatang: number) =>
  businessRule(`${ENGLISH_SERVER_MESSAGES.balanceTooLow} ${satangToBaht(creditSatang)}`);

/**
 * Each house kind is HOUSE_SHARDS rows (migration 0005, decision 0034), so concurrent movements do
 * not queue on one row lock. A transfer uses the shard of its reference row (`ref_id % HOUSE_SHARDS`):
 * a withdrawal's reservation and its post or void meet in the same pending shard.
 */
export const HOUSE_SHARDS = 16;

/** The id of an account, resolved inside the statement (no separate look-up); $6 is the ref id. */
const accountIdSql = (ref: AccountRef, param: number) =>
  'member' in ref
    ? `(SELECT id FROM ledger_accounts WHERE member_id = $${param}::bigint)`
    : `(SELECT id FROM ledger_accounts WHERE kind = $${param}::text AND member_id IS NULL
         AND shard = $6::bigint % ${HOUSE_SHARDS})`;

/**
 * The whole transfer in one statement. `locked` takes both account row locks in ascending id
 * order (ORDER BY is applied before the locking clause), and none when an account is missing
 * (the caller creates the wallet and retries, so nothing moved); the two UPDATEs join `locked`, so they
 * only touch rows it has already locked, and no lock is ever taken out of that order: two
 * transfers over the same pair never deadlock. The debit UPDATE is conditional for a member wallet
 * (`balance >= amount`, re-checked on the newest row version under READ COMMITTED); the credit
 * UPDATE and the INSERT only happen when the debit did, so the balances change exactly when the
 * transfer row is written. The final SELECT always answers one row: the account ids (null when a
 * wallet is missing), the transfer (null when the debit was refused) and the debit balance.
 */
const transferSql = (from: AccountRef, to: AccountRef) => `
WITH ids AS (SELECT ${accountIdSql(from, 1)} AS debit_id, ${accountIdSql(to, 2)} AS credit_id),
locked AS MATERIALIZED (
  SELECT a.id, a.balance_satang FROM ledger_accounts a, ids
  WHERE a.id IN (ids.debit_id, ids.credit_id) AND ids.debit_id IS NOT NULL AND ids.credit_id IS NOT NULL
  ORDER BY a.id FOR NO KEY UPDATE OF a),
debited AS (
  UPDATE ledger_accounts a SET balance_satang = a.balance_satang - $3::bigint
  FROM locked l, ids
  WHERE a.id = l.id AND a.id = ids.debit_id AND (a.kind <> 'member_wallet' OR a.balance_satang >= $3::bigint)
  RETURNING a.id, a.balance_satang),
credited AS (
  UPDATE ledger_accounts a SET balance_satang = a.balance_satang + $3::bigint
  FROM locked l, ids, debited
  WHERE a.id = l.id AND a.id = ids.credit_id
  RETURNING a.id, a.balance_satang),
inserted AS (
  INSERT INTO ledger_transfers
    (debit_account_id, credit_account_id, amount_satang, kind, ref_type, ref_id, debit_balance_after, credit_balance_after)
  SELECT debited.id, credited.id, $3::bigint, $4, $5, $6::bigint, debited.balance_satang, credited.balance_satang
  FROM debited, credited
  RETURNING id, debit_balance_after, credit_balance_after)
SELECT ids.debit_id::text AS debit_id, ids.credit_id::text AS credit_id, inserted.id::text AS id,
  inserted.debit_balance_after::text AS debit_after, inserted.credit_balance_after::text AS credit_after,
  (SELECT l.balance_satang FROM locked l WHERE l.id = ids.debit_id)::text AS debit_balance
FROM ids LEFT JOIN inserted ON true`;

interface TransferRow {
  debit_id: string | null;
  credit_id: string | null;
  id: string | null;
  debit_after: string | null;
  credit_after: string | null;
  debit_balance: string | null;
}

const refValue = (ref: AccountRef) => ('member' in ref ? ref.member : ref.house);

/**
 * Posts one transfer: one statement (see `transferSql`), two more and a retry only the first
 * time a member wallet is involved (it is created then). A member wallet is debited with a
 * conditional update: under parallel requests the second one sees the first one's balance after
 * its commit and fails cleanly, changing nothing.
 */
export async function transfer(tx: Queryable, input: TransferInput): Promise<TransferResult> {
  if (!Number.isSafeInteger(input.amountSatang) || input.amountSatang <= 0) {
    throw new Error(`invalid transfer amount ${input.amountSatang}`);
  }
  const sql = transferSql(input.from, input.to);
  const params = [
    refValue(input.from),
    refValue(input.to),
    input.amountSatang,
    input.kind,
    input.ref.type,
    input.ref.id,
  ];
  let row: TransferRow | undefined;
  for (let attempt = 0; attempt < 2; attempt++) {
    row = (await tx.query<TransferRow>(sql, params)).rows[0];
    const missing = [
      { ref: input.from, id: row?.debit_id },
      { ref: input.to, id: row?.credit_id },
    ].filter((side) => side.id == null);
    if (missing.length === 0) break;
    for (const { ref } of missing) {
      if (!('member' in ref)) throw new Error(`house account ${ref.house} missing (migration 0002)`);
      if (attempt > 0) throw new Error(`wallet of member ${ref.member} missing`);
      await ensureWallet(tx, ref.member);
    }
  }
  if (!row?.id) throw (input.insufficient ?? balanceTooLow)(Number(row?.debit_balance ?? 0));
  return { id: row.id, debitBalanceAfter: Number(row.debit_after), creditBalanceAfter: Number(row.credit_after) };
}

/**
 * Locks the member's wallet row (creating it if needed) so checks that precede a movement are
 * serialised with the member's other movements. One statement when the wallet exists.
 */
export async function lockWallet(tx: Queryable, memberId: string): Promise<number> {
  const lock = () =>
    tx.query<{ balance: string }>(
      `SELECT balance_satang::text AS balance FROM ledger_accounts WHERE member_id = $1 FOR UPDATE`,
      [memberId],
    );
  let { rows } = await lock();
  if (rows.length === 0) {
    await ensureWallet(tx, memberId);
    ({ rows } = await lock());
  }
  const row = rows[0];
  if (!row) throw new Error(`wallet of member ${memberId} missing`);
  return Number(row.balance);
}

/**
 * A validated baht amount in satang. `amountSchema` lets a positive number so small that it
 * rounds to 0 satang (5e-324) through; it is not a positive amount of money.
 */
export function amountToSatang(baht: number): number {
  const satang = bahtToSatang(baht);
  if (satang < 1) throw badRequest(VALIDATION.amountPositive);
  return satang;
}
