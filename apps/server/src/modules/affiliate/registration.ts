import type { Queryable } from '../../db/database';
import { ensureAccount } from '../money';
import * as q from './queries/members';
import { loadSettings } from './queries/settings';
import { flagReasonsOf, flagsDownline, referralCodeOf } from './rules';

/** What the member module tells of a registration (`memberHooks`' `registered` event). */
export interface Registration {
  memberId: string;
  firstName: string;
  lastName: string;
  prefix: string | null;
  deviceId: string | null;
  ip: string;
}

/**
 * The new member's row in the programme, in the registration's transaction (decision 0110): a code
 * of their own, and, when `prefix` is a known code, its owner as their upline for good, flagged when
 * they share the affiliate's bank account holder name or device (or only the address, when the operator
 * says an address flags alone); the reasons are noted either way. An unknown or absent code
 * is ignored: the registration goes ahead without an upline, and its answer says so (`referred`).
 */
export async function recordRegistration(tx: Queryable, registration: Registration): Promise<{ referred: boolean }> {
  const code = referralCodeOf(registration.prefix);
  const upline = code === null ? null : await q.findUpline(tx, code, registration.ip);
  const flagReasons = upline
    ? flagReasonsOf({
        newcomer: registration,
        affiliate: upline,
        sharesAddress: upline.sharesAddress,
      })
    : [];
  // The settings are read only when there is something to judge.
  const flagged = flagReasons.length > 0 && flagsDownline(flagReasons, (await loadSettings(tx)).addressFlagsAlone);
  await Promise.all([
    q.insertAffiliateMember(tx, {
      memberId: registration.memberId,
      uplineId: upline?.memberId ?? null,
      registerIp: registration.ip,
      deviceId: registration.deviceId,
      flagReasons,
      flagged,
    }),
    // Made now, so an accrual's credit to it is one statement.
    ensureAccount(tx, { owner: registration.memberId, code: 'affiliate_income' }),
  ]);
  return { referred: upline !== null };
}
