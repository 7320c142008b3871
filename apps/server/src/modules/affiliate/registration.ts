import type { Queryable } from '../../db/database';
import { ensureAccount } from '../money';
import * as q from './queries/members';
import { flagReasonsOf, referralCodeOf } from './rules';

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
 * they share the affiliate's bank account holder name, device or address. An unknown or absent code
 * is ignored: the registration goes ahead without an upline.
 */
export async function recordRegistration(tx: Queryable, registration: Registration): Promise<void> {
  const code = referralCodeOf(registration.prefix);
  const upline = code === null ? null : await q.findUpline(tx, code, registration.ip);
  const flagReasons = upline
    ? flagReasonsOf({
        newcomer: registration,
        affiliate: upline,
        sharesAddress: upline.sharesAddress,
      })
    : [];
  await Promise.all([
    q.insertAffiliateMember(tx, {
      memberId: registration.memberId,
      uplineId: upline?.memberId ?? null,
      registerIp: registration.ip,
      deviceId: registration.deviceId,
      flagReasons,
    }),
    // Made now, so an accrual's credit to it is one statement.
    ensureAccount(tx, { owner: registration.memberId, code: 'affiliate_income' }),
  ]);
}
