import { REFER } from '@member/shared';
import { useId } from 'react';
import { DateField } from '@/shared/ui/date-field';
import type { DayRangeState } from '../hooks/use-day-range';
import { bangkokToday, formatDay } from '../lib/date-range';

/** Start and end day of a summary, side by side, with the range's one error under them. */
export function DateRangeFields({ state }: { state: DayRangeState }) {
  const id = useId();
  const errorId = `${id}-error`;
  const today = bangkokToday();
  const field = (key: 'startDate' | 'endDate', label: string) => (
    <DateField
      label={label}
      value={state.draft[key]}
      max={today}
      onChange={(value) => state.setDraft({ ...state.draft, [key]: value })}
      invalid={Boolean(state.error)}
      describedBy={state.error ? errorId : undefined}
    />
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
        // The range as the summaries below are counted, DD/MM/YYYY (SPEC.md §9).
        <p data-testid="range-days" className="text-xs text-muted">
          {REFER.range} {REFER.dayRange(formatDay(state.draft.startDate), formatDay(state.draft.endDate))}
        </p>
      )}
    </fieldset>
  );
}
