import { formatThousands, MINIGAME, type MinigameStatusToday } from '@member/shared';
import type { ReactNode } from 'react';
import { DetailList } from '@/shared/ui/detail-list';
import { Baht, Coins } from './amounts';
import { Section } from '@/shared/ui/sub-page';

/** Today's plays, coins in and out, and prizes won (the Bangkok day). */
export function TodayStatus({ today, children }: { today: MinigameStatusToday; children?: ReactNode }) {
  return (
    <Section title={MINIGAME.todayTitle}>
      {children}
      <DetailList
        items={[
          { label: MINIGAME.todayPlays, value: MINIGAME.times(formatThousands(today.plays, 0)) },
          ...(today.freePlays > 0
            ? [{ label: MINIGAME.todayFreePlays, value: MINIGAME.times(formatThousands(today.freePlays, 0)) }]
            : []),
          { label: MINIGAME.coinsEarned, value: <Coins value={today.coinsEarned} testId="coins-earned" /> },
          { label: MINIGAME.coinsSpent, value: <Coins value={today.coinsSpent} /> },
          { label: MINIGAME.creditWon, value: <Baht value={today.creditWon} /> },
          { label: MINIGAME.profitWon, value: <Baht value={today.profitWon} testId="profit-won" /> },
        ]}
      />
    </Section>
  );
}
