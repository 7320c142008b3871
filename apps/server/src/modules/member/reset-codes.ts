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

/** Closes the open codes and waiting requests of the active member of `tel` asked for from `address`. */
export async function closeCodesAskedFrom(tx: Queryable, tel: string, address: string): Promise<void> {
  await tx.query(
    `UPDATE password_reset_codes SET closed_at = now()
       WHERE member_id = (${ACTIVE_MEMBER_BY_TEL}) AND closed_at IS NULL AND requested_ip = $2`,
    [tel, address],
  );
}

/**
 * A request of the active member of `tel` waiting for its SMS (no code yet, dropped after `queueMinutes`).
 * Nothing for an unknown phone: the member is picked inside the statement.
 */
export async function insertRequest(
  tx: Queryable,
  request: { tel: string; requestHash: string; address: string; queueMinutes: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO password_reset_codes (member_id, request_hash, expires_at, requested_ip)
       SELECT id, $2, now() + make_interval(mins => $3), $4 FROM (${ACTIVE_MEMBER_BY_TEL}) AS member`,
    [request.tel, request.requestHash, request.queueMinutes, request.address],
  );
}

/**
 * The SMS throttle (decision 0041), in one statement: when fewer than `throttle.max` codes went to the
 * phone in the window, the next waiting request gets the code `codeHash` and `ttlMinutes` to live. Next
 * is the request from the address that got the fewest of this phone's codes in the last day (a member on
 * a new address goes before a stranger who already had some), then the oldest. Answers whether one was
 * sent (the caller then texts the code). Run under the phone's lock.
 */
export async function sendNextCode(
  tx: Queryable,
  tel: string,
  code: { codeHash: string; ttlMinutes: number; throttle: { max: number; windowMinutes: number } },
): Promise<boolean> {
  const { rows } = await tx.query<{ id: string }>(
    `WITH member AS (${ACTIVE_MEMBER_BY_TEL}),
     recent AS (
       SELECT count(*) AS n FROM password_reset_codes c, member
        WHERE c.member_id = member.id AND c.sent_at > now() - make_interval(mins => $4)),
     next AS (
       SELECT c.id FROM password_reset_codes c, member, recent
        WHERE c.member_id = member.id AND c.sent_at IS NULL AND c.closed_at IS NULL AND c.expires_at > now()
          AND recent.n < $5
        ORDER BY (SELECT count(*) FROM password_reset_codes p
                   WHERE p.member_id = c.member_id AND p.requested_ip = c.requested_ip
                     AND p.sent_at > now() - interval '1 day'), c.id
        LIMIT 1 FOR UPDATE OF c)
     UPDATE password_reset_codes c SET code_hash = $2, sent_at = now(), expires_at = now() + make_interval(mins => $3)
       FROM next WHERE c.id = next.id RETURNING c.id::text AS id`,
    [tel, code.codeHash, code.ttlMinutes, code.throttle.windowMinutes, code.throttle.max],
  );
  return rows.length > 0;
}

/** A code an operator sends (decision 0092): sent at once, bound to no request; its expiry, or null. */
export async function insertSentCode(
  tx: Queryable,
  code: { tel: string; codeHash: string; ttlMinutes: number; address: string },
): Promise<Date | string | null> {
  const inserted = await tx.query<{ expires_at: Date | string }>(
    `INSERT INTO password_reset_codes (member_id, code_hash, sent_at, expires_at, requested_ip)
       SELECT id, $2, now(), now() + make_interval(mins => $3), $4 FROM (${ACTIVE_MEMBER_BY_TEL}) AS member
       RETURNING expires_at`,
    [code.tel, code.codeHash, code.ttlMinutes, code.address],
  );
  return inserted.rows[0]?.expires_at ?? null;
}

/** The phones with a request waiting for its SMS (the `password-reset-sms` job). */
export async function phonesWaiting(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ tel: string }>(
    `SELECT DISTINCT m.tel FROM password_reset_codes c JOIN members m ON m.id = c.member_id
      WHERE c.sent_at IS NULL AND c.closed_at IS NULL AND c.expires_at > now()`,
  );
  return rows.map((row) => row.tel);
}

/**
 * The live code of a request (`requestHash`) and the live codes an operator sent (bound to no request:
 * the member types one on the page any request leads to), of the active member of `tel` (none for an
 * unknown phone), locked.
 */
export async function lockLiveCodes(
  tx: Queryable,
  tel: string,
  requestHash: string | null,
): Promise<{ id: string; member_id: string; code_hash: string }[]> {
  const { rows } = await tx.query<{ id: string; member_id: string; code_hash: string }>(
    `SELECT id::text AS id, member_id::text AS member_id, code_hash FROM password_reset_codes
         WHERE member_id = (${ACTIVE_MEMBER_BY_TEL}) AND closed_at IS NULL AND sent_at IS NOT NULL
           AND expires_at > now() AND (request_hash IS NULL OR request_hash = $2)
         ORDER BY id FOR UPDATE`,
    [tel, requestHash],
  );
  return rows;
}

/** A wrong code counts against the codes it was tried on: each dies at its `maxAttempts`-th. */
export async function countWrongTry(
  tx: Queryable,
  tel: string,
  requestHash: string | null,
  maxAttempts: number,
): Promise<void> {
  await tx.query(
    `UPDATE password_reset_codes SET attempts = attempts + 1,
            closed_at = CASE WHEN attempts + 1 >= $3 THEN now() ELSE closed_at END
      WHERE member_id = (${ACTIVE_MEMBER_BY_TEL}) AND closed_at IS NULL AND sent_at IS NOT NULL
        AND expires_at > now() AND (request_hash IS NULL OR request_hash = $2)`,
    [tel, requestHash, maxAttempts],
  );
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
