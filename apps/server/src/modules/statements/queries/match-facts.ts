import { type StatementSourceKind, WALLET_BANK_CODE } from '@member/shared';
import type { Queryable } from '../../../db/database';
import type { DepositAccount, MemberFacts, OpenRequest } from '../matching';
import type { MemberRecord } from './lines';

/** What the matcher reads about a line: the site's accounts, open requests, members, a credited twin. */

export async function activeDepositAccounts(db: Queryable): Promise<DepositAccount[]> {
  const { rows } = await db.query<{ id: string; account_number: string }>(
    'SELECT id::text AS id, account_number FROM deposit_bank_accounts WHERE is_active',
  );
  return rows.map((row) => ({ id: Number(row.id), accountNumber: row.account_number }));
}

const MEMBER_COLUMNS = `m.id::text AS id, m.tel, m.first_name, m.last_name, m.bank_code, m.bank_number, m.status`;

export const toMemberFacts = (member: MemberRecord): MemberFacts => ({
  id: member.id,
  bankNumber: member.bank_number,
  firstName: member.first_name,
  lastName: member.last_name,
  status: member.status,
});

export interface OpenRequestRecord extends MemberRecord {
  deposit_id: string;
  amount_satang: string;
  created_at: Date | string;
  deposit_bank_account_id: string | null;
  exact_amount: boolean;
}

/**
 * Open bank deposit requests of `amountSatang` (or up to `upToSatang`) made within `windowMinutes` of
 * `at`, either side.
 */
export async function openRequestsOf(
  db: Queryable,
  amountSatang: number,
  at: Date,
  windowMinutes: number,
  upToSatang = amountSatang,
): Promise<OpenRequestRecord[]> {
  const { rows } = await db.query<OpenRequestRecord>(
    `SELECT d.id::text AS deposit_id, d.amount_satang::text AS amount_satang, d.created_at,
            d.deposit_bank_account_id::text AS deposit_bank_account_id, d.exact_amount, ${MEMBER_COLUMNS}
     FROM deposits d JOIN members m ON m.id = d.member_id
     WHERE d.status = 'waiting_for_approve' AND d.type = 'bank' AND d.amount_satang BETWEEN $1 AND $4
       AND d.created_at BETWEEN $2::timestamptz - make_interval(mins => $3) AND $2::timestamptz + make_interval(mins => $3)
     ORDER BY d.id`,
    [amountSatang, at, windowMinutes, upToSatang],
  );
  return rows;
}

export const toOpenRequest = (record: OpenRequestRecord): OpenRequest => ({
  depositId: record.deposit_id,
  member: toMemberFacts(record),
  depositBankAccountId: record.deposit_bank_account_id === null ? null : Number(record.deposit_bank_account_id),
  exactAmount: record.exact_amount,
});

/**
 * Members whose registered account shows the sender's visible digits, or (without digits) whose
 * name starts as the sender's does; the caller keeps those `senderFits` accepts. A TrueMoney line's
 * sender is a wallet: only members registered with a wallet (`tmn`) and its phone fit it; a bank
 * line's only members registered with a bank (decision 0164).
 */
export async function membersFittingSender(
  db: Queryable,
  sender: { accountDigits?: string; normalName?: string },
  kind: StatementSourceKind = 'bank_sms',
): Promise<MemberRecord[]> {
  const wallet = kind === 'truemoney';
  const ofKind = wallet ? `m.bank_code = '${WALLET_BANK_CODE}'` : `m.bank_code <> '${WALLET_BANK_CODE}'`;
  if (sender.accountDigits) {
    const { rows } = await db.query<MemberRecord>(
      wallet
        ? // `081xxx5678` → `081%5678`: the visible digits in their places.
          `SELECT ${MEMBER_COLUMNS} FROM members m WHERE ${ofKind} AND m.bank_number LIKE $1`
        : `SELECT ${MEMBER_COLUMNS} FROM members m WHERE ${ofKind} AND strpos(m.bank_number, $1) > 0`,
      [wallet ? sender.accountDigits.replace(/[^\d]+/g, '%') : sender.accountDigits],
    );
    return rows;
  }
  if (!sender.normalName) return [];
  const { rows } = await db.query<MemberRecord>(
    `SELECT ${MEMBER_COLUMNS} FROM members m
     WHERE ${ofKind} AND strpos(lower(regexp_replace(m.first_name || m.last_name, '[[:space:].]', '', 'g')), $1) = 1`,
    [sender.normalName],
  );
  return rows;
}

export async function findMember(db: Queryable, id: string): Promise<MemberRecord | null> {
  const { rows } = await db.query<MemberRecord>(`SELECT ${MEMBER_COLUMNS} FROM members m WHERE m.id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * Whether a line of another source with this amount, within two minutes, was credited already, or a
 * verified slip of the same amount and time (the member's slip came first, decision 0163).
 */
export async function creditedTwinExists(
  db: Queryable,
  line: { id: string; kind: string; amountSatang: number; occurredAt: Date },
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM statement_lines
     WHERE state IN ('matched_auto', 'matched_manual') AND amount_satang = $1 AND source_kind <> $2 AND id <> $3
       AND occurred_at BETWEEN $4::timestamptz - interval '2 minutes' AND $4::timestamptz + interval '2 minutes'
     UNION ALL
     SELECT 1 FROM deposit_slips
     WHERE state = 'verified' AND amount_satang = $1
       AND occurred_at BETWEEN $4::timestamptz - interval '2 minutes' AND $4::timestamptz + interval '2 minutes'
     LIMIT 1`,
    [line.amountSatang, line.kind, line.id, line.occurredAt],
  );
  return rows.length > 0;
}
