import { formatNumber, LABELS, PAYOUT_BACKOFFICE_TEXTS, SERVER_MESSAGES, type WithdrawRow } from '@member/shared';
import type { Queryable } from '../../db/database';
import { businessRule, conflict } from '../../lib/app-error';
import { type Decision, type DecisionResult, resolveOnce } from './decisions';
import type { MoneyHooks } from './hooks';
import { balanceTooLow, memberWallet, posted, transfer } from './ledger';
import { payoutInFlight } from './payouts/queries';
import { insertWithdrawal, toWithdrawRow } from './queries/withdrawals';
import { loadPaymentSettings } from './settings';
import { assertNoOpenTurnover } from './turnover';

/**
 * Reservation: wallet → pending. The settings and the withdrawal row go out together; a request below
 * the minimum, over the credit, or while a turnover requirement is open (decision 0174, with the baht
 * still to play) is refused and rolls everything back.
 */
export async function requestWithdrawal(tx: Queryable, memberId: string, amountSatang: number): Promise<WithdrawRow> {
  const [settings, record] = await Promise.all([
    loadPaymentSettings(tx),
    insertWithdrawal(tx, { memberId, amountSatang, type: 'bank', status: 'waiting_for_approve' }),
  ]);
  if (amountSatang < settings.creditMinSatang) {
    throw businessRule(
      `${SERVER_MESSAGES.withdrawBelowMinimum} ${formatNumber(settings.credit_min)} ${LABELS.currency}`,
    );
  }
  // The turnover check goes out right behind the reservation, so it runs under the wallet lock the
  // reservation takes (its accounts in id order, as every transfer locks them: locking the wallet first
  // would deadlock with a void of this member's other withdrawal); a stake that completes a requirement,
  // or a forfeit, is wholly before or after. A wallet created by the reservation's retry was not locked
  // when the check ran, but it holds nothing, so the reservation is refused first. A refusal of either
  // rolls the reservation back.
  const [reserved, turnover] = await Promise.all([
    transfer(tx, {
      from: memberWallet(memberId),
      to: { house: 'house_pending_withdrawals' },
      amountSatang,
      code: 'withdrawal_reserve',
      ref: { type: 'withdrawal', id: record.id },
    }),
    assertNoOpenTurnover(tx, memberId).then(
      () => null,
      (error: unknown) => ({ error }),
    ),
  ]);
  if (!reserved.ok) throw balanceTooLow(reserved.balanceSatang);
  if (turnover) throw turnover.error;
  return toWithdrawRow(record);
}

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
  const resolved = await resolveOnce(tx, 'withdrawals', id, decision);
  if (!resolved.ok) return resolved;
  const { before, after } = resolved;
  posted(
    await transfer(tx, {
      from: { house: 'house_pending_withdrawals' },
      to: decision.approve ? { house: 'house_cash_out' } : memberWallet(after.member_id),
      amountSatang: Number(after.amount_satang),
      code: decision.approve ? 'withdrawal_post' : 'withdrawal_void',
      ref: { type: 'withdrawal', id },
    }),
  );
  await hooks.fire('withdrawalDecided', tx, {
    withdrawalId: id,
    memberId: after.member_id,
    amountSatang: Number(after.amount_satang),
    approved: decision.approve,
  });
  return { ok: true, before: toWithdrawRow(before), after: toWithdrawRow(after) };
}
