import {
  RESET_REQUESTS_PER_PHONE_ADDRESS,
  RESET_REQUESTS_PER_PHONE_ADDRESS_PER_DAY,
  RESET_WRONG_CODES_PER_PHONE_ADDRESS,
  RESET_WRONG_CODES_PER_PHONE_ADDRESS_PER_DAY,
} from '@member/shared';
import type { Queryable } from '../../db/database';

/**
 * The forgot-password limits (decision 0041), counted in the database so they hold across processes.
 * Each counts rows of one table by phone and address, registered or not: an address that asks or
 * guesses too often for a phone is refused for that phone, and nobody else is. What bounds the SMS a
 * phone receives and the guessing spread over many addresses is not a refusal but the SMS throttle
 * (`reset-codes.ts`) and each code's own tries. Every check runs the same statements whatever the phone,
 * so the answer time does not tell a registered phone.
 */
interface WindowLimit {
  max: number;
  windowMinutes: number;
}

export interface ResetLimits {
  /** `password_reset_requests` (codes asked for) or `password_reset_failures` (wrong codes tried). */
  table: 'password_reset_requests' | 'password_reset_failures';
  perAddress: readonly WindowLimit[];
}

export const CODE_REQUEST_LIMITS: ResetLimits = {
  table: 'password_reset_requests',
  perAddress: [RESET_REQUESTS_PER_PHONE_ADDRESS, RESET_REQUESTS_PER_PHONE_ADDRESS_PER_DAY],
};
export const WRONG_CODE_LIMITS: ResetLimits = {
  table: 'password_reset_failures',
  perAddress: [RESET_WRONG_CODES_PER_PHONE_ADDRESS, RESET_WRONG_CODES_PER_PHONE_ADDRESS_PER_DAY],
};

/** How long a limit's rows matter: the longest of its windows (the retention sweep keeps them that long). */
export function keepMinutesOf(limits: ResetLimits): number {
  return Math.max(...limits.perAddress.map((limit) => limit.windowMinutes));
}

export interface ResetCaller {
  tel: string;
  /** The counted address (`addressKey`: an IPv6 client's /64). */
  address: string;
}

/**
 * Seconds until the caller may try again (the longest wait of the limits reached), or 0. Run inside
 * the transaction that holds the phone's lock and then records the row.
 */
export async function secondsUntilAllowed(db: Queryable, limits: ResetLimits, caller: ResetCaller): Promise<number> {
  let waitSeconds = 0;
  for (const limit of limits.perAddress) {
    // The max-th newest row inside the window: while it exists the limit is reached, and the caller
    // waits until it leaves the window (rows older than it leave first).
    const { rows } = await db.query<{ retry_after: number }>(
      `SELECT ceil(extract(epoch FROM created_at + make_interval(mins => $3) - now()))::int AS retry_after
       FROM ${limits.table}
       WHERE tel = $1 AND ip = $2 AND created_at > now() - make_interval(mins => $3)
       ORDER BY created_at DESC OFFSET $4 LIMIT 1`,
      [caller.tel, caller.address, limit.windowMinutes, limit.max - 1],
    );
    if (rows[0]) waitSeconds = Math.max(waitSeconds, Math.max(1, rows[0].retry_after));
  }
  return waitSeconds;
}

export async function recordResetRow(db: Queryable, limits: ResetLimits, caller: ResetCaller): Promise<void> {
  await db.query(`INSERT INTO ${limits.table} (tel, ip) VALUES ($1, $2)`, [caller.tel, caller.address]);
}
