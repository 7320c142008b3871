import { type PaymentGatewayCode, WALLET } from '@member/shared';
import { useNavigate } from 'react-router';
import { useSession } from '@/features/auth';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { Button } from '@/shared/ui/button';
import { LoadingDialog } from '@/shared/ui/loading-dialog';
import { useGatewayDeposit, useRegularDeposit } from '../api/wallet-mutations';
import { useCombine, useDepositAccounts } from '../api/wallet-queries';
import { AmountField } from '../components/amount-field';
import { DepositChannels } from '../components/deposit-channels';
import { GatewayButtons } from '../components/gateway-buttons';
import { MemberBankCard } from '../components/member-bank-card';
import { PageHeader } from '../components/page-header';
import { QueryState } from '../components/query-state';
import { useAmountInput } from '../hooks/use-amount-input';
import { useSubmitFeedback } from '../hooks/use-submit-feedback';

/** `/tx/deposit`: the channels the operator opened, the member's bank as the source, and the amount. */
export default function DepositRoute() {
  const navigate = useNavigate();
  const session = useSession();
  const combine = useCombine();
  const accounts = useDepositAccounts();
  const amount = useAmountInput();
  const feedback = useSubmitFeedback();
  const regular = useRegularDeposit();
  const gateway = useGatewayDeposit();
  const busy = regular.isPending || gateway.isPending;

  const depositByTransfer = () => {
    const value = amount.validate();
    if (value === null) return;
    regular.mutate(value, {
      onSuccess: (row) => navigate(`/tx/deposit-detail?id=${row.id}`),
      onError: feedback.show,
    });
  };
  const depositByGateway = (code: PaymentGatewayCode) => {
    const value = amount.validate();
    if (value === null) return;
    gateway.mutate(
      { code, amount: value },
      {
        onSuccess: (payment) => navigate(`/tx/deposit-qr?ref=${encodeURIComponent(payment.reference)}`),
        onError: feedback.show,
      },
    );
  };

  const settings = combine.data;
  const hasTransfer = Boolean(
    settings &&
    ((settings.bank_transfer && (accounts.data?.length ?? 0) > 0) || settings.promptpay || settings.truemoney),
  );

  return (
    <div className="flex flex-col gap-4 px-4 pb-10">
      <PageHeader title={WALLET.depositTitle} />
      {!settings || !accounts.data ? (
        <QueryState
          error={combine.error ?? accounts.error}
          onRetry={() => void Promise.all([combine.refetch(), accounts.refetch()])}
        />
      ) : (
        <>
          {session.profile && <MemberBankCard label={WALLET.sourceAccount} bank={session.profile.bank} />}
          <AmountField input={amount} />
          <DepositChannels combine={settings} accounts={accounts.data} />
          {hasTransfer && (
            <div className="flex flex-col gap-2">
              <p className="text-xs text-muted">{WALLET.submitDepositHint}</p>
              <Button onClick={depositByTransfer} disabled={busy}>
                {WALLET.submitDeposit}
              </Button>
            </div>
          )}
          <GatewayButtons gateways={settings.gateways} disabled={busy} onPick={depositByGateway} />
          {!hasTransfer && settings.gateways.length === 0 && (
            <p className="py-12 text-center text-muted">{WALLET.noChannel}</p>
          )}
        </>
      )}
      <LoadingDialog open={busy} />
      <AlertDialog open={feedback.message !== null} message={feedback.message ?? ''} onClose={feedback.close} />
    </div>
  );
}
