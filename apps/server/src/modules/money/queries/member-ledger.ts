import { type LedgerRow, type Page, satangToBaht } from '@member/shared';
import type { Queryable } from '../../../db/database';
import { iso, type PageQuery } from './shared';

/** A member's wallet movements, for the back office's member credit page. */

/** `w` is the THB wallet of member $1. */
const WALLET_OF_MEMBER = `w.ledger = 'THB' AND w.code = 'member_wallet' AND w.owner_id = $1 AND w.shard = 0`;

/** A member's wallet movements, newest first (`kind` is the transfer's code, `counterparty` the other account's). */
export async function memberLedger(db: Queryable, memberId: string, q: PageQuery): Promise<Page<LedgerRow>> {
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
