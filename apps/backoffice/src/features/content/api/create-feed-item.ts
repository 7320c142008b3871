import { type AdminFeedItem, UPLOAD_FILE_FIELD } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { feedKey } from './get-feed';

export interface NewFeedItem {
  description: string;
  is_active: boolean;
  file: File | null;
}

/** `POST /admin/announcement-feed` (multipart): the fields, and an image in `file` if there is one. */
export function createFeedItem({ description, is_active, file }: NewFeedItem) {
  const form = new FormData();
  form.append('description', description);
  form.append('is_active', String(is_active));
  if (file) form.append(UPLOAD_FILE_FIELD, file);
  return api.post<AdminFeedItem>('/admin/announcement-feed', form);
}

export function useCreateFeedItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeedItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKey }),
  });
}
