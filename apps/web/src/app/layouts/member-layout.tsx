import { type MemberMoneyEvent, type MemberProfile, POPUP_BANNER_FLAG_KEY } from '@member/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useState } from 'react';
import { lazyWithReload } from '@/shared/lib/lazy-with-reload';
import { MemberRealtime } from '@/shared/realtime/member-realtime';
import { Toasts } from '@/shared/ui/toasts';
import { loadPopupBanner, loadSideDrawer } from '../lazy-parts';
import { PageTransition } from '../components/page-transition';
import { handleMoneyEvent, refreshMoney } from '../live-money';
import { BottomMenu } from './bottom-menu';
import { MemberHeader } from './member-header';

const PopupBanner = lazyWithReload(loadPopupBanner);
// The drawer (and Radix Dialog under it) is not part of any page's first screen: it loads when the browser
// is idle (root layout) or, at the latest, when the member first opens it.
const SideDrawer = lazyWithReload(loadSideDrawer);

/**
 * Member layout (SPEC.md §2): header, side drawer, page, bottom menu. Loaded only for members, and with
 * it the member's socket (issue 16): the unread chat count on the header and the bottom menu, and the
 * live money updates with their toasts.
 */
export default function MemberLayout({ profile }: { profile: MemberProfile }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  // Just logged in (SPEC.md §4 flag): the popup banner's code loads only then.
  const [popupPending] = useState(() => localStorage.getItem(POPUP_BANNER_FLAG_KEY) === 'true');
  const queryClient = useQueryClient();
  const onMoney = useCallback((event: MemberMoneyEvent) => handleMoneyEvent(queryClient, event), [queryClient]);
  const onFollowed = useCallback(() => refreshMoney(queryClient), [queryClient]);
  return (
    <div className="mx-auto min-h-dvh max-w-[480px] pb-24">
      <MemberRealtime memberId={profile.id} onMoney={onMoney} onFollowed={onFollowed} />
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
        <PageTransition />
      </main>
      <BottomMenu />
      <Toasts />
      {popupPending && (
        <Suspense fallback={null}>
          <PopupBanner />
        </Suspense>
      )}
    </div>
  );
}
