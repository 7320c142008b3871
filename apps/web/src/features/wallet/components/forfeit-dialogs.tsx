import { type MemberTurnover, TURNOVER_TEXTS } from '@member/shared';
import { useState } from 'react';
import { useForfeitTurnover } from '@/shared/api/member-turnover';
import { useSubmitFeedback } from '@/shared/hooks/use-submit-feedback';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { LoadingDialog } from '@/shared/ui/loading-dialog';
import { SuccessDialog } from '@/shared/ui/success-dialog';

export interface ForfeitDialogsProps {
  turnover: MemberTurnover | undefined;
  /** Whether the confirmation is open (the page's "give up the bonus" button opens it). */
  confirming: boolean;
  onConfirmingChange: (open: boolean) => void;
}

/**
 * Giving up the bonus: the confirmation with what it takes from the wallet, then one call; the amount
 * taken shows on success, the server's refusal in an alert. Rendered whether or not a requirement is
 * open, so the success outlives the requirements it ended.
 */
export function ForfeitDialogs({ turnover, confirming, onConfirmingChange }: ForfeitDialogsProps) {
  const forfeit = useForfeitTurnover();
  const feedback = useSubmitFeedback();
  const [removed, setRemoved] = useState<number | null>(null);

  const confirm = () => {
    onConfirmingChange(false);
    forfeit.mutate(undefined, { onSuccess: (answer) => setRemoved(answer.removed), onError: feedback.show });
  };

  return (
    <>
      <Dialog
        open={confirming && turnover !== undefined}
        onOpenChange={onConfirmingChange}
        title={TURNOVER_TEXTS.forfeitTitle}
      >
        {turnover && (
          <p className="text-text">{TURNOVER_TEXTS.forfeitBody(turnover.forfeit_rule, turnover.forfeit_amount)}</p>
        )}
        <div className="mt-4 grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={() => onConfirmingChange(false)}>
            {TURNOVER_TEXTS.cancel}
          </Button>
          <Button onClick={confirm}>{TURNOVER_TEXTS.forfeitConfirm}</Button>
        </div>
      </Dialog>
      <LoadingDialog open={forfeit.isPending} />
      <SuccessDialog
        open={removed !== null}
        message={TURNOVER_TEXTS.forfeited(removed ?? 0)}
        onConfirm={() => setRemoved(null)}
      />
      <AlertDialog open={feedback.message !== null} message={feedback.message ?? ''} onClose={feedback.close} />
    </>
  );
}
