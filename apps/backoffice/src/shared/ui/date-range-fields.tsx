import { addBangkokDays, bangkokDayOf } from '@member/shared';
import { BO_TABLE } from '@member/shared/backoffice';
import { useState } from 'react';
import type { ListParams } from '../hooks/use-list-params';
import { DayFilterField } from './date-field';

/** The Bangkok days a report covers: the URL's `from` and `to`, else the last `days` days up to today. */
export function useDayRange(params: ListParams, days: number) {
  const [today] = useState(() => bangkokDayOf(Date.now()));
  const from = params.values.from ?? addBangkokDays(today, 1 - days);
  const to = params.values.to ?? today;
  return { from, to, today, query: `?${new URLSearchParams({ from, to })}` };
}

/** The two date fields of a report's range (DD/MM/YYYY, up to today); each whole day goes to the URL. */
export function DateRangeFields({
  params,
  from,
  to,
  today,
  className,
}: {
  params: ListParams;
  from: string;
  to: string;
  today: string;
  className: string;
}) {
  const ends = [
    ['from', BO_TABLE.from, from],
    ['to', BO_TABLE.to, to],
  ] as const;
  return (
    <div className={className}>
      {ends.map(([end, label, value]) => (
        <DayFilterField
          key={end}
          className="w-48"
          label={label}
          value={value}
          max={today}
          onChange={(day) => params.set({ [end]: day })}
        />
      ))}
    </div>
  );
}
