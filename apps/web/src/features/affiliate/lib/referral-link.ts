import { REFER } from '@member/shared';

/** The full referral link: the site's own origin before the path the server gives (`/register?prefix=CODE`). */
export function referralUrl(origin: string, link: string): string {
  return new URL(link, origin).toString();
}

/** LINE's share screen with the invitation and the link (LINE's documented share URL scheme). */
export function lineShareUrl(url: string): string {
  return `https://line.me/R/share?text=${encodeURIComponent(REFER.shareText(url))}`;
}
