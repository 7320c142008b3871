import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  RESET_CODE_LENGTH,
  RESET_CODE_TTL_MINUTES,
  RESET_QUEUE_MINUTES,
  RESET_SMS_PER_PHONE,
} from '@member/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { addressKey } from '../../lib/address';
import { tooManyRequests } from '../../lib/app-error';
import {
  closeCodesAskedFrom,
  insertRequest,
  insertSentCode,
  lockPhone,
  phonesWaiting,
  sendNextCode,
} from './reset-codes';
import {
  CODE_REQUEST_LIMITS,
  recordResetRow,
  type ResetCaller,
  type ResetLimits,
  secondsUntilAllowed,
} from './reset-limits';

/** Issuing password-reset codes (decision 0041): the member's request, the operator's, and the waiting ones. */

/** The stored form of a code: an HMAC of the phone and the code under the app's secret. */
export const hashCode = (app: FastifyInstance, tel: string, code: string) =>
  createHmac('sha256', app.secrets.jwt).update(`password-reset:${tel}:${code}`).digest('hex');

/** The stored form of a request id (the id itself is only in the requester's hands). */
export const hashRequestId = (requestId: string) => createHash('sha256').update(requestId).digest('hex');

export const newCode = () => String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
export const newRequestId = () => randomBytes(24).toString('base64url');

export function callerOf(request: FastifyRequest, tel: string): ResetCaller {
  return { tel, address: addressKey(request.ip) };
}

const CODE = { ttlMinutes: RESET_CODE_TTL_MINUTES, throttle: RESET_SMS_PER_PHONE };

/**
 * The member's request (`/member/forgotpassword`), within the caller's own quotas (429 over them, nothing
 * written): a request bound to `requestId`, waiting for its SMS, then the throttle's turn, which sends
 * `code` to the phone if one is due (this request's or an earlier waiting one's). Answers whether to
 * text `code`. Registered or not, the same statements run: the member is picked inside the SQL, so an
 * unknown phone matches no row instead of taking a shorter path that the answer time would give away.
 */
export async function requestCode(
  app: FastifyInstance,
  tx: Queryable,
  caller: ResetCaller,
  issue: { code: string; requestId: string },
  reply: FastifyReply,
): Promise<boolean> {
  const { tel } = caller;
  await lockPhone(tx, tel);
  await refuseOverLimits(tx, CODE_REQUEST_LIMITS, caller, reply);
  await recordResetRow(tx, CODE_REQUEST_LIMITS, caller);
  // A new request replaces the one asked for from the same address only: requests and codes from
  // elsewhere (the member's, when a stranger asks) stay as they are.
  await closeCodesAskedFrom(tx, tel, caller.address);
  await insertRequest(tx, {
    tel,
    requestHash: hashRequestId(issue.requestId),
    address: caller.address,
    queueMinutes: RESET_QUEUE_MINUTES,
  });
  return sendNextCode(tx, tel, { codeHash: hashCode(app, tel, issue.code), ...CODE });
}

/**
 * An operator's code (decision 0092), within the operator address's quotas: sent at once, bound to no
 * request (the member types it without one). Answers its expiry, or null for no active member.
 */
export async function issueOperatorCode(
  app: FastifyInstance,
  tx: Queryable,
  caller: ResetCaller,
  code: string,
  reply: FastifyReply,
): Promise<{ expiresAt: string } | null> {
  const { tel } = caller;
  await lockPhone(tx, tel);
  await refuseOverLimits(tx, CODE_REQUEST_LIMITS, caller, reply);
  await recordResetRow(tx, CODE_REQUEST_LIMITS, caller);
  const expiresAt = await insertSentCode(tx, {
    tel,
    codeHash: hashCode(app, tel, code),
    ttlMinutes: RESET_CODE_TTL_MINUTES,
    address: caller.address,
  });
  return expiresAt === null ? null : { expiresAt: new Date(expiresAt).toISOString() };
}

/**
 * The `password-reset-sms` job: the requests that waited for the throttle get their codes as it frees up,
 * one phone at a time under its lock; each SMS leaves once its code is committed.
 */
export async function sendWaitingCodes(app: FastifyInstance): Promise<number> {
  let sent = 0;
  for (const tel of await phonesWaiting(app.db)) {
    for (;;) {
      const code = newCode();
      const picked = await app.db.transaction(async (tx) => {
        await lockPhone(tx, tel);
        return sendNextCode(tx, tel, { codeHash: hashCode(app, tel, code), ...CODE });
      });
      if (!picked) break;
      sent += 1;
      await app.sms.send(tel, ACCOUNT_MESSAGES.resetSms(code, RESET_CODE_TTL_MINUTES)).catch((error: unknown) => {
        app.log.error({ err: error, tel }, 'password-reset sms failed');
      });
    }
  }
  return sent;
}

/** 429 with Retry-After (the longest wait of the limits reached), nothing recorded. */
export async function refuseOverLimits(tx: Queryable, limits: ResetLimits, caller: ResetCaller, reply: FastifyReply) {
  const waitSeconds = await secondsUntilAllowed(tx, limits, caller);
  if (waitSeconds > 0) {
    reply.header('Retry-After', waitSeconds);
    throw tooManyRequests();
  }
}
