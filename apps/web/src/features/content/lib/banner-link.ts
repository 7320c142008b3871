export type BannerTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

/**
 * Where a click on a banner goes: a path of this site stays in the app, an http(s) address opens in a
 * new tab, and anything else (empty, `javascript:`, malformed) is not a link.
 */
export function bannerTarget(url: string | null | undefined): BannerTarget {
  const value = (url ?? '').trim();
  if (value === '') return null;
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'internal', to: value };
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? { kind: 'external', href: parsed.href } : null;
  } catch {
    return null;
  }
}
