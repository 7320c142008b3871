import { formatNumber, type GatewayPayment, LABELS, PAGE_TITLES, UI, WALLET } from '@member/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/shared/ui/button';
import { missingError, QueryState } from '@/shared/ui/query-state';
import { SuccessMark, useConfetti } from '@/shared/ui/success-dialog';
import { paths } from '@/shared/paths';
import { invalidateMoney, usePayment } from '../api/wallet-queries';

/**
 * `/tx/payment/completed?ref=`: where a gateway sends the member back. Success only for a payment
 * the server says is paid (and the member's own: another member's reference answers not found);
 * otherwise the real state: waiting (asked again until it changes), expired, or not found.
 */
export default function PaymentCompletedRoute() {
  const [params] = useSearchParams();
  const reference = params.get('ref') ?? '';
  const payment = usePayment(reference);

  if (!payment.data) {
    return (
      <section className="px-4 pt-16">
        <h1 className="sr-only">{PAGE_TITLES.paymentCompleted}</h1>
        <QueryState
          error={reference ? payment.error : missingError()}
          onRetry={reference ? () => void payment.refetch() : undefined}
        />
        <WayOn />
      </section>
    );
  }
  if (payment.data.status === 'paid') return <Paid payment={payment.data} />;
  if (payment.data.status === 'expired') {
    return (
      <Outcome title={WALLET.paymentExpiredTitle} note={WALLET.qrExpired}>
        <Link to={paths.tx.deposit} className={buttonClass('primary', 'w-full')}>
          {WALLET.newDeposit}
        </Link>
      </Outcome>
    );
  }
  return (
    <Outcome title={WALLET.paymentWaitingTitle} note={WALLET.paymentWaitingNote}>
      <Link to={paths.tx.depositQrOf(reference)} className={buttonClass('primary', 'w-full')}>
        {WALLET.backToQr}
      </Link>
    </Outcome>
  );
}

function Paid({ payment }: { payment: GatewayPayment }) {
  const queryClient = useQueryClient();
  useConfetti(true);
  useEffect(() => {
    void invalidateMoney(queryClient);
  }, [queryClient]);
  return (
    <section className="anim-pop flex flex-col items-center gap-4 px-6 pt-16 pb-10 text-center">
      <SuccessMark />
      <h1 className="text-lg font-semibold text-gold">{WALLET.paymentCompleted}</h1>
      <p>
        <span data-testid="amount" className="text-4xl font-bold text-white tabular-nums">
          {formatNumber(payment.amount)}
        </span>{' '}
        <span className="text-gold">{LABELS.currency}</span>
      </p>
      <p className="text-text/85">{WALLET.paymentCompletedNote}</p>
      <WayOn />
    </section>
  );
}

function Outcome({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <section className="flex flex-col items-center gap-4 px-6 pt-16 pb-10 text-center">
      <h1 className="text-lg font-semibold text-gold">{title}</h1>
      <p className="text-text/85">{note}</p>
      <div className="mt-2 w-full max-w-xs">{children}</div>
      <WayOn />
    </section>
  );
}

function WayOn() {
  return (
    <div className="mx-auto mt-4 grid w-full max-w-xs grid-cols-2 gap-3">
      <Link to="/" className={buttonClass('secondary')}>
        {UI.backHome}
      </Link>
      <Link to={paths.tx.depositHistory} className={buttonClass('secondary')}>
        {WALLET.viewHistory}
      </Link>
    </div>
  );
}
