import type { ChatSettings } from '@member/shared';
import { chatApi } from '@/shared/api/client';
import { settingsQueryOptions, useSaveSettingsMutation } from '@/shared/api/settings-resource';
import { chatKeys } from './keys';

/** `GET /operator/settings` of the chat service; a minute fresh. */
export const settingsQuery = {
  ...settingsQueryOptions<ChatSettings>(chatApi, '/operator/settings', chatKeys.settings),
  staleTime: 60_000,
};

/** `PUT /operator/settings`: every field at once. */
export const useSaveSettings = () =>
  useSaveSettingsMutation<ChatSettings>(chatApi, '/operator/settings', chatKeys.settings);
