import { type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { api } from './client';

/** What a settings resource needs of a service's client. */
type SettingsClient = Pick<typeof api, 'get' | 'put'>;

/** A service's settings, read whole (`GET path`). */
export const settingsQueryOptions = <T>(client: SettingsClient, path: string, queryKey: QueryKey) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => client.get<T>(path, { signal }) });

/** Saves the settings whole (`PUT path`): the answer is what is now in force, so it replaces the cached copy. */
export function useSaveSettingsMutation<T>(client: SettingsClient, path: string, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: T) => client.put<T>(path, settings),
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
