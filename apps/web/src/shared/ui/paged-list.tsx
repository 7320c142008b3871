import { type Page, UI } from '@member/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from './button';
import { QueryState } from './query-state';

/** The rows of a paged history (newest first), with loading, error and empty states and "load more". */
export function PagedList<T>({
  query,
  renderRow,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>, Error>;
  renderRow: (row: T) => ReactNode;
}) {
  if (!query.data) return <QueryState error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data.pages.flatMap((page) => page.items);
  if (rows.length === 0) return <p className="py-12 text-center text-muted">{UI.empty}</p>;
  return (
    <>
      <ul className="flex flex-col gap-2">{rows.map(renderRow)}</ul>
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

/** `getNextPageParam` of a `Page<T>` answer. */
export function nextPage(last: Page<unknown>): number | undefined {
  return last.page * last.limit < last.total ? last.page + 1 : undefined;
}
