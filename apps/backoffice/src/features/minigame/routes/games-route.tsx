import { formatNumber, formatThousands, MINIGAME_LABELS } from '@member/shared';
import { BO_MINIGAME } from '@member/shared/backoffice';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useOperator } from '@/shared/api/session';
import { Badge } from '@/shared/ui/badge';
import { buttonClass } from '@/shared/ui/button';
import { QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { EmptyRow, TableHead } from '@/shared/ui/static-table';
import { gamesQuery } from '../api/games';

const budget = (value: number | null) => (value === null ? BO_MINIGAME.noLimit : formatNumber(value));

/** `/minigame/games`: every game with its price, budgets, today's plays and prizes, and the EV of its table in force. */
export default function GamesRoute() {
  const { can } = useOperator();
  const games = useQuery(gamesQuery);
  const cell = 'px-3 py-2';
  const headers = [
    BO_MINIGAME.name,
    BO_MINIGAME.kind,
    BO_MINIGAME.cost,
    BO_MINIGAME.freePlaysPerDay,
    BO_MINIGAME.status,
    BO_MINIGAME.dailyBudget,
    BO_MINIGAME.memberDailyBudget,
    BO_MINIGAME.todayPlays,
    BO_MINIGAME.todayPrizes,
    BO_MINIGAME.budgetLeft,
    BO_MINIGAME.ev,
  ];

  return (
    <section aria-labelledby="mg-games-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 id="mg-games-title" className="text-lg font-semibold">
          {BO_MINIGAME.tabs.games}
        </h2>
        {can('minigame.manage') && (
          <Link to={paths.minigameGameNew} className={buttonClass()}>
            {BO_MINIGAME.newGame}
          </Link>
        )}
      </div>
      {!games.data ? (
        <QueryState error={games.error} onRetry={() => void games.refetch()} />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-line bg-surface">
          <table className="w-full text-sm">
            <TableHead
              caption={BO_MINIGAME.gamesCaption}
              className="bg-surface-2 text-left text-muted"
              columns={headers.map((header, index) => ({
                label: header,
                className: `${cell} ${index > 1 && index !== 4 ? 'text-right' : ''}`,
              }))}
            />
            <tbody className="tabular">
              {games.data.map((game) => (
                <tr key={game.slug} className="border-t border-line">
                  <td className={cell}>
                    <Link to={paths.minigameGame(game.slug)} className="font-semibold text-accent hover:underline">
                      {game.name}
                    </Link>
                    <span className="block text-xs text-muted">{game.slug}</span>
                  </td>
                  <td className={cell}>{MINIGAME_LABELS.kinds[game.kind]}</td>
                  <td className={`${cell} text-right`}>{formatThousands(game.cost, 0)}</td>
                  <td className={`${cell} text-right`}>{formatThousands(game.freePlaysPerDay, 0)}</td>
                  <td className={cell}>
                    <Badge tone={game.active ? 'good' : 'neutral'}>
                      {game.active ? BO_MINIGAME.active : BO_MINIGAME.inactive}
                    </Badge>
                  </td>
                  <td className={`${cell} text-right`}>{budget(game.dailyBudget)}</td>
                  <td className={`${cell} text-right`}>{budget(game.memberDailyBudget)}</td>
                  <td className={`${cell} text-right`}>{formatThousands(game.today.plays, 0)}</td>
                  <td className={`${cell} text-right`}>{formatNumber(game.today.prizesPaid)}</td>
                  <td className={`${cell} text-right`}>{budget(game.today.budgetLeft)}</td>
                  <td className={`${cell} text-right`}>
                    {BO_MINIGAME.evOf(
                      formatNumber(game.table.stats.evBaht),
                      formatThousands(game.table.stats.evCoins, 4),
                    )}
                  </td>
                </tr>
              ))}
              {games.data.length === 0 && <EmptyRow colSpan={headers.length} />}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
