import { formatDate, WALLET } from '@member/shared';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { missingError, QueryState } from '@/shared/ui/query-state';
import { useCombine, useDeposit, useDepositAccounts } from '../api/wallet-queries';
import { DepositChannels } from '../components/deposit-channels';
import { AmountStatusCard } from '../components/amount-status-card';
import { DetailList } from '../components/detail-list';
import { useTypeLabel } from '../hooks/use-type-label';

/** `/tx/deposit-detail?id=`: the deposit the member reported, and where to transfer it. */
export default function DepositDetailRoute() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const deposit = useDeposit(id);
  const combine = useCombine();
  const accounts = useDepositAccounts();
  const row = deposit.data;
  const typeLabel = useTypeLabel();

  return (
    <div className="flex flex-col gap-4 px-4 pb-10">
      <PageHeader title={WALLET.depositDetailTitle} backTo="/tx" />
      {!row ? (
        <QueryState
          error={id ? deposit.error : missingError()}
          onRetry={id ? () => void deposit.refetch() : undefined}
        />
      ) : (
        <>
          <AmountStatusCard amount={row.amount} status={row.status} pendingNote={WALLET.depositPendingNote} />
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
