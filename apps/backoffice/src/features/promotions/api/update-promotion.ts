import type { AdminPromotion, PromotionInput } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { promotionKeys } from './keys';

/** `PUT /admin/promotions/{id}`: the whole promotion (every field; `isActive` as it is now). */
export function updatePromotion({ id, input }: { id: number; input: PromotionInput }): Promise<AdminPromotion> {
  return api.put<AdminPromotion>(`/admin/promotions/${id}`, input);
}

export function useUpdatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePromotion,
    onSuccess: (updated) => {
      queryClient.setQueryData(promotionKeys.one(String(updated.id)), updated);
      void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
    },
  });
}
