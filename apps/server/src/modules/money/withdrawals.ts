import { formatNumber, LABELS, PAYOUT_BACKOFFICE_TEXTS, SERVER_MESSAGES, type WithdrawRow } from '@member/shared';
import type { Queryable } from '../../db/database';
import { businessRule, conflict } from '../../lib/app-error';
import { type Decision, type DecisionResult, resolveOnce } from './decisions';
import type { MoneyHooks } from './hooks';
import { balanceTooLow, type FollowingTransfer, posted, settleFollowingTransfer } from './ledger';
import { payoutInFlight } from './payouts/queries';
import { insertWithdrawal, toWithdrawRow } from './queries/withdrawals';
import { PAYMENT_SETTINGS_SQL, toPaymentSettings } from './settings';
import { assertNoOpenTurnover } from './turnover';

/** A request's reservation (wallet → pending), made by the statement that writes the withdrawal. */
const RESERVE_WITHDRAWAL: FollowingTransfer<'withdrawal_reserve'> = {
  from: { member: 'member_wallet' },
  to: { house: 'house_pending_withdrawals' },
  code: 'withdrawal_reserve',
  refType: 'withdrawal',
};

/**
 * Reservation: wallet → pending. One statement writes the withdrawal row and its reservation and
 * carries the settings back (decision 0034); a request below the minimum, over the credit, or while a
 * turnover requirement is open (decision 0174, with the baht still to play) is refused, in that order,
 * and rolls everything back.
 */
export async function requestWithdrawal(tx: Queryable, memberId: string, amountSatang: number): Promise<WithdrawRow> {
  // The turnover check goes out right behind the reservation, so it runs under the wallet lock the
  // reservation takes (its accounts in id order, as every transfer locks them: locking the wallet first
  // would deadlock with a void of this member's other withdrawal); a stake that completes a requirement,
  // or a forfeit, is wholly before or after. A wallet created by the reservation's retry was not locked
  // when the check ran, but it holds nothing, so the reservation is refused first. A refusal of either
  // rolls the reservation back.
  const [record, turnover] = await Promise.all([
    insertWithdrawal(
      tx,
      { memberId, amountSatang, type: 'bank', status: 'waiting_for_approve' },
      { carry: PAYMENT_SETTINGS_SQL, following: RESERVE_WITHDRAWAL },
    ),
    assertNoOpenTurnover(tx, memberId).then(
      () => null,
      (error: unknown) => ({ error }),
    ),
  ]);
  const settings = toPaymentSettings(record.carried);
  if (amountSatang < settings.creditMinSatang) {
    throw businessRule(
      `${SERVER_MESSAGES.withdrawBelowMinimum} ${formatNumber(settings.credit_min)} ${LABELS.currency}`,
    );
  }
  const reserved = await settleFollowingTransfer(
    tx,
    RESERVE_WITHDRAWAL,
    { memberId, amountSatang, refId: record.id },
    record.transfer ?? null,
  );
  if (!reserved.ok) throw balanceTooLow(reserved.balanceSatang);
  if (turnover) throw turnover.error;
  return toWithdrawRow(record);
}

/** A decision's transfer, made by the statement that resolves the withdrawal: its reservation posted or voided. */
const POST_WITHDRAWAL: FollowingTransfer<'withdrawal_post'> = {
  from: { house: 'house_pending_withdrawals' },
  to: { house: 'house_cash_out' },
  code: 'withdrawal_post',
  refType: 'withdrawal',
};
const VOID_WITHDRAWAL: FollowingTransfer<'withdrawal_void'> = {
  from: { house: 'house_pending_withdrawals' },
  to: { member: 'member_wallet' },
  code: 'withdrawal_void',
  refType: 'withdrawal',
};

/**
 * Approve posts the reservation (pending → cash out); reject voids it (pending → wallet). Once;
 * then the `withdrawalDecided` hooks. An operator waits while the withdrawal's automatic payout is
 * under way (decision 0175); the payout's own outcome decides it as the system (no operator).
 */
export async function decideWithdrawal(
  tx: Queryable,
  hooks: MoneyHooks,
  id: string,
  decision: Decision,
): Promise<DecisionResult<WithdrawRow>> {
  if (decision.operatorId !== null && (await payoutInFlight(tx, id))) throw conflict(PAYOUT_BACKOFFICE_TEXTS.inFlight);
  const move = decision.approve ? POST_WITHDRAWAL : VOID_WITHDRAWAL;
  const resolved = await resolveOnce(tx, 'withdrawals', id, decision, move);
  if (!resolved.ok) return resolved;
  const { before, after } = resolved;
  posted(
    await settleFollowingTransfer(
      tx,
      move,
      { memberId: after.member_id, amountSatang: Number(after.amount_satang), refId: id },
      resolved.transfer,
    ),
  );
  await hooks.fire('withdrawalDecided', tx, {
    withdrawalId: id,
    memberId: after.member_id,
    amountSatang: Number(after.amount_satang),
    approved: decision.approve,
  });
  return { ok: true, before: toWithdrawRow(before), after: toWithdrawRow(after) };
}
