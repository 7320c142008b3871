import type { AdminPromotion, Page } from '@member/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { promotionKeys } from './keys';

/** `GET /admin/promotions?page&limit`: every promotion, active or not (the server pages, no filters). */
export function promotionsListOptions(query: string) {
  return queryOptions({
    queryKey: promotionKeys.list(query),
    queryFn: ({ signal }) => api.get<Page<AdminPromotion>>(`/admin/promotions${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePromotionsList(query: string) {
  return useQuery(promotionsListOptions(query));
}
