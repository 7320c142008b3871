import { Suspense, useEffect, useState } from 'react';
import { useSession } from '@/shared/api/session';
import { afterFirstScreen } from '@/shared/lib/after-first-screen';
import { lazyWithReload } from '@/shared/lib/lazy-with-reload';
import { GuestHome } from '@/features/home/components/guest-home';
import { loadGuestShowcase, loadMemberHomeRoute } from '../lazy-parts';

const MemberHomeRoute = lazyWithReload(loadMemberHomeRoute);
const GuestShowcase = lazyWithReload(loadGuestShowcase);

/** True once the first screen is done (the showcase below the landing and under the login dialog waits for it). */
function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstScreen(() => setReady(true)), []);
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
