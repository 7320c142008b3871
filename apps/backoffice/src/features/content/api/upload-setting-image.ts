import { type SettingImage, type SettingImageKind, UPLOAD_FILE_FIELD } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { settingImagesKey } from './get-setting-images';

/** `PUT /admin/setting-image/{kind}`: the new image in `file`. */
export function uploadSettingImage({ kind, file }: { kind: SettingImageKind; file: File }) {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, file);
  return api.put<SettingImage>(`/admin/setting-image/${kind}`, form);
}

export function useUploadSettingImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSettingImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingImagesKey }),
  });
}
