import { formatNumber, LABELS, UI, WALLET } from '@member/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/shared/ui/button';
import { SuccessMark, useConfetti } from '@/shared/ui/success-dialog';
import { invalidateMoney, usePayment } from '../api/wallet-queries';

/** `/tx/payment/completed?ref=`: the gateway payment arrived; confetti, the amount, and the way on. */
export default function PaymentCompletedRoute() {
  const [params] = useSearchParams();
  const payment = usePayment(params.get('ref') ?? '');
  const queryClient = useQueryClient();
  useConfetti(true);
  useEffect(() => {
    void invalidateMoney(queryClient);
  }, [queryClient]);

  return (
    <section className="anim-pop flex flex-col items-center gap-4 px-6 pt-16 pb-10 text-center">
      <SuccessMark />
      <h1 className="text-lg font-semibold text-gold">{WALLET.paymentCompleted}</h1>
      {payment.data && (
        <p>
          <span data-testid="amount" className="text-4xl font-bold text-white tabular-nums">
            {formatNumber(payment.data.amount)}
          </span>{' '}
          <span className="text-gold">{LABELS.currency}</span>
        </p>
      )}
      <p className="text-text/85">{WALLET.paymentCompletedNote}</p>
      <div className="mt-4 grid w-full max-w-xs grid-cols-2 gap-3">
        <Link to="/" className={buttonClass('primary')}>
          {UI.backHome}
        </Link>
        <Link to="/tx/history/deposit" className={buttonClass('secondary')}>
          {WALLET.viewHistory}
        </Link>
      </div>
    </section>
  );
}
