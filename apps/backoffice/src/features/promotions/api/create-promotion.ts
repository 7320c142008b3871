import type { AdminPromotion, PromotionInput } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { promotionKeys } from './keys';

/** `POST /admin/promotions`: a new promotion (the image has its own call, once it exists). */
export function createPromotion(input: PromotionInput): Promise<AdminPromotion> {
  return api.post<AdminPromotion>('/admin/promotions', input);
}

export function useCreatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromotion,
    onSuccess: (created) => {
      queryClient.setQueryData(promotionKeys.one(String(created.id)), created);
      void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
    },
  });
}
