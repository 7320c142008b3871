import { formatDate, formatNumber, LABELS, WALLET } from '@member/shared';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/shared/ui/button';
import { useCombine, useDeposit, useDepositAccounts } from '../api/wallet-queries';
import { DepositChannels } from '../components/deposit-channels';
import { DetailList } from '../components/detail-list';
import { PageHeader } from '../components/page-header';
import { missingError, QueryState } from '../components/query-state';
import { StatusBadge } from '../components/status-badge';
import { typeLabel } from '../lib/format';

/** `/tx/deposit-detail?id=`: the deposit the member reported, and where to transfer it. */
export default function DepositDetailRoute() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const deposit = useDeposit(id);
  const combine = useCombine();
  const accounts = useDepositAccounts();
  const row = deposit.data;

  return (
    <div className="flex flex-col gap-4 px-4 pb-10">
      <PageHeader title={WALLET.depositDetailTitle} />
      {!row ? (
        <QueryState
          error={id ? deposit.error : missingError()}
          onRetry={id ? () => void deposit.refetch() : undefined}
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
              <p className="mt-3 text-sm text-text/85">{WALLET.depositPendingNote}</p>
            )}
          </section>
          <DetailList
            items={[
              { label: WALLET.time, value: formatDate(row.bank_time, 'dateTime') },
              { label: WALLET.type, value: typeLabel(row.type) },
            ]}
          />
          {row.type === 'bank' && combine.data && accounts.data && (
            <DepositChannels combine={combine.data} accounts={accounts.data} />
          )}
        </>
      )}
      <Link to="/tx" className={buttonClass('secondary')}>
        {WALLET.backToWallet}
      </Link>
    </div>
  );
}
