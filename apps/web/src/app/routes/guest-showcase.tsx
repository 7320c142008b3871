import { BannerCarousel, useHomeContent } from '@/features/content';
// The strip's own module, not the feature's entry: a guest's landing carries no member promotion code.
import { PromotionStrip } from '@/features/promotion/components/promotion-strip';

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
