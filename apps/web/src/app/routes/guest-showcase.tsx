// Straight from their modules, not the features' entries: those would bring the member's running
// announcement and promotion code to a guest's landing.
import { useHomeContent } from '@/features/content/api/content-queries';
import { BannerCarousel } from '@/features/content/components/banner-carousel';
import { PromotionStrip } from '@/features/promotion/components/promotion-strip';
import { usePromotions } from '@/features/promotion/api/promotion-queries';

/**
 * The banners and promotions of the guest landing: a chunk of its own, loaded once the first screen
 * (landing and login dialog) has shown, so it never delays the phone field.
 */
export default function GuestShowcase() {
  const content = useHomeContent();
  const promotions = usePromotions();
  // Both come in one step: promotions drawn before the banners would be pushed down by them.
  if (content.bannersPending || promotions.isPending) return null;
  return (
    <>
      <BannerCarousel banners={content.banners} />
      <PromotionStrip />
    </>
  );
}
