import { REFER } from '@member/shared';
import { useId } from 'react';
import type { DayRangeState } from '../hooks/use-day-range';
import { bangkokToday, formatDay } from '../lib/date-range';

const INPUT =
  'h-11 w-full rounded-xl border bg-bg/70 px-3 text-base text-text outline-none transition [color-scheme:dark] focus:border-accent focus:ring-2 focus:ring-accent/30';

/** Start and end day of a summary, side by side, with the range's one error under them. */
export function DateRangeFields({ state }: { state: DayRangeState }) {
  const id = useId();
  const errorId = `${id}-error`;
  const today = bangkokToday();
  const field = (key: 'startDate' | 'endDate', label: string) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium text-text/90">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="date"
        max={today}
        value={state.draft[key]}
        onChange={(event) => state.setDraft({ ...state.draft, [key]: event.target.value })}
        aria-invalid={state.error ? true : undefined}
        aria-describedby={state.error ? errorId : undefined}
        className={`${INPUT} ${state.error ? 'border-red-500/80' : 'border-line'}`}
      />
    </div>
  );
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="sr-only">{REFER.range}</legend>
      <div className="flex gap-2">
        {field('startDate', REFER.startDate)}
        {field('endDate', REFER.endDate)}
      </div>
      {state.error ? (
        <p id={errorId} className="text-sm text-red-400">
          {state.error}
        </p>
      ) : (
        // The pickers write days in the phone's own order (MM/DD on an English phone): §9's DD/MM/YYYY here.
        <p data-testid="range-days" className="text-xs text-muted">
          {REFER.range} {REFER.dayRange(formatDay(state.draft.startDate), formatDay(state.draft.endDate))}
        </p>
      )}
    </fieldset>
  );
}
