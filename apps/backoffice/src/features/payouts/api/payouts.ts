import type { PayoutDetail, PayoutSettings } from '@member/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { settingsQueryOptions, useSaveSettingsMutation } from '@/shared/api/settings-resource';

const SETTINGS_PATH = '/admin/payouts/settings';

/** The automatic withdrawals' cache: the rules, and each withdrawal's payout. */
export const payoutKeys = {
  settings: ['payouts', 'settings'] as const,
  detail: (withdrawalId: number) => ['payouts', 'withdrawal', withdrawalId] as const,
};

/** `GET /admin/payouts/settings` (`money.view`). */
export const usePayoutSettings = () =>
  useQuery(settingsQueryOptions<PayoutSettings>(api, SETTINGS_PATH, payoutKeys.settings));

/** `PUT /admin/payouts/settings` (`settings.edit`): whole; the answer replaces the cached copy. */
export const useSavePayoutSettings = () =>
  useSaveSettingsMutation<PayoutSettings>(api, SETTINGS_PATH, payoutKeys.settings);

/** `GET /admin/withdrawals/{id}/payout`: the payout and everything the provider said, for a row that has one. */
export const payoutDetailOptions = (withdrawalId: number) =>
  queryOptions({
    queryKey: payoutKeys.detail(withdrawalId),
    queryFn: ({ signal }) => api.get<PayoutDetail>(`/admin/withdrawals/${withdrawalId}/payout`, { signal }),
  });
