import { Suspense, useEffect } from 'react';
import { ScrollRestoration } from 'react-router';
import { useSession } from '@/shared/api/session';
import { useFavicon } from '@/shared/hooks/use-favicon';
import { useSiteImages } from '@/shared/hooks/use-site-images';
import { lazyWithReload } from '@/shared/lib/lazy-with-reload';
import { OnlineIndicator } from '@/shared/ui/online-indicator';
import { loadHomeRoute, loadLoginDialog, loadMemberLayout } from '../chunks';
import { loadMemberHomeRoute, loadSideDrawer } from '../lazy-parts';
import { AuthDialogs } from '../components/auth-dialogs';
import { NavigationProgress } from '../components/navigation-progress';
import { Splash } from '../components/splash';
import { prefetchOnIdle } from '../prefetch';
import { useDocumentTitle } from '../use-document-title';
import { useRouteGuard } from '../use-route-guard';
import { GuestLayout } from './guest-layout';

const MemberLayout = lazyWithReload(loadMemberLayout);

/**
 * SPEC.md §1: logo and icon are fetched on start by both layouts (one call brings every site image, a
 * member's home icon too); the icon goes on the tab. A leaf of its own: the answer re-renders it alone,
 * not the layout and the page.
 */
function SiteIcons() {
  useFavicon(useSiteImages().favicon);
  return null;
}

/** Picks the member or guest layout from the session and runs the route guard (SPEC.md §2). */
export function RootLayout() {
  const session = useSession();
  useRouteGuard(session.status === 'pending' ? null : session.status === 'member');
  useDocumentTitle();

  useEffect(() => {
    if (session.status === 'pending') return;
    prefetchOnIdle(
      session.status === 'member'
        ? [loadMemberHomeRoute, loadMemberLayout, loadSideDrawer]
        : [loadHomeRoute, loadLoginDialog],
    );
  }, [session.status]);

  return (
    <>
      {/* A new page opens at its top (the window kept the last page's scroll: the deposit detail opened
          halfway down after "แจ้งฝากเงิน"); back and forward bring the page's own position back. */}
      <ScrollRestoration />
      <SiteIcons />
      <NavigationProgress />
      <OnlineIndicator />
      {session.status === 'pending' && <Splash />}
      {session.status === 'guest' && <GuestLayout />}
      {session.status === 'member' && (
        <Suspense fallback={<Splash />}>
          <MemberLayout profile={session.profile} />
        </Suspense>
      )}
      <AuthDialogs />
    </>
  );
}
