import { formatDate, MINIGAME } from '@member/shared';
import { EmptyState } from '@/shared/ui/empty-state';
import { HistoryItem } from '@/shared/ui/history-item';
import { QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { useMinigameHistory } from '../api/minigame-queries';
import { SubPage } from '@/shared/ui/sub-page';
import { formatBaht } from '../lib/format';

/** `/mini-game/profit-manage/history`: the profit withdrawals (`?limit=50`) with the §4 labels, each opening its detail. */
export default function WithdrawHistoryRoute() {
  const history = useMinigameHistory('withdraw');
  return (
    <SubPage title={MINIGAME.titles.withdrawHistory} backTo={paths.miniGame.profitManage}>
      {!history.data ? (
        <QueryState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <EmptyState glyph="coins" action={{ to: paths.miniGame.profit, label: MINIGAME.emptyProfit }} />
      ) : (
        <ul aria-label={MINIGAME.titles.withdrawHistory} className="flex flex-col gap-2">
          {history.data.map((row) => (
            <HistoryItem
              key={row.id}
              title={MINIGAME.withdrawRow}
              to={paths.miniGame.withdrawDetailOf(row.id)}
              time={formatDate(row.createdAt, 'short')}
              amount={formatBaht(row.amount)}
              status={row.status}
              note={row.note}
            />
          ))}
        </ul>
      )}
    </SubPage>
  );
}
