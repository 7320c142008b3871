import { formatDate, formatNumber, formatThousands, prizeLabel } from '@member/shared';
import { BO_MINIGAME } from '@member/shared/backoffice';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@/shared/ui/card';
import { QueryState } from '@/shared/ui/query-state';
import { TableHead } from '@/shared/ui/static-table';
import { tablesQuery } from '../api/prize-tables';

/** Every version of a game's prize table, newest first: who wrote it, its prizes with their chances, its EV. */
export function PrizeTableVersions({ slug }: { slug: string }) {
  const tables = useQuery(tablesQuery(slug));
  const cell = 'px-3 py-2 align-top';
  return (
    <Card title={BO_MINIGAME.versions}>
      {!tables.data ? (
        <QueryState error={tables.error} onRetry={() => void tables.refetch()} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <TableHead
              caption={BO_MINIGAME.versionsCaption}
              className="text-left text-muted"
              columns={[
                ...[BO_MINIGAME.version, BO_MINIGAME.createdAt, BO_MINIGAME.createdBy, BO_MINIGAME.prizes].map(
                  (label) => ({
                    label,
                    className: cell,
                  }),
                ),
                { label: BO_MINIGAME.ev, className: `${cell} text-right` },
              ]}
            />
            <tbody>
              {tables.data.map((table) => (
                <tr key={table.version} className="border-t border-line">
                  <td className={`${cell} font-semibold`}>{table.version}</td>
                  <td className={`${cell} whitespace-nowrap`}>{formatDate(table.createdAt, 'dateTime')}</td>
                  <td className={cell}>{table.createdBy ?? BO_MINIGAME.seeded}</td>
                  <td className={cell}>
                    {table.prizes
                      .map((prize) => `${prizeLabel(prize)} (${formatNumber(prize.probability * 100)}%)`)
                      .join(' · ')}
                  </td>
                  <td className={`${cell} tabular text-right`}>
                    {BO_MINIGAME.evOf(formatNumber(table.stats.evBaht), formatThousands(table.stats.evCoins, 4))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
