import { formatThousands, MINIGAME, type MinigameGame } from '@member/shared';
import { useId, useState } from 'react';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { BlockedAction, BlockedReason } from '@/shared/ui/blocked-action';
import { paths } from '@/shared/paths';
import type { PlayRequest } from '../api/minigame-mutations';
import { useCurrentCredit, useMinigameSettings } from '../api/minigame-queries';
import { usePlayRound } from '../hooks/use-play-round';
import { Coins } from './amounts';
import { FairnessPanel } from './fairness-panel';
import { MuteSwitch } from './mute-switch';
import { PayChoice } from './pay-choice';
import { PickGame } from './pick-game';
import { PrizeDialog } from './prize-dialog';
import { PrizeTable } from './prize-table';
import { WheelGame } from './wheel-game';

/** What the member holds and may still play today, above the game. */
function PlayStatus({ game }: { game: MinigameGame }) {
  const credit = useCurrentCredit();
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm">
      <div className="rounded-2xl border border-line bg-surface px-4 py-3">
        <dt className="text-xs text-muted">{MINIGAME.balanceCoins}</dt>
        <dd className="mt-1 text-lg font-semibold text-gold">
          {credit.data ? <Coins value={credit.data.coins} testId="coins" /> : '-'}
        </dd>
      </div>
      <div className="rounded-2xl border border-line bg-surface px-4 py-3">
        <dt className="text-xs text-muted">{MINIGAME.cost(formatThousands(game.cost, 0))}</dt>
        <dd data-testid="plays-left" className="mt-1 font-semibold text-text">
          {game.freePlaysLeft > 0 ? MINIGAME.freePlayNext : MINIGAME.playsLeft(formatThousands(game.playsLeft, 0))}
        </dd>
      </div>
    </dl>
  );
}

/**
 * One game: its mechanic, how a play is paid, the prize table and the provably fair panel. The outcome
 * of a round is always the server's; the mechanic's animation only shows it.
 */
export function GameStage({ game }: { game: MinigameGame }) {
  const settings = useMinigameSettings();
  const coins = useCurrentCredit().data?.coins;
  const reasonId = useId();
  const { round, start, revealed, reset, feedback } = usePlayRound(game);
  const [pay, setPay] = useState<PlayRequest['pay']>('coins');
  const busy = round.phase !== 'idle';
  const creditPays = settings.data?.creditUse === 'play';
  const play = (pick: number | null = null) => start(creditPays ? pay : 'coins', pick);
  // A play paid in coins the member does not hold would only be refused: say so before, and how to earn them.
  const noCoins =
    !busy && game.freePlaysLeft === 0 && !(creditPays && pay === 'credit') && coins !== undefined && coins < game.cost;
  const reason = MINIGAME.noCoins(formatThousands(game.cost, 0));
  const next = { to: paths.tx.deposit, label: MINIGAME.depositForCoins };

  return (
    <>
      <section aria-labelledby={`game-${game.slug}`} className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-3">
          <h2 id={`game-${game.slug}`} className="text-lg font-semibold text-text">
            {game.name}
          </h2>
          <MuteSwitch />
        </div>
        <PlayStatus game={game} />
        {game.budgetReached && (
          <p role="status" className="rounded-xl border border-amber-500/30 bg-amber-500/10 p-3 text-sm text-amber-300">
            {MINIGAME.budgetReached}
          </p>
        )}
        {creditPays && settings.data && game.freePlaysLeft === 0 && (
          <PayChoice
            cost={game.cost}
            creditPricePerCoin={settings.data.creditPricePerCoin}
            value={pay}
            onChange={setPay}
            disabled={busy}
          />
        )}
        {game.kind === 'wheel' ? (
          <WheelGame
            name={game.name}
            prizes={game.prizes}
            round={round}
            onPlay={() => play()}
            onRevealed={revealed}
            blocked={noCoins ? <BlockedAction label={MINIGAME.spin} reason={reason} next={next} /> : undefined}
          />
        ) : (
          <>
            <PickGame
              kind={game.kind}
              round={round}
              onPick={play}
              onRevealed={revealed}
              blockedBy={noCoins ? reasonId : undefined}
            />
            {noCoins && <BlockedReason id={reasonId} reason={reason} next={next} />}
          </>
        )}
      </section>
      <PrizeTable prizes={game.prizes} />
      <FairnessPanel busy={busy} />
      {round.result && <PrizeDialog result={round.result} open={round.phase === 'done'} onClose={reset} />}
      <AlertDialog open={feedback.message !== null} message={feedback.message ?? ''} onClose={feedback.close} />
    </>
  );
}
