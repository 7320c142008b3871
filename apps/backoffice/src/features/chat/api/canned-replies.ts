import type { AdminCannedReply, ChatCannedReplyInput } from '@member/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { chatApi } from '@/shared/api/client';
import { chatKeys } from './keys';

export const cannedRepliesQuery = queryOptions({
  queryKey: chatKeys.canned,
  queryFn: ({ signal }) => chatApi.get<AdminCannedReply[]>('/operator/canned-replies', { signal }),
  staleTime: 60_000,
});

/** Add (no id) or change a canned reply; the list is asked again. */
export function useSaveCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ChatCannedReplyInput & { id?: number }) =>
      id === undefined
        ? chatApi.post<AdminCannedReply>('/operator/canned-replies', body)
        : chatApi.put<AdminCannedReply>(`/operator/canned-replies/${id}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.canned }),
  });
}

export function useDeleteCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => chatApi.delete<{ deleted: true }>(`/operator/canned-replies/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.canned }),
  });
}
