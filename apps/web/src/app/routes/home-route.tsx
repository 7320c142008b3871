import { Suspense, useEffect, useState } from 'react';
import { useSession } from '@/shared/api/session';
import { lazyWithReload } from '@/shared/lib/lazy-with-reload';
import { GuestHome } from '@/features/home/components/guest-home';
import { loadGuestShowcase, loadMemberHomeRoute } from '../chunks';

const MemberHomeRoute = lazyWithReload(loadMemberHomeRoute);
const GuestShowcase = lazyWithReload(loadGuestShowcase);

/**
 * True a moment after the first screen has shown: the banners and promotions behind the guest's login
 * dialog then never compete with the dialog and its phone field for the network or the main thread on
 * a slow phone (decision 0080 measures the first load up to that field). A plain timer: an idle
 * callback may come at once, while the field's own files are still arriving.
 */
function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 1_500);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}

/** `/` (and /login, /register until the guard moves on): the wallet for a member, the landing for a guest. */
export default function HomeRoute() {
  const session = useSession();
  const showcaseReady = useAfterFirstScreen();
  if (session.status === 'member') {
    const { first_name, last_name } = session.profile;
    return (
      <Suspense fallback={null}>
        <MemberHomeRoute fullName={`${first_name} ${last_name}`} />
      </Suspense>
    );
  }
  if (session.status === 'guest') {
    return (
      <GuestHome
        showcase={
          showcaseReady && (
            <Suspense fallback={null}>
              <GuestShowcase />
            </Suspense>
          )
        }
      />
    );
  }
  return null;
}
