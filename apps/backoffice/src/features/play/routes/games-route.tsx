import { bangkokDayStartMs, formatDate, formatNumber, formatThousands, type PlayGgrRow } from '@member/shared';
import { BO_PLAY } from '@member/shared/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useOperator } from '@/shared/api/session';
import { useListParams } from '@/shared/hooks/use-list-params';
import { DateRangeFields, useDayRange } from '@/shared/ui/date-range-fields';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { EmptyRow, TableHead } from '@/shared/ui/static-table';
import { ggrQuery } from '../api/ggr';
import { ProvidersSection } from '../components/providers-section';

const AMOUNTS = ['stakes', 'wins', 'refunds', 'ggr'] as const;

function totalsOf(rows: PlayGgrRow[]) {
  const sum = (key: (typeof AMOUNTS)[number] | 'rounds') => rows.reduce((total, row) => total + row[key], 0);
  return { stakes: sum('stakes'), wins: sum('wins'), refunds: sum('refunds'), ggr: sum('ggr'), rounds: sum('rounds') };
}

/** `/games`: what play earned the house per provider and Bangkok day (GGR), and the providers themselves. */
export default function GamesRoute() {
  const { can } = useOperator();
  const params = useListParams();
  const { from, to, today, query } = useDayRange(params, 14);
  const ggr = useQuery(ggrQuery(query));
  const rows = ggr.data ?? [];
  const totals = totalsOf(rows);
  const cell = 'px-3 py-2';

  return (
    <>
      <PageHeader title={BO_PLAY.title} />
      <section aria-labelledby="ggr-title">
        <h2 id="ggr-title" className="mb-3 text-lg font-semibold">
          {BO_PLAY.ggrTitle}
        </h2>
        <DateRangeFields params={params} from={from} to={to} today={today} className="mb-3 flex flex-wrap gap-3" />
        {ggr.isError && <QueryState error={ggr.error} onRetry={() => void ggr.refetch()} />}
        {!ggr.data && !ggr.isError && <QueryState error={null} />}
        {ggr.data && (
          <div className="overflow-x-auto rounded-xl border border-line bg-surface">
            <table className="w-full text-sm">
              <TableHead
                caption={BO_PLAY.ggrCaption}
                className="bg-surface-2 text-left text-muted"
                columns={[
                  { label: BO_PLAY.day, className: cell },
                  { label: BO_PLAY.provider, className: cell },
                  ...AMOUNTS.map((key) => ({ label: BO_PLAY[key], className: `${cell} text-right` })),
                  { label: BO_PLAY.rounds, className: `${cell} text-right` },
                ]}
              />
              <tbody className="tabular">
                {rows.map((row) => (
                  <tr key={`${row.day}-${row.provider}`} className="border-t border-line">
                    <td className={`${cell} whitespace-nowrap`}>{formatDate(bangkokDayStartMs(row.day), 'date')}</td>
                    <td className={cell}>{row.provider}</td>
                    {AMOUNTS.map((key) => (
                      <td key={key} className={`${cell} text-right`}>
                        {formatNumber(row[key])}
                      </td>
                    ))}
                    <td className={`${cell} text-right`}>{formatThousands(row.rounds, 0)}</td>
                  </tr>
                ))}
                {rows.length === 0 && <EmptyRow colSpan={7} />}
              </tbody>
              {rows.length > 0 && (
                <tfoot className="tabular border-t-2 border-line font-semibold">
                  <tr>
                    <th scope="row" colSpan={2} className={`${cell} text-left`}>
                      {BO_PLAY.total}
                    </th>
                    {AMOUNTS.map((key) => (
                      <td key={key} className={`${cell} text-right`}>
                        {formatNumber(totals[key])}
                      </td>
                    ))}
                    <td className={`${cell} text-right`}>{formatThousands(totals.rounds, 0)}</td>
                  </tr>
                </tfoot>
              )}
            </table>
          </div>
        )}
      </section>
      {can('games.manage') && <ProvidersSection />}
    </>
  );
}
