import type { AdminPlayProvider, PlayProviderCreatePayload, PlayProviderUpdatePayload } from '@member/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { playKeys } from './keys';

export const providersQuery = queryOptions({
  queryKey: playKeys.providers,
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: playKeys.all }),
  });
}
