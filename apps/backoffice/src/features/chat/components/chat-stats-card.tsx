import { addBangkokDays, bangkokDayOf, formatThousands } from '@member/shared';
import { BO_CHAT, BO_TABLE } from '@member/shared/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card } from '@/shared/ui/card';
import { DayFilterField } from '@/shared/ui/date-field';
import { QueryState } from '@/shared/ui/query-state';
import { Spinner } from '@/shared/ui/spinner';
import { TableHead } from '@/shared/ui/static-table';
import { statsQuery } from '../api/stats';
import { formatDuration } from '../lib/duration';

/** The range shown first: the last 7 Bangkok days, today included. */
const DEFAULT_DAYS = 7;

const CELL = 'border-b border-line px-3 py-2';

/**
 * First-response and resolution times per agent (`GET /operator/stats`) for a range of Bangkok days:
 * conversations, then average and median of each, in minutes and seconds. The dashboard and the chat's
 * own section show it.
 */
export function ChatStatsCard() {
  const [today] = useState(() => bangkokDayOf(Date.now()));
  const [range, setRange] = useState(() => ({ from: addBangkokDays(today, -(DEFAULT_DAYS - 1)), to: today }));
  const stats = useQuery(statsQuery(range.from, range.to));

  return (
    <Card title={BO_CHAT.statsTitle}>
      <fieldset className="mb-3 flex flex-wrap items-end gap-3">
        <legend className="sr-only">{BO_CHAT.statsRange}</legend>
        {(['from', 'to'] as const).map((edge) => (
          <DayFilterField
            key={edge}
            className="w-48"
            label={BO_TABLE[edge]}
            value={range[edge]}
            min={edge === 'to' ? range.from : undefined}
            max={edge === 'from' ? range.to : today}
            onChange={(day) => setRange((current) => ({ ...current, [edge]: day }))}
          />
        ))}
        {stats.isFetching && <Spinner className="mb-2 size-4" />}
      </fieldset>
      {!stats.data ? (
        <QueryState error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <TableHead
              caption={BO_CHAT.statsCaption}
              className="text-left text-muted"
              columns={[
                { label: BO_CHAT.agent, className: `${CELL} font-semibold` },
                ...[
                  BO_CHAT.conversations,
                  BO_CHAT.firstResponseAverage,
                  BO_CHAT.firstResponseMedian,
                  BO_CHAT.resolutionAverage,
                  BO_CHAT.resolutionMedian,
                ].map((label) => ({ label, className: `${CELL} text-right font-semibold` })),
              ]}
            />
            <tbody>
              {stats.data.map((row) => (
                <tr key={row.agent.id}>
                  <th scope="row" className={`${CELL} text-left font-normal`}>
                    {row.agent.name}
                  </th>
                  <td className={`${CELL} tabular text-right`}>{formatThousands(row.conversations, 0)}</td>
                  <td className={`${CELL} tabular text-right`}>{formatDuration(row.firstResponse.averageSeconds)}</td>
                  <td className={`${CELL} tabular text-right`}>{formatDuration(row.firstResponse.medianSeconds)}</td>
                  <td className={`${CELL} tabular text-right`}>{formatDuration(row.resolution.averageSeconds)}</td>
                  <td className={`${CELL} tabular text-right`}>{formatDuration(row.resolution.medianSeconds)}</td>
                </tr>
              ))}
              {stats.data.length === 0 && (
                <tr>
                  <td colSpan={6} className="px-3 py-6 text-center text-muted">
                    {BO_CHAT.noStats}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
