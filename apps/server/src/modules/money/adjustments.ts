import { type DepositRow, SERVER_MESSAGES, satangToBaht, type WithdrawRow } from '@member/shared';
import type { Queryable } from '../../db/database';
import { businessRule } from '../../lib/app-error';
import { memberWallet, posted, transfer, walletBalanceSatang } from './ledger';
import { insertDeposit, toDepositRow } from './queries/deposits';
import { insertWithdrawal, toWithdrawRow } from './queries/withdrawals';

export interface Adjustment {
  direction: 'credit' | 'debit';
  amountSatang: number;
  reason: string;
  operatorId: string | null;
}

/**
 * A manual credit (house adjustments → wallet, a `manual` deposit row) or debit (wallet → house
 * adjustments, a `manual` withdrawal row; 422 insufficientCredit when over the credit).
 */
export async function manualAdjustment(
  tx: Queryable,
  memberId: string,
  adjustment: Adjustment,
): Promise<{ row: DepositRow | WithdrawRow; creditSatang: number }> {
  const common = {
    memberId,
    amountSatang: adjustment.amountSatang,
    status: 'manual' as const,
    annotation: adjustment.reason,
    operatorId: adjustment.operatorId,
  };
  if (adjustment.direction === 'credit') {
    const record = await insertDeposit(tx, { ...common, type: 'manual' });
    const moved = posted(
      await transfer(tx, {
        from: { house: 'house_adjustments' },
        to: memberWallet(memberId),
        amountSatang: adjustment.amountSatang,
        code: 'manual_credit',
        ref: { type: 'deposit', id: record.id },
      }),
    );
    return { row: toDepositRow(record), creditSatang: moved.creditBalanceAfter };
  }
  const record = await insertWithdrawal(tx, { ...common, type: 'manual' });
  const moved = await transfer(tx, {
    from: memberWallet(memberId),
    to: { house: 'house_adjustments' },
    amountSatang: adjustment.amountSatang,
    code: 'manual_debit',
    ref: { type: 'withdrawal', id: record.id },
  });
  if (!moved.ok) throw businessRule(SERVER_MESSAGES.insufficientCredit);
  return { row: toWithdrawRow(record), creditSatang: moved.debitBalanceAfter };
}

/** A member's credit in baht, as an operator's adjustment answers it. */
export async function creditBaht(db: Queryable, memberId: string): Promise<number> {
  return satangToBaht(await walletBalanceSatang(db, memberId));
}
