import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads what `queryKey` names again, from now on: what a push or a followed channel says changed must
 * show even if a read was already on its way. An invalidation alone is not enough there: TanStack
 * Query joins a first read still in flight (a query with no data yet) instead of starting another,
 * and that read may have been answered before the change committed (issue 27: the unread badge
 * missed an answer sent while the page's first count was on its way). So the reads in flight are
 * waited for, and then the query is invalidated (what is on screen loads again at once, the rest is
 * marked stale).
 */
export async function readAgain(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  const inFlight = queryClient
    .getQueryCache()
    .findAll({ queryKey, fetchStatus: 'fetching' })
    .map((query) => query.promise);
  // A read that fails is read again below all the same.
  await Promise.allSettled(inFlight);
  await queryClient.invalidateQueries({ queryKey });
}
