import { MINIGAME, type MinigameCurrentCredit } from '@member/shared';
import type { ReactNode } from 'react';
import { DetailList } from '@/shared/ui/detail-list';
import { Baht } from './amounts';

/** The profit that may be withdrawn, large, then what waits for an operator (and any extra lines). */
export function ProfitSummary({
  credit,
  extra = [],
}: {
  credit: MinigameCurrentCredit;
  extra?: { label: string; value: ReactNode }[];
}) {
  return (
    <>
      <section aria-label={MINIGAME.profit} className="rounded-2xl border border-gold/25 bg-surface p-5 text-center">
        <p className="text-sm text-muted">{MINIGAME.profit}</p>
        <p className="mt-1 text-3xl font-bold text-gold">
          <Baht value={credit.profit} testId="profit" />
        </p>
      </section>
      <DetailList
        items={[
          { label: MINIGAME.pendingProfit, value: <Baht value={credit.pendingProfit} testId="pending-profit" /> },
          ...extra,
        ]}
      />
    </>
  );
}
