// Straight from their modules: the feature's entry would bring the member's running announcement along.
import { useHomeContent } from '@/features/content/api/content-queries';
import { BannerCarousel } from '@/features/content/components/banner-carousel';
import { PromotionStrip } from '@/features/promotion';

/**
 * The banners and promotions of the guest landing: a chunk of its own, loaded once the first screen
 * (landing and login dialog) has shown, so it never delays the phone field.
 */
export default function GuestShowcase() {
  const content = useHomeContent();
  return (
    <>
      <BannerCarousel banners={content.banners} />
      <PromotionStrip />
    </>
  );
}
