import { type AffiliateIncome, formatThousands, REFER } from '@member/shared';
import { DetailList } from '@/shared/ui/detail-list';
import { QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { useAffiliateIncome, useCommissionByDate } from '../api/affiliate-queries';
import { Baht } from '../components/baht';
import { IncomeTotals } from '../components/income-totals';
import { SubPage, Section } from '@/shared/ui/sub-page';
import { formatDay, monthToDate } from '../lib/date-range';
import { sumBaht } from '../lib/sum';

function MonthCommission() {
  const month = monthToDate();
  const byDate = useCommissionByDate(month);
  return (
    <section aria-label={REFER.monthAff} className="rounded-2xl border border-gold/25 bg-surface p-5 text-center">
      <p className="text-sm text-muted">{REFER.monthAff}</p>
      <p className="text-xs text-muted">{REFER.dayRange(formatDay(month.startDate), formatDay(month.endDate))}</p>
      {byDate.data ? (
        <p data-testid="month-aff" className="mt-1 text-3xl font-bold text-gold">
          <Baht value={sumBaht(byDate.data.map((row) => row.aff))} />
        </p>
      ) : (
        <QueryState error={byDate.error} onRetry={() => void byDate.refetch()} />
      )}
    </section>
  );
}

/** Share of first-level downlines who deposited, as a whole percent ('-' without downlines). */
function depositRatio(income: AffiliateIncome): string {
  if (income.totalDownlineMember === 0) return '-';
  return `${formatThousands((income.totalDepositMember / income.totalDownlineMember) * 100, 0)}%`;
}

/** `/refer/overall`: the totals, this month's commission and the downline counts. */
export default function OverallRoute() {
  const income = useAffiliateIncome();
  return (
    <SubPage title={REFER.titles.overall} backTo={paths.refer.hub}>
      <MonthCommission />
      {income.data ? (
        <>
          <IncomeTotals income={income.data} />
          <Section title={REFER.totalDownlineMember}>
            <DetailList
              items={[
                { label: REFER.pendingAff, value: <Baht value={income.data.pendingAff} /> },
                {
                  label: REFER.totalDownlineMember,
                  value: REFER.members(formatThousands(income.data.totalDownlineMember, 0)),
                },
                {
                  label: REFER.totalDepositMember,
                  value: REFER.members(formatThousands(income.data.totalDepositMember, 0)),
                },
                { label: REFER.depositRatio, value: depositRatio(income.data) },
              ]}
            />
          </Section>
          {income.data.totalDownlineMember === 0 && (
            <p className="text-center text-sm text-muted">{REFER.noDownline}</p>
          )}
        </>
      ) : (
        <QueryState error={income.error} onRetry={() => void income.refetch()} />
      )}
    </SubPage>
  );
}
