import {
  AFFILIATE_MESSAGES,
  type AdminAffiliateWithdrawalRow,
  type AffiliateWithdrawalRow,
  formatNumber,
  LABELS,
  satangToBaht,
} from '@member/shared';
import type { Queryable } from '../../db/database';
import { AppError, businessRule } from '../../lib/app-error';
import { memberWallet, posted, transfer } from '../money';
import { ensureAffiliateMember, lockHeld } from './queries/members';
import { loadSettings } from './queries/settings';
import { iso, isoOrNull } from './queries/shared';
import * as q from './queries/withdrawals';

/**
 * Income withdrawals, two-phase as the wallet's (decision 0110): the request reserves the amount
 * (affiliate income → house pending); one decision posts it to the member's wallet or voids it back.
 */

export const toWithdrawalRow = (r: q.WithdrawalRecord): AffiliateWithdrawalRow => ({
  id: r.id,
  requested_at: iso(r.requested_at),
  amount: satangToBaht(r.amount_satang),
  status: r.status,
  decided_at: isoOrNull(r.decided_at),
  note: r.status === 'rejected' ? r.note : null,
});

/**
 * A member's request, in the idempotency key's transaction. The member's row is share-locked first
 * (a hold is ordered with it), then the refusals in order: below the minimum, held, over what is
 * available. The last one is the conditional debit of `transfer` itself, so parallel requests never
 * reserve more than the income holds: the second sees the first's balance and is refused.
 */
export async function requestWithdrawal(
  tx: Queryable,
  memberId: string,
  amountSatang: number,
): Promise<AffiliateWithdrawalRow> {
  let held = await lockHeld(tx, memberId);
  if (held === null) {
    await ensureAffiliateMember(tx, memberId);
    held = await lockHeld(tx, memberId);
  }
  const settings = await loadSettings(tx);
  if (amountSatang < settings.minWithdrawSatang) {
    const minimum = `${formatNumber(satangToBaht(settings.minWithdrawSatang))} ${LABELS.currency}`;
    throw businessRule(`${AFFILIATE_MESSAGES.belowMinimum} ${minimum}`);
  }
  if (held) throw businessRule(AFFILIATE_MESSAGES.affiliateHeld);
  const record = await q.insertWithdrawal(tx, memberId, amountSatang);
  const reserved = await transfer(tx, {
    from: { owner: memberId, code: 'affiliate_income' },
    to: { house: 'house_affiliate_pending' },
    amountSatang,
    code: 'affiliate_withdrawal_reserve',
    ref: { type: 'affiliate_withdrawal', id: record.id },
  });
  if (!reserved.ok) throw businessRule(AFFILIATE_MESSAGES.overAvailable);
  return toWithdrawalRow(record);
}

export interface WithdrawalDecision {
  approve: boolean;
  operatorId: string;
  note: string | null;
}

/**
 * An operator's decision, once: the row is locked and must still be pending (a second decision,
 * concurrent or later, is 422 `withdrawalNotPending`); approve posts the reservation to the member's
 * wallet, reject voids it back to their income. Answers the row before and after.
 */
export async function decideWithdrawal(
  tx: Queryable,
  id: string,
  decision: WithdrawalDecision,
): Promise<{ before: q.WithdrawalRecord; after: q.WithdrawalRecord }> {
  const before = await q.lockWithdrawal(tx, id);
  if (!before) throw new AppError(404, 'NOT_FOUND', AFFILIATE_MESSAGES.withdrawalNotFound);
  if (before.status !== 'pending') throw businessRule(AFFILIATE_MESSAGES.withdrawalNotPending);
  const after = await q.decideWithdrawal(tx, id, {
    status: decision.approve ? 'approved' : 'rejected',
    operatorId: decision.operatorId,
    note: decision.note,
  });
  posted(
    await transfer(tx, {
      from: { house: 'house_affiliate_pending' },
      to: decision.approve ? memberWallet(after.member_id) : { owner: after.member_id, code: 'affiliate_income' },
      amountSatang: Number(after.amount_satang),
      code: decision.approve ? 'affiliate_withdrawal_post' : 'affiliate_withdrawal_void',
      ref: { type: 'affiliate_withdrawal', id },
    }),
  );
  return { before, after };
}

export type AdminWithdrawalRecord = q.WithdrawalRecord & {
  tel: string;
  first_name: string;
  last_name: string;
  held: boolean;
};

export const toAdminWithdrawalRow = (r: AdminWithdrawalRecord): AdminAffiliateWithdrawalRow => ({
  id: r.id,
  member: { tel: r.tel, first_name: r.first_name, last_name: r.last_name },
  amount: satangToBaht(r.amount_satang),
  status: r.status,
  requested_at: iso(r.requested_at),
  decided_at: isoOrNull(r.decided_at),
  decided_by: r.decided_by,
  note: r.note,
  held: r.held,
});
