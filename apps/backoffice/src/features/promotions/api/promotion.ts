import type { AdminPromotion } from '@member/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { promotionKeys } from './keys';

/** `GET /admin/promotions/{id}`: one promotion with its HTML source, for editing. */
export function promotionOptions(id: string) {
  return queryOptions({
    queryKey: promotionKeys.one(id),
    queryFn: ({ signal }) => api.get<AdminPromotion>(`/admin/promotions/${encodeURIComponent(id)}`, { signal }),
  });
}

export function usePromotion(id: string) {
  return useQuery(promotionOptions(id));
}
