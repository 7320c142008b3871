import { formatDate, MINIGAME, MINIGAME_LABELS } from '@member/shared';
import { QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { useMinigameHistory } from '../api/minigame-queries';
import { HistoryList, HistoryRow, SuccessBadge } from '../components/history-row';
import { SubPage } from '@/shared/ui/sub-page';

/** `/mini-game/reward-history`: the prizes won (`?limit=50`), each `สำเร็จ` (SPEC.md §4). */
export default function RewardHistoryRoute() {
  const rewards = useMinigameHistory('reward');
  return (
    <SubPage title={MINIGAME.titles.rewardHistory} backTo={paths.miniGame.hub}>
      {rewards.data ? (
        <HistoryList
          empty={rewards.data.length === 0}
          label={MINIGAME.titles.rewardHistory}
          action={{ to: paths.miniGame.play, label: MINIGAME.emptyPlay }}
        >
          {rewards.data.map((row) => (
            <HistoryRow
              key={row.id}
              title={row.game.name}
              time={formatDate(row.createdAt, 'short')}
              detail={MINIGAME_LABELS.prizeKinds[row.kind]}
              amount={row.label}
              status={<SuccessBadge />}
            />
          ))}
        </HistoryList>
      ) : (
        <QueryState error={rewards.error} onRetry={() => void rewards.refetch()} />
      )}
    </SubPage>
  );
}
