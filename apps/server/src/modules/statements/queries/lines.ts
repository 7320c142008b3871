import type {
  AdminStatementLine,
  CandidateMember,
  Page,
  ReviewReason,
  StatementLineState,
  StatementSourceKind,
} from '@member/shared';
import { satangToBaht } from '@member/shared';
import type { Queryable } from '../../../db/database';

/** SQL of statement lines: each stored once with its text, its parsed facts and what became of it. */

export interface NewLine {
  sourceId: string;
  kind: StatementSourceKind;
  dedupeKey: string;
  raw: string;
  parsed: {
    bank: string | null;
    amountSatang: number;
    occurredAt: Date;
    receivingAccount: string | null;
    senderAccount: string | null;
    senderName: string | null;
  } | null;
}

export type StoredLine = { id: string; duplicateOf: string | null };

/**
 * Stores a line once per kind of source and key. When the key was seen, a row in state `duplicate`
 * records that it came again and points at the first (it is never matched), unless `recordRepeat` is
 * false (a statement file uploaded again: its old rows are skipped, not listed).
 */
export async function storeLine(tx: Queryable, line: NewLine, recordRepeat = true): Promise<StoredLine> {
  const p = line.parsed;
  const values = [
    line.sourceId,
    line.kind,
    line.raw,
    p?.bank ?? null,
    p?.amountSatang ?? null,
    p?.occurredAt ?? null,
    p?.receivingAccount ?? null,
    p?.senderAccount ?? null,
    p?.senderName ?? null,
  ];
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO statement_lines (source_id, source_kind, raw, bank, amount_satang, occurred_at, receiving_account,
                                  sender_account, sender_name, dedupe_key, state)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (source_kind, dedupe_key) DO NOTHING RETURNING id::text AS id`,
    [...values, line.dedupeKey, p ? 'new' : 'unparsed'],
  );
  if (rows[0]) return { id: rows[0].id, duplicateOf: null };
  const first = await tx.query<{ id: string }>(
    'SELECT id::text AS id FROM statement_lines WHERE source_kind = $1 AND dedupe_key = $2',
    [line.kind, line.dedupeKey],
  );
  const duplicateOf = first.rows[0]?.id ?? null;
  if (!recordRepeat && duplicateOf !== null) return { id: duplicateOf, duplicateOf };
  const duplicate = await tx.query<{ id: string }>(
    `INSERT INTO statement_lines (source_id, source_kind, raw, bank, amount_satang, occurred_at, receiving_account,
                                  sender_account, sender_name, duplicate_of, state)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'duplicate') RETURNING id::text AS id`,
    [...values, duplicateOf],
  );
  return { id: duplicate.rows[0]!.id, duplicateOf };
}

export interface LineRecord {
  id: string;
  source_kind: StatementSourceKind;
  source_account_id: string | null;
  state: StatementLineState | 'new';
  amount_satang: string | null;
  occurred_at: Date | string | null;
  receiving_account: string | null;
  sender_account: string | null;
  sender_name: string | null;
  deposit_bank_account_id: string | null;
}

/** The line, locked: a line is decided once, whoever else holds it. */
export async function lockLine(tx: Queryable, id: string): Promise<LineRecord | null> {
  const { rows } = await tx.query<LineRecord>(
    `SELECT l.id::text AS id, l.source_kind, s.deposit_bank_account_id::text AS source_account_id, l.state,
            l.amount_satang::text AS amount_satang, l.occurred_at, l.receiving_account, l.sender_account,
            l.sender_name, l.deposit_bank_account_id::text AS deposit_bank_account_id
     FROM statement_lines l JOIN statement_sources s ON s.id = l.source_id
     WHERE l.id = $1 FOR UPDATE OF l`,
    [id],
  );
  return rows[0] ?? null;
}

export interface LineOutcome {
  state: StatementLineState;
  reason?: ReviewReason | null;
  memberId?: string | null;
  depositId?: string | null;
  depositBankAccountId?: number | null;
  note?: string | null;
  decidedBy?: string | null;
}

export async function setLineOutcome(tx: Queryable, id: string, outcome: LineOutcome): Promise<void> {
  await tx.query(
    `UPDATE statement_lines SET state = $2, reason = $3, member_id = $4, deposit_id = $5,
       deposit_bank_account_id = COALESCE($6, deposit_bank_account_id), note = COALESCE($7, note),
       decided_by = $8, decided_at = CASE WHEN $2 IN ('matched_auto', 'matched_manual', 'dismissed') THEN now() END
     WHERE id = $1`,
    [
      id,
      outcome.state,
      outcome.reason ?? null,
      outcome.memberId ?? null,
      outcome.depositId ?? null,
      outcome.depositBankAccountId ?? null,
      outcome.note ?? null,
      outcome.decidedBy ?? null,
    ],
  );
}

const LINE_SELECT = `SELECT l.id::text AS id, l.state, l.reason, l.raw, l.bank, l.amount_satang::text AS amount_satang,
       l.occurred_at, l.receiving_account, l.sender_account, l.sender_name, l.deposit_id::text AS deposit_id,
       l.duplicate_of::text AS duplicate_of, l.note, l.decided_at, l.created_at,
       s.id::text AS source_id, s.kind AS source_kind, s.name AS source_name,
       o.username AS decided_by,
       m.id::text AS member_id, m.tel AS member_tel, m.first_name AS member_first_name,
       m.last_name AS member_last_name, m.bank_code AS member_bank_code, m.bank_number AS member_bank_number,
       m.status AS member_status
     FROM statement_lines l
     JOIN statement_sources s ON s.id = l.source_id
     LEFT JOIN operators o ON o.id = l.decided_by
     LEFT JOIN members m ON m.id = l.member_id`;

interface LineListRow {
  id: string;
  state: StatementLineState | 'new';
  reason: ReviewReason | null;
  raw: string;
  bank: string | null;
  amount_satang: string | null;
  occurred_at: Date | string | null;
  receiving_account: string | null;
  sender_account: string | null;
  sender_name: string | null;
  deposit_id: string | null;
  duplicate_of: string | null;
  note: string | null;
  decided_at: Date | string | null;
  created_at: Date | string;
  source_id: string;
  source_kind: StatementSourceKind;
  source_name: string;
  decided_by: string | null;
  member_id: string | null;
  member_tel: string | null;
  member_first_name: string | null;
  member_last_name: string | null;
  member_bank_code: string | null;
  member_bank_number: string | null;
  member_status: 'active' | 'disabled' | null;
  total?: string;
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export interface MemberRecord {
  id: string;
  tel: string;
  first_name: string;
  last_name: string;
  bank_code: string;
  bank_number: string;
  status: 'active' | 'disabled';
}

export const toCandidateMember = (member: MemberRecord): CandidateMember => ({
  id: Number(member.id),
  tel: member.tel,
  name: `${member.first_name} ${member.last_name}`,
  bank_code: member.bank_code,
  bank_number: member.bank_number,
  status: member.status,
});

function toLine(row: LineListRow): AdminStatementLine {
  return {
    id: Number(row.id),
    source: { id: Number(row.source_id), kind: row.source_kind, name: row.source_name },
    // A line is `new` only inside the transaction that stores and matches it.
    state: row.state === 'new' ? 'review' : row.state,
    reason: row.reason,
    raw: row.raw,
    bank: row.bank,
    amount: row.amount_satang === null ? null : satangToBaht(row.amount_satang),
    occurred_at: isoOrNull(row.occurred_at),
    receiving_account: row.receiving_account,
    sender_account: row.sender_account,
    sender_name: row.sender_name,
    member:
      row.member_id === null
        ? null
        : toCandidateMember({
            id: row.member_id,
            tel: row.member_tel ?? '',
            first_name: row.member_first_name ?? '',
            last_name: row.member_last_name ?? '',
            bank_code: row.member_bank_code ?? '',
            bank_number: row.member_bank_number ?? '',
            status: row.member_status ?? 'active',
          }),
    deposit_id: row.deposit_id === null ? null : Number(row.deposit_id),
    duplicate_of: row.duplicate_of === null ? null : Number(row.duplicate_of),
    note: row.note,
    decided_by: row.decided_by,
    decided_at: isoOrNull(row.decided_at),
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function findLine(db: Queryable, id: string): Promise<AdminStatementLine | null> {
  const { rows } = await db.query<LineListRow>(`${LINE_SELECT} WHERE l.id = $1`, [id]);
  return rows[0] ? toLine(rows[0]) : null;
}

export async function listLines(
  db: Queryable,
  filter: { state?: StatementLineState; kind?: StatementSourceKind; source?: string; page: number; limit: number },
): Promise<Page<AdminStatementLine>> {
  const { rows } = await db.query<LineListRow>(
    `${LINE_SELECT.replace('SELECT ', 'SELECT count(*) OVER ()::text AS total, ')}
     WHERE ($1::text IS NULL OR l.state = $1) AND ($2::text IS NULL OR l.source_kind = $2)
       AND ($3::bigint IS NULL OR l.source_id = $3)
     ORDER BY l.id DESC LIMIT $4 OFFSET $5`,
    [filter.state ?? null, filter.kind ?? null, filter.source ?? null, filter.limit, (filter.page - 1) * filter.limit],
  );
  const total = Number(rows[0]?.total ?? 0);
  return { items: rows.map(toLine), total, page: filter.page, limit: filter.limit };
}
