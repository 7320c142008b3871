import { type AdminCannedReply, CHAT_MESSAGES } from '@member/shared';
import { isPostgresError, type Queryable, UNIQUE_VIOLATION } from '../../db/database';
import { AppError, conflict } from '../../lib/app-error';

/** Canned replies (`chat_canned_replies`), found by short code. */

interface CannedRow {
  id: number;
  short_code: string;
  body: string;
}

const COLUMNS = 'id, short_code, body';
const toCanned = (row: CannedRow): AdminCannedReply => ({ id: row.id, shortCode: row.short_code, text: row.body });

export const cannedNotFound = () => new AppError(404, 'NOT_FOUND', CHAT_MESSAGES.cannedNotFound);

/** A used short code is the operator's mistake (409), also when two saves race for one. */
async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isPostgresError(error, UNIQUE_VIOLATION)) throw conflict(CHAT_MESSAGES.shortCodeTaken);
    throw error;
  }
}

export async function listCanned(db: Queryable): Promise<AdminCannedReply[]> {
  const { rows } = await db.query<CannedRow>(`SELECT ${COLUMNS} FROM chat_canned_replies ORDER BY short_code`);
  return rows.map(toCanned);
}

export async function lockCanned(tx: Queryable, id: number): Promise<AdminCannedReply> {
  const { rows } = await tx.query<CannedRow>(`SELECT ${COLUMNS} FROM chat_canned_replies WHERE id = $1 FOR UPDATE`, [
    id,
  ]);
  if (!rows[0]) throw cannedNotFound();
  return toCanned(rows[0]);
}

export async function createCanned(
  tx: Queryable,
  input: { shortCode: string; text: string },
  at: string,
): Promise<AdminCannedReply> {
  return unique(async () => {
    const { rows } = await tx.query<CannedRow>(
      `INSERT INTO chat_canned_replies (short_code, body, created_at, updated_at) VALUES ($1, $2, $3, $3)
       RETURNING ${COLUMNS}`,
      [input.shortCode, input.text, at],
    );
    if (!rows[0]) throw new Error('canned reply insert returned nothing');
    return toCanned(rows[0]);
  });
}

export async function updateCanned(
  tx: Queryable,
  id: number,
  input: { shortCode: string; text: string },
  at: string,
): Promise<AdminCannedReply> {
  return unique(async () => {
    const { rows } = await tx.query<CannedRow>(
      `UPDATE chat_canned_replies SET short_code = $2, body = $3, updated_at = $4 WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, input.shortCode, input.text, at],
    );
    if (!rows[0]) throw cannedNotFound();
    return toCanned(rows[0]);
  });
}

export async function deleteCanned(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM chat_canned_replies WHERE id = $1', [id]);
}
