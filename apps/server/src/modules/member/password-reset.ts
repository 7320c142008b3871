import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  type ForgotPasswordResult,
  forgotPasswordSchema,
  type MemberPasswordResetResult,
  memberTelParamsSchema,
  OPERATOR_MESSAGES,
  type Page,
  RESET_ATTEMPTS_PER_IP,
  RESET_CODE_LENGTH,
  RESET_CODE_TTL_MINUTES,
  RESET_REQUESTS_PER_IP,
  type ResetPasswordResult,
  resetPasswordSchema,
  SERVER_MESSAGES,
  type SmsOutboxRow,
  smsOutboxQuerySchema,
} from '@member/shared';
import {
  answers,
  forgotPasswordResultSchema,
  memberPasswordResetResultSchema,
  resetPasswordResultSchema,
  smsOutboxPageSchema,
} from '@member/shared/responses';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/database';
import { addressKey } from '../../lib/address';
import { businessRule, conflict, notFound, tooManyRequests } from '../../lib/app-error';
import { DAY_MINUTES } from '../../plugins/retention';
import {
  CODE_REQUEST_LIMITS,
  keepMinutesOf,
  recordResetRow,
  type ResetCaller,
  type ResetLimits,
  secondsUntilAllowed,
  WRONG_CODE_LIMITS,
} from './reset-limits';

/**
 * Forgot password by SMS (decision 0041): a 6-digit code, stored as an HMAC, valid 10 minutes,
 * single use. The answers never tell whether a phone is registered: the request answers the same for
 * every phone (the SMS leaves after the answer), and every failure of the reset is one message. A
 * stranger cannot stop a member resetting: their requests close no code the member was sent, and
 * requests and wrong codes are counted per phone and address (`reset-limits.ts`).
 */
const minutes = (n: number) => n * 60_000;
/** The active member with the phone `$1`, as a subquery (at most one row: phones are unique). */
const ACTIVE_MEMBER_BY_TEL = `SELECT id FROM members WHERE tel = $1 AND status = 'active'`;

export async function passwordResetRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A code is dead ten minutes after it was sent; the limits count their rows for their longest window.
  api.retention.keep({ table: 'password_reset_codes', column: 'expires_at', keepMinutes: DAY_MINUTES });
  for (const limits of [CODE_REQUEST_LIMITS, WRONG_CODE_LIMITS]) {
    api.retention.keep({ table: limits.table, column: 'created_at', keepMinutes: keepMinutesOf(limits) });
  }
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

  /**
   * Issues `code` to the active member with the caller's phone, within the request limits (429 over
   * them, nothing written); answers when it expires, or null for a phone with no active member.
   * Registered or not, the same statements run: the member is picked inside the SQL, so an unknown
   * phone matches no row instead of taking a shorter path that the answer time would give away.
   */
  async function issueCode(
    tx: Queryable,
    caller: ResetCaller,
    code: string,
    reply: FastifyReply,
  ): Promise<{ expiresAt: string } | null> {
    const { tel } = caller;
    await lockPhone(tx, tel);
    await refuseOverLimits(tx, CODE_REQUEST_LIMITS, caller, reply);
    await recordResetRow(tx, CODE_REQUEST_LIMITS, caller);
    // A new code replaces the open one asked for from the same address only: codes sent because of
    // requests from elsewhere (the member's, when a stranger asks) stay valid until used or expired.
    await tx.query(
      `UPDATE password_reset_codes SET closed_at = now()
       WHERE member_id = (${ACTIVE_MEMBER_BY_TEL}) AND closed_at IS NULL AND requested_ip = $2`,
      [tel, caller.address],
    );
    const inserted = await tx.query<{ expires_at: Date | string }>(
      `INSERT INTO password_reset_codes (member_id, code_hash, expires_at, requested_ip)
       SELECT id, $2, now() + make_interval(mins => $3), $4 FROM (${ACTIVE_MEMBER_BY_TEL}) AS member
       RETURNING expires_at`,
      [tel, hashCode(tel, code), RESET_CODE_TTL_MINUTES, caller.address],
    );
    const row = inserted.rows[0];
    return row ? { expiresAt: new Date(row.expires_at).toISOString() } : null;
  }

  const newCode = () => String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');

  const perIp = (limit: { max: number; windowMinutes: number }) => ({
    config: { rateLimit: { max: limit.max, timeWindow: minutes(limit.windowMinutes) } },
  });

  api.post(
    '/member/forgotpassword',
    {
      ...perIp(RESET_REQUESTS_PER_IP),
      schema: { tags: ['member'], body: forgotPasswordSchema, response: answers(forgotPasswordResultSchema) },
    },
    async (request, reply) => {
      const { tel } = request.body;
      const code = newCode();
      const caller = callerOf(request, tel);
      const issued = await db.transaction((tx) => issueCode(tx, caller, code, reply));
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
    },
  );

  api.post(
    '/member/resetpassword',
    {
      ...perIp(RESET_ATTEMPTS_PER_IP),
      schema: { tags: ['member'], body: resetPasswordSchema, response: answers(resetPasswordResultSchema) },
    },
    async (request, reply) => {
      const { tel, code, new_password } = request.body;
      // Hash first, whatever the code: the answer takes as long for an unknown phone as for a known one.
      const newHash = await passwords.hash(new_password);
      const caller = callerOf(request, tel);
      const reset = await db.transaction(async (tx) => {
        await lockPhone(tx, tel);
        await refuseOverLimits(tx, WRONG_CODE_LIMITS, caller, reply);
        // Every live code of the member (none for an unknown phone): any one of them may be the one typed.
        const { rows } = await tx.query<{ id: string; member_id: string; code_hash: string }>(
          `SELECT id::text AS id, member_id::text AS member_id, code_hash FROM password_reset_codes
         WHERE member_id = (${ACTIVE_MEMBER_BY_TEL}) AND closed_at IS NULL AND expires_at > now()
         ORDER BY id FOR UPDATE`,
          [tel],
        );
        const given = Buffer.from(hashCode(tel, code), 'hex');
        const match = rows.find((row) => {
          const expected = Buffer.from(row.code_hash, 'hex');
          return expected.length === given.length && timingSafeEqual(expected, given);
        });
        if (!match) {
          // Counted against this phone and address, not against the codes: a stranger's wrong codes stop
          // the stranger, never the code the member holds.
          await recordResetRow(tx, WRONG_CODE_LIMITS, caller);
          return false;
        }
        await tx.query('UPDATE password_reset_codes SET closed_at = now() WHERE id = $1', [match.id]);
        await tx.query('UPDATE members SET password_hash = $2, updated_at = now() WHERE id = $1', [
          match.member_id,
          newHash,
        ]);
        // Whoever held the account is signed out everywhere.
        await tx.query(
          `UPDATE sessions SET revoked_at = now()
         WHERE subject_kind = 'member' AND subject_id = $1 AND revoked_at IS NULL`,
          [match.member_id],
        );
        return true;
      });
      if (!reset) throw businessRule(ACCOUNT_MESSAGES.resetCodeInvalid);
      const data: ResetPasswordResult = { updated: true, message: ACCOUNT_MESSAGES.passwordReset };
      return { data };
    },
  );

  // An operator sends the member the same code the member's own request would (decision 0092): the
  // same SMS, expiry and limits, counted against the operator's address. The answer never holds the
  // code; the member types it on the forgot-password page. Support reads it in the outbox only where
  // no SMS provider is configured (decision 0041).
  api.post(
    '/admin/members/:tel/password-reset',
    {
      config: { access: 'members.manage' },
      schema: { tags: ['member'], params: memberTelParamsSchema, response: answers(memberPasswordResetResultSchema) },
    },
    async (request, reply) => {
      const { tel } = request.params;
      const code = newCode();
      const issued = await app.audited(request, { action: 'member.password_reset', type: 'member' }, async (tx) => {
        const { rows } = await tx.query<{ id: string; status: string }>(
          'SELECT id::text AS id, status FROM members WHERE tel = $1',
          [tel],
        );
        const member = rows[0];
        if (!member) throw notFound();
        if (member.status !== 'active') throw conflict(SERVER_MESSAGES.memberDisabledNoReset);
        const sent = await issueCode(tx, callerOf(request, tel), code, reply);
        if (!sent) throw conflict(SERVER_MESSAGES.memberDisabledNoReset); // disabled since the read
        return {
          before: null,
          after: { sms_sent: true, expires_at: sent.expiresAt },
          answer: sent,
          targetId: member.id,
        };
      });
      // Sent once the code is committed; the outbox or the provider records how it went (decision 0081).
      await api.sms.send(tel, ACCOUNT_MESSAGES.resetSms(code, RESET_CODE_TTL_MINUTES)).catch((error: unknown) => {
        api.log.error({ err: error, tel }, 'operator password-reset sms failed');
      });
      const data: MemberPasswordResetResult = {
        tel,
        sent: true,
        expires_at: issued.expiresAt,
        expires_in_minutes: RESET_CODE_TTL_MINUTES,
        message: OPERATOR_MESSAGES.memberResetSmsSent(tel, RESET_CODE_TTL_MINUTES),
      };
      return { data };
    },
  );

  api.get(
    '/admin/sms-outbox',
    {
      config: { access: 'sms.view' },
      schema: { tags: ['operator'], querystring: smsOutboxQuerySchema, response: answers(smsOutboxPageSchema) },
    },
    async (request) => {
      const query = request.query;
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
      const data: Page<SmsOutboxRow> = {
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
      return { data };
    },
  );
}

function callerOf(request: FastifyRequest, tel: string): ResetCaller {
  return { tel, address: addressKey(request.ip), ip: request.ip };
}

/** One request at a time per phone, so two cannot both pass a limit that had room for one. */
async function lockPhone(tx: Queryable, tel: string) {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('member-site:password-reset:' || $1))`, [tel]);
}

/** 429 with Retry-After (the longest wait of the limits reached), nothing recorded. */
async function refuseOverLimits(tx: Queryable, limits: ResetLimits, caller: ResetCaller, reply: FastifyReply) {
  const waitSeconds = await secondsUntilAllowed(tx, limits, caller);
  if (waitSeconds > 0) {
    reply.header('Retry-After', waitSeconds);
    throw tooManyRequests();
  }
}
