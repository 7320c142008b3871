import {
  bangkokDayStartMs,
  formatDate,
  formatNumber,
  formatThousands,
  type MinigameDailyFigures,
} from '@member/shared';
import { BO_MINIGAME } from '@member/shared/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useListParams } from '@/shared/hooks/use-list-params';
import { Card } from '@/shared/ui/card';
import { DateRangeFields, useDayRange } from '@/shared/ui/date-range-fields';
import { QueryState } from '@/shared/ui/query-state';
import { EmptyRow, TableHead } from '@/shared/ui/static-table';
import { figuresQuery } from '../api/figures';

const coins = (value: number) => formatThousands(value, 0);
const budget = (value: number | null) => (value === null ? BO_MINIGAME.noLimit : formatNumber(value));

/** The day's columns: coins issued by source, spent and expired; plays; prizes by kind; profit withdrawn. */
const DAY_COLUMNS: [string, (day: MinigameDailyFigures) => string][] = [
  [BO_MINIGAME.issuedDeposit, (day) => coins(day.coins.issued.deposit)],
  [BO_MINIGAME.issuedCheckIn, (day) => coins(day.coins.issued.check_in)],
  [BO_MINIGAME.issuedGrant, (day) => coins(day.coins.issued.grant)],
  [BO_MINIGAME.issuedPrize, (day) => coins(day.coins.issued.prize)],
  [BO_MINIGAME.coinsSpent, (day) => coins(day.coins.spent)],
  [BO_MINIGAME.coinsExpired, (day) => coins(day.coins.expired)],
  [BO_MINIGAME.playsCount, (day) => coins(day.plays)],
  [BO_MINIGAME.freePlays, (day) => coins(day.freePlays)],
  [BO_MINIGAME.prizeCredit, (day) => formatNumber(day.prizes.credit)],
  [BO_MINIGAME.prizeProfit, (day) => formatNumber(day.prizes.profit)],
  [BO_MINIGAME.profitWithdrawn, (day) => formatNumber(day.profitWithdrawn)],
];

/** `/minigame/figures?from&to`: the service's Bangkok days, newest first, and each game's prizes against its budget. */
export default function FiguresRoute() {
  const params = useListParams();
  const { from, to, today, query } = useDayRange(params, 7);
  const figures = useQuery(figuresQuery(query));
  const days = figures.data ?? [];
  const cell = 'px-3 py-2';

  return (
    <section aria-labelledby="mg-figures-title" className="flex flex-col gap-4">
      <h2 id="mg-figures-title" className="text-lg font-semibold">
        {BO_MINIGAME.figuresTitle}
      </h2>
      <DateRangeFields params={params} from={from} to={to} today={today} className="flex flex-wrap gap-3" />
      {!figures.data ? (
        <QueryState error={figures.error} onRetry={() => void figures.refetch()} />
      ) : (
        <>
          <div className="overflow-x-auto rounded-xl border border-line bg-surface">
            <table className="w-full text-sm">
              <TableHead
                caption={BO_MINIGAME.figuresCaption}
                className="bg-surface-2 text-left text-muted"
                columns={[
                  { label: BO_MINIGAME.day, className: cell },
                  ...DAY_COLUMNS.map(([header]) => ({ label: header, className: `${cell} text-right` })),
                ]}
              />
              <tbody className="tabular">
                {days.map((day) => (
                  <tr key={day.date} className="border-t border-line">
                    <th scope="row" className={`${cell} text-left font-semibold whitespace-nowrap`}>
                      {formatDate(bangkokDayStartMs(day.date), 'date')}
                    </th>
                    {DAY_COLUMNS.map(([header, value]) => (
                      <td key={header} className={`${cell} text-right`}>
                        {value(day)}
                      </td>
                    ))}
                  </tr>
                ))}
                {days.length === 0 && <EmptyRow colSpan={DAY_COLUMNS.length + 1} />}
              </tbody>
            </table>
          </div>
          <Card title={BO_MINIGAME.gameBudgets}>
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <TableHead
                  caption={BO_MINIGAME.gameBudgetsCaption}
                  className="text-left text-muted"
                  columns={[
                    ...[BO_MINIGAME.day, BO_MINIGAME.game].map((header) => ({ label: header, className: cell })),
                    ...[
                      BO_MINIGAME.playsCount,
                      BO_MINIGAME.prizesPaid,
                      BO_MINIGAME.dailyBudget,
                      BO_MINIGAME.budgetLeft,
                    ].map((header) => ({ label: header, className: `${cell} text-right` })),
                  ]}
                />
                <tbody className="tabular">
                  {days.flatMap((day) =>
                    day.games.map((game) => (
                      <tr key={`${day.date}-${game.slug}`} className="border-t border-line">
                        <td className={`${cell} whitespace-nowrap`}>
                          {formatDate(bangkokDayStartMs(day.date), 'date')}
                        </td>
                        <td className={cell}>{game.name}</td>
                        <td className={`${cell} text-right`}>{coins(game.plays)}</td>
                        <td className={`${cell} text-right`}>{formatNumber(game.prizesPaid)}</td>
                        <td className={`${cell} text-right`}>{budget(game.budget)}</td>
                        <td className={`${cell} text-right`}>{budget(game.budgetLeft)}</td>
                      </tr>
                    )),
                  )}
                </tbody>
              </table>
            </div>
          </Card>
        </>
      )}
    </section>
  );
}
