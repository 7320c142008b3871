import type { MinigameGame, MinigamePlayResult } from '@member/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSubmitFeedback } from '@/shared/hooks/use-submit-feedback';
import { type PlayRequest, usePlay } from '../api/minigame-mutations';
import { invalidateMinigame } from '../api/minigame-queries';
import { playSound } from '../lib/sound';

/**
 * A round: `drawing` while the server draws (the animation runs on), `revealing` once it answered (the
 * animation brings the prize on screen), `done` when the prize is shown.
 */
export type RoundPhase = 'idle' | 'drawing' | 'revealing' | 'done';

export interface Round {
  phase: RoundPhase;
  /** The card or box the member picked; null on the wheel. */
  pick: number | null;
  result: MinigamePlayResult | null;
}

const IDLE: Round = { phase: 'idle', pick: null, result: null };

/**
 * One game's rounds. The outcome is the server's answer to `POST /play/{slug}`; the page never draws
 * one. The play's sound starts with the press, the win or lose sound and the new balances wait until
 * the animation has shown the prize (`revealed`). A refusal ends the round with the server's message.
 */
export function usePlayRound(game: MinigameGame) {
  const queryClient = useQueryClient();
  const play = usePlay();
  const feedback = useSubmitFeedback();
  const [round, setRound] = useState<Round>(IDLE);
  const sounds = useRef(game.sounds);
  useEffect(() => {
    sounds.current = game.sounds;
  }, [game.sounds]);
  /** A played round whose prize is not yet on screen (its balances not yet refreshed). */
  const pending = useRef<MinigamePlayResult | null>(null);

  // Leaving mid-animation: the balances elsewhere must still show the play.
  useEffect(
    () => () => {
      if (pending.current) void invalidateMinigame(queryClient);
    },
    [queryClient],
  );

  const start = (pay: PlayRequest['pay'], pick: number | null = null) => {
    if (round.phase !== 'idle') return;
    setRound({ phase: 'drawing', pick, result: null });
    playSound(sounds.current.play);
    play.mutate(
      { slug: game.slug, pay },
      {
        onSuccess: (result) => {
          pending.current = result;
          setRound({ phase: 'revealing', pick, result });
        },
        onError: (error) => {
          setRound(IDLE);
          feedback.show(error);
        },
      },
    );
  };

  /** Called by the animation once the prize is on screen. */
  const revealed = useCallback(() => {
    const result = pending.current;
    if (!result) return;
    pending.current = null;
    setRound((current) => (current.phase === 'revealing' ? { ...current, phase: 'done' } : current));
    playSound(result.play.prize.kind === 'nothing' ? sounds.current.lose : sounds.current.win);
    void invalidateMinigame(queryClient);
  }, [queryClient]);

  return { round, start, revealed, reset: () => setRound(IDLE), feedback };
}
