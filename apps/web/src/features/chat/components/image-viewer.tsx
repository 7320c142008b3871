import { CHAT } from '@member/shared';
import { Dialog } from '@/shared/ui/dialog';

/** An image message at full size, over the page. */
export function ImageViewer({ url, onClose }: { url: string | null; onClose: () => void }) {
  return (
    <Dialog
      open={url !== null}
      onOpenChange={(open) => !open && onClose()}
      title={CHAT.image}
      hideTitle
      className="max-w-[460px] p-2"
    >
      {url && <img src={url} alt={CHAT.image} className="max-h-[80dvh] w-full rounded-xl object-contain" />}
    </Dialog>
  );
}
