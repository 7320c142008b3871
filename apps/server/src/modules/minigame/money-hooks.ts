import type { Clock } from '../../lib/clock';
import type { MoneyHooks } from '../money';
import { issueCoins } from './ledger-moves';
import { loadSettings } from './settings';

/**
 * The mini-games' part in money's events (decision 0120): an approved deposit earns coins, one per the
 * operator's amount of baht (seeded: 100), in the deposit's own transaction, once per deposit. It is
 * registered where money runs (the member service), whichever process runs the mini-game service.
 */
export function registerMinigameMoneyHooks(hooks: MoneyHooks, clock: Clock): void {
  hooks.onDepositApproved(async (tx, deposit) => {
    const settings = await loadSettings(tx);
    if (settings.depositSatangPerCoin === null) return;
    const coins = Math.floor(deposit.amountSatang / settings.depositSatangPerCoin);
    if (coins < 1) return;
    await issueCoins(tx, {
      memberId: deposit.memberId,
      coins,
      type: 'deposit',
      at: new Date(clock.now()).toISOString(),
      expiryDays: settings.coinExpiryDays,
      depositId: deposit.depositId,
    });
  });
}
