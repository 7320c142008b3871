import { Suspense, useEffect, useState } from 'react';
import { useSession } from '@/shared/api/session';
import { lazyWithReload } from '@/shared/lib/lazy-with-reload';
import { GuestHome } from '@/features/home/components/guest-home';
import { loadGuestShowcase, loadMemberHomeRoute } from '../chunks';

const MemberHomeRoute = lazyWithReload(loadMemberHomeRoute);
const GuestShowcase = lazyWithReload(loadGuestShowcase);

/**
 * True once the page has loaded and the browser has then been idle: what is below the fold (and under the
 * login dialog) waits for it, so its requests never compete with the landing and the dialog on a slow
 * network.
 */
function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const whenIdle = () => {
      if ('requestIdleCallback' in window) {
        const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2_000 });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const timer = setTimeout(() => setReady(true), 500);
        cancel = () => clearTimeout(timer);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
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
