import { formatDate, MINIGAME, MINIGAME_LABELS } from '@member/shared';
import { QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { useMinigameHistory } from '../api/minigame-queries';
import { HistoryList, HistoryRow, SuccessBadge } from '../components/history-row';
import { SubPage } from '@/shared/ui/sub-page';
import { formatBaht, withSign } from '../lib/format';

/**
 * `/mini-game/credit-history`: credit won, spent, moved and expired (`?limit=50`), signed baht with two
 * decimals, each `สำเร็จ` (SPEC.md §4); a prize's credit with the day it expires.
 */
export default function CreditHistoryRoute() {
  const lines = useMinigameHistory('credit');
  return (
    <SubPage title={MINIGAME.titles.creditHistory} backTo={paths.miniGame.hub}>
      {lines.data ? (
        <HistoryList
          empty={lines.data.length === 0}
          label={MINIGAME.titles.creditHistory}
          action={{ to: paths.miniGame.play, label: MINIGAME.emptyPlay }}
        >
          {lines.data.map((row) => (
            <HistoryRow
              key={row.id}
              title={MINIGAME_LABELS.creditEntries[row.type]}
              time={formatDate(row.createdAt, 'short')}
              detail={row.expiresDate ? MINIGAME.expiresOn(formatDate(row.expiresDate, 'date')) : undefined}
              amount={MINIGAME.bahtAmount(withSign(row.amount, formatBaht(row.amount)))}
              negative={row.amount < 0}
              status={<SuccessBadge />}
            />
          ))}
        </HistoryList>
      ) : (
        <QueryState error={lines.error} onRetry={() => void lines.refetch()} />
      )}
    </SubPage>
  );
}
