import type { AdminPromotionClaim, Page } from '@member/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { promotionKeys } from './keys';

/** `GET /admin/promotions/claims?promotionId&status&page&limit`: decided bonuses and credits, newest first. */
export function promotionClaimsOptions(query: string) {
  return queryOptions({
    queryKey: promotionKeys.claims(query),
    queryFn: ({ signal }) => api.get<Page<AdminPromotionClaim>>(`/admin/promotions/claims${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePromotionClaims(query: string, enabled = true) {
  return useQuery({ ...promotionClaimsOptions(query), enabled });
}
