import type { MinigameSettings } from '@member/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { minigameApi } from '@/shared/api/client';
import { minigameKeys } from './keys';

export const settingsQuery = queryOptions({
  queryKey: minigameKeys.settings,
  queryFn: ({ signal }) => minigameApi.get<MinigameSettings>('/operator/settings', { signal }),
});

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MinigameSettings) => minigameApi.put<MinigameSettings>('/operator/settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(minigameKeys.settings, saved),
  });
}
