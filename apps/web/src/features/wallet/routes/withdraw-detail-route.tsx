import { formatDate, formatNumber, LABELS, WALLET } from '@member/shared';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/shared/ui/button';
import { useWithdrawal } from '../api/wallet-queries';
import { DetailList } from '../components/detail-list';
import { MemberBankCard } from '../components/member-bank-card';
import { PageHeader } from '../components/page-header';
import { missingError, QueryState } from '../components/query-state';
import { StatusBadge } from '../components/status-badge';

/** `/tx/withdraw-detail?id=`: a withdrawal, its status and where the money goes. */
export default function WithdrawDetailRoute() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const withdrawal = useWithdrawal(id);
  const row = withdrawal.data;

  return (
    <div className="flex flex-col gap-4 px-4 pb-10">
      <PageHeader title={WALLET.withdrawDetailTitle} />
      {!row ? (
        <QueryState
          error={id ? withdrawal.error : missingError()}
          onRetry={id ? () => void withdrawal.refetch() : undefined}
        />
      ) : (
        <>
          <section className="rounded-2xl border border-gold/25 bg-surface p-5 text-center">
            <p className="text-sm text-muted">{WALLET.amountLabel}</p>
            <p data-testid="amount" className="mt-1 text-3xl font-bold text-gold tabular-nums">
              {formatNumber(row.amount)} <span className="text-base font-medium">{LABELS.currency}</span>
            </p>
            <div className="mt-3">
              <StatusBadge status={row.status} />
            </div>
            {row.status === 'waiting_for_approve' && (
              <p className="mt-3 text-sm text-text/85">{WALLET.withdrawPendingNote}</p>
            )}
          </section>
          <DetailList
            items={[
              { label: WALLET.time, value: formatDate(row.bank_time, 'dateTime') },
              ...(row.annotation ? [{ label: WALLET.annotation, value: row.annotation }] : []),
            ]}
          />
          <MemberBankCard label={WALLET.withdrawTo} bank={row.bank} />
        </>
      )}
      <Link to="/tx" className={buttonClass('secondary')}>
        {WALLET.backToWallet}
      </Link>
    </div>
  );
}
