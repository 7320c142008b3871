import { TURNOVER_TEXTS } from '@member/shared';
import { useId, useState } from 'react';
import { useMemberTurnover } from '@/shared/api/member-turnover';
import { Button } from '@/shared/ui/button';
import { TurnoverProgress } from '@/shared/ui/turnover-progress';
import { ForfeitDialogs } from './forfeit-dialogs';

/**
 * The withdrawal page's turnover: while a requirement is open, why the withdrawal waits, the progress,
 * what counts, and giving up the bonus instead.
 */
export function WithdrawTurnover() {
  const turnover = useMemberTurnover().data;
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {turnover && turnover.left > 0 && (
        <section
          aria-labelledby={titleId}
          className="flex flex-col gap-3 rounded-2xl border border-gold/40 bg-gold/10 p-4 text-text"
        >
          <h2 id={titleId} className="text-base font-semibold text-gold">
            {TURNOVER_TEXTS.title}
          </h2>
          <p role="status" className="text-sm">
            {TURNOVER_TEXTS.withdrawBlocked(turnover.left)}
          </p>
          <TurnoverProgress played={turnover.played} required={turnover.required} left={turnover.left} />
          <p className="text-xs text-muted">{TURNOVER_TEXTS.countsHint}</p>
          {turnover.played_away > 0 && (
            <p className="text-xs text-muted">{TURNOVER_TEXTS.playedAwayHint(turnover.played_away)}</p>
          )}
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {TURNOVER_TEXTS.forfeit}
          </Button>
        </section>
      )}
      <ForfeitDialogs turnover={turnover} confirming={confirming} onConfirmingChange={setConfirming} />
    </>
  );
}
