import type { MinigameSettings } from '@member/shared';
import { minigameApi } from '@/shared/api/client';
import { settingsQueryOptions, useSaveSettingsMutation } from '@/shared/api/settings-resource';
import { minigameKeys } from './keys';

/** `GET /operator/settings` of the mini-game service. */
export const settingsQuery = settingsQueryOptions<MinigameSettings>(
  minigameApi,
  '/operator/settings',
  minigameKeys.settings,
);

/** `PUT /operator/settings`: every field at once. */
export const useSaveSettings = () =>
  useSaveSettingsMutation<MinigameSettings>(minigameApi, '/operator/settings', minigameKeys.settings);
