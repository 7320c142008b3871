import type { Clock } from '../../lib/clock';
import type { MoneyHooks } from '../money';
import { applyPromotionOnApproval, assertDepositPromotion } from './claims';

/**
 * Promotion's part in money's events (decision 0050), registered once per app (the module's entry): a deposit
 * request naming a promotion must be allowed to use it (422 `Cannot use selected promotion`), and an
 * approved deposit gets its bonus, judged again under the wallet lock the deposit's transfer holds.
 */
export function registerPromotionMoneyHooks(hooks: MoneyHooks, clock: Clock): void {
  hooks.onDepositRequested(async (tx, deposit) => {
    if (deposit.promotionId === null) return;
    await assertDepositPromotion(tx, deposit.memberId, deposit.promotionId, deposit.amountSatang, clock.now());
  });
  hooks.onDepositApproved((tx, deposit) =>
    applyPromotionOnApproval(
      tx,
      {
        id: deposit.depositId,
        memberId: deposit.memberId,
        amountSatang: deposit.amountSatang,
        promotionId: deposit.promotionId,
      },
      clock.now(),
    ),
  );
}
