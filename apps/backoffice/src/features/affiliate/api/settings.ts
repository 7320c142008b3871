import type { AffiliateSettings } from '@member/shared';
import { api } from '@/shared/api/client';
import { settingsQueryOptions, useSaveSettingsMutation } from '@/shared/api/settings-resource';
import { affiliateKeys } from './keys';

/** `GET /admin/affiliate/settings` (`affiliate.view`). */
export const affiliateSettingsQuery = settingsQueryOptions<AffiliateSettings>(
  api,
  '/admin/affiliate/settings',
  affiliateKeys.settings,
);

/** `PUT /admin/affiliate/settings` (`affiliate.manage`): every field at once; the answer is what is now in force. */
export const useSaveAffiliateSettings = () =>
  useSaveSettingsMutation<AffiliateSettings>(api, '/admin/affiliate/settings', affiliateKeys.settings);
