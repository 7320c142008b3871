import { formatDate, MINIGAME, WALLET } from '@member/shared';
import { Link, useSearchParams } from 'react-router';
import { AmountStatusCard } from '@/shared/ui/amount-status-card';
import { buttonClass } from '@/shared/ui/button';
import { DetailList } from '@/shared/ui/detail-list';
import { missingError, QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { useProfitWithdrawal } from '../api/minigame-queries';
import { SubPage } from '@/shared/ui/sub-page';

/** `/mini-game/profit-manage/withdraw-detail?id=`: a profit withdrawal and its status, refreshed when decided. */
export default function WithdrawDetailRoute() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const withdrawal = useProfitWithdrawal(id);
  const row = withdrawal.data;
  return (
    <SubPage title={MINIGAME.titles.withdrawDetail} backTo={paths.miniGame.profitManage}>
      {!row ? (
        <QueryState
          error={id ? withdrawal.error : missingError()}
          onRetry={id ? () => void withdrawal.refetch() : undefined}
        />
      ) : (
        <>
          <AmountStatusCard amount={row.amount} status={row.status} pendingNote={MINIGAME.withdrawPendingNote} />
          <DetailList
            items={[
              { label: MINIGAME.requestedAt, value: formatDate(row.createdAt, 'dateTime') },
              ...(row.decidedAt ? [{ label: MINIGAME.decidedAt, value: formatDate(row.decidedAt, 'dateTime') }] : []),
              { label: MINIGAME.withdrawTo, value: MINIGAME.walletCredit },
              ...(row.note ? [{ label: WALLET.annotation, value: row.note }] : []),
            ]}
          />
        </>
      )}
      <Link to={paths.miniGame.profitManage} className={buttonClass('secondary')}>
        {MINIGAME.backToProfitManage}
      </Link>
    </SubPage>
  );
}
