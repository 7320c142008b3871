import { type AffiliateByDateRow, REFER } from '@member/shared';
import { useMemo, useState } from 'react';
import { DetailList } from '@/shared/ui/detail-list';
import { QueryState } from '@/shared/ui/query-state';
import { EmptyState } from '@/shared/ui/empty-state';
import { INVITE } from '../components/amount-rows';
import { paths } from '@/shared/paths';
import { useCommissionByDate } from '../api/affiliate-queries';
import { Baht } from '../components/baht';
import CommissionChart from '../components/commission-chart';
import { DateRangeFields } from '../components/date-range-fields';
import { type Preset, RangePresets } from '../components/range-presets';
import { SubPage } from '@/shared/ui/sub-page';
import { useDayRange } from '../hooks/use-day-range';
import { type DayRange, daysOf, formatDay, lastDays } from '../lib/date-range';
import { sumBaht } from '../lib/sum';

const PRESETS = [7, 30, 90] as const;
const FIRST_PRESET = 30;

/** Every day of the range with its commission (0 on days without one), oldest first. */
function series(range: DayRange, rows: AffiliateByDateRow[]) {
  const byDay = new Map(rows.map((row) => [row.date, row.aff]));
  const days = daysOf(range);
  return { days, values: days.map((day) => byDay.get(day) ?? 0) };
}

function Chart({ range }: { range: DayRange }) {
  const byDate = useCommissionByDate(range);
  const rows = byDate.data;
  const data = useMemo(() => (rows ? series(range, rows) : null), [range, rows]);
  if (!data || !rows) return <QueryState error={byDate.error} onRetry={() => void byDate.refetch()} />;
  const total = sumBaht(data.values);
  const best = rows.reduce<AffiliateByDateRow | null>((top, row) => (top && top.aff >= row.aff ? top : row), null);
  return (
    <>
      <div className="rounded-2xl border border-line bg-surface p-3">
        <CommissionChart
          days={data.days}
          values={data.values}
          label={REFER.chartLabel(formatDay(range.startDate), formatDay(range.endDate))}
        />
        {rows.length === 0 && <EmptyState glyph="people" text={REFER.noCommission} action={INVITE} />}
      </div>
      <DetailList
        items={[
          { label: REFER.rangeTotal, value: <Baht value={total} data-testid="range-total" /> },
          {
            label: REFER.averagePerDay,
            value: <Baht value={Math.round((total * 100) / data.days.length) / 100} />,
          },
          {
            label: REFER.bestDay,
            value: best ? (
              <>
                {formatDay(best.date)} · <Baht value={best.aff} />
              </>
            ) : (
              '-'
            ),
          },
        ]}
      />
    </>
  );
}

/** `/refer/stats`: a chart of commission per day over the last 7, 30 or 90 days or a range of the member's choice. */
export default function StatsRoute() {
  const [preset, setPreset] = useState<Preset>(FIRST_PRESET);
  const custom = useDayRange(lastDays(FIRST_PRESET));
  // The preset's range is made once per choice: a new object every render would redraw the chart.
  const presetRange = useMemo(() => (preset === 'custom' ? null : lastDays(preset)), [preset]);
  const range = presetRange ?? custom.range;
  return (
    <SubPage title={REFER.titles.stats} backTo={paths.refer.hub}>
      <RangePresets presets={PRESETS} value={preset} onChange={setPreset} />
      {preset === 'custom' && <DateRangeFields state={custom} />}
      {range ? <Chart range={range} /> : null}
    </SubPage>
  );
}
