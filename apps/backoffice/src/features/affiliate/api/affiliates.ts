import type { AdminAffiliateDetail, AdminAffiliateRow, AffiliateNotePayload, Page } from '@member/shared';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { useInvalidateAffiliate } from './invalidate';
import { affiliateKeys } from './keys';

const affiliatePath = (tel: string) => `/admin/affiliate/affiliates/${encodeURIComponent(tel)}`;

/** `GET /admin/affiliate/affiliates?q&held&page&limit`: members with at least one downline. */
export const affiliateListQuery = (query: string) =>
  queryOptions({
    queryKey: affiliateKeys.affiliateList(query),
    queryFn: ({ signal }) => api.get<Page<AdminAffiliateRow>>(`/admin/affiliate/affiliates${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** `GET /admin/affiliate/affiliates/{tel}`: the affiliate, their downlines and newest commissions. */
export const affiliateDetailQuery = (tel: string) =>
  queryOptions({
    queryKey: affiliateKeys.affiliate(tel),
    queryFn: ({ signal }) => api.get<AdminAffiliateDetail>(affiliatePath(tel), { signal }),
  });

export type HoldAction = 'hold' | 'release';

/**
 * `POST /admin/affiliate/affiliates/{tel}/hold` or `/release` (`affiliate.manage`). A hold shows on the
 * affiliate's rows and on their withdrawals in the queue.
 */
export function useHoldAffiliate() {
  const invalidate = useInvalidateAffiliate(['affiliates', 'withdrawals']);
  return useMutation({
    mutationFn: ({ tel, action, body }: { tel: string; action: HoldAction; body: AffiliateNotePayload }) =>
      api.post<AdminAffiliateRow>(`${affiliatePath(tel)}/${action}`, body),
    onSettled: invalidate,
  });
}
