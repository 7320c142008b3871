import { MINIGAME, MINIGAME_MESSAGES, type MinigameGame } from '@member/shared';
import { Link, useParams } from 'react-router';
import { QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { useGames } from '../api/minigame-queries';
import { GameStage } from '../components/game-stage';
import { SubPage } from '@/shared/ui/sub-page';
import { BreakGate } from '@/shared/ui/break-notice';

/** The games side by side; the one on screen is marked. */
function GameTabs({ games, current }: { games: MinigameGame[]; current: string | undefined }) {
  if (games.length < 2) return null;
  return (
    <nav
      aria-label={MINIGAME.gamesTitle}
      className="flex gap-1 overflow-x-auto rounded-xl border border-line bg-surface p-1"
    >
      {games.map((game) => (
        <Link
          key={game.slug}
          to={paths.miniGame.playGameOf(game.slug)}
          replace
          aria-current={game.slug === current ? 'page' : undefined}
          className={`flex min-h-11 flex-1 shrink-0 items-center justify-center rounded-lg px-3 text-center text-sm font-medium whitespace-nowrap transition ${
            game.slug === current
              ? 'bg-gradient-to-b from-accent to-accent-strong text-white'
              : 'text-muted hover:text-text'
          }`}
        >
          {game.name}
        </Link>
      ))}
    </nav>
  );
}

/** `/mini-game/play` (the first game) and `/mini-game/play/{slug}`: the game itself. */
export default function PlayRoute() {
  const { slug } = useParams();
  const games = useGames();
  const game = games.data && (slug === undefined ? games.data[0] : games.data.find((item) => item.slug === slug));
  return (
    <SubPage title={MINIGAME.titles.play} backTo={paths.miniGame.hub}>
      {!games.data ? (
        <QueryState error={games.error} onRetry={() => void games.refetch()} />
      ) : (
        <>
          <GameTabs games={games.data} current={game?.slug} />
          {game ? (
            // A new game is a new stage: no round, animation or choice carries over.
            <BreakGate>
              <GameStage key={game.slug} game={game} />
            </BreakGate>
          ) : (
            <p className="py-12 text-center text-muted">
              {slug === undefined ? MINIGAME.noGames : MINIGAME_MESSAGES.gameUnavailable}
            </p>
          )}
        </>
      )}
    </SubPage>
  );
}
