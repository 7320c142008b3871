import { REFER } from '@member/shared';
import { DetailList } from '@/shared/ui/detail-list';
import { HistoryIcon, WalletIcon } from '@/shared/ui/icons';
import { QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { ActionLink } from '@/shared/ui/action-link';
import { useAffiliateData, useAffiliateIncome } from '../api/affiliate-queries';
import { Baht } from '../components/baht';
import { SubPage } from '@/shared/ui/sub-page';

/** `/refer/profit-manage`: what may be withdrawn, what waits, the minimum; the withdrawal and its history. */
export default function ProfitManageRoute() {
  const income = useAffiliateIncome();
  const data = useAffiliateData();
  return (
    <SubPage title={REFER.titles.profitManage} backTo={paths.refer.hub}>
      {income.data && data.data ? (
        <>
          <section className="rounded-2xl border border-gold/25 bg-surface p-5 text-center">
            <p className="text-sm text-muted">{REFER.availableAff}</p>
            <p className="mt-1 text-3xl font-bold text-gold">
              <Baht value={income.data.availableAff} data-testid="available-aff" />
            </p>
          </section>
          <DetailList
            items={[
              { label: REFER.pendingAff, value: <Baht value={income.data.pendingAff} data-testid="pending-aff" /> },
              { label: REFER.totalAff, value: <Baht value={income.data.totalAff} /> },
              { label: REFER.minWithdraw, value: <Baht value={data.data.minWithdraw} data-testid="min-withdraw" /> },
            ]}
          />
        </>
      ) : (
        <QueryState
          error={income.error ?? data.error}
          onRetry={() => {
            if (income.error) void income.refetch();
            if (data.error) void data.refetch();
          }}
        />
      )}
      <nav aria-label={REFER.titles.profitManage} className="flex flex-col gap-2">
        <ActionLink to={paths.refer.withdraw} icon={<WalletIcon className="size-5 text-gold" />}>
          {REFER.withdrawAction}
        </ActionLink>
        <ActionLink to={paths.refer.history} icon={<HistoryIcon className="size-5 text-gold" />}>
          {REFER.historyAction}
        </ActionLink>
      </nav>
    </SubPage>
  );
}
