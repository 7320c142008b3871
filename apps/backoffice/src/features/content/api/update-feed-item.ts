import type { AdminFeedItem, FeedItemUpdatePayload } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { feedKey } from './get-feed';

/** `PUT /admin/announcement-feed/{id}`: its text and/or whether members see it. */
export const updateFeedItem = ({ id, changes }: { id: number; changes: FeedItemUpdatePayload }) =>
  api.put<AdminFeedItem>(`/admin/announcement-feed/${id}`, changes);

export function useUpdateFeedItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeedItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKey }),
  });
}
