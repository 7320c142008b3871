import { amountError, type PaymentGatewayCode, WALLET } from '@member/shared';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/shared/api/session';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { Button } from '@/shared/ui/button';
import { LoadingDialog } from '@/shared/ui/loading-dialog';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { useGatewayDeposit, useRegularDeposit } from '../api/wallet-mutations';
import { useCombine, useDepositAccounts } from '../api/wallet-queries';
import { AmountField } from '@/shared/ui/amount-field';
import { AutoDepositCallout } from '../components/auto-deposit-callout';
import { DepositChannels } from '../components/deposit-channels';
import { GatewayButtons } from '../components/gateway-buttons';
import { MemberBankCard } from '../components/member-bank-card';
import { useAmountInput } from '@/shared/hooks/use-amount-input';
import { useSubmitFeedback } from '@/shared/hooks/use-submit-feedback';
import { BreakGate } from '@/shared/ui/break-notice';

/** What the deposit page gives a promotion picker: the valid amount typed (or null) and the choice. */
export interface DepositPromotionSlot {
  amount: number | null;
  promotionId: number | null;
  onChange: (promotionId: number | null) => void;
  /** The chosen promotion can no longer be claimed: the page tells the member before they send. */
  onLost: (title: string) => void;
}

/**
 * `/tx/deposit`: the channels the operator opened, the member's bank as the source, the amount, and the
 * promotion the member claims with it. The promotion picker belongs to the promotion feature; the app
 * passes it in (`promotionPicker`), and the page sends the chosen id with the deposit.
 */
export function DepositPage({ promotionPicker }: { promotionPicker?: (slot: DepositPromotionSlot) => ReactNode }) {
  const navigate = useNavigate();
  const session = useSession();
  const combine = useCombine();
  const accounts = useDepositAccounts();
  const amount = useAmountInput();
  const feedback = useSubmitFeedback();
  const regular = useRegularDeposit();
  const gateway = useGatewayDeposit();
  const busy = regular.isPending || gateway.isPending;
  const [promotionId, setPromotionId] = useState<number | null>(null);
  // A chosen promotion a live update made unclaimable: the member is told, and must acknowledge or choose
  // again before a deposit goes without the bonus they expected.
  const [lostPromotion, setLostPromotion] = useState<string | null>(null);
  const lostNotice = useRef<HTMLDivElement>(null);
  const choosePromotion = useCallback((id: number | null) => {
    setPromotionId(id);
    setLostPromotion(null);
  }, []);
  /** False (and the notice brought to the member's eyes) while a lost promotion is unacknowledged. */
  const promotionSettled = () => {
    if (lostPromotion === null) return true;
    lostNotice.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    lostNotice.current?.focus({ preventScroll: true });
    return false;
  };
  const validAmount = amount.amount !== null && amountError(amount.amount) === null ? amount.amount : null;

  const depositByTransfer = () => {
    if (!promotionSettled()) return;
    const value = amount.validate();
    if (value === null) return;
    // With one account on the page, the transfer can only have gone there: the queue shows it to the operator.
    const only = settings?.bank_transfer && accounts.data?.length === 1 ? accounts.data[0] : undefined;
    regular.mutate(
      { amount: value, promotionId, depositBankAccountId: only?.id },
      {
        onSuccess: (row) => navigate(paths.tx.depositDetailOf(row.id)),
        onError: feedback.show,
      },
    );
  };
  const depositByGateway = (code: PaymentGatewayCode) => {
    if (!promotionSettled()) return;
    const value = amount.validate();
    if (value === null) return;
    gateway.mutate(
      { code, amount: value, promotionId },
      {
        onSuccess: (payment) => navigate(paths.tx.depositQrOf(payment.reference)),
        onError: feedback.show,
      },
    );
  };

  const settings = combine.data;
  const hasBankTransfer = Boolean(settings?.bank_transfer && (accounts.data?.length ?? 0) > 0);
  const hasTransfer = Boolean(settings && (hasBankTransfer || settings.promptpay || settings.truemoney));

  return (
    <div className="flex flex-col gap-4 px-4 pb-10">
      <PageHeader title={WALLET.depositTitle} backTo={paths.tx.hub} />
      {!settings || !accounts.data ? (
        <QueryState
          error={combine.error ?? accounts.error}
          onRetry={() => void Promise.all([combine.refetch(), accounts.refetch()])}
        />
      ) : (
        <BreakGate>
          {session.profile && <MemberBankCard label={WALLET.sourceAccount} bank={session.profile.bank} />}
          <AmountField input={amount} />
          {promotionPicker?.({ amount: validAmount, promotionId, onChange: choosePromotion, onLost: setLostPromotion })}
          {/* Always in the page, so a screen reader announces the notice when it fills (politely). */}
          <div role="status" className="empty:hidden">
            {lostPromotion !== null && (
              <div
                ref={lostNotice}
                tabIndex={-1}
                className="flex flex-col gap-2 rounded-2xl border border-amber-500/40 bg-amber-500/10 p-3 outline-none focus:ring-2 focus:ring-amber-400/60"
              >
                <p className="text-sm text-amber-100">{WALLET.promotionLost(lostPromotion)}</p>
                <Button variant="secondary" className="self-end px-4 text-sm" onClick={() => setLostPromotion(null)}>
                  {WALLET.promotionLostAcknowledge}
                </Button>
              </div>
            )}
          </div>
          {settings.autoDeposit && hasBankTransfer && <AutoDepositCallout />}
          <DepositChannels combine={settings} accounts={accounts.data} />
          {hasTransfer && (
            <div className="flex flex-col gap-2">
              <p className="text-xs text-muted">{WALLET.submitDepositHint}</p>
              <Button onClick={depositByTransfer} disabled={busy}>
                {WALLET.submitDeposit}
              </Button>
            </div>
          )}
          <GatewayButtons
            gateways={settings.gateways}
            names={settings.gatewayNames}
            disabled={busy}
            onPick={depositByGateway}
          />
          {!hasTransfer && settings.gateways.length === 0 && (
            <p className="py-12 text-center text-muted">{WALLET.noChannel}</p>
          )}
        </BreakGate>
      )}
      <LoadingDialog open={busy} />
      <AlertDialog open={feedback.message !== null} message={feedback.message ?? ''} onClose={feedback.close} />
    </div>
  );
}
