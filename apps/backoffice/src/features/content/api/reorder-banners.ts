import type { AdminBanner, BannerReorderPayload } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { bannersKey } from './get-banners';

/** `POST /admin/banners/reorder`: every id of the placement, in the new order; answers the list. */
export const reorderBanners = (payload: BannerReorderPayload) =>
  api.post<AdminBanner[]>('/admin/banners/reorder', payload);

export function useReorderBanners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderBanners,
    onSuccess: (rows, { placement }) => {
      queryClient.setQueryData(bannersKey(placement), rows);
      return queryClient.invalidateQueries({ queryKey: bannersKey(placement) });
    },
  });
}
