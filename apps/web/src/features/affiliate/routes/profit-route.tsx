import { REFER } from '@member/shared';
import { QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { useCommissionByDate } from '../api/affiliate-queries';
import { AmountRows } from '../components/amount-rows';
import { Baht } from '../components/baht';
import { DateRangeFields } from '../components/date-range-fields';
import { SubPage } from '@/shared/ui/sub-page';
import { useDayRange } from '../hooks/use-day-range';
import { formatDay, lastDays } from '../lib/date-range';
import { sumBaht } from '../lib/sum';

/** Days shown first: the last 30, today included. */
const DEFAULT_DAYS = 30;

/** `/refer/profit`: commission per day over a range (the last 30 days first), newest first, with the range's total. */
export default function ProfitRoute() {
  const range = useDayRange(lastDays(DEFAULT_DAYS));
  const byDate = useCommissionByDate(range.range);
  return (
    <SubPage title={REFER.titles.profit} backTo={paths.refer.hub}>
      <DateRangeFields state={range} />
      {byDate.data ? (
        <>
          <div className="flex items-center justify-between rounded-2xl border border-gold/25 bg-gold/10 px-4 py-3">
            <span className="text-sm text-text/90">{REFER.rangeTotal}</span>
            <Baht
              value={sumBaht(byDate.data.map((row) => row.aff))}
              className="text-lg font-bold text-gold"
              data-testid="range-total"
            />
          </div>
          <AmountRows
            label={REFER.titles.profit}
            empty={REFER.noCommission}
            rows={byDate.data.map((row) => ({ key: row.date, title: formatDay(row.date), amount: row.aff })).reverse()}
          />
        </>
      ) : (
        <QueryState error={byDate.error} onRetry={() => void byDate.refetch()} />
      )}
    </SubPage>
  );
}
