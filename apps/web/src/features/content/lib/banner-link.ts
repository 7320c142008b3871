import { linkTarget } from '@member/shared';

export type BannerTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

/**
 * Where a click on a banner goes, by the rule the server checks links with when they are saved
 * (`linkTarget`): a path of this site stays in the app, an http(s) address opens in a new tab, and
 * anything else (empty, `javascript:`, protocol-relative, a backslash, malformed) is not a link.
 */
export function bannerTarget(url: string | null | undefined): BannerTarget {
  const target = linkTarget(url);
  if (!target) return null;
  return target.kind === 'internal' ? { kind: 'internal', to: target.path } : { kind: 'external', href: target.href };
}
