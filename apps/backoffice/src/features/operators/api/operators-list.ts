import type { OperatorAccount } from '@member/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** Every operator change invalidates this key (the list answers every account at once). */
export const OPERATORS_QUERY_KEY = ['operators'] as const;

/** `GET /admin/operators`: every account, never a password hash. */
export const operatorsListOptions = queryOptions({
  queryKey: OPERATORS_QUERY_KEY,
  queryFn: ({ signal }) => api.get<OperatorAccount[]>('/admin/operators', { signal }),
});

export function useOperatorsList() {
  return useQuery(operatorsListOptions);
}
