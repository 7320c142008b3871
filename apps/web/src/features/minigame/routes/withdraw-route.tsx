import { MINIGAME, WALLET } from '@member/shared';
import type { ReactNode } from 'react';
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
import { useProfitWithdraw } from '../api/minigame-mutations';
import { useCurrentCredit, useMinigameSettings } from '../api/minigame-queries';
import { Baht } from '../components/amounts';
import { SubPage } from '@/shared/ui/sub-page';
import { formatBaht } from '../lib/format';

/**
 * `/mini-game/profit-manage/withdraw`: at least the operator's minimum, at most the profit, an "all"
 * button, sent with its own idempotency key; the new withdrawal's page follows.
 */
export default function WithdrawRoute() {
  const navigate = useNavigate();
  const credit = useCurrentCredit();
  const settings = useMinigameSettings();
  const profit = credit.data?.profit;
  const min = settings.data?.profitMinWithdraw;
  const amount = useAmountInput((value) => {
    if (profit !== undefined && value > profit) return MINIGAME.amountOverProfit(formatBaht(profit));
    if (min !== undefined && value < min) return WALLET.amountBelowMin(formatBaht(min));
    return null;
  });
  const feedback = useSubmitFeedback();
  const withdraw = useProfitWithdraw();

  const page = (children: ReactNode) => (
    <SubPage title={MINIGAME.titles.withdraw} backTo={paths.miniGame.profitManage}>
      {children}
    </SubPage>
  );
  if (profit === undefined || min === undefined) {
    return page(
      <QueryState
        error={credit.error ?? settings.error}
        onRetry={() => {
          if (credit.error) void credit.refetch();
          if (settings.error) void settings.refetch();
        }}
      />,
    );
  }

  const submit = () => {
    const value = amount.validate();
    if (value === null) return;
    withdraw.mutate(value, {
      onSuccess: (row) => navigate(paths.miniGame.withdrawDetailOf(row.id)),
      onError: feedback.show,
    });
  };

  return page(
    <>
      <section className="rounded-2xl border border-gold/25 bg-surface p-5 text-center">
        <p className="text-sm text-muted">{MINIGAME.profit}</p>
        <p className="mt-1 text-3xl font-bold text-gold">
          <Baht value={profit} testId="withdraw-available" />
        </p>
      </section>
      <DetailList
        items={[
          { label: MINIGAME.minWithdraw, value: <Baht value={min} testId="min-withdraw" /> },
          { label: MINIGAME.withdrawTo, value: MINIGAME.walletCredit },
        ]}
      />
      {profit < min ? (
        <p role="status" className="rounded-xl border border-line bg-surface-2 p-3 text-center text-sm text-text/85">
          {MINIGAME.belowMinimumNow(formatBaht(min))}
        </p>
      ) : (
        <>
          <AmountField
            input={amount}
            hint={
              <Button variant="secondary" className="h-9 self-end text-sm" onClick={() => amount.fill(profit)}>
                {MINIGAME.withdrawAll}
              </Button>
            }
          />
          <p className="text-xs text-muted">{MINIGAME.withdrawHint}</p>
          <Button onClick={submit} disabled={withdraw.isPending}>
            {MINIGAME.submitWithdraw}
          </Button>
        </>
      )}
      <LoadingDialog open={withdraw.isPending} />
      <AlertDialog open={feedback.message !== null} message={feedback.message ?? ''} onClose={feedback.close} />
    </>,
  );
}
