import { CONTENT, POPUP_BANNER_FLAG_KEY } from '@member/shared';
import { useEffect, useState } from 'react';
import { Dialog } from '@/shared/ui/dialog';
import { useBannerPopup } from '../api/content-queries';
import { BannerCarousel } from './banner-carousel';

/**
 * Popups are drawn in any shape (portrait is the Thai norm): each is shown whole at its own ratio, as
 * wide as the card allows and never taller than the screen less the dialog's title, padding and dots.
 */
const WHOLE_IMAGE = 'mx-auto h-auto max-h-[calc(100dvh-10rem)] w-auto max-w-full rounded-2xl';

/**
 * The popup banner after login (SPEC.md §4): login sets a flag in local storage; the next member page
 * reads and clears it, then shows GET /banner-popup once in a closable dialog (nothing when empty).
 */
export default function PopupBanner() {
  const [armed] = useState(() => localStorage.getItem(POPUP_BANNER_FLAG_KEY) === 'true');
  const [closed, setClosed] = useState(false);
  const popup = useBannerPopup(armed);

  useEffect(() => {
    if (armed) localStorage.removeItem(POPUP_BANNER_FLAG_KEY);
  }, [armed]);

  const banners = popup.data ?? [];
  if (!armed || closed || banners.length === 0) return null;
  return (
    <Dialog open title={CONTENT.popupTitle} onOpenChange={(open) => !open && setClosed(true)} className="p-4">
      <BannerCarousel banners={banners} imageClassName={WHOLE_IMAGE} />
    </Dialog>
  );
}
