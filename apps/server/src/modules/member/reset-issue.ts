import { createHmac, randomInt } from 'node:crypto';
import { RESET_CODE_LENGTH, RESET_CODE_TTL_MINUTES } from '@member/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { addressKey } from '../../lib/address';
import { tooManyRequests } from '../../lib/app-error';
import { closeCodesAskedFrom, insertCode, lockPhone } from './reset-codes';
import {
  CODE_REQUEST_LIMITS,
  recordResetRow,
  type ResetCaller,
  type ResetLimits,
  secondsUntilAllowed,
} from './reset-limits';

/** Issuing a password-reset code (decision 0041), for the member's request and the operator's alike. */

/** The stored form of a code: an HMAC of the phone and the code under the app's secret. */
export const hashCode = (app: FastifyInstance, tel: string, code: string) =>
  createHmac('sha256', app.secrets.jwt).update(`password-reset:${tel}:${code}`).digest('hex');

export const newCode = () => String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');

export function callerOf(request: FastifyRequest, tel: string): ResetCaller {
  return { tel, address: addressKey(request.ip), ip: request.ip };
}

/**
 * Issues `code` to the active member with the caller's phone, within the request limits (429 over
 * them, nothing written); answers when it expires, or null for a phone with no active member.
 * Registered or not, the same statements run: the member is picked inside the SQL, so an unknown
 * phone matches no row instead of taking a shorter path that the answer time would give away.
 */
export async function issueCode(
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
  // A new code replaces the open one asked for from the same address only: codes sent because of
  // requests from elsewhere (the member's, when a stranger asks) stay valid until used or expired.
  await closeCodesAskedFrom(tx, tel, caller.address);
  const expiresAt = await insertCode(tx, {
    tel,
    codeHash: hashCode(app, tel, code),
    ttlMinutes: RESET_CODE_TTL_MINUTES,
    address: caller.address,
  });
  return expiresAt === null ? null : { expiresAt: new Date(expiresAt).toISOString() };
}

/** 429 with Retry-After (the longest wait of the limits reached), nothing recorded. */
export async function refuseOverLimits(tx: Queryable, limits: ResetLimits, caller: ResetCaller, reply: FastifyReply) {
  const waitSeconds = await secondsUntilAllowed(tx, limits, caller);
  if (waitSeconds > 0) {
    reply.header('Retry-After', waitSeconds);
    throw tooManyRequests();
  }
}
