import { formatNumber, REFER, WALLET } from '@member/shared';
import { useNavigate } from 'react-router';
import { useAmountInput } from '@/shared/hooks/use-amount-input';
import { useSubmitFeedback } from '@/shared/hooks/use-submit-feedback';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { AmountField } from '@/shared/ui/amount-field';
import { Button } from '@/shared/ui/button';
import { DetailList } from '@/shared/ui/detail-list';
import { LoadingDialog } from '@/shared/ui/loading-dialog';
import { QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { useIncomeWithdraw } from '../api/affiliate-mutations';
import { useAffiliateData, useAffiliateIncome } from '../api/affiliate-queries';
import { Baht } from './baht';

/**
 * The income withdrawal (the one form of /refer/profit-manage/withdraw and /tx/withdraw/income): at
 * least `minWithdraw`, at most `availableAff`, an "all" button, sent with its own idempotency key; the
 * new withdrawal's page follows.
 */
export function IncomeWithdrawForm() {
  const navigate = useNavigate();
  const data = useAffiliateData();
  const income = useAffiliateIncome();
  const available = income.data?.availableAff;
  const min = data.data?.minWithdraw;
  const amount = useAmountInput((value) => {
    if (available !== undefined && value > available) return REFER.amountOverAvailable(formatNumber(available));
    if (min !== undefined && value < min) return WALLET.amountBelowMin(formatNumber(min));
    return null;
  });
  const feedback = useSubmitFeedback();
  const withdraw = useIncomeWithdraw();

  if (available === undefined || min === undefined) {
    const failed = income.error ?? data.error;
    return (
      <QueryState
        error={failed}
        onRetry={() => {
          if (income.error) void income.refetch();
          if (data.error) void data.refetch();
        }}
      />
    );
  }

  const submit = () => {
    const value = amount.validate();
    if (value === null) return;
    withdraw.mutate(value, {
      onSuccess: (row) => navigate(paths.refer.withdrawDetailOf(row.id)),
      onError: feedback.show,
    });
  };
  const tooLittle = available < min;

  return (
    <>
      <section className="rounded-2xl border border-gold/25 bg-surface p-5 text-center">
        <p className="text-sm text-muted">{REFER.availableAff}</p>
        <p className="mt-1 text-3xl font-bold text-gold">
          <Baht value={available} data-testid="withdraw-available" />
        </p>
      </section>
      <DetailList
        items={[
          { label: REFER.minWithdraw, value: <Baht value={min} data-testid="min-withdraw" /> },
          { label: REFER.withdrawTo, value: REFER.credit },
        ]}
      />
      {tooLittle ? (
        <p role="status" className="rounded-xl border border-line bg-surface-2 p-3 text-center text-sm text-text/85">
          {REFER.belowMinimumNow(formatNumber(min))}
        </p>
      ) : (
        <>
          <AmountField
            input={amount}
            hint={
              <Button variant="secondary" className="h-9 self-end text-sm" onClick={() => amount.fill(available)}>
                {REFER.withdrawAll}
              </Button>
            }
          />
          <p className="text-xs text-muted">{REFER.withdrawHint}</p>
          <Button onClick={submit} disabled={withdraw.isPending}>
            {REFER.submitWithdraw}
          </Button>
        </>
      )}
      <LoadingDialog open={withdraw.isPending} />
      <AlertDialog open={feedback.message !== null} message={feedback.message ?? ''} onClose={feedback.close} />
    </>
  );
}
