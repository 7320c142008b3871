import { type AdminPromotion, UPLOAD_FILE_FIELD } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { promotionKeys } from './keys';

/** `POST /admin/promotions/{id}/image` (multipart, field `file`): the server checks the file before storing it. */
export function uploadPromotionImage({ id, file }: { id: number; file: File }): Promise<AdminPromotion> {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, file);
  return api.post<AdminPromotion>(`/admin/promotions/${id}/image`, form);
}

export function useUploadPromotionImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPromotionImage,
    onSuccess: (updated) => {
      queryClient.setQueryData(promotionKeys.one(String(updated.id)), updated);
      void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
    },
  });
}
