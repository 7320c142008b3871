import { formatNumber, LABELS, WALLET } from '@member/shared';
import { useNavigate } from 'react-router';
import { useSession } from '@/shared/api/session';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { BlockedAction } from '@/shared/ui/blocked-action';
import { Button } from '@/shared/ui/button';
import { LoadingDialog } from '@/shared/ui/loading-dialog';
import { PageHeader } from '@/shared/ui/page-header';
import { paths } from '@/shared/paths';
import { useWithdraw } from '../api/wallet-mutations';
import { useCombine, useCredit } from '../api/wallet-queries';
import { AmountField } from '@/shared/ui/amount-field';
import { CreditSummary } from '../components/credit-summary';
import { MemberBankCard } from '../components/member-bank-card';
import { WithdrawTurnover } from '../components/withdraw-turnover';
import { useAmountInput } from '@/shared/hooks/use-amount-input';
import { useSubmitFeedback } from '@/shared/hooks/use-submit-feedback';

/**
 * `/tx/withdraw`: credit, the minimum, the turnover still to play (with giving up the bonus), the member's
 * bank as the destination, and the amount.
 */
export default function WithdrawRoute() {
  const navigate = useNavigate();
  const session = useSession();
  const credit = useCredit().data?.credit;
  const creditMin = useCombine().data?.credit_min;
  const amount = useAmountInput((value) => {
    if (credit !== undefined && value > credit) return WALLET.amountOverCredit(formatNumber(credit));
    if (creditMin !== undefined && value < creditMin) return WALLET.amountBelowMin(formatNumber(creditMin));
    return null;
  });
  const feedback = useSubmitFeedback();
  const withdraw = useWithdraw();
  // A balance of nothing, or under the minimum, can only be refused: say so before, and how to add to it.
  const blocked =
    credit === undefined
      ? null
      : credit <= 0
        ? WALLET.withdrawNoCredit
        : creditMin !== undefined && credit < creditMin
          ? WALLET.withdrawBelowMin(formatNumber(creditMin))
          : null;

  const submit = () => {
    const value = amount.validate();
    if (value === null) return;
    withdraw.mutate(value, {
      onSuccess: (row) => navigate(paths.tx.withdrawDetailOf(row.id)),
      onError: feedback.show,
    });
  };

  return (
    <div className="flex flex-col gap-4 px-4 pb-10">
      <PageHeader title={WALLET.withdrawTitle} backTo={paths.tx.hub} />
      <CreditSummary>
        <p className="mt-2 text-sm text-white/75">
          {WALLET.creditMin}{' '}
          <span data-testid="credit-min" className="font-semibold text-gold tabular-nums">
            {creditMin === undefined ? '-' : formatNumber(creditMin)}
          </span>{' '}
          {LABELS.currency}
        </p>
      </CreditSummary>
      <WithdrawTurnover />
      {session.profile && <MemberBankCard label={WALLET.withdrawTo} bank={session.profile.bank} />}
      <AmountField input={amount} />
      {blocked ? (
        <BlockedAction
          label={WALLET.submitWithdraw}
          reason={blocked}
          next={{ to: paths.tx.deposit, label: WALLET.depositNow }}
        />
      ) : (
        <Button onClick={submit} disabled={withdraw.isPending}>
          {WALLET.submitWithdraw}
        </Button>
      )}
      <LoadingDialog open={withdraw.isPending} />
      <AlertDialog open={feedback.message !== null} message={feedback.message ?? ''} onClose={feedback.close} />
    </div>
  );
}
