import { AnnouncementMarquee, BannerCarousel, useHomeContent } from '@/features/content';
import { MemberHome } from '@/features/home';
import { PromotionStrip } from '@/features/promotion';
import { RecentMovements, WalletCard } from '@/features/wallet';

/** A member's `/`: its own chunk, so a guest's first load carries no wallet code. */
export default function MemberHomeRoute({ fullName }: { fullName: string }) {
  // Banners, announcement and backgrounds start together here, beside the wallet's credit call.
  const content = useHomeContent();
  return (
    <MemberHome
      background={content.homeBackground}
      announcement={<AnnouncementMarquee text={content.announcement} />}
      walletCard={<WalletCard fullName={fullName} background={content.walletBackground} />}
      banners={<BannerCarousel banners={content.banners} />}
      promotions={<PromotionStrip />}
      recent={<RecentMovements />}
    />
  );
}
