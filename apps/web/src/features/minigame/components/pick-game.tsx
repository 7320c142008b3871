import { MINIGAME } from '@member/shared';
import { useEffect, useId } from 'react';
import { usePrefersReducedMotion } from '@/shared/hooks/use-reduced-motion';
import type { Round } from '../hooks/use-play-round';
import { PrizeFace } from './prize-face';
import './games.css';

/** The two pick-one mechanics: how many there are, how long the reveal runs (games.css), their names. */
const VARIANTS = {
  card: { count: 3, revealMs: 700, list: 'mg-cards', item: 'mg-card', hint: MINIGAME.pickCard, name: MINIGAME.card },
  box: { count: 6, revealMs: 650, list: 'mg-boxes', item: 'mg-box', hint: MINIGAME.pickBox, name: MINIGAME.box },
} as const;

export type PickKind = keyof typeof VARIANTS;

function stateClass(round: Round, index: number): string {
  if (round.pick === null) return '';
  if (round.pick !== index) return 'is-other';
  if (round.phase === 'drawing') return 'is-picked is-drawing';
  return 'is-picked is-shown';
}

/**
 * Cards face down or closed boxes: the member picks one, the server draws, the picked one turns over
 * (cards) or opens (boxes) onto the prize the server answered. Which one is picked changes nothing of
 * the outcome; the others stay closed, since they held no prize of their own. With reduced motion the
 * prize shows without the turn.
 */
export function PickGame({
  kind,
  round,
  onPick,
  onRevealed,
  blockedBy,
}: {
  kind: PickKind;
  round: Round;
  onPick: (index: number) => void;
  onRevealed: () => void;
  /** The id of the reason no play can be paid now: every pick is disabled and described by it. */
  blockedBy?: string;
}) {
  const variant = VARIANTS[kind];
  const reduced = usePrefersReducedMotion();
  const hintId = useId();
  const revealing = round.phase === 'revealing';

  useEffect(() => {
    if (!revealing) return;
    const timer = setTimeout(onRevealed, reduced ? 0 : variant.revealMs);
    return () => clearTimeout(timer);
  }, [revealing, reduced, onRevealed, variant.revealMs]);

  const prize = round.result?.play.prize;
  return (
    <div className="flex flex-col gap-3">
      <p id={hintId} className="text-center text-sm text-text/85" aria-live="polite">
        {round.phase === 'drawing' ? MINIGAME.opening : variant.hint}
      </p>
      <ul className={variant.list}>
        {Array.from({ length: variant.count }, (_, index) => {
          const shown = round.pick === index && prize && round.phase !== 'drawing';
          return (
            <li key={index}>
              <button
                type="button"
                aria-label={variant.name(index + 1)}
                aria-describedby={blockedBy ? `${hintId} ${blockedBy}` : hintId}
                disabled={round.phase !== 'idle' || blockedBy !== undefined}
                onClick={() => onPick(index)}
                className={`${variant.item} ${stateClass(round, index)}`}
                data-testid={`${kind}-${index}`}
              >
                {kind === 'card' ? (
                  <span className="mg-card-inner">
                    <span className="mg-card-face mg-card-back" aria-hidden="true" />
                    <span className="mg-card-face mg-card-front">
                      {shown && <PrizeFace kind={prize.kind} label={prize.label} />}
                    </span>
                  </span>
                ) : (
                  <>
                    <span className="mg-box-body" aria-hidden="true" />
                    <span className="mg-box-lid" aria-hidden="true" />
                    <span className="mg-box-prize">{shown && <PrizeFace kind={prize.kind} label={prize.label} />}</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
