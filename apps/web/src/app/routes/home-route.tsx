import { useSession } from '@/features/auth';
import { GuestHome, MemberHome } from '@/features/home';

/** `/` (and /login, /register until the guard moves on): the wallet for a member, the landing for a guest. */
export default function HomeRoute() {
  const session = useSession();
  if (session.status === 'member') return <MemberHome profile={session.profile} />;
  if (session.status === 'guest') return <GuestHome />;
  return null;
}
