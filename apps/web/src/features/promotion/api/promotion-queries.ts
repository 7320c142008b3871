import type {
  BonusPreview,
  Page,
  Promotion,
  PromotionHistoryRow,
  ReturnLossPreview,
  ReturnLossResult,
} from '@member/shared';
import { useInfiniteQuery, useMutation, usePrefetchQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { updateBonusPreference } from '@/shared/api/bonus-preference';
import { CREDIT_QUERY_KEY, PROFILE_QUERY_KEY } from '@/shared/api/query-client';
import { promotionKeys } from './keys';
import { availablePromotionsQuery, eligibilityQuery, promotionsQuery } from './promotion-query-options';

export { promotionKeys };

export const PROMOTION_HISTORY_PAGE_SIZE = 20;

export const usePromotions = () => useQuery(promotionsQuery);

/** `GET /v2/promotion/{id}`; the list's copy shows while the detail loads. */
export function usePromotion(id: number | null, placeholder?: Promotion) {
  return useQuery({
    queryKey: promotionKeys.detail(id ?? 0),
    queryFn: () => api.get<Promotion>(`/v2/promotion/${id}`),
    enabled: id !== null,
    placeholderData: placeholder,
  });
}

export const useAvailablePromotions = (enabled: boolean) => useQuery({ ...availablePromotionsQuery, enabled });

/**
 * Asks for what the member may claim now without watching the answer: a page that starts the call
 * early for its picker does not re-render each time the call starts or ends (the picker does).
 */
export const usePrefetchAvailablePromotions = () => usePrefetchQuery(availablePromotionsQuery);

/** `POST /v2/promotion/calculate-bonus`: a question, not a change, so it is cached like a read. */
export function useBonusPreview(promotionId: number | null, amount: number | null) {
  return useQuery({
    queryKey: promotionKeys.bonus(promotionId ?? 0, amount ?? 0),
    queryFn: ({ signal }) =>
      api.post<BonusPreview>('/v2/promotion/calculate-bonus', { amount, promotionId }, { signal }),
    enabled: promotionId !== null && amount !== null,
    staleTime: 30_000,
  });
}

export const usePromotionEligibility = (enabled: boolean) => useQuery({ ...eligibilityQuery, enabled });

/** `PUT /promotion/bonus`: the member agrees to receive deposit bonuses (the profile and the list change). */
export function useEnableBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => updateBonusPreference({ bonus: 1 }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: promotionKeys.available }),
        queryClient.invalidateQueries({ queryKey: promotionKeys.eligibility }),
      ]),
  });
}

/** `GET /v2/promotion/return-loss`: the terms and what a claim would pay now (writes nothing). */
export function useReturnLossPreview() {
  return useQuery({
    queryKey: promotionKeys.returnLoss,
    queryFn: () => api.get<ReturnLossPreview>('/v2/promotion/return-loss'),
    staleTime: 0,
  });
}

/** `POST /v2/promotion/check-return-loss`: credits the last closed period once; the credit and histories change. */
export function useClaimReturnLoss() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ReturnLossResult>('/v2/promotion/check-return-loss'),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: promotionKeys.returnLoss }),
        queryClient.invalidateQueries({ queryKey: CREDIT_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: promotionKeys.history }),
      ]),
  });
}

/** `GET /v2/promotion/member/history`: deposit bonuses and return-loss credits, newest first. */
export function usePromotionHistory() {
  return useInfiniteQuery({
    queryKey: promotionKeys.history,
    queryFn: ({ pageParam }) =>
      api.get<Page<PromotionHistoryRow>>(
        `/v2/promotion/member/history?page=${pageParam}&limit=${PROMOTION_HISTORY_PAGE_SIZE}`,
      ),
    initialPageParam: 1,
    // Not the list component's `nextPage`: this module is on the guest landing, the list is not.
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });
}
