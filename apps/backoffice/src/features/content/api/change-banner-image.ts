import { type AdminBanner, UPLOAD_FILE_FIELD } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { bannersKey } from './get-banners';

/** `PUT /admin/banners/{id}/image`: the new image in `file`. */
export function changeBannerImage({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, file);
  return api.put<AdminBanner>(`/admin/banners/${id}/image`, form);
}

export function useChangeBannerImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBannerImage,
    onSuccess: (banner) => queryClient.invalidateQueries({ queryKey: bannersKey(banner.placement) }),
  });
}
