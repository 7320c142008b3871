import type { SettingImage, SettingImageKind } from '@member/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import defaultFavicon from '../assets/favicon.svg?no-inline';
import defaultLogo from '../assets/logo.svg';

/**
 * The bundled icon, the file index.html links (content-hashed, so served with the other built files and
 * never asked again); the operator's icon replaces it once loaded.
 */
export const DEFAULT_FAVICON: string = defaultFavicon;
export const DEFAULT_LOGO: string = defaultLogo;

/** How long a loaded setting image counts as fresh (the server answers repeats with 304 via ETag). */
const SETTING_IMAGE_STALE_MS = 5 * 60_000;

export const settingImageKey = (kind: SettingImageKind) => ['setting-image', kind] as const;

/** `GET /setting-image/{kind}`: the image's URL, or null when unset or when the call fails (SPEC.md §8). */
export async function fetchSettingImage(kind: SettingImageKind): Promise<string | null> {
  try {
    const answer = await api.get<SettingImage>(`/setting-image/${kind}`, { auth: false });
    return typeof answer?.image === 'string' && answer.image !== '' ? answer.image : null;
  } catch {
    return null;
  }
}

export function settingImageQuery(kind: SettingImageKind) {
  return {
    queryKey: settingImageKey(kind),
    queryFn: () => fetchSettingImage(kind),
    staleTime: SETTING_IMAGE_STALE_MS,
  };
}

/** One operator image, null until loaded, when unset, or when not `enabled`. */
export function useSettingImage(kind: SettingImageKind, enabled = true): string | null {
  return useQuery({ ...settingImageQuery(kind), enabled }).data ?? null;
}

export interface SiteImages {
  logo: string;
  favicon: string;
}

/**
 * Logo and icon of the site (SPEC.md §1: both layouts fetch them on start), each falling back to the
 * bundled default while loading or when the operator has not set one.
 */
export function useSiteImages(): SiteImages {
  const logo = useSettingImage('logo');
  const favicon = useSettingImage('favicon');
  return { logo: logo ?? DEFAULT_LOGO, favicon: favicon ?? DEFAULT_FAVICON };
}
