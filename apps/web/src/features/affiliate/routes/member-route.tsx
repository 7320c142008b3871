import { formatThousands, REFER } from '@member/shared';
import { QueryState } from '@/shared/ui/query-state';
import { paths } from '@/shared/paths';
import { useDownlinesByRegisterDate, useDownlinesByUsername } from '../api/affiliate-queries';
import { AmountRows } from '../components/amount-rows';
import { DateRangeFields } from '../components/date-range-fields';
import { SubPage, Section } from '@/shared/ui/sub-page';
import { useDayRange } from '../hooks/use-day-range';
import { type DayRange, formatDay, monthToDate } from '../lib/date-range';

function Downlines({ range }: { range: DayRange | null }) {
  const downlines = useDownlinesByUsername(range);
  if (!downlines.data) return <QueryState error={downlines.error} onRetry={() => void downlines.refetch()} />;
  return (
    <Section
      title={REFER.downlineTitle}
      aside={
        <span className="text-xs text-muted">{REFER.downlineCount(formatThousands(downlines.data.length, 0))}</span>
      }
    >
      <AmountRows
        label={REFER.downlineTitle}
        rows={downlines.data.map((row, index) => ({
          // Masked phones can repeat: the position keeps keys apart.
          key: `${index}-${row.username}`,
          title: (
            <>
              <span className="tabular-nums">{row.username}</span>
              <span className="ml-2 rounded-full border border-line px-2 py-0.5 text-[11px] font-normal text-muted">
                {REFER.level(row.level)}
              </span>
            </>
          ),
          detail: `${REFER.registerDate} ${formatDay(row.registerDate)}`,
          amount: row.aff,
        }))}
      />
    </Section>
  );
}

function NewMembersByDay({ range }: { range: DayRange | null }) {
  const byDay = useDownlinesByRegisterDate(range);
  if (!byDay.data) return <QueryState error={byDay.error} onRetry={() => void byDay.refetch()} />;
  return (
    <Section title={REFER.newMembersTitle}>
      <AmountRows
        label={REFER.newMembersTitle}
        invite={false}
        rows={byDay.data.map((row) => ({
          key: row.date,
          title: formatDay(row.date),
          detail: REFER.members(formatThousands(row.members, 0)),
          amount: row.aff,
        }))}
      />
    </Section>
  );
}

/** `/refer/member`: the downlines with their register day, level and contribution in a range (this month first). */
export default function MemberRoute() {
  const range = useDayRange(monthToDate());
  return (
    <SubPage title={REFER.titles.member} backTo={paths.refer.hub}>
      <DateRangeFields state={range} />
      <Downlines range={range.range} />
      <NewMembersByDay range={range.range} />
    </SubPage>
  );
}
