import { formatDate, WALLET } from '@member/shared';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { missingError, QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { useWithdrawal } from '../api/wallet-queries';
import { AmountStatusCard } from '@/shared/ui/amount-status-card';
import { DetailList } from '@/shared/ui/detail-list';
import { MemberBankCard } from '../components/member-bank-card';

/** `/tx/withdraw-detail?id=`: a withdrawal, its status and where the money goes. */
export default function WithdrawDetailRoute() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const withdrawal = useWithdrawal(id);
  const row = withdrawal.data;

  return (
    <div className="flex flex-col gap-4 px-4 pb-10">
      <PageHeader title={WALLET.withdrawDetailTitle} backTo={paths.tx.hub} />
      {!row ? (
        <QueryState
          error={id ? withdrawal.error : missingError()}
          onRetry={id ? () => void withdrawal.refetch() : undefined}
        />
      ) : (
        <>
          <AmountStatusCard amount={row.amount} status={row.status} pendingNote={WALLET.withdrawPendingNote} />
          <DetailList
            items={[
              { label: WALLET.time, value: formatDate(row.bank_time, 'dateTime') },
              ...(row.annotation ? [{ label: WALLET.annotation, value: row.annotation }] : []),
            ]}
          />
          <MemberBankCard label={WALLET.withdrawTo} bank={row.bank} />
        </>
      )}
      <Link to={paths.tx.hub} className={buttonClass('secondary')}>
        {WALLET.backToWallet}
      </Link>
    </div>
  );
}
