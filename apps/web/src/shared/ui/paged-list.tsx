import { bangkokDay, formatDayHeading, type Page, UI } from '@member/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from './button';
import { QueryState } from './query-state';

/** The rows of a paged history (newest first), with loading, error and empty states and "load more". */
export function PagedList<T>({
  query,
  renderRow,
  dayOf,
  empty,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>, Error>;
  renderRow: (row: T) => ReactNode;
  /** When given, rows are grouped under a heading per Bangkok day of this time. */
  dayOf?: (row: T) => string;
  /** What an empty list shows: the page's empty state (its drawing and the action that fills it). */
  empty?: ReactNode;
}) {
  if (!query.data) return <QueryState error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data.pages.flatMap((page) => page.items);
  if (rows.length === 0) return empty ?? <p className="py-12 text-center text-muted">{UI.empty}</p>;
  return (
    <>
      {dayOf ? (
        <div className="flex flex-col gap-4">
          {groupByDay(rows, dayOf).map((group) => (
            <section key={group.day} aria-label={group.heading} className="flex flex-col gap-2">
              <h2 className="text-xs font-medium text-muted">{group.heading}</h2>
              <ul className="flex flex-col gap-2">{group.rows.map(renderRow)}</ul>
            </section>
          ))}
        </div>
      ) : (
        <ul className="flex flex-col gap-2">{rows.map(renderRow)}</ul>
      )}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-3 w-full"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {UI.loadMore}
        </Button>
      )}
    </>
  );
}

/** Rows (newest first) in runs of the same Bangkok day, each with its heading. */
function groupByDay<T>(rows: T[], dayOf: (row: T) => string) {
  const groups: { day: string; heading: string; rows: T[] }[] = [];
  for (const row of rows) {
    const time = dayOf(row);
    const day = bangkokDay(time);
    const last = groups.at(-1);
    if (last?.day === day) last.rows.push(row);
    else groups.push({ day, heading: formatDayHeading(time), rows: [row] });
  }
  return groups;
}

/** `getNextPageParam` of a `Page<T>` answer. */
export function nextPage(last: Page<unknown>): number | undefined {
  return last.page * last.limit < last.total ? last.page + 1 : undefined;
}
