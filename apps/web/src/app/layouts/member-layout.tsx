import { type MemberProfile, POPUP_BANNER_FLAG_KEY } from '@member/shared';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { lazyWithReload } from '@/shared/lib/lazy-with-reload';
import { loadPopupBanner, loadSideDrawer } from '../chunks';
import { PageTransition } from '../components/page-transition';
import { BottomMenu } from './bottom-menu';
import { MemberHeader } from './member-header';

const PopupBanner = lazyWithReload(loadPopupBanner);
// The drawer (and Radix Dialog under it) is not part of any page's first screen: it loads when the browser
// is idle (root layout) or, at the latest, when the member first opens it.
const SideDrawer = lazyWithReload(loadSideDrawer);

/** Member layout (SPEC.md §2): header, side drawer, page, bottom menu. Loaded only for members. */
export default function MemberLayout({ profile }: { profile: MemberProfile }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  // Just logged in (SPEC.md §4 flag): the popup banner's code loads only then.
  const [popupPending] = useState(() => localStorage.getItem(POPUP_BANNER_FLAG_KEY) === 'true');
  return (
    <div className="mx-auto min-h-dvh max-w-[480px] pb-24">
      <MemberHeader
        level={profile.member_level}
        onOpenMenu={() => {
          setDrawerWanted(true);
          setDrawerOpen(true);
        }}
      />
      {drawerWanted && (
        <Suspense fallback={null}>
          <SideDrawer open={drawerOpen} onOpenChange={setDrawerOpen} profile={profile} />
        </Suspense>
      )}
      <main>
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <BottomMenu />
      {popupPending && (
        <Suspense fallback={null}>
          <PopupBanner />
        </Suspense>
      )}
    </div>
  );
}
