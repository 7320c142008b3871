import { formatDate, REFER, WALLET } from '@member/shared';
import { Link, useSearchParams } from 'react-router';
import { AmountStatusCard } from '@/shared/ui/amount-status-card';
import { buttonClass } from '@/shared/ui/button';
import { DetailList } from '@/shared/ui/detail-list';
import { missingError, QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { useAffiliateWithdrawal } from '../api/affiliate-queries';
import { SubPage } from '@/shared/ui/sub-page';

/** `/refer/profit-manage/withdraw-detail?id=`: an income withdrawal and its status, refreshed when decided. */
export default function WithdrawDetailRoute() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const withdrawal = useAffiliateWithdrawal(id);
  const row = withdrawal.data;
  return (
    <SubPage title={REFER.titles.withdrawDetail} backTo={paths.refer.profitManage}>
      {!row ? (
        <QueryState
          error={id ? withdrawal.error : missingError()}
          onRetry={id ? () => void withdrawal.refetch() : undefined}
        />
      ) : (
        <>
          <AmountStatusCard amount={row.amount} status={row.status} pendingNote={REFER.withdrawPendingNote} />
          <DetailList
            items={[
              { label: REFER.requestedAt, value: formatDate(row.requested_at, 'dateTime') },
              ...(row.decided_at ? [{ label: REFER.decidedAt, value: formatDate(row.decided_at, 'dateTime') }] : []),
              { label: REFER.withdrawTo, value: REFER.credit },
              ...(row.note ? [{ label: WALLET.annotation, value: row.note }] : []),
            ]}
          />
        </>
      )}
      <Link to={paths.refer.profitManage} className={buttonClass('secondary')}>
        {REFER.backToProfitManage}
      </Link>
    </SubPage>
  );
}
