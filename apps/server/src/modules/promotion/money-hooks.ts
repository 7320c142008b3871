import { satangToBaht } from '@member/shared';
import type { Clock } from '../../lib/clock';
import type { Realtime } from '../../plugins/realtime';
import { type MoneyHooks, publishMemberMoney } from '../money';
import { applyPromotionOnApproval, assertDepositPromotion } from './deposit-promotions';

/**
 * Promotion's part in money's events (decision 0050), registered once per app (the module's entry): a deposit
 * request naming a promotion must be allowed to use it (422 `Cannot use selected promotion`), and an
 * approved deposit gets its bonus, judged again under the wallet lock the deposit's transfer holds; the
 * member is told of a credited bonus once it commits.
 */
export function registerPromotionMoneyHooks(
  hooks: MoneyHooks,
  clock: Clock,
  /** Absent where nobody listens (the benchmarks). */
  realtime?: Realtime,
): void {
  hooks.onDepositRequested(async (tx, deposit) => {
    if (deposit.promotionId === null) return;
    await assertDepositPromotion(tx, deposit.memberId, deposit.promotionId, deposit.amountSatang, clock.now());
  });
  hooks.onDepositApproved(async (tx, deposit) => {
    const bonus = await applyPromotionOnApproval(
      tx,
      {
        id: deposit.depositId,
        memberId: deposit.memberId,
        amountSatang: deposit.amountSatang,
        promotionId: deposit.promotionId,
      },
      clock.now(),
    );
    if (bonus && realtime) {
      publishMemberMoney(realtime, tx, deposit.memberId, {
        kind: 'bonus',
        status: 'approved',
        id: bonus.claimId,
        amount: satangToBaht(bonus.bonusSatang),
      });
    }
  });
}
