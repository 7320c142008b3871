import {
  RESET_KNOWN_ADDRESS_DAYS,
  RESET_REQUESTS_PER_PHONE,
  RESET_REQUESTS_PER_PHONE_ADDRESS,
  RESET_REQUESTS_PER_PHONE_ADDRESS_PER_DAY,
  RESET_REQUESTS_PER_PHONE_PER_DAY,
  RESET_WRONG_CODES_PER_PHONE,
  RESET_WRONG_CODES_PER_PHONE_ADDRESS,
  RESET_WRONG_CODES_PER_PHONE_ADDRESS_PER_DAY,
} from '@member/shared';
import type { Queryable } from '../../db/database';

/**
 * The forgot-password limits (decision 0041), counted in the database so they hold across processes.
 * Each counts rows of one table by phone, registered or not: per phone and address (nobody else uses
 * up the member's own quota) and per phone from every address (a ceiling an attacker needs many
 * addresses to reach, which an address the member recently signed in from ignores). Every check runs
 * the same statements whatever the phone, so the answer time does not tell a registered phone.
 */
interface WindowLimit {
  max: number;
  windowMinutes: number;
}

export interface ResetLimits {
  /** `password_reset_requests` (codes asked for) or `password_reset_failures` (wrong codes tried). */
  table: 'password_reset_requests' | 'password_reset_failures';
  perAddress: readonly WindowLimit[];
  perPhone: readonly WindowLimit[];
}

export const CODE_REQUEST_LIMITS: ResetLimits = {
  table: 'password_reset_requests',
  perAddress: [RESET_REQUESTS_PER_PHONE_ADDRESS, RESET_REQUESTS_PER_PHONE_ADDRESS_PER_DAY],
  perPhone: [RESET_REQUESTS_PER_PHONE, RESET_REQUESTS_PER_PHONE_PER_DAY],
};
export const WRONG_CODE_LIMITS: ResetLimits = {
  table: 'password_reset_failures',
  perAddress: [RESET_WRONG_CODES_PER_PHONE_ADDRESS, RESET_WRONG_CODES_PER_PHONE_ADDRESS_PER_DAY],
  perPhone: [RESET_WRONG_CODES_PER_PHONE],
};

/** How long a limit's rows matter: the longest of its windows (the retention sweep keeps them that long). */
export function keepMinutesOf(limits: ResetLimits): number {
  return Math.max(...[...limits.perAddress, ...limits.perPhone].map((limit) => limit.windowMinutes));
}

export interface ResetCaller {
  tel: string;
  /** The counted address (`addressKey`: an IPv6 client's /64). */
  address: string;
  /** The client IP as sessions record it. */
  ip: string;
}

/**
 * Seconds until the caller may try again (the longest wait of the limits reached), or 0. Run inside
 * the transaction that holds the phone's lock and then records the row.
 */
export async function secondsUntilAllowed(db: Queryable, limits: ResetLimits, caller: ResetCaller): Promise<number> {
  const known = await isKnownAddress(db, caller);
  let waitSeconds = 0;
  const check = async (limit: WindowLimit, address: string | null) => {
    // The max-th newest row inside the window: while it exists the limit is reached, and the caller
    // waits until it leaves the window (rows older than it leave first).
    const { rows } = await db.query<{ retry_after: number }>(
      `SELECT ceil(extract(epoch FROM created_at + make_interval(mins => $3) - now()))::int AS retry_after
       FROM ${limits.table}
       WHERE tel = $1 AND ($2::text IS NULL OR ip = $2) AND created_at > now() - make_interval(mins => $3)
       ORDER BY created_at DESC OFFSET $4 LIMIT 1`,
      [caller.tel, address, limit.windowMinutes, limit.max - 1],
    );
    return rows[0] ? Math.max(1, rows[0].retry_after) : 0;
  };
  for (const limit of limits.perAddress) waitSeconds = Math.max(waitSeconds, await check(limit, caller.address));
  for (const limit of limits.perPhone) {
    // Counted for a known address too, so the statements are the same; it just does not hold it.
    const wait = await check(limit, null);
    if (!known) waitSeconds = Math.max(waitSeconds, wait);
  }
  return waitSeconds;
}

export async function recordResetRow(db: Queryable, limits: ResetLimits, caller: ResetCaller): Promise<void> {
  await db.query(`INSERT INTO ${limits.table} (tel, ip) VALUES ($1, $2)`, [caller.tel, caller.address]);
}

/** Whether the active member with this phone signed in from this IP lately (false for an unknown phone). */
async function isKnownAddress(db: Queryable, caller: ResetCaller): Promise<boolean> {
  const { rows } = await db.query<{ known: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM sessions
       WHERE subject_kind = 'member' AND ip = $2 AND created_at > now() - make_interval(days => $3)
         AND subject_id = (SELECT id FROM members WHERE tel = $1 AND status = 'active')
     ) AS known`,
    [caller.tel, caller.ip, RESET_KNOWN_ADDRESS_DAYS],
  );
  return rows[0]?.known === true;
}
