import { MINIGAME } from '@member/shared';
import { Link } from 'react-router';
import { ChartIcon, GiftIcon, HistoryIcon, WalletIcon } from '@/shared/ui/icons';
import { QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { ActionLink } from '@/shared/ui/action-link';
import { useCurrentCredit, useMinigameSettings } from '../api/minigame-queries';
import { CreditMove } from '../components/credit-move';
import { SubPage } from '@/shared/ui/sub-page';
import { ProfitSummary } from '../components/profit-summary';

const ICON = 'size-5 text-gold';

/**
 * `/mini-game/profit`: the profit and what waits, the way to withdraw it; the credit's move into the
 * wallet when the operator's credit use is `wallet` (with the turnover left), else where credit is used.
 */
export default function ProfitRoute() {
  const credit = useCurrentCredit();
  const settings = useMinigameSettings();
  const failed = credit.error ?? settings.error;
  return (
    <SubPage title={MINIGAME.titles.profit} backTo={paths.miniGame.hub}>
      {credit.data && settings.data ? (
        <>
          <ProfitSummary credit={credit.data} />
          <nav aria-label={MINIGAME.profitLinks} className="flex flex-col gap-2">
            <ActionLink to={paths.miniGame.withdraw} icon={<WalletIcon className={ICON} />}>
              {MINIGAME.withdrawAction}
            </ActionLink>
            <ActionLink to={paths.miniGame.withdrawHistory} icon={<HistoryIcon className={ICON} />}>
              {MINIGAME.historyAction}
            </ActionLink>
            <ActionLink to={paths.miniGame.rewardHistory} icon={<GiftIcon className={ICON} />}>
              {MINIGAME.titles.rewardHistory}
            </ActionLink>
            <ActionLink to={paths.miniGame.creditHistory} icon={<ChartIcon className={ICON} />}>
              {MINIGAME.titles.creditHistory}
            </ActionLink>
          </nav>
          {settings.data.creditUse === 'wallet' ? (
            <CreditMove credit={credit.data} settings={settings.data} />
          ) : (
            <p className="rounded-xl border border-line bg-surface-2 p-3 text-center text-sm text-text/85">
              {MINIGAME.creditForPlay}{' '}
              <Link to={paths.miniGame.play} className="text-gold underline">
                {MINIGAME.titles.play}
              </Link>
            </p>
          )}
        </>
      ) : (
        <QueryState
          error={failed}
          onRetry={() => {
            if (credit.error) void credit.refetch();
            if (settings.error) void settings.refetch();
          }}
        />
      )}
    </SubPage>
  );
}
