import { MINIGAME, type MinigamePlayResult } from '@member/shared';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { useConfetti } from '@/shared/ui/success-dialog';
import { paths } from '@/shared/paths';

/**
 * The round's prize, as the server answered it, with the success animation when there is one. How to
 * check it stays in the closed fairness panel of the page and the history, not here.
 */
export function PrizeDialog({
  result,
  open,
  onClose,
}: {
  result: MinigamePlayResult;
  open: boolean;
  onClose: () => void;
}) {
  const { prize } = result.play;
  const won = prize.kind !== 'nothing';
  useConfetti(open && won);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={won ? MINIGAME.resultWinTitle : MINIGAME.resultLoseTitle}
      className="max-w-xs text-center"
    >
      {won ? (
        <>
          <p className="text-sm text-text/85">{MINIGAME.resultWin}</p>
          <p data-testid="prize" className="mt-1 text-2xl font-bold text-gold">
            {prize.label}
          </p>
        </>
      ) : (
        <p data-testid="prize" className="text-base text-text/90">
          {MINIGAME.resultLose}
        </p>
      )}
      <div className="mt-5 flex flex-col gap-2">
        <Button onClick={onClose}>{MINIGAME.playAgain}</Button>
        <Link to={paths.miniGame.history} className={buttonClass('secondary')}>
          {MINIGAME.viewHistory}
        </Link>
      </div>
    </Dialog>
  );
}
