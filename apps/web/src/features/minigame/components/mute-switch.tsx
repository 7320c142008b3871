import { MINIGAME } from '@member/shared';
import { useMuted } from '../lib/sound';

/**
 * The games' sound on or off, remembered on this device. The state in words sits beside the switch,
 * not in it: inside, it would be visible text its name lacks (WCAG 2.5.3); aria-checked says it.
 */
export function MuteSwitch() {
  const [muted, setMuted] = useMuted();
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={!muted}
        aria-label={MINIGAME.sound}
        onClick={() => setMuted(!muted)}
        className="inline-flex h-11 items-center gap-2 rounded-xl border border-line bg-surface-2 px-3 text-sm text-text/90 transition hover:border-accent/60"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path d="M4 9v6h4l5 4V5L8 9z" strokeLinejoin="round" />
          {muted ? (
            <path d="m17 9 5 6m0-6-5 6" strokeLinecap="round" />
          ) : (
            <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" strokeLinecap="round" />
          )}
        </svg>
        {MINIGAME.sound}
      </button>
      <span
        aria-hidden="true"
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${muted ? 'bg-white/5 text-muted' : 'bg-gold/10 text-gold'}`}
      >
        {muted ? MINIGAME.soundOff : MINIGAME.soundOn}
      </span>
    </span>
  );
}
