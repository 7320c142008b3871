import type { AdminBanner, BannerUpdatePayload } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { bannersKey } from './get-banners';

/** `PUT /admin/banners/{id}`: its link and/or whether members see it. */
export const updateBanner = ({ id, changes }: { id: number; changes: BannerUpdatePayload }) =>
  api.put<AdminBanner>(`/admin/banners/${id}`, changes);

export function useUpdateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBanner,
    onSuccess: (banner) => queryClient.invalidateQueries({ queryKey: bannersKey(banner.placement) }),
  });
}
