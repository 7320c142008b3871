import { type AdminBanner, type BannerPlacement, UPLOAD_FILE_FIELD } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { bannersKey } from './get-banners';

export interface NewBanner {
  placement: BannerPlacement;
  file: File;
  url?: string | null;
  is_active: boolean;
}

/** `POST /admin/banners` (multipart): the image in `file` and the fields; it goes last in its placement. */
export function createBanner({ placement, file, url, is_active }: NewBanner) {
  const form = new FormData();
  form.append('placement', placement);
  if (url) form.append('url', url);
  form.append('is_active', String(is_active));
  form.append(UPLOAD_FILE_FIELD, file);
  return api.post<AdminBanner>('/admin/banners', form);
}

export function useCreateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBanner,
    onSuccess: (banner) => queryClient.invalidateQueries({ queryKey: bannersKey(banner.placement) }),
  });
}
