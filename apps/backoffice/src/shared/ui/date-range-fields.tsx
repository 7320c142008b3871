import { addBangkokDays, bangkokDayOf } from '@member/shared';
import { BO_TABLE } from '@member/shared/backoffice';
import { useState } from 'react';
import type { ListParams } from '../hooks/use-list-params';
import { TextField } from './field';

/** The Bangkok days a report covers: the URL's `from` and `to`, else the last `days` days up to today. */
export function useDayRange(params: ListParams, days: number) {
  const [today] = useState(() => bangkokDayOf(Date.now()));
  const from = params.values.from ?? addBangkokDays(today, 1 - days);
  const to = params.values.to ?? today;
  return { from, to, query: `?${new URLSearchParams({ from, to })}` };
}

/** The two date fields of a report's range; each change goes to the URL. */
export function DateRangeFields({
  params,
  from,
  to,
  className,
}: {
  params: ListParams;
  from: string;
  to: string;
  className: string;
}) {
  const ends = [
    ['from', BO_TABLE.from, from],
    ['to', BO_TABLE.to, to],
  ] as const;
  return (
    <div className={className}>
      {ends.map(([end, label, value]) => (
        <TextField
          key={end}
          className="w-48"
          type="date"
          label={label}
          value={value}
          onChange={(event) => params.set({ [end]: event.target.value })}
        />
      ))}
    </div>
  );
}
