import type { Dashboard } from '@member/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** The dashboard refreshes itself this often (ms). */
export const DASHBOARD_REFRESH_MS = 30_000;

export const dashboardKeys = { all: ['dashboard'] as const };

/** `GET /admin/dashboard` (`money.view`): today by status, the waiting queues, 14 Bangkok days. */
export function fetchDashboard(): Promise<Dashboard> {
  return api.get<Dashboard>('/admin/dashboard');
}

export const dashboardQueryOptions = queryOptions({
  queryKey: dashboardKeys.all,
  queryFn: fetchDashboard,
  refetchInterval: DASHBOARD_REFRESH_MS,
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
