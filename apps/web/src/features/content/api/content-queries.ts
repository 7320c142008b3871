import type {
  Announcement,
  AnnouncementFeedItem,
  BannerItem,
  ContactLine,
  ContactLineAnswer,
  HowtoContent,
} from '@member/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { settingImageQuery } from '@/shared/hooks/use-site-images';

/** Query keys of the site content, defined once. */
export const contentKeys = {
  banners: ['banner'] as const,
  bannerPopup: ['banner-popup'] as const,
  announcement: ['announcement'] as const,
  feed: ['announcement-feed'] as const,
  contactLine: ['contact-line'] as const,
  howto: ['howto'] as const,
};

const CONTENT_STALE_MS = 60_000;

/** Content loads fail silently (SPEC.md §8): a failed banner or announcement call shows nothing. */
async function orFallback<T>(call: Promise<T>, fallback: T): Promise<T> {
  try {
    return (await call) ?? fallback;
  } catch {
    return fallback;
  }
}

export const fetchBanners = () => orFallback(api.get<BannerItem[]>('/banner', { auth: false }), []);
export const fetchBannerPopup = () => orFallback(api.get<BannerItem[]>('/banner-popup', { auth: false }), []);
export const fetchAnnouncement = () =>
  orFallback(
    api.get<Announcement>('/announcement', { auth: false }).then((answer) => answer.text ?? ''),
    '',
  );
export const fetchContactLine = () =>
  orFallback(
    api.get<ContactLineAnswer>('/contact-line', { auth: false }).then((answer) => answer.contactLine),
    null as ContactLine | null,
  );

/**
 * Everything the member home shows besides the wallet: banners, announcement and the two backgrounds.
 * The queries start in the same render (beside the wallet's credit call), so they load in parallel, not
 * one after another; the backgrounds come with the other site images, usually asked for already. (Separate `useQuery` calls: `useQueries` would grow the first-load
 * Query chunk.)
 */
export function useHomeContent() {
  const banners = useQuery({ queryKey: contentKeys.banners, queryFn: fetchBanners, staleTime: CONTENT_STALE_MS });
  const announcement = useQuery({
    queryKey: contentKeys.announcement,
    queryFn: fetchAnnouncement,
    staleTime: CONTENT_STALE_MS,
  });
  const homeBackground = useQuery(settingImageQuery('home-background'));
  const walletBackground = useQuery(settingImageQuery('wallet-background'));
  return {
    banners: banners.data ?? [],
    /** Until the first answer (or error): a page may wait for it rather than draw the rest and push it down. */
    bannersPending: banners.isPending,
    /** null while it loads: the page keeps its place, so what lies below does not jump when it comes. */
    announcement: announcement.data ?? null,
    homeBackground: homeBackground.data ?? null,
    walletBackground: walletBackground.data ?? null,
  };
}

export function useBannerPopup(enabled: boolean) {
  return useQuery({ queryKey: contentKeys.bannerPopup, queryFn: fetchBannerPopup, enabled, staleTime: 0 });
}

/** `/news`: the announcement feed. Unlike the home decorations, the page says when it could not load. */
export function useAnnouncementFeed() {
  return useQuery({
    queryKey: contentKeys.feed,
    queryFn: () => api.get<AnnouncementFeedItem[]>('/announcement-feed', { auth: false }),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useContactLine() {
  return useQuery({ queryKey: contentKeys.contactLine, queryFn: fetchContactLine, staleTime: CONTENT_STALE_MS });
}

export function useHowto() {
  return useQuery({
    queryKey: contentKeys.howto,
    queryFn: () => api.get<HowtoContent>('/howto', { auth: false }),
    staleTime: CONTENT_STALE_MS,
  });
}
