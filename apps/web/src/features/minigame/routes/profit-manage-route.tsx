import { MINIGAME } from '@member/shared';
import { HistoryIcon, WalletIcon } from '@/shared/ui/icons';
import { QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { ActionLink } from '@/shared/ui/action-link';
import { useCurrentCredit, useMinigameSettings } from '../api/minigame-queries';
import { Baht } from '../components/amounts';
import { SubPage } from '@/shared/ui/sub-page';
import { ProfitSummary } from '../components/profit-summary';

/** `/mini-game/profit-manage`: what may be withdrawn, what waits, the minimum; the withdrawal and its history. */
export default function ProfitManageRoute() {
  const credit = useCurrentCredit();
  const settings = useMinigameSettings();
  return (
    <SubPage title={MINIGAME.titles.profitManage} backTo={paths.miniGame.profit}>
      {credit.data && settings.data ? (
        <ProfitSummary
          credit={credit.data}
          extra={[
            {
              label: MINIGAME.minWithdraw,
              value: <Baht value={settings.data.profitMinWithdraw} testId="min-withdraw" />,
            },
          ]}
        />
      ) : (
        <QueryState
          error={credit.error ?? settings.error}
          onRetry={() => {
            if (credit.error) void credit.refetch();
            if (settings.error) void settings.refetch();
          }}
        />
      )}
      <nav aria-label={MINIGAME.titles.profitManage} className="flex flex-col gap-2">
        <ActionLink to={paths.miniGame.withdraw} icon={<WalletIcon className="size-5 text-gold" />}>
          {MINIGAME.withdrawAction}
        </ActionLink>
        <ActionLink to={paths.miniGame.withdrawHistory} icon={<HistoryIcon className="size-5 text-gold" />}>
          {MINIGAME.historyAction}
        </ActionLink>
      </nav>
    </SubPage>
  );
}
