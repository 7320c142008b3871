import type {
  AdminPlayProvider,
  PlayGgrRow,
  PlayProviderCreatePayload,
  PlayProviderUpdatePayload,
} from '@member/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

const PLAY_KEY = ['play'] as const;

/** `GET /admin/play/ggr?from&to`: one row per provider and Bangkok day. */
export const ggrQuery = (query: string) =>
  queryOptions({
    queryKey: [...PLAY_KEY, 'ggr', query],
    queryFn: ({ signal }) => api.get<PlayGgrRow[]>(`/admin/play/ggr${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const providersQuery = queryOptions({
  queryKey: [...PLAY_KEY, 'providers'],
  queryFn: ({ signal }) => api.get<AdminPlayProvider[]>('/admin/play/providers', { signal }),
});

/** Creates a provider (`code` given) or changes one; the list refreshes after either. */
export function useSaveProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string; isNew: boolean; payload: PlayProviderUpdatePayload }) =>
      input.isNew
        ? api.post<AdminPlayProvider>('/admin/play/providers', {
            ...input.payload,
            code: input.code,
          } satisfies PlayProviderCreatePayload)
        : api.put<AdminPlayProvider>(`/admin/play/providers/${encodeURIComponent(input.code)}`, input.payload),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PLAY_KEY }),
  });
}
