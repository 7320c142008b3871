import type { AutoDepositSummary } from '@member/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { DASHBOARD_REFRESH_MS } from './get-dashboard';

/** `GET /admin/auto-deposit/summary` (`money.view`): today's automatic share, the review queue, silent sources. */
export const autoDepositSummaryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['dashboard', 'auto-deposit'] as const,
    queryFn: ({ signal }) => api.get<AutoDepositSummary>('/admin/auto-deposit/summary', { signal }),
    refetchInterval: DASHBOARD_REFRESH_MS,
    enabled,
  });

export function useAutoDepositSummary(enabled: boolean) {
  return useQuery(autoDepositSummaryOptions(enabled));
}
