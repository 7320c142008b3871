import { formatThousands, MINIGAME, type MinigameStatusToday } from '@member/shared';
import { useSubmitFeedback } from '@/shared/hooks/use-submit-feedback';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { Button } from '@/shared/ui/button';
import { SuccessDialog } from '@/shared/ui/success-dialog';
import { useCheckIn } from '../api/minigame-mutations';

/** Today's check-in, when the operator gives coins for it: once per Bangkok day. */
export function CheckInButton({ checkIn }: { checkIn: MinigameStatusToday['checkIn'] }) {
  const mutation = useCheckIn();
  const feedback = useSubmitFeedback();
  if (checkIn.coins < 1) return null;
  const coins = formatThousands(checkIn.coins, 0);
  return (
    <>
      <Button
        variant="gold"
        className="w-full"
        disabled={checkIn.done || mutation.isPending}
        onClick={() => mutation.mutate(undefined, { onError: feedback.show })}
      >
        {checkIn.done ? MINIGAME.checkedIn : MINIGAME.checkIn(coins)}
      </Button>
      <SuccessDialog
        open={mutation.isSuccess}
        message={mutation.data ? MINIGAME.checkInDone(formatThousands(mutation.data.coins, 0)) : ''}
        onConfirm={() => mutation.reset()}
      />
      <AlertDialog open={feedback.message !== null} message={feedback.message ?? ''} onClose={feedback.close} />
    </>
  );
}
