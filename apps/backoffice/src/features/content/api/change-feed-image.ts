import { type AdminFeedItem, UPLOAD_FILE_FIELD } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { feedKey } from './get-feed';

/** `PUT /admin/announcement-feed/{id}/image`: the new image in `file`. */
export function changeFeedImage({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, file);
  return api.put<AdminFeedItem>(`/admin/announcement-feed/${id}/image`, form);
}

export function useChangeFeedImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFeedImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKey }),
  });
}
