import type { PayoutSettings } from '@member/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { settingsQueryOptions, useSaveSettingsMutation } from '@/shared/api/settings-resource';

const SETTINGS_PATH = '/admin/payouts/settings';

/** The automatic withdrawals' rules in the cache. */
export const payoutKeys = { settings: ['payouts', 'settings'] as const };

/** `GET /admin/payouts/settings` (`money.view`). */
export const usePayoutSettings = () =>
  useQuery(settingsQueryOptions<PayoutSettings>(api, SETTINGS_PATH, payoutKeys.settings));

/** `PUT /admin/payouts/settings` (`settings.edit`): whole; the answer replaces the cached copy. */
export const useSavePayoutSettings = () =>
  useSaveSettingsMutation<PayoutSettings>(api, SETTINGS_PATH, payoutKeys.settings);
