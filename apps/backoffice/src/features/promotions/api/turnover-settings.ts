import type { AdminPlayProvider, TurnoverSettings } from '@member/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { settingsQueryOptions, useSaveSettingsMutation } from '@/shared/api/settings-resource';

const SETTINGS_PATH = '/admin/turnover/settings';

/** The turnover screen's cache: the rules, and the game providers its weights are set for. */
export const turnoverKeys = {
  settings: ['turnover', 'settings'] as const,
  providers: ['turnover', 'providers'] as const,
};

/** A game provider as the weights name it. */
export interface GameProvider {
  code: string;
  name: string;
}

/** `GET /admin/turnover/settings` (`promotions.edit`). */
export const useTurnoverSettings = () =>
  useQuery(settingsQueryOptions<TurnoverSettings>(api, SETTINGS_PATH, turnoverKeys.settings));

/** `PUT /admin/turnover/settings` (`promotions.edit`): whole; the answer replaces the cached copy. */
export const useSaveTurnoverSettings = () =>
  useSaveSettingsMutation<TurnoverSettings>(api, SETTINGS_PATH, turnoverKeys.settings);

const codesAndNames = (providers: AdminPlayProvider[]): GameProvider[] =>
  providers.map(({ code, name }) => ({ code, name }));

/**
 * `GET /admin/play/providers` (`games.manage`): the providers to choose from. Without that permission (or
 * when it fails) there is no list, and a provider's code is typed.
 */
export const useGameProviders = (enabled: boolean) =>
  useQuery({
    queryKey: turnoverKeys.providers,
    queryFn: ({ signal }) => api.get<AdminPlayProvider[]>('/admin/play/providers', { signal }),
    enabled,
    select: codesAndNames,
  });
