import { CONTENT } from '@member/shared';
import { type CSSProperties, useState } from 'react';
import { usePrefersReducedMotion } from '@/shared/hooks/use-reduced-motion';
import { MegaphoneIcon } from '@/shared/ui/icons';
import { PauseButton } from './banner-carousel';

const FRAME = 'rounded-xl border border-line bg-surface/90';

/** Roughly the reading pace of the running text: a long announcement runs longer, never too fast. */
export function marqueeDurationSeconds(text: string): number {
  return Math.max(12, Math.round(text.length * 0.3));
}

/**
 * The announcement as a running text (SPEC.md §3 Announcement). Screen readers get the text once; the
 * moving copy is decoration. It stops while pointed at, and its pause button (named, a full tap target)
 * stops it for keyboard and touch; members who asked for reduced motion get it still (wrapped).
 */
export function AnnouncementMarquee({ text }: { text: string | null }) {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  // Still loading: an empty frame of the same height holds the place (no layout shift when it comes).
  if (text === null) return <div aria-hidden="true" className={`${FRAME} h-11`} />;
  const message = text.trim();
  if (message === '') return null;
  const style = { '--marquee-duration': `${marqueeDurationSeconds(message)}s` } as CSSProperties;
  return (
    <section
      aria-label={CONTENT.announcementLabel}
      className={`${FRAME} flex min-h-11 items-center gap-2 pl-3 text-sm`}
    >
      <MegaphoneIcon className="size-5 shrink-0 text-gold" />
      {reducedMotion ? (
        <p className="min-w-0 flex-1 py-2 pr-3 text-text/90">{message}</p>
      ) : (
        <>
          <div className="marquee min-w-0 flex-1 overflow-hidden" data-paused={paused || undefined}>
            <p className="sr-only">{message}</p>
            <div aria-hidden="true" className="marquee-track flex w-max text-text/90" style={style}>
              <span className="pr-16 whitespace-nowrap">{message}</span>
              <span className="pr-16 whitespace-nowrap">{message}</span>
            </div>
          </div>
          <PauseButton
            paused={paused}
            label={paused ? CONTENT.playAnnouncement : CONTENT.pauseAnnouncement}
            onClick={() => setPaused((value) => !value)}
          />
        </>
      )}
    </section>
  );
}
