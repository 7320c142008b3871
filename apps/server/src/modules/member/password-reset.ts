import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  type ForgotPasswordResult,
  forgotPasswordSchema,
  type Page,
  RESET_ATTEMPTS_PER_IP,
  RESET_CODE_LENGTH,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
  RESET_REQUESTS_PER_IP,
  RESET_REQUESTS_PER_PHONE,
  RESET_REQUESTS_PER_PHONE_PER_DAY,
  type ResetPasswordResult,
  resetPasswordSchema,
  type SmsOutboxRow,
  smsOutboxQuerySchema,
} from '@member/shared';
import { DAY_MINUTES } from '../../plugins/retention';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { businessRule, tooManyRequests } from '../../lib/app-error';
import { parseBody } from '../../lib/validate';

/**
 * Forgot password by SMS (decision 0041): a 6-digit code, stored as an HMAC, valid 10 minutes,
 * single use, dead after 5 wrong tries. The answers never tell whether a phone is registered: the
 * request answers the same for every phone (the SMS leaves after the answer), and every failure of
 * the reset is one message.
 */
const minutes = (n: number) => n * 60_000;
/** Code requests per phone, counted in `password_reset_requests` (so they hold across processes). */
const PHONE_LIMITS = [RESET_REQUESTS_PER_PHONE, RESET_REQUESTS_PER_PHONE_PER_DAY] as const;
/** The active member with the phone `$1`, as a subquery (at most one row: phones are unique). */
const ACTIVE_MEMBER_BY_TEL = `SELECT id FROM members WHERE tel = $1 AND status = 'active'`;

export async function passwordResetRoutes(api: FastifyInstance) {
  // A code is dead ten minutes after it was sent; the per-phone limits count requests for a day.
  api.retention.keep({ table: 'password_reset_codes', column: 'expires_at', keepMinutes: DAY_MINUTES });
  api.retention.keep({
    table: 'password_reset_requests',
    column: 'created_at',
    keepMinutes: RESET_REQUESTS_PER_PHONE_PER_DAY.windowMinutes,
  });
  const { db, passwords } = api;
  const hashCode = (tel: string, code: string) =>
    createHmac('sha256', api.config.jwtSecret).update(`password-reset:${tel}:${code}`).digest('hex');

  // SMS go out after the answer (a provider's latency must not tell a registered phone from another);
  // closing the app waits for the ones on their way.
  const sending = new Set<Promise<void>>();
  api.addHook('onClose', async () => {
    await Promise.allSettled([...sending]);
  });
  function sendLater(tel: string, text: string) {
    const task = api.sms.send(tel, text).catch((error: unknown) => {
      api.log.error({ err: error, tel }, 'password-reset sms failed');
    });
    sending.add(task);
    void task.finally(() => sending.delete(task));
  }

  const perIp = (limit: { max: number; windowMinutes: number }) => ({
    config: { rateLimit: { max: limit.max, timeWindow: minutes(limit.windowMinutes) } },
  });

  api.post('/member/forgotpassword', perIp(RESET_REQUESTS_PER_IP), async (request, reply) => {
    const { tel } = parseBody(forgotPasswordSchema, request.body);
    const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
    const issued = await db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('member-site:password-reset:' || $1))`, [tel]);
      // Every per-phone limit is checked; Retry-After is the longest wait of those reached. Rows older
      // than the longest window count for nothing; the retention sweep deletes them.
      let waitSeconds = 0;
      for (const limit of PHONE_LIMITS) {
        const { rows } = await tx.query<{ recent: number; retry_after: number | null }>(
          `SELECT count(*)::int AS recent,
                  ceil(extract(epoch FROM min(created_at) + make_interval(mins => $2) - now()))::int AS retry_after
           FROM password_reset_requests WHERE tel = $1 AND created_at > now() - make_interval(mins => $2)`,
          [tel, limit.windowMinutes],
        );
        const recent = rows[0];
        if (recent && recent.recent >= limit.max) waitSeconds = Math.max(waitSeconds, recent.retry_after ?? 1, 1);
      }
      if (waitSeconds > 0) {
        reply.header('Retry-After', waitSeconds);
        throw tooManyRequests();
      }
      await tx.query('INSERT INTO password_reset_requests (tel, ip) VALUES ($1, $2)', [tel, request.ip]);
      // Registered or not, the same statements run: the member is picked inside the SQL, so an unknown
      // phone matches no row instead of taking a shorter path that the answer time would give away.
      // A new code replaces any open one.
      await tx.query(
        `UPDATE password_reset_codes SET closed_at = now()
         WHERE member_id = (${ACTIVE_MEMBER_BY_TEL}) AND closed_at IS NULL`,
        [tel],
      );
      const inserted = await tx.query(
        `INSERT INTO password_reset_codes (member_id, code_hash, expires_at)
         SELECT id, $2, now() + make_interval(mins => $3) FROM (${ACTIVE_MEMBER_BY_TEL}) AS member
         RETURNING id`,
        [tel, hashCode(tel, code), RESET_CODE_TTL_MINUTES],
      );
      return inserted.rows.length > 0;
    });
    // The SMS leaves once the answer is sent: neither its outbox write nor a provider's latency delays it.
    if (issued) {
      const send = () => sendLater(tel, ACCOUNT_MESSAGES.resetSms(code, RESET_CODE_TTL_MINUTES));
      reply.then(send, send);
    }
    const data: ForgotPasswordResult = {
      requested: true,
      message: ACCOUNT_MESSAGES.resetRequested,
      expires_in_minutes: RESET_CODE_TTL_MINUTES,
    };
    return { data };
  });

  api.post('/member/resetpassword', perIp(RESET_ATTEMPTS_PER_IP), async (request) => {
    const { tel, code, new_password } = parseBody(resetPasswordSchema, request.body);
    // Hash first, whatever the code: the answer takes as long for an unknown phone as for a known one.
    const newHash = await passwords.hash(new_password);
    const reset = await db.transaction(async (tx) => {
      const member = await findActiveMemberId(tx, tel);
      if (!member) return false;
      const { rows } = await tx.query<{ id: string; code_hash: string; attempts: number; live: boolean }>(
        `SELECT id::text AS id, code_hash, attempts, expires_at > now() AS live
         FROM password_reset_codes WHERE member_id = $1 AND closed_at IS NULL
         ORDER BY id DESC LIMIT 1 FOR UPDATE`,
        [member],
      );
      const open = rows[0];
      if (!open || !open.live || open.attempts >= RESET_CODE_MAX_ATTEMPTS) return false;
      const expected = Buffer.from(open.code_hash, 'hex');
      const given = Buffer.from(hashCode(tel, code), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        await tx.query(
          `UPDATE password_reset_codes SET attempts = attempts + 1,
             closed_at = CASE WHEN attempts + 1 >= $2 THEN now() ELSE closed_at END
           WHERE id = $1`,
          [open.id, RESET_CODE_MAX_ATTEMPTS],
        );
        return false;
      }
      await tx.query('UPDATE password_reset_codes SET closed_at = now() WHERE id = $1', [open.id]);
      await tx.query('UPDATE members SET password_hash = $2, updated_at = now() WHERE id = $1', [member, newHash]);
      // Whoever held the account is signed out everywhere.
      await tx.query(
        `UPDATE sessions SET revoked_at = now()
         WHERE subject_kind = 'member' AND subject_id = $1 AND revoked_at IS NULL`,
        [member],
      );
      return true;
    });
    if (!reset) throw businessRule(ACCOUNT_MESSAGES.resetCodeInvalid);
    const data: ResetPasswordResult = { updated: true, message: ACCOUNT_MESSAGES.passwordReset };
    return { data };
  });

  api.get('/admin/sms-outbox', { preValidation: api.requireOperator('sms.view') }, async (request) => {
    const query = parseBody(smsOutboxQuerySchema, request.query);
    const { rows } = await db.query<{ id: string; tel: string; text: string; created_at: Date | string }>(
      `SELECT id::text AS id, tel, text, created_at FROM sms_outbox
       WHERE ($1::text IS NULL OR tel = $1) ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [query.tel ?? null, query.limit, (query.page - 1) * query.limit],
    );
    const total = await db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM sms_outbox WHERE ($1::text IS NULL OR tel = $1)',
      [query.tel ?? null],
    );
    const data: Page<SmsOutboxRow> = {
      items: rows.map((r) => ({
        id: Number(r.id),
        tel: r.tel,
        text: r.text,
        created_at: new Date(r.created_at).toISOString(),
      })),
      page: query.page,
      limit: query.limit,
      total: total.rows[0]?.total ?? 0,
    };
    return { data };
  });
}

async function findActiveMemberId(db: Queryable, tel: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM members WHERE tel = $1 AND status = 'active'`,
    [tel],
  );
  return rows[0]?.id ?? null;
}
