import { formatDate, MINIGAME, type MinigameCurrentCredit, type MinigameSettings } from '@member/shared';
import { useAmountInput } from '@/shared/hooks/use-amount-input';
import { useSubmitFeedback } from '@/shared/hooks/use-submit-feedback';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { AmountField } from '@/shared/ui/amount-field';
import { Button } from '@/shared/ui/button';
import { DetailList } from '@/shared/ui/detail-list';
import { LoadingDialog } from '@/shared/ui/loading-dialog';
import { SuccessDialog } from '@/shared/ui/success-dialog';
import { useCreditToWallet } from '../api/minigame-mutations';
import { formatBaht } from '../lib/format';
import { Baht } from './amounts';
import { Section } from '@/shared/ui/sub-page';

/** Baht still to stake before all the credit may move (0 once reached). */
const turnoverLeft = (turnover: NonNullable<MinigameCurrentCredit['turnover']>) =>
  Math.max(0, Math.round((turnover.required - turnover.done) * 100) / 100);

/**
 * The credit's move into the wallet (credit use `wallet`): the credit and its nearest expiry, the turnover
 * made and still to make, and the amount to move; the server checks the turnover and answers in Thai.
 */
export function CreditMove({ credit, settings }: { credit: MinigameCurrentCredit; settings: MinigameSettings }) {
  const amount = useAmountInput((value) =>
    value > credit.credit ? MINIGAME.amountOverCredit(formatBaht(credit.credit)) : null,
  );
  const feedback = useSubmitFeedback();
  const move = useCreditToWallet();
  const turnover = credit.turnover;
  const submit = () => {
    const value = amount.validate();
    if (value !== null) move.mutate(value, { onError: feedback.show });
  };

  return (
    <Section title={MINIGAME.moveTitle}>
      <DetailList
        items={[
          { label: MINIGAME.credit, value: <Baht value={credit.credit} testId="credit" /> },
          ...(credit.expiresDate
            ? [
                {
                  label: MINIGAME.expiresOn(formatDate(credit.expiresDate, 'date')),
                  value: <Baht value={credit.expiringCredit} />,
                },
              ]
            : []),
          ...(turnover
            ? [
                { label: MINIGAME.turnoverRequired, value: <Baht value={turnover.required} /> },
                { label: MINIGAME.turnoverDone, value: <Baht value={turnover.done} /> },
                {
                  label: MINIGAME.turnoverLeft,
                  value: <Baht value={turnoverLeft(turnover)} testId="turnover-left" />,
                },
              ]
            : []),
        ]}
      />
      {credit.credit <= 0 ? (
        <p className="py-2 text-center text-sm text-muted">{MINIGAME.noCredit}</p>
      ) : (
        <>
          {settings.creditTurnoverMultiplier > 0 && (
            <p className="text-xs text-muted">
              {turnover && turnoverLeft(turnover) === 0
                ? MINIGAME.turnoverReached
                : MINIGAME.turnoverHint(String(settings.creditTurnoverMultiplier))}
            </p>
          )}
          <AmountField
            input={amount}
            hint={
              <Button variant="secondary" className="h-9 self-end text-sm" onClick={() => amount.fill(credit.credit)}>
                {MINIGAME.moveAll}
              </Button>
            }
          />
          <Button onClick={submit} disabled={move.isPending}>
            {MINIGAME.moveSubmit}
          </Button>
        </>
      )}
      <LoadingDialog open={move.isPending} />
      <SuccessDialog
        open={move.isSuccess}
        message={move.variables === undefined ? '' : MINIGAME.moved(formatBaht(move.variables))}
        onConfirm={() => move.reset()}
      />
      <AlertDialog open={feedback.message !== null} message={feedback.message ?? ''} onClose={feedback.close} />
    </Section>
  );
}
