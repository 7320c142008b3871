import { type MemberProfile, POPUP_BANNER_FLAG_KEY } from '@member/shared';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { lazyWithReload } from '@/shared/lib/lazy-with-reload';
import { loadPopupBanner } from '../chunks';
import { PageTransition } from '../components/page-transition';
import { BottomMenu } from './bottom-menu';
import { MemberHeader } from './member-header';
import { SideDrawer } from './side-drawer';

const PopupBanner = lazyWithReload(loadPopupBanner);

/** Member layout (SPEC.md §2): header, side drawer, page, bottom menu. Loaded only for members. */
export default function MemberLayout({ profile }: { profile: MemberProfile }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Just logged in (SPEC.md §4 flag): the popup banner's code loads only then.
  const [popupPending] = useState(() => localStorage.getItem(POPUP_BANNER_FLAG_KEY) === 'true');
  return (
    <div className="mx-auto min-h-dvh max-w-[480px] pb-24">
      <MemberHeader level={profile.member_level} onOpenMenu={() => setDrawerOpen(true)} />
      <SideDrawer open={drawerOpen} onOpenChange={setDrawerOpen} profile={profile} />
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
