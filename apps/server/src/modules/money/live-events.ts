import { satangToBaht } from '@member/shared';
import type { Realtime } from '../../plugins/realtime';
import type { MoneyHooks } from './hooks';

/**
 * The member's own money, pushed live (issue 16 §4, decision 0131): a deposit or a withdrawal decided
 * reaches the member's channel once the decision commits, so their credit and open detail pages
 * change without polling.
 */
export function registerLiveMoneyEvents(hooks: MoneyHooks, realtime: Realtime): void {
  hooks.onDepositApproved(async (tx, deposit) => {
    realtime.memberMoney(tx, deposit.memberId, {
      kind: 'deposit',
      status: 'approved',
      id: deposit.depositId,
      amount: satangToBaht(deposit.amountSatang),
    });
  });
  hooks.onDepositRejected(async (tx, deposit) => {
    realtime.memberMoney(tx, deposit.memberId, {
      kind: 'deposit',
      status: 'rejected',
      id: deposit.depositId,
      amount: satangToBaht(deposit.amountSatang),
    });
  });
  hooks.onWithdrawalDecided(async (tx, withdrawal) => {
    realtime.memberMoney(tx, withdrawal.memberId, {
      kind: 'withdrawal',
      status: withdrawal.approved ? 'approved' : 'rejected',
      id: withdrawal.withdrawalId,
      amount: satangToBaht(withdrawal.amountSatang),
    });
  });
}
