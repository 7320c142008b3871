import type { ChatSettings } from '@member/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { chatApi } from '@/shared/api/client';
import { chatKeys } from './keys';

export const settingsQuery = queryOptions({
  queryKey: chatKeys.settings,
  queryFn: ({ signal }) => chatApi.get<ChatSettings>('/operator/settings', { signal }),
  staleTime: 60_000,
});

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ChatSettings) => chatApi.put<ChatSettings>('/operator/settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(chatKeys.settings, saved),
  });
}
