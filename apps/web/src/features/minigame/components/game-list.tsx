import { formatThousands, MINIGAME, MINIGAME_LABELS, type MinigameGame } from '@member/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { GameImage } from './game-art';

/**
 * One game: the card is one tap target, but the link itself is the game's name (stretched over the
 * card), so its accessible name is what it shows; the price and plays left describe it.
 */
function GameCard({ game }: { game: MinigameGame }) {
  const detailsId = useId();
  return (
    <li
      data-testid="game-card"
      className="relative flex items-center gap-3 rounded-2xl border border-line bg-surface p-3 transition focus-within:border-gold/60 hover:border-gold/50"
    >
      <GameImage kind={game.kind} image={game.image} alt="" className="size-16 shrink-0 rounded-xl" />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={paths.miniGame.playGameOf(game.slug)}
          aria-describedby={detailsId}
          className="truncate text-base font-semibold text-text after:absolute after:inset-0 after:rounded-2xl after:content-['']"
        >
          {game.name}
        </Link>
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
      {/* The call to action is the look of the whole card; the link above already says where it goes. */}
      <span
        aria-hidden="true"
        className="shrink-0 rounded-xl bg-gradient-to-b from-accent to-accent-strong px-3 py-2 text-sm font-semibold text-white"
      >
        {MINIGAME.playNow}
      </span>
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
