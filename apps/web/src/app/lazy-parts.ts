/**
 * The lazily loaded parts of pages that chunks.ts loads (the member layout's, the home route's), apart from
 * chunks.ts so that no page imports the file that loads it.
 */
export const loadMemberHomeRoute = () => import('./routes/member-home-route');
export const loadGuestShowcase = () => import('./routes/guest-showcase');
export const loadSideDrawer = () => import('./layouts/side-drawer');
export const loadPopupBanner = () => import('@/features/content/components/popup-banner');
