import type { SettingImage, SettingImageKind } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { settingImagesKey } from './get-setting-images';

/** `DELETE /admin/setting-image/{kind}`: back to the site's default image. */
export const resetSettingImage = (kind: SettingImageKind) => api.delete<SettingImage>(`/admin/setting-image/${kind}`);

export function useResetSettingImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSettingImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingImagesKey }),
  });
}
