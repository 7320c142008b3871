import { timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  type ForgotPasswordResult,
  forgotPasswordSchema,
  RESET_ATTEMPTS_PER_CODE,
  RESET_ATTEMPTS_PER_IP,
  RESET_CODE_TTL_MINUTES,
  RESET_REQUESTS_PER_IP,
  type ResetPasswordResult,
  resetPasswordSchema,
} from '@member/shared';
import { answers, forgotPasswordResultSchema, resetPasswordResultSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessRule } from '../../../../lib/app-error';
import { revokeAllSessions } from '../../../../lib/sessions';
import {
  callerOf,
  hashCode,
  hashRequestId,
  newCode,
  newRequestId,
  refuseOverLimits,
  requestCode,
} from '../../reset-issue';
import { updatePasswordHash } from '../../queries/credentials';
import { closeCode, countWrongTry, lockLiveCodes, lockPhone } from '../../reset-codes';
import { recordResetRow, WRONG_CODE_LIMITS } from '../../reset-limits';

const minutes = (n: number) => n * 60_000;
const perIp = (limit: { max: number; windowMinutes: number }) => ({
  config: { rateLimit: { max: limit.max, timeWindow: minutes(limit.windowMinutes) } },
});

/** The member's forgotten password: a code asked for by SMS, then the reset with it. */
export async function passwordResetMemberRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, passwords } = api;

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

  api.post(
    '/member/forgotpassword',
    {
      ...perIp(RESET_REQUESTS_PER_IP),
      schema: {
        summary: 'Ask for a password reset code by SMS',
        tags: ['member'],
        body: forgotPasswordSchema,
        response: answers(forgotPasswordResultSchema),
      },
    },
    async (request, reply) => {
      const { tel } = request.body;
      const code = newCode();
      // Given whatever the phone: the answer is the same for a registered and an unknown one.
      const requestId = newRequestId();
      const caller = callerOf(request, tel);
      const due = await db.transaction((tx) => requestCode(app, tx, caller, { code, requestId }, reply));
      // The SMS leaves once the answer is sent: neither its outbox write nor a provider's latency delays it.
      // When the phone's throttle is full the request waits for the `password-reset-sms` job instead.
      if (due) {
        const send = () => sendLater(tel, ACCOUNT_MESSAGES.resetSms(code, RESET_CODE_TTL_MINUTES));
        reply.then(send, send);
      }
      const data: ForgotPasswordResult = {
        requested: true,
        message: ACCOUNT_MESSAGES.resetRequested,
        expires_in_minutes: RESET_CODE_TTL_MINUTES,
        request_id: requestId,
      };
      return { data };
    },
  );

  api.post(
    '/member/resetpassword',
    {
      ...perIp(RESET_ATTEMPTS_PER_IP),
      schema: {
        summary: 'Set a new password with a reset code',
        tags: ['member'],
        body: resetPasswordSchema,
        response: answers(resetPasswordResultSchema, 422),
      },
    },
    async (request, reply) => {
      const { tel, code, new_password, request_id: requestId } = request.body;
      const requestHash = requestId === undefined ? null : hashRequestId(requestId);
      // Hash first, whatever the code: the answer takes as long for an unknown phone as for a known one.
      const newHash = await passwords.hash(new_password);
      const caller = callerOf(request, tel);
      const reset = await db.transaction(async (tx) => {
        await lockPhone(tx, tel);
        await refuseOverLimits(tx, WRONG_CODE_LIMITS, caller, reply);
        // The request's live code (none for an unknown phone or another's request), or the operator's codes.
        const rows = await lockLiveCodes(tx, tel, requestHash);
        const given = Buffer.from(hashCode(app, tel, code), 'hex');
        const match = rows.find((row) => {
          const expected = Buffer.from(row.code_hash, 'hex');
          return expected.length === given.length && timingSafeEqual(expected, given);
        });
        if (!match) {
          // Counted against this phone and address, and against the codes tried: a stranger's wrong codes
          // stop the stranger and kill the stranger's own request, never the code the member holds.
          await recordResetRow(tx, WRONG_CODE_LIMITS, caller);
          await countWrongTry(tx, tel, requestHash, RESET_ATTEMPTS_PER_CODE);
          return false;
        }
        await closeCode(tx, match.id);
        await updatePasswordHash(tx, match.member_id, newHash);
        // Whoever held the account is signed out everywhere.
        await revokeAllSessions(app, tx, 'member', match.member_id);
        return true;
      });
      if (!reset) throw businessRule(ACCOUNT_MESSAGES.resetCodeInvalid);
      const data: ResetPasswordResult = { updated: true, message: ACCOUNT_MESSAGES.passwordReset };
      return { data };
    },
  );
}
