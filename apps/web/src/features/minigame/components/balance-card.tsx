import { formatDate, MINIGAME, type MinigameCurrentCredit } from '@member/shared';
import { formatBaht } from '../lib/format';
import { Baht, Coins } from './amounts';

/** The member's coins, credit with its nearest expiry (DD/MM/YYYY) and profit with what waits for approval. */
export function BalanceCard({ credit }: { credit: MinigameCurrentCredit }) {
  return (
    <section
      aria-label={MINIGAME.coins}
      className="relative overflow-hidden rounded-3xl border border-gold/20 bg-gradient-to-br from-accent-strong via-[#5c0a18] to-surface p-5 shadow-xl shadow-black/40"
    >
      <div aria-hidden="true" className="absolute -top-16 -right-12 size-48 rounded-full bg-gold/10 blur-2xl" />
      <div className="relative">
        <p className="text-sm text-white/75">{MINIGAME.coins}</p>
        <p className="mt-1 text-4xl font-bold text-gold">
          <Coins value={credit.coins} testId="coins" />
        </p>
        {credit.coinsExpiresDate && (
          <p data-testid="coins-expiry" className="mt-1 text-xs text-white/70">
            {MINIGAME.coinsExpire(formatDate(credit.coinsExpiresDate, 'date'))}
          </p>
        )}
        <dl className="mt-4 grid grid-cols-2 gap-2">
          <div className="rounded-2xl bg-black/30 p-3">
            <dt className="text-xs text-white/70">{MINIGAME.credit}</dt>
            <dd className="mt-1 text-lg font-semibold text-white">
              <Baht value={credit.credit} testId="credit" />
            </dd>
            <dd data-testid="credit-expiry" className="mt-0.5 text-xs text-white/70">
              {credit.expiresDate
                ? MINIGAME.creditExpires(formatBaht(credit.expiringCredit), formatDate(credit.expiresDate, 'date'))
                : MINIGAME.noCredit}
            </dd>
          </div>
          <div className="rounded-2xl bg-black/30 p-3">
            <dt className="text-xs text-white/70">{MINIGAME.profit}</dt>
            <dd className="mt-1 text-lg font-semibold text-white">
              <Baht value={credit.profit} testId="profit" />
            </dd>
            {credit.pendingProfit > 0 && (
              <dd className="mt-0.5 text-xs text-white/70">
                {MINIGAME.pendingProfit} <Baht value={credit.pendingProfit} testId="pending-profit" />
              </dd>
            )}
          </div>
        </dl>
      </div>
    </section>
  );
}
