import type { AdminPromotion } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { promotionKeys } from './keys';

/** `DELETE /admin/promotions/{id}/image`: the member's card falls back to the plain gift card. */
export function removePromotionImage(id: number): Promise<AdminPromotion> {
  return api.delete<AdminPromotion>(`/admin/promotions/${id}/image`);
}

export function useRemovePromotionImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePromotionImage,
    onSuccess: (updated) => {
      queryClient.setQueryData(promotionKeys.one(String(updated.id)), updated);
      void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
    },
  });
}
