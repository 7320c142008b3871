import { MINIGAME } from '@member/shared';
import { QueryState } from '@/shared/ui/query-state';
import { useCurrentCredit, useGames, useStatusToday } from '../api/minigame-queries';
import { BalanceCard } from '../components/balance-card';
import { CheckInButton } from '../components/check-in-button';
import { GameList } from '../components/game-list';
import { MinigameMenu } from '../components/minigame-menu';
import { SubPage, Section } from '@/shared/ui/sub-page';
import { TodayStatus } from '../components/today-status';

/** `/mini-game`: coins, credit and its expiry, profit, today's status and check-in, the games, the histories. */
export default function HubRoute() {
  const credit = useCurrentCredit();
  const today = useStatusToday();
  const games = useGames();
  // Everything shows at once when the three answers are in: a part drawn before another would move
  // what lies below it (a layout shift a member sees as the page jumping).
  if (credit.isPending || today.isPending || games.isPending) {
    return (
      <SubPage title={MINIGAME.titles.hub} backTo="/">
        <QueryState />
      </SubPage>
    );
  }
  return (
    <SubPage title={MINIGAME.titles.hub} backTo="/">
      {credit.data ? (
        <BalanceCard credit={credit.data} />
      ) : (
        <QueryState error={credit.error} onRetry={() => void credit.refetch()} />
      )}
      <Section title={MINIGAME.gamesTitle}>
        {games.data ? (
          <GameList games={games.data} />
        ) : (
          <QueryState error={games.error} onRetry={() => void games.refetch()} />
        )}
      </Section>
      {today.data ? (
        <TodayStatus today={today.data}>
          <CheckInButton checkIn={today.data.checkIn} />
        </TodayStatus>
      ) : (
        <QueryState error={today.error} onRetry={() => void today.refetch()} />
      )}
      <MinigameMenu />
    </SubPage>
  );
}
