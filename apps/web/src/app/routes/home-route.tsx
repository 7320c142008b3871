import { useSession } from '@/features/auth';
import { GuestHome, MemberHome } from '@/features/home';
import { WalletCard } from '@/features/wallet';

/** `/` (and /login, /register until the guard moves on): the wallet for a member, the landing for a guest. */
export default function HomeRoute() {
  const session = useSession();
  if (session.status === 'member') {
    const { first_name, last_name } = session.profile;
    return <MemberHome walletCard={<WalletCard fullName={`${first_name} ${last_name}`} />} />;
  }
  if (session.status === 'guest') return <GuestHome />;
  return null;
}
