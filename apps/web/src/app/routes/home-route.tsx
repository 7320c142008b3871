import { Suspense, useEffect, useState } from 'react';
import { useSession } from '@/shared/api/session';
import { lazyWithReload } from '@/shared/lib/lazy-with-reload';
import { GuestHome } from '@/features/home/components/guest-home';
import { loadGuestShowcase, loadMemberHomeRoute } from '../chunks';

const MemberHomeRoute = lazyWithReload(loadMemberHomeRoute);
const GuestShowcase = lazyWithReload(loadGuestShowcase);

/**
 * True once the browser has been idle after the first screen: what is below the fold waits for it, so
 * its requests never compete with the landing and the login dialog on a slow network.
 */
function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setReady(true), 500);
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
