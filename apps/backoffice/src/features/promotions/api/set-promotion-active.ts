import type { AdminPromotion } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { promotionKeys } from './keys';

/** `POST /admin/promotions/{id}/activate` or `/deactivate`. */
export function setPromotionActive({ id, active }: { id: number; active: boolean }): Promise<AdminPromotion> {
  return api.post<AdminPromotion>(`/admin/promotions/${id}/${active ? 'activate' : 'deactivate'}`);
}

export function useSetPromotionActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPromotionActive,
    onSuccess: (updated) => {
      queryClient.setQueryData(promotionKeys.one(String(updated.id)), updated);
      void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
    },
  });
}
