import type { BannerPlacement } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { bannersKey } from './get-banners';

/** `DELETE /admin/banners/{id}`. */
export const deleteBanner = ({ id }: { id: number; placement: BannerPlacement }) =>
  api.delete<{ deleted: true }>(`/admin/banners/${id}`);

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: (_answer, { placement }) => queryClient.invalidateQueries({ queryKey: bannersKey(placement) }),
  });
}
