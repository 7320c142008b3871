import { bangkokDayStartMs, formatDate, formatNumber, formatThousands } from '@member/shared';
import { BO_DASHBOARD } from '@member/shared/backoffice';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/shared/ui/card';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { Spinner } from '@/shared/ui/spinner';
import { paths } from '@/shared/paths';
import { useDashboard } from '../api/get-dashboard';
import { AutoDepositCard } from '../components/auto-deposit-card';
import { DayBarChart } from '../components/day-bar-chart';
import { TodayTable } from '../components/today-table';

const DEPOSIT_COLOR = '#0f766e';
const WITHDRAWAL_COLOR = '#be123c';
const MEMBER_COLOR = '#1d4ed8';

/**
 * `/dashboard`: today's money by status, what waits in the queues, new members, the last 14 days; then
 * what the app adds from other features (`more`: the agents' chat times for an operator who reads chat).
 */
export default function DashboardRoute({ more }: { more?: ReactNode }) {
  const query = useDashboard();
  const dashboard = query.data;
  if (!dashboard) {
    return (
      <>
        <PageHeader title={BO_DASHBOARD.title} />
        <QueryState error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }
  const days = dashboard.series.map((day) => day.day);
  const deposits = dashboard.series.map((day) => day.deposits_approved);
  const withdrawals = dashboard.series.map((day) => day.withdrawals_approved);
  const members = dashboard.series.map((day) => day.new_members);
  const today = formatDate(bangkokDayStartMs(dashboard.day), 'date');

  return (
    <>
      <PageHeader title={BO_DASHBOARD.title}>
        <p className="flex items-center gap-2 text-sm text-muted">
          {query.isFetching && <Spinner className="size-4" />}
          {BO_DASHBOARD.refreshed(formatDate(query.dataUpdatedAt, 'isoTime').slice(11))}
        </p>
      </PageHeader>
      <p className="mb-4 text-sm font-semibold text-muted">{BO_DASHBOARD.today(today)}</p>

      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        <Card title={BO_DASHBOARD.waitingQueues} className="xl:col-span-2">
          <ul className="grid grid-cols-2 gap-3">
            <QueueLink
              label={BO_DASHBOARD.depositsWaiting}
              count={dashboard.queues.deposits_waiting}
              to={paths.deposits}
            />
            <QueueLink
              label={BO_DASHBOARD.withdrawalsWaiting}
              count={dashboard.queues.withdrawals_waiting}
              to={paths.withdrawals}
            />
          </ul>
        </Card>
        <Card title={BO_DASHBOARD.newMembersToday} className="xl:col-span-2">
          <p className="tabular text-3xl font-semibold" data-testid="new-members-today">
            {BO_DASHBOARD.people(formatThousands(dashboard.today.new_members, 0))}
          </p>
        </Card>
        <Card title={BO_DASHBOARD.depositsToday} className="xl:col-span-2">
          <TodayTable caption={BO_DASHBOARD.depositsToday} byStatus={dashboard.today.deposits} />
        </Card>
        <Card title={BO_DASHBOARD.withdrawalsToday} className="xl:col-span-2">
          <TodayTable caption={BO_DASHBOARD.withdrawalsToday} byStatus={dashboard.today.withdrawals} />
        </Card>
        <AutoDepositCard />
      </div>

      <div className="mt-4 grid gap-4">
        <Card>
          <DayBarChart
            caption={BO_DASHBOARD.chartMoneyTitle}
            days={days}
            series={[
              { label: BO_DASHBOARD.depositsApproved, color: DEPOSIT_COLOR, values: deposits.map((d) => d.amount) },
              {
                label: BO_DASHBOARD.withdrawalsApproved,
                color: WITHDRAWAL_COLOR,
                values: withdrawals.map((w) => w.amount),
              },
            ]}
            table={[
              { label: BO_DASHBOARD.depositsApproved, values: deposits.map((d) => formatNumber(d.amount)) },
              { label: BO_DASHBOARD.depositsApprovedCount, values: deposits.map((d) => formatThousands(d.count, 0)) },
              { label: BO_DASHBOARD.withdrawalsApproved, values: withdrawals.map((w) => formatNumber(w.amount)) },
              {
                label: BO_DASHBOARD.withdrawalsApprovedCount,
                values: withdrawals.map((w) => formatThousands(w.count, 0)),
              },
            ]}
            formatTick={(value) => formatThousands(value, 0)}
            formatValue={(value) => formatNumber(value)}
          />
        </Card>
        <Card>
          <DayBarChart
            caption={BO_DASHBOARD.chartMembersTitle}
            days={days}
            counts
            series={[{ label: BO_DASHBOARD.newMembers, color: MEMBER_COLOR, values: members }]}
            table={[{ label: BO_DASHBOARD.newMembers, values: members.map((count) => formatThousands(count, 0)) }]}
            formatTick={(value) => formatThousands(value, 0)}
            formatValue={(value) => formatThousands(value, 0)}
          />
        </Card>
        {more}
      </div>
    </>
  );
}

function QueueLink({ label, count, to }: { label: string; count: number; to: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex flex-col gap-1 rounded-lg border border-line p-3 hover:border-accent hover:bg-surface-2"
      >
        <span className="text-sm font-semibold text-muted">{label}</span>
        <span className="tabular text-3xl font-semibold text-text">
          {BO_DASHBOARD.items(formatThousands(count, 0))}
        </span>
        <span className="text-sm font-semibold text-accent">{BO_DASHBOARD.openQueue} →</span>
      </Link>
    </li>
  );
}
