import { formatThousands, MINIGAME, MINIGAME_LABELS, type MinigameGame } from '@member/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { GameImage } from './game-art';

function GameCard({ game }: { game: MinigameGame }) {
  const detailsId = useId();
  return (
    <li>
      <Link
        to={paths.miniGame.playGameOf(game.slug)}
        aria-label={MINIGAME.playGame(game.name)}
        aria-describedby={detailsId}
        data-testid="game-card"
        className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3 transition hover:border-gold/50"
      >
        <GameImage
          kind={game.kind}
          image={game.image}
          alt={MINIGAME.gameImage(game.name)}
          className="size-16 shrink-0 rounded-xl"
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="truncate text-base font-semibold text-text">{game.name}</span>
          <span id={detailsId} className="flex flex-col text-xs text-muted">
            <span>
              {MINIGAME_LABELS.kinds[game.kind]} · {MINIGAME.cost(formatThousands(game.cost, 0))}
            </span>
            {game.budgetReached ? (
              <span className="text-amber-300">{MINIGAME.budgetReached}</span>
            ) : (
              <span data-testid="plays-left" className="text-text/85">
                {MINIGAME.playsLeft(formatThousands(game.playsLeft, 0))}
                {game.freePlaysLeft > 0 && ` · ${MINIGAME.freePlaysLeft(formatThousands(game.freePlaysLeft, 0))}`}
              </span>
            )}
          </span>
        </span>
        <span
          aria-hidden="true"
          className="shrink-0 rounded-xl bg-gradient-to-b from-accent to-accent-strong px-3 py-2 text-sm font-semibold text-white"
        >
          {MINIGAME.playNow}
        </span>
      </Link>
    </li>
  );
}

/** Every active game: its picture, name, price, today's plays left; each opens its page. */
export function GameList({ games }: { games: MinigameGame[] }) {
  if (games.length === 0) return <p className="py-8 text-center text-sm text-muted">{MINIGAME.noGames}</p>;
  return (
    <ul aria-label={MINIGAME.gamesTitle} className="flex flex-col gap-2">
      {games.map((game) => (
        <GameCard key={game.slug} game={game} />
      ))}
    </ul>
  );
}
