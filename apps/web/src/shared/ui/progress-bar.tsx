import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_HEIGHT_PX, PROGRESS_BAR_THROTTLE_MS } from '@member/shared';
import { useEffect, useState } from 'react';

type Phase = 'hidden' | 'start' | 'running' | 'failed' | 'done';

const FINISH_MS = 250;
/** A failure stays full and red this long before it fades, even after a navigation shorter than the throttle. */
const FAILED_SHOWN_MS = 1500;

/**
 * Top-of-page navigation bar: appears only when a navigation lasts longer than the throttle,
 * trickles towards full over the duration, completes when it ends, and turns red on failure. A failure
 * always shows (full width, red), however quickly it came.
 */
export function ProgressBar({ active, failed = false }: { active: boolean; failed?: boolean }) {
  const [phase, setPhase] = useState<Phase>('hidden');
  const [previousActive, setPreviousActive] = useState(active);
  const [previousFailed, setPreviousFailed] = useState(failed);

  // The end of a navigation finishes a visible bar; derived during render, not in an effect.
  if (active !== previousActive) {
    setPreviousActive(active);
    if (!active && phase !== 'hidden' && phase !== 'failed') setPhase('done');
  }
  if (failed !== previousFailed) {
    setPreviousFailed(failed);
    if (failed) setPhase('failed');
  }

  useEffect(() => {
    if (!active) return;
    // A failure that came first keeps the bar red.
    const timer = setTimeout(() => setPhase((now) => (now === 'failed' ? now : 'start')), PROGRESS_BAR_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [active]);

  useEffect(() => {
    if (phase === 'start') {
      // One frame at 0 so the width transition has a starting point.
      const frame = requestAnimationFrame(() => setPhase('running'));
      return () => cancelAnimationFrame(frame);
    }
    if (phase === 'failed') {
      const timer = setTimeout(() => setPhase('done'), FAILED_SHOWN_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'done') {
      const timer = setTimeout(() => setPhase('hidden'), FINISH_MS * 2);
      return () => clearTimeout(timer);
    }
  }, [phase]);

  if (phase === 'hidden') return null;
  const width = phase === 'start' ? '0%' : phase === 'running' ? '90%' : '100%';
  const red = failed || phase === 'failed';
  const duration = phase === 'running' ? PROGRESS_BAR_DURATION_MS : FINISH_MS;
  return (
    <div
      aria-hidden="true"
      data-testid="progress-bar"
      data-failed={red ? '' : undefined}
      className="pointer-events-none fixed inset-x-0 top-0 z-[70]"
      style={{ height: PROGRESS_BAR_HEIGHT_PX }}
    >
      <div
        className={red ? 'h-full bg-red-600' : 'h-full bg-gradient-to-r from-accent to-gold'}
        style={{
          width,
          opacity: phase === 'done' ? 0 : 1,
          transition: `width ${duration}ms cubic-bezier(0.1, 0.7, 0.3, 1), opacity ${FINISH_MS}ms ease ${FINISH_MS}ms`,
        }}
      />
    </div>
  );
}
