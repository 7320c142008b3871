import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from './query-state';

/**
 * What a query answered, kept on screen: before its first answer, the loading or error state; after it,
 * a refresh that failed shows its error above the data it keeps.
 */
export function KeptQuery<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (!query.data) return <QueryState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      {query.isError && <QueryState error={query.error} onRetry={() => void query.refetch()} />}
      {children(query.data)}
    </>
  );
}
