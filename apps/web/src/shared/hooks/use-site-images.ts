import defaultLogo from '../assets/logo.svg';

export interface SiteImages {
  logo: string;
  favicon: string;
  /** Custom centre icon of the bottom menu; null uses the drawn home icon. */
  homeIcon: string | null;
}

const DEFAULT_SITE_IMAGES: SiteImages = { logo: defaultLogo, favicon: '/favicon.svg', homeIcon: null };

/**
 * Logo, favicon and home icon of the site. The operator's images come from /setting-image/* once
 * that API exists; until then the bundled defaults are the answer.
 */
export function useSiteImages(): SiteImages {
  return DEFAULT_SITE_IMAGES;
}
