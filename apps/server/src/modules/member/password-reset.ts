import type { FastifyInstance } from 'fastify';
import { DAY_MINUTES } from '../../plugins/retention';
import { sendWaitingCodes } from './reset-issue';
import { CODE_REQUEST_LIMITS, keepMinutesOf, WRONG_CODE_LIMITS } from './reset-limits';
import { passwordResetMemberRoutes } from './routes/member/password-reset';
import { passwordResetOperatorRoutes } from './routes/operator/password-reset';
import { smsOutboxRoutes } from './routes/operator/sms-outbox';

/**
 * Forgot password by SMS (decision 0041): a 6-digit code, stored as an HMAC, valid 10 minutes,
 * single use, bound to the request that asked for it. The answers never tell whether a phone is
 * registered: the request answers the same for every phone (the SMS leaves after the answer), and every
 * failure of the reset is one message. A stranger cannot stop a member resetting: their requests close
 * nothing the member asked for, their wrong codes kill only their own requests, refusals count per phone
 * and address (`reset-limits.ts`), and a phone's SMS throttle delays requests instead of refusing them
 * (the `password-reset-sms` job sends the waiting ones). The member's calls
 * are in `routes/member/password-reset.ts`, the operator's in `routes/operator/`; issuing a code in
 * `reset-issue.ts`, the SQL in `reset-codes.ts`.
 */
/** How often the requests waiting for the SMS throttle are looked at. */
const WAITING_SMS_EVERY_MS = 30_000;

export async function passwordResetRoutes(app: FastifyInstance) {
  // A code is dead ten minutes after it was sent; the limits count their rows for their longest window.
  app.retention.keep({ table: 'password_reset_codes', column: 'expires_at', keepMinutes: DAY_MINUTES });
  for (const limits of [CODE_REQUEST_LIMITS, WRONG_CODE_LIMITS]) {
    app.retention.keep({ table: limits.table, column: 'created_at', keepMinutes: keepMinutesOf(limits) });
  }
  app.jobs.register({ name: 'password-reset-sms', everyMs: WAITING_SMS_EVERY_MS, run: () => sendWaitingCodes(app) });
  await app.register(passwordResetMemberRoutes);
  await app.register(passwordResetOperatorRoutes);
  await app.register(smsOutboxRoutes);
}
