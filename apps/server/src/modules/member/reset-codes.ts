import type { Page, SmsOutboxRow, smsOutboxQuerySchema } from '@member/shared';
import type { z } from 'zod';
import type { Queryable } from '../../db/database';

/**
 * The SQL of the forgotten password (decision 0041, `password-reset.ts`): the codes, stored as an
 * HMAC, picked by phone inside each statement (an unknown phone matches no row and takes no shorter
 * path), and the SMS outbox support reads where no provider is configured.
 */

/** The active member with the phone `$1`, as a subquery (at most one row: phones are unique). */
const ACTIVE_MEMBER_BY_TEL = `SELECT id FROM members WHERE tel = $1 AND status = 'active'`;

/** One request at a time per phone, so two cannot both pass a limit that had room for one. */
export async function lockPhone(tx: Queryable, tel: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('member-site:password-reset:' || $1))`, [tel]);
}

/** Closes the open codes of the active member of `tel` that were asked for from `address`. */
export async function closeCodesAskedFrom(tx: Queryable, tel: string, address: string): Promise<void> {
  await tx.query(
    `UPDATE password_reset_codes SET closed_at = now()
       WHERE member_id = (${ACTIVE_MEMBER_BY_TEL}) AND closed_at IS NULL AND requested_ip = $2`,
    [tel, address],
  );
}

/** A new code for the active member of `tel`; answers when it expires, or null with no such member. */
export async function insertCode(
  tx: Queryable,
  code: { tel: string; codeHash: string; ttlMinutes: number; address: string },
): Promise<Date | string | null> {
  const inserted = await tx.query<{ expires_at: Date | string }>(
    `INSERT INTO password_reset_codes (member_id, code_hash, expires_at, requested_ip)
       SELECT id, $2, now() + make_interval(mins => $3), $4 FROM (${ACTIVE_MEMBER_BY_TEL}) AS member
       RETURNING expires_at`,
    [code.tel, code.codeHash, code.ttlMinutes, code.address],
  );
  return inserted.rows[0]?.expires_at ?? null;
}

/** Every live code of the active member of `tel` (none for an unknown phone), locked, in id order. */
export async function lockLiveCodes(
  tx: Queryable,
  tel: string,
): Promise<{ id: string; member_id: string; code_hash: string }[]> {
  const { rows } = await tx.query<{ id: string; member_id: string; code_hash: string }>(
    `SELECT id::text AS id, member_id::text AS member_id, code_hash FROM password_reset_codes
         WHERE member_id = (${ACTIVE_MEMBER_BY_TEL}) AND closed_at IS NULL AND expires_at > now()
         ORDER BY id FOR UPDATE`,
    [tel],
  );
  return rows;
}

export async function closeCode(tx: Queryable, id: string): Promise<void> {
  await tx.query('UPDATE password_reset_codes SET closed_at = now() WHERE id = $1', [id]);
}

/** The member of `tel` (any status), or null. */
export async function findMemberStatusByTel(
  tx: Queryable,
  tel: string,
): Promise<{ id: string; status: string } | null> {
  const { rows } = await tx.query<{ id: string; status: string }>(
    'SELECT id::text AS id, status FROM members WHERE tel = $1',
    [tel],
  );
  return rows[0] ?? null;
}

/** A page of the SMS outbox, newest first, of one phone or all. */
export async function smsOutboxPage(
  db: Queryable,
  query: z.infer<typeof smsOutboxQuerySchema>,
): Promise<Page<SmsOutboxRow>> {
  const { rows } = await db.query<{
    id: string;
    tel: string;
    text: string;
    created_at: Date | string;
    status: SmsOutboxRow['status'];
    error: string | null;
  }>(
    `SELECT id::text AS id, tel, text, created_at, status, error FROM sms_outbox
       WHERE ($1::text IS NULL OR tel = $1) ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [query.tel ?? null, query.limit, (query.page - 1) * query.limit],
  );
  const total = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM sms_outbox WHERE ($1::text IS NULL OR tel = $1)',
    [query.tel ?? null],
  );
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      tel: r.tel,
      text: r.text,
      created_at: new Date(r.created_at).toISOString(),
      status: r.status,
      error: r.error,
    })),
    page: query.page,
    limit: query.limit,
    total: total.rows[0]?.total ?? 0,
  };
}
