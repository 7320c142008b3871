import { formatNumber, LABELS, WALLET } from '@member/shared';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { missingError, QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { usePayment } from '../api/wallet-queries';
import { CopyButton } from '@/shared/ui/copy-button';
import { QrImage } from '../components/qr-image';
import { useCountdown } from '../hooks/use-countdown';
import { formatCountdown } from '../lib/format';

/** `/tx/deposit-qr?ref=`: the gateway QR, until it is paid (pushed, and asked every 3 s) or expired. */
export default function DepositQrRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reference = params.get('ref') ?? '';
  const payment = usePayment(reference);
  const data = payment.data;
  const left = useCountdown(data?.status === 'pending' ? data.expires_at : undefined);

  useEffect(() => {
    if (data?.status === 'paid') {
      navigate(paths.tx.paymentCompletedOf(data.reference), { replace: true });
    }
  }, [data?.status, data?.reference, navigate]);

  const expired = data?.status === 'expired';
  // A provider may answer a path on this site (the sandbox does): copy a link that works anywhere.
  const paymentLink = data ? new URL(data.payment_url, window.location.origin).href : '';
  return (
    <div className="flex flex-col gap-4 px-4 pb-10">
      <PageHeader title={WALLET.qrTitle} backTo={paths.tx.deposit} />
      {(payment.error || !reference) && !data ? (
        <QueryState
          error={payment.error ?? missingError()}
          onRetry={reference ? () => void payment.refetch() : undefined}
        />
      ) : expired ? (
        <section
          role="alert"
          className="flex flex-col items-center gap-4 rounded-2xl border border-red-500/30 bg-red-500/10 p-5 text-center"
        >
          <p className="text-base text-red-200">{WALLET.qrExpired}</p>
          <Link to={paths.tx.deposit} className={buttonClass('primary', 'w-full')}>
            {WALLET.newDeposit}
          </Link>
        </section>
      ) : (
        <>
          <QrImage src={data?.qr_image} />
          {data && (
            <>
              <p className="text-center">
                <span data-testid="amount" className="text-3xl font-bold text-gold tabular-nums">
                  {formatNumber(data.amount)}
                </span>{' '}
                <span className="text-sm text-gold">{LABELS.currency}</span>
              </p>
              <p className="text-center text-sm text-muted">
                {WALLET.expiresIn}{' '}
                <span data-testid="countdown" className="font-semibold text-text tabular-nums">
                  {formatCountdown(left ?? 0)}
                </span>
              </p>
              <p role="status" className="flex items-center justify-center gap-2 text-sm text-amber-300">
                <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-amber-300" />
                {WALLET.qrWaiting}
              </p>
              <section className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3">
                <div className="min-w-0 flex-1">
                  <p className="text-xs text-muted">{WALLET.paymentLink}</p>
                  {/* The link by its purpose, not the raw URL: the copy button takes the URL itself. */}
                  <a
                    href={paymentLink}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex min-h-11 items-center text-sm text-gold underline"
                  >
                    {WALLET.openPaymentLink}
                  </a>
                  {/* The deposit's running number, as its history shows it: the provider's reference is internal. */}
                  <p className="mt-1 truncate text-xs text-muted tabular-nums">
                    {WALLET.reference} {data.deposit_id}
                  </p>
                </div>
                <CopyButton text={paymentLink} what={WALLET.paymentLink} />
              </section>
            </>
          )}
        </>
      )}
    </div>
  );
}
