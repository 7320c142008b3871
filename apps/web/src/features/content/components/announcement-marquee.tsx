import { CONTENT } from '@member/shared';
import type { CSSProperties } from 'react';
import { usePrefersReducedMotion } from '@/shared/hooks/use-reduced-motion';
import { MegaphoneIcon } from '@/shared/ui/icons';

/** Roughly the reading pace of the running text: a long announcement runs longer, never too fast. */
export function marqueeDurationSeconds(text: string): number {
  return Math.max(12, Math.round(text.length * 0.3));
}

/**
 * The announcement as a running text (SPEC.md §3 Announcement). Screen readers get the text once; the
 * moving copy is decoration. It stops while pointed at or focused, and stands still (wrapped) for
 * members who asked for reduced motion.
 */
export function AnnouncementMarquee({ text }: { text: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const message = text.trim();
  if (message === '') return null;
  const style = { '--marquee-duration': `${marqueeDurationSeconds(message)}s` } as CSSProperties;
  return (
    <section
      aria-label={CONTENT.announcementLabel}
      className="flex items-center gap-2 rounded-xl border border-line bg-surface/90 px-3 py-2 text-sm"
    >
      <MegaphoneIcon className="size-5 shrink-0 text-gold" />
      {reducedMotion ? (
        <p className="min-w-0 flex-1 text-text/90">{message}</p>
      ) : (
        <div
          tabIndex={0}
          className="marquee min-w-0 flex-1 overflow-hidden rounded outline-none focus-visible:ring-2 focus-visible:ring-accent/40"
        >
          <p className="sr-only">{message}</p>
          <div aria-hidden="true" className="marquee-track flex w-max text-text/90" style={style}>
            <span className="pr-16 whitespace-nowrap">{message}</span>
            <span className="pr-16 whitespace-nowrap">{message}</span>
          </div>
        </div>
      )}
    </section>
  );
}
