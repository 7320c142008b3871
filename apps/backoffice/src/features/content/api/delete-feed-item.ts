import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { feedKey } from './get-feed';

/** `DELETE /admin/announcement-feed/{id}`. */
export const deleteFeedItem = (id: number) => api.delete<{ deleted: true }>(`/admin/announcement-feed/${id}`);

export function useDeleteFeedItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeedItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKey }),
  });
}
