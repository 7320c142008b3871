import type { MemberProfile } from '@member/shared';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { PageTransition } from '../components/page-transition';
import { BottomMenu } from './bottom-menu';
import { MemberHeader } from './member-header';
import { SideDrawer } from './side-drawer';

/** Member layout (SPEC.md §2): header, side drawer, page, bottom menu. Loaded only for members. */
export default function MemberLayout({ profile }: { profile: MemberProfile }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className="mx-auto min-h-dvh max-w-screen-md pb-24">
      <MemberHeader level={profile.member_level} onOpenMenu={() => setDrawerOpen(true)} />
      <SideDrawer open={drawerOpen} onOpenChange={setDrawerOpen} profile={profile} />
      <main>
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <BottomMenu />
    </div>
  );
}
