import type { AdminAccrualRun, Page } from '@member/shared';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { useInvalidateAffiliate } from './invalidate';
import { affiliateKeys } from './keys';

/** `GET /admin/affiliate/accruals?page&limit`: newest first. */
export const accrualListQuery = (query: string) =>
  queryOptions({
    queryKey: affiliateKeys.accrualList(query),
    queryFn: ({ signal }) => api.get<Page<AdminAccrualRun>>(`/admin/affiliate/accruals${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

/**
 * `POST /admin/affiliate/accruals` (`affiliate.manage`): accrues from the last run up to now; `run` is
 * null when nothing was due. Commissions change the affiliates' totals and their downlines' contributions.
 */
export function useRunAccrual() {
  const invalidate = useInvalidateAffiliate(['accruals', 'affiliates', 'downlines']);
  return useMutation({
    mutationFn: () => api.post<{ run: AdminAccrualRun | null }>('/admin/affiliate/accruals'),
    onSettled: invalidate,
  });
}
