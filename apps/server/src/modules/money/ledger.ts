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
] as const;
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];
export type AccountKind = 'member_wallet' | HouseAccountKind;

export type TransferKind =
  'deposit' | 'withdrawal_reserve' | 'withdrawal_post' | 'withdrawal_void' | 'manual_credit' | 'manual_debit';

export type AccountRef = { member: string } | { house: HouseAccountKind };

interface Account {
  id: string;
  kind: AccountKind;
}

export interface TransferInput {
  from: AccountRef;
  to: AccountRef;
  amountSatang: number;
  kind: TransferKind;
  ref: { type: 'deposit' | 'withdrawal'; id: string };
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

/** The member's wallet account, created on first use (safe under races: ON CONFLICT). */
export async function ensureWallet(tx: Queryable, memberId: string): Promise<Account> {
  await tx.query(
    `INSERT INTO ledger_accounts (kind, member_id) VALUES ('member_wallet', $1)
     ON CONFLICT (member_id) DO NOTHING`,
    [memberId],
  );
  const { rows } = await tx.query<Account>(`SELECT id::text AS id, kind FROM ledger_accounts WHERE member_id = $1`, [
    memberId,
  ]);
  const account = rows[0];
  if (!account) throw new Error(`wallet of member ${memberId} missing`);
  return account;
}

async function houseAccount(tx: Queryable, kind: HouseAccountKind): Promise<Account> {
  const { rows } = await tx.query<Account>(
    `SELECT id::text AS id, kind FROM ledger_accounts WHERE kind = $1 AND member_id IS NULL`,
    [kind],
  );
  const account = rows[0];
  if (!account) throw new Error(`house account ${kind} missing (migration 0002)`);
  return account;
}

const resolve = (tx: Queryable, ref: AccountRef) =>
  'member' in ref ? ensureWallet(tx, ref.member) : houseAccount(tx, ref.house);

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
 * Posts one transfer. Both balance updates take the account row locks in ascending id order, so
 * two transactions touching the same pair never deadlock. A member wallet is debited with a
 * conditional update (`balance >= amount`): under parallel requests the second one sees the
 * first one's balance after its commit (READ COMMITTED re-checks the row) and fails cleanly.
 */
export async function transfer(tx: Queryable, input: TransferInput): Promise<TransferResult> {
  if (!Number.isSafeInteger(input.amountSatang) || input.amountSatang <= 0) {
    throw new Error(`invalid transfer amount ${input.amountSatang}`);
  }
  const debit = await resolve(tx, input.from);
  const credit = await resolve(tx, input.to);
  const balances = new Map<string, number>();
  const steps = [
    { account: debit, delta: -input.amountSatang },
    { account: credit, delta: input.amountSatang },
  ].sort((a, b) => (BigInt(a.account.id) < BigInt(b.account.id) ? -1 : 1));
  for (const { account, delta } of steps) {
    const guarded = delta < 0 && account.kind === 'member_wallet';
    const { rows } = await tx.query<{ balance: string }>(
      `UPDATE ledger_accounts SET balance_satang = balance_satang + $2
       WHERE id = $1 ${guarded ? 'AND balance_satang >= $3' : ''}
       RETURNING balance_satang::text AS balance`,
      guarded ? [account.id, delta, -delta] : [account.id, delta],
    );
    const row = rows[0];
    if (!row) {
      const current = await tx.query<{ balance: string }>(
        `SELECT balance_satang::text AS balance FROM ledger_accounts WHERE id = $1`,
        [account.id],
      );
      const creditSatang = Number(current.rows[0]?.balance ?? 0);
      throw (input.insufficient ?? balanceTooLow)(creditSatang);
    }
    balances.set(account.id, Number(row.balance));
  }
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO ledger_transfers
       (debit_account_id, credit_account_id, amount_satang, kind, ref_type, ref_id, debit_balance_after, credit_balance_after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id::text AS id`,
    [
      debit.id,
      credit.id,
      input.amountSatang,
      input.kind,
      input.ref.type,
      input.ref.id,
      balances.get(debit.id),
      balances.get(credit.id),
    ],
  );
  return {
    id: rows[0]?.id ?? '',
    debitBalanceAfter: balances.get(debit.id) ?? 0,
    creditBalanceAfter: balances.get(credit.id) ?? 0,
  };
}

/** Locks the member's wallet row (creating it if needed) so checks that precede a movement are serialised. */
export async function lockWallet(tx: Queryable, memberId: string): Promise<number> {
  const account = await ensureWallet(tx, memberId);
  const { rows } = await tx.query<{ balance: string }>(
    `SELECT balance_satang::text AS balance FROM ledger_accounts WHERE id = $1 FOR UPDATE`,
    [account.id],
  );
  return Number(rows[0]?.balance ?? 0);
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
