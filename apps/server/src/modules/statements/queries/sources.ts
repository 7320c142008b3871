import type { AdminStatementSource, StatementSourceKind } from '@member/shared';
import type { Queryable } from '../../../db/database';

/** SQL of statement sources: a phone forwarding one account's notifications, a statement file upload, the TrueMoney feed. */

export interface SourceRecord {
  id: string;
  kind: StatementSourceKind;
  name: string;
  deposit_bank_account_id: string | null;
  is_active: boolean;
  /** The bound deposit account's bank and number. */
  bank_code: string | null;
  account_number: string | null;
}

const SOURCE_SELECT = `SELECT s.id::text AS id, s.kind, s.name, s.deposit_bank_account_id::text AS deposit_bank_account_id,
       s.is_active, a.bank_code, a.account_number
     FROM statement_sources s LEFT JOIN deposit_bank_accounts a ON a.id = s.deposit_bank_account_id`;

export async function findSourceByTokenHash(db: Queryable, tokenHash: string): Promise<SourceRecord | null> {
  const { rows } = await db.query<SourceRecord>(`${SOURCE_SELECT} WHERE s.token_hash = $1`, [tokenHash]);
  return rows[0] ?? null;
}

/** The active phone (bank SMS source) of a deposit account, if any: where the bank's SMS of a transfer to it goes. */
export async function findActiveSmsSource(db: Queryable, depositBankAccountId: number): Promise<SourceRecord | null> {
  const { rows } = await db.query<SourceRecord>(
    `${SOURCE_SELECT} WHERE s.kind = 'bank_sms' AND s.is_active AND s.deposit_bank_account_id = $1 ORDER BY s.id LIMIT 1`,
    [depositBankAccountId],
  );
  return rows[0] ?? null;
}

export async function findSource(db: Queryable, id: string): Promise<SourceRecord | null> {
  const { rows } = await db.query<SourceRecord>(`${SOURCE_SELECT} WHERE s.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function insertSource(
  tx: Queryable,
  source: { kind: StatementSourceKind; name: string; depositBankAccountId: number | null; tokenHash: string },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO statement_sources (kind, name, deposit_bank_account_id, token_hash) VALUES ($1, $2, $3, $4)
     RETURNING id::text AS id`,
    [source.kind, source.name, source.depositBankAccountId, source.tokenHash],
  );
  return rows[0]!.id;
}

export async function setSourceActive(tx: Queryable, id: string, isActive: boolean): Promise<boolean> {
  const { rows } = await tx.query('UPDATE statement_sources SET is_active = $2 WHERE id = $1 RETURNING id', [
    id,
    isActive,
  ]);
  return rows.length > 0;
}

export async function setSourceToken(tx: Queryable, id: string, tokenHash: string): Promise<boolean> {
  const { rows } = await tx.query('UPDATE statement_sources SET token_hash = $2 WHERE id = $1 RETURNING id', [
    id,
    tokenHash,
  ]);
  return rows.length > 0;
}

export async function touchSource(tx: Queryable, id: string): Promise<void> {
  await tx.query('UPDATE statement_sources SET last_line_at = now() WHERE id = $1', [id]);
}

interface SourceListRow {
  id: string;
  kind: StatementSourceKind;
  name: string;
  is_active: boolean;
  last_line_at: Date | string | null;
  created_at: Date | string;
  account_id: string | null;
  bank_code: string | null;
  account_number: string | null;
  account_name: string | null;
  lines_today: string;
}

/**
 * Every source with its health: the last line, the lines since the Bangkok day began, and whether an
 * active source has been silent longer than `silentAfterMinutes` (since it was made, before its first line).
 */
export async function listSources(db: Queryable, silentAfterMinutes: number, nowMs: number, id?: string) {
  const { rows } = await db.query<SourceListRow>(
    `SELECT s.id::text AS id, s.kind, s.name, s.is_active, s.last_line_at, s.created_at,
            a.id::text AS account_id, a.bank_code, a.account_number, a.account_name,
            (SELECT count(*) FROM statement_lines l
             WHERE l.source_id = s.id
               AND l.created_at >= date_trunc('day', now() AT TIME ZONE 'Asia/Bangkok') AT TIME ZONE 'Asia/Bangkok')::text AS lines_today
     FROM statement_sources s LEFT JOIN deposit_bank_accounts a ON a.id = s.deposit_bank_account_id
     WHERE $1::bigint IS NULL OR s.id = $1
     ORDER BY s.id`,
    [id ?? null],
  );
  const silentBefore = nowMs - silentAfterMinutes * 60_000;
  return rows.map((row): AdminStatementSource => ({
    id: Number(row.id),
    kind: row.kind,
    name: row.name,
    deposit_account:
      row.account_id === null
        ? null
        : {
            id: Number(row.account_id),
            bankCode: row.bank_code ?? '',
            accountNumber: row.account_number ?? '',
            accountName: row.account_name ?? '',
          },
    is_active: row.is_active,
    last_line_at: row.last_line_at === null ? null : new Date(row.last_line_at).toISOString(),
    silent: row.is_active && new Date(row.last_line_at ?? row.created_at).getTime() < silentBefore,
    lines_today: Number(row.lines_today),
  }));
}
