import { CONTENT } from '@member/shared';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { usePrefersReducedMotion } from '@/shared/hooks/use-reduced-motion';
import { bannerTarget } from '../lib/banner-link';

export interface CarouselBanner {
  image: string;
  url: string | null;
}

export const BANNER_INTERVAL_MS = 5_000;

/** Stops or restarts something that moves by itself (the banners, the announcement): a full tap target. */
export function PauseButton({ paused, label, onClick }: { paused: boolean; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="grid size-11 shrink-0 place-items-center rounded-xl text-muted hover:text-text"
    >
      <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
        {paused ? <path d="M7 5v14l12-7z" /> : <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />}
      </svg>
    </button>
  );
}

function BannerLink({ url, children }: { url: string | null; children: ReactNode }) {
  const target = bannerTarget(url);
  if (!target) return <>{children}</>;
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} className="block">
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer" className="block">
      {children}
    </a>
  );
}

/**
 * The home banners (SPEC.md §2, GET /banner): a swipeable strip (native scroll snapping) that advances
 * by itself every few seconds, except while the member points at it, focuses it, has paused it, or asked
 * the system for reduced motion. Each banner opens its url. Home banners are cropped to 2:1;
 * `imageClassName` sizes them otherwise (the popup shows each whole).
 */
export function BannerCarousel({
  banners,
  intervalMs = BANNER_INTERVAL_MS,
  imageClassName = 'aspect-[2/1] w-full rounded-2xl border border-line bg-surface object-cover',
}: {
  banners: readonly CarouselBanner[];
  intervalMs?: number;
  imageClassName?: string;
}) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = banners.length;
  const autoplay = count > 1 && !reducedMotion && !stopped;

  const goTo = (index: number) => {
    const element = track.current;
    if (!element) return;
    const slide = ((index % count) + count) % count;
    element.scrollTo?.({ left: slide * element.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
    setCurrent(slide);
  };

  useEffect(() => {
    if (!autoplay || hovered) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      const element = track.current;
      if (!element || element.clientWidth === 0) return;
      const next = (Math.round(element.scrollLeft / element.clientWidth) + 1) % count;
      element.scrollTo?.({ left: next * element.clientWidth, behavior: 'smooth' });
      setCurrent(next);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [autoplay, hovered, count, intervalMs]);

  if (count === 0) return null;

  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    setCurrent(Math.min(count - 1, Math.round(element.scrollLeft / element.clientWidth)));
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={CONTENT.bannersLabel}
      className="relative"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div
        ref={track}
        onScroll={onScroll}
        aria-live={autoplay && !hovered ? 'off' : 'polite'}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]"
      >
        {banners.map((banner, index) => (
          <div
            key={`${banner.image}-${index}`}
            role="group"
            aria-roledescription="slide"
            aria-label={CONTENT.slideLabel(index + 1, count)}
            className="w-full shrink-0 snap-center"
          >
            <BannerLink url={banner.url}>
              <img
                src={banner.image}
                alt={CONTENT.slideLabel(index + 1, count)}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                className={imageClassName}
              />
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="flex items-center justify-center">
          {banners.map((banner, index) => (
            <button
              key={`${banner.image}-${index}`}
              type="button"
              aria-label={CONTENT.goToSlide(index + 1)}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => goTo(index)}
              className="grid size-11 place-items-center"
            >
              <span
                className={`h-1.5 rounded-full transition-all ${index === current ? 'w-5 bg-gold' : 'w-1.5 bg-white/30'}`}
              />
            </button>
          ))}
          {!reducedMotion && (
            <PauseButton
              paused={stopped}
              label={stopped ? CONTENT.playSlides : CONTENT.pauseSlides}
              onClick={() => setStopped((value) => !value)}
            />
          )}
        </div>
      )}
    </section>
  );
}
