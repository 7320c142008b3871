import { type DepositRow, ENGLISH_SERVER_MESSAGES } from '@member/shared';
import type { Queryable } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { decideDeposit, insertDepositIfNoWithdrawalWaits } from './deposits';
import type { DecisionResult } from './decisions';
import type { MoneyHooks } from './hooks';

/**
 * Money's side of automatic deposits (issue 30, decision 0161): the two ways the statement matcher credits — approving an
 * open request, or a deposit made for a member who did not report theirs. Both go through the
 * operator's approval path (`decideDeposit`): the promotion, the hooks and the live push are the same.
 */

/** The matcher approves an open request: the operator's path, marked automatic. */
export function approveAutomatically(
  tx: Queryable,
  hooks: MoneyHooks,
  depositId: string,
  nowMs: number,
): Promise<DecisionResult<DepositRow>> {
  return decideDeposit(tx, hooks, depositId, {
    approve: true,
    annotation: null,
    operatorId: null,
    automatic: true,
    nowMs,
  });
}

export type CreditResult = { ok: true; deposit: DepositRow } | { ok: false; code: 'withdrawal_waiting' };

/**
 * Money that arrived from a member who filed no request ("ไม่ต้องแจ้งฝาก", or an operator matching a
 * line to a member): a bank deposit is made and approved at once, automatically or by `operatorId`.
 * A waiting withdrawal of the member refuses it (SPEC.md §8) and writes nothing.
 */
export async function creditWithoutRequest(
  tx: Queryable,
  hooks: MoneyHooks,
  credit: { memberId: string; amountSatang: number; depositBankAccountId: number | null; operatorId: string | null },
  nowMs: number,
): Promise<CreditResult> {
  let record;
  try {
    ({ record } = await insertDepositIfNoWithdrawalWaits(
      tx,
      hooks,
      {
        memberId: credit.memberId,
        amountSatang: credit.amountSatang,
        type: 'bank',
        status: 'waiting_for_approve',
        depositBankAccountId: credit.depositBankAccountId,
      },
      () => true,
      null, // money that arrived is credited whatever the member's limits or break (decision 0173)
    ));
  } catch (error) {
    if (error instanceof AppError && error.message === ENGLISH_SERVER_MESSAGES.pendingWithdraw)
      return { ok: false, code: 'withdrawal_waiting' };
    throw error;
  }
  const decided = await decideDeposit(tx, hooks, record.id, {
    approve: true,
    annotation: null,
    operatorId: credit.operatorId,
    automatic: credit.operatorId === null,
    nowMs,
  });
  if (!decided.ok) throw new Error(`deposit ${record.id} made just now was not waiting`);
  return { ok: true, deposit: decided.after };
}
