import type { AffiliateSettings } from '@member/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { affiliateKeys } from './keys';

/** `GET /admin/affiliate/settings` (`affiliate.view`). */
export const affiliateSettingsQuery = queryOptions({
  queryKey: affiliateKeys.settings,
  queryFn: ({ signal }) => api.get<AffiliateSettings>('/admin/affiliate/settings', { signal }),
});

/** `PUT /admin/affiliate/settings` (`affiliate.manage`): every field at once; the answer is what is now in force. */
export function useSaveAffiliateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AffiliateSettings) => api.put<AffiliateSettings>('/admin/affiliate/settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(affiliateKeys.settings, saved),
  });
}
