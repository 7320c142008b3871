import type { Queryable } from '../../../db/database';
import { iso } from './shared';

/** Contact lines, one of them the default. */

export interface ContactLineRow {
  uuid: string;
  line_id: string;
  optional_line_id: string | null;
  is_default: boolean;
  updated_at: string;
}
interface RawContactLine extends Omit<ContactLineRow, 'updated_at'> {
  updated_at: Date | string;
}
const CONTACT_COLUMNS = 'uuid::text AS uuid, line_id, optional_line_id, is_default, updated_at';
const toContact = (r: RawContactLine): ContactLineRow => ({ ...r, updated_at: iso(r.updated_at) });

/** Contact-line changes run one at a time (to the end of the transaction), so exactly one line stays the default. */
export async function lockContactLines(tx: Queryable): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('member-site:contact-lines'))`);
}

export async function listContactLines(db: Queryable): Promise<ContactLineRow[]> {
  const { rows } = await db.query<RawContactLine>(
    `SELECT ${CONTACT_COLUMNS} FROM contact_lines ORDER BY is_default DESC, created_at, uuid`,
  );
  return rows.map(toContact);
}

export async function findDefaultContactLine(db: Queryable): Promise<ContactLineRow | null> {
  const { rows } = await db.query<RawContactLine>(`SELECT ${CONTACT_COLUMNS} FROM contact_lines WHERE is_default`);
  return rows[0] ? toContact(rows[0]) : null;
}

export async function findContactLine(db: Queryable, uuid: string, forUpdate = false): Promise<ContactLineRow | null> {
  const { rows } = await db.query<RawContactLine>(
    `SELECT ${CONTACT_COLUMNS} FROM contact_lines WHERE uuid = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [uuid],
  );
  return rows[0] ? toContact(rows[0]) : null;
}

/** Clears the default flag everywhere but `uuid` (before `uuid` takes it). */
export async function clearDefaultContactLine(tx: Queryable, exceptUuid: string | null): Promise<void> {
  await tx.query(
    `UPDATE contact_lines SET is_default = false, updated_at = now()
     WHERE is_default AND ($1::uuid IS NULL OR uuid <> $1::uuid)`,
    [exceptUuid],
  );
}

export async function insertContactLine(
  tx: Queryable,
  line: { line_id: string; optional_line_id: string | null; is_default: boolean },
): Promise<ContactLineRow> {
  const { rows } = await tx.query<RawContactLine>(
    `INSERT INTO contact_lines (line_id, optional_line_id, is_default) VALUES ($1, $2, $3) RETURNING ${CONTACT_COLUMNS}`,
    [line.line_id, line.optional_line_id, line.is_default],
  );
  return toContact(rows[0] as RawContactLine);
}

export async function updateContactLine(
  tx: Queryable,
  uuid: string,
  line: { line_id: string; optional_line_id: string | null; is_default: boolean },
): Promise<ContactLineRow | null> {
  const { rows } = await tx.query<RawContactLine>(
    `UPDATE contact_lines SET line_id = $2, optional_line_id = $3, is_default = $4, updated_at = now()
     WHERE uuid = $1 RETURNING ${CONTACT_COLUMNS}`,
    [uuid, line.line_id, line.optional_line_id, line.is_default],
  );
  return rows[0] ? toContact(rows[0]) : null;
}

export async function deleteContactLine(tx: Queryable, uuid: string): Promise<void> {
  await tx.query('DELETE FROM contact_lines WHERE uuid = $1', [uuid]);
}
