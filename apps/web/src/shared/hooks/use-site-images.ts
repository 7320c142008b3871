import type { SettingImageKind, SettingImages } from '@member/shared';
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

/** How long the loaded site images count as fresh (the server answers repeats with 304 via ETag). */
const SETTING_IMAGE_STALE_MS = 5 * 60_000;

/** Every kind of site image is one query: a page load asks once for all of them (decision 0042). */
export const siteImagesKey = ['setting-image'] as const;

/**
 * `GET /setting-image`: every kind's URL (null when unset), or null for all of them when the call fails
 * (SPEC.md §8: a failure shows the bundled images).
 */
export async function fetchSiteImages(): Promise<SettingImages | null> {
  try {
    return (await api.get<SettingImages>('/setting-image', { auth: false })) ?? null;
  } catch {
    return null;
  }
}

const imageOf = (images: SettingImages | null, kind: SettingImageKind): string | null => {
  const image = images?.[kind];
  return typeof image === 'string' && image !== '' ? image : null;
};

/** One kind of site image, read from the shared query: its URL, or null when unset or when the call failed. */
export function settingImageQuery(kind: SettingImageKind) {
  return {
    queryKey: siteImagesKey,
    queryFn: fetchSiteImages,
    staleTime: SETTING_IMAGE_STALE_MS,
    select: (images: SettingImages | null) => imageOf(images, kind),
  };
}

/** One operator image, null until loaded or when unset. */
function useSettingImage(kind: SettingImageKind): string | null {
  return useQuery(settingImageQuery(kind)).data ?? null;
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
