import { useSession } from '@/shared/api/session';
import { AnnouncementMarquee, BannerCarousel, useHomeContent } from '@/features/content';
import { GuestHome, MemberHome } from '@/features/home';
import { WalletCard } from '@/features/wallet';

function MemberHomeRoute({ fullName }: { fullName: string }) {
  // Banners, announcement and backgrounds start together here, beside the wallet's credit call.
  const content = useHomeContent();
  return (
    <MemberHome
      background={content.homeBackground}
      announcement={<AnnouncementMarquee text={content.announcement} />}
      walletCard={<WalletCard fullName={fullName} background={content.walletBackground} />}
      banners={<BannerCarousel banners={content.banners} />}
    />
  );
}

/** `/` (and /login, /register until the guard moves on): the wallet for a member, the landing for a guest. */
export default function HomeRoute() {
  const session = useSession();
  if (session.status === 'member') {
    const { first_name, last_name } = session.profile;
    return <MemberHomeRoute fullName={`${first_name} ${last_name}`} />;
  }
  if (session.status === 'guest') return <GuestHome />;
  return null;
}
