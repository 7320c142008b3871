import type { AccountCode } from './ledger';

/**
 * SQL pieces through which another module's statement reads the ledger (DESIGN.md §2: only money
 * reads the ledger tables). Each is a text that money writes and the caller embeds whole, so a
 * module that must read the ledger in the same statement as its own tables (the affiliate accrual,
 * one statement for every affiliate, decision 0110) keeps its one round trip and its plan, while the
 * table and column names stay here. Codes are constants of the code types, never input.
 */

/**
 * SQL of the balance in satang of the account `code` of the owner whose id is the SQL expression
 * `ownerIdSql` (0 without one): one unique-index look-up.
 */
export const ownerBalanceSql = (code: AccountCode, ownerIdSql: string) =>
  `COALESCE((SELECT balance_satang FROM ledger_accounts
     WHERE ledger = 'THB' AND code = '${code}' AND owner_id = ${ownerIdSql} AND shard = 0), 0)`;

/** SQL of the balance in satang of the house account `code`, all its shards summed. */
export const houseBalanceSql = (code: AccountCode) =>
  `(SELECT COALESCE(sum(balance_satang), 0) FROM ledger_accounts
             WHERE code = '${code}' AND owner_id IS NULL)`;

/**
 * SQL of a relation of transfers with their two accounts' codes and owners: `id`, `code`,
 * `amount_satang`, `ref_type`, `ref_id`, `created_at`, `debit_code`, `debit_owner_id`, `credit_code`,
 * `credit_owner_id`. For checks that follow a module's rows to the transfers they name.
 */
export const TRANSFER_LEGS_SQL = `SELECT t.id, t.code, t.amount_satang, t.ref_type, t.ref_id, t.created_at,
         src.code AS debit_code, src.owner_id AS debit_owner_id, dst.code AS credit_code, dst.owner_id AS credit_owner_id
       FROM ledger_transfers t
       JOIN ledger_accounts src ON src.id = t.debit_account_id
       JOIN ledger_accounts dst ON dst.id = t.credit_account_id`;

/** The SQL expressions (parameters, usually) of a net movement of member wallets. */
export interface WalletNetMovementSql {
  /** Instant the period starts (included), a timestamptz expression. */
  from: string;
  /** Instant the period ends (excluded). */
  to: string;
  /** A text[] of transfer codes counted on their debit side: out of the wallet, added. */
  outCodes: string;
  /** A text[] of transfer codes counted on their credit side: into the wallet, times `inSign`. */
  inCodes: string;
  /** A bigint, 1 or -1. */
  inSign: string;
}

/**
 * SQL of each member wallet's net movement in a period through the given transfer codes, one row
 * per member with a movement: `member_id`, `net_satang` (bigint). It reads the period's transfers
 * by time (BRIN), then their wallet account.
 */
export const walletNetMovementSql = (p: WalletNetMovementSql) =>
  `SELECT a.owner_id AS member_id, sum(m.signed)::bigint AS net_satang
       FROM (
         SELECT CASE WHEN t.code = ANY (${p.outCodes}) THEN t.debit_account_id ELSE t.credit_account_id END AS account_id,
                CASE WHEN t.code = ANY (${p.outCodes}) THEN t.amount_satang ELSE ${p.inSign} * t.amount_satang END AS signed
         FROM ledger_transfers t
         WHERE t.created_at >= ${p.from} AND t.created_at < ${p.to}
           AND (t.code = ANY (${p.outCodes}) OR t.code = ANY (${p.inCodes}))) m
       JOIN ledger_accounts a ON a.id = m.account_id
       WHERE a.code = 'member_wallet' GROUP BY a.owner_id`;
