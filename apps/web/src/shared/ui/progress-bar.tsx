import { PROGRESS_BAR_DURATION_MS, PROGRESS_BAR_HEIGHT_PX, PROGRESS_BAR_THROTTLE_MS } from '@member/shared';
import { useEffect, useState } from 'react';

type Phase = 'hidden' | 'start' | 'running' | 'done';

const FINISH_MS = 250;

/**
 * Top-of-page navigation bar: appears only when a navigation lasts longer than the throttle,
 * trickles towards full over the duration, completes when it ends, and turns red on failure.
 */
export function ProgressBar({ active, failed = false }: { active: boolean; failed?: boolean }) {
  const [phase, setPhase] = useState<Phase>('hidden');
  const [previousActive, setPreviousActive] = useState(active);

  // The end of a navigation finishes a visible bar; derived during render, not in an effect.
  if (active !== previousActive) {
    setPreviousActive(active);
    if (!active && phase !== 'hidden') setPhase('done');
  }

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setPhase('start'), PROGRESS_BAR_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [active]);

  useEffect(() => {
    if (phase === 'start') {
      // One frame at 0 so the width transition has a starting point.
      const frame = requestAnimationFrame(() => setPhase('running'));
      return () => cancelAnimationFrame(frame);
    }
    if (phase === 'done') {
      const timer = setTimeout(() => setPhase('hidden'), FINISH_MS * 2);
      return () => clearTimeout(timer);
    }
  }, [phase]);

  if (phase === 'hidden') return null;
  const width = phase === 'start' ? '0%' : phase === 'running' ? '90%' : '100%';
  const duration = phase === 'running' ? PROGRESS_BAR_DURATION_MS : FINISH_MS;
  return (
    <div
      aria-hidden="true"
      data-testid="progress-bar"
      className="pointer-events-none fixed inset-x-0 top-0 z-[70]"
      style={{ height: PROGRESS_BAR_HEIGHT_PX }}
    >
      <div
        className={failed ? 'h-full bg-red-600' : 'h-full bg-gradient-to-r from-accent to-gold'}
        style={{
          width,
          opacity: phase === 'done' ? 0 : 1,
          transition: `width ${duration}ms cubic-bezier(0.1, 0.7, 0.3, 1), opacity ${FINISH_MS}ms ease ${FINISH_MS}ms`,
        }}
      />
    </div>
  );
}
