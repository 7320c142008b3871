import { GiftIcon } from '@/shared/ui/icons';

/** The promotion's banner (16:9), or a plain gift card when the operator gave none. */
export function PromotionImage({ src, alt }: { src: string | null; alt: string }) {
  if (!src) {
    return (
      <div
        aria-hidden="true"
        className="grid aspect-video w-full place-items-center bg-gradient-to-br from-accent-strong via-[#5c0a18] to-surface text-gold/80"
      >
        <GiftIcon className="size-12" />
      </div>
    );
  }
  return <img src={src} alt={alt} loading="lazy" className="aspect-video w-full bg-surface-2 object-cover" />;
}
