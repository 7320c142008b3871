import type { AdminDownlineRow, AffiliateNotePayload, Page } from '@member/shared';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { useInvalidateAffiliate } from './invalidate';
import { affiliateKeys } from './keys';

/** `GET /admin/affiliate/downlines?state&page&limit` (the server's default state is `flagged`). */
export const downlineListQuery = (query: string) =>
  queryOptions({
    queryKey: affiliateKeys.downlineList(query),
    queryFn: ({ signal }) => api.get<Page<AdminDownlineRow>>(`/admin/affiliate/downlines${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export type DownlineAction = 'clear' | 'exclude';

/**
 * `POST /admin/affiliate/downlines/{tel}/clear` or `/exclude` (`affiliate.manage`): the downline's state,
 * and with it the affiliate's flagged count and page.
 */
export function useDecideDownline() {
  const invalidate = useInvalidateAffiliate(['downlines', 'affiliates']);
  return useMutation({
    mutationFn: ({ tel, action, body }: { tel: string; action: DownlineAction; body: AffiliateNotePayload }) =>
      api.post<AdminDownlineRow>(`/admin/affiliate/downlines/${encodeURIComponent(tel)}/${action}`, body),
    onSettled: invalidate,
  });
}
