import { DATE_FIELD } from '@member/shared';
import { lazy, Suspense, useId, useState } from 'react';
import { dayToText, maskDayText, textToDay } from '../lib/day-text';
import { Dialog } from './dialog';
import { Svg } from './icons';
import { Spinner } from './spinner';

// The calendar (react-day-picker and date-fns' Thai locale) loads only when a member opens it.
const DayCalendar = lazy(() => import('./day-calendar'));

export interface DateFieldProps {
  label: string;
  /** `YYYY-MM-DD`, '' when empty, or the member's unfinished text (the form's rule calls it invalid). */
  value: string;
  onChange: (value: string) => void;
  /** The last day the calendar offers, `YYYY-MM-DD`. */
  max?: string;
  invalid?: boolean;
  describedBy?: string;
}

function CalendarIcon() {
  return (
    <Svg className="size-5">
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </Svg>
  );
}

/**
 * A day as SPEC.md §9 writes it, DD/MM/YYYY, whatever the browser's language (a native date input
 * shows the device's order, month first on an English phone): typed with the slashes put in, or
 * picked on a Thai calendar in a dialog.
 */
export function DateField({ label, value, onChange, max, invalid, describedBy }: DateFieldProps) {
  const id = useId();
  const [text, setText] = useState(() => dayToText(value) || value);
  const [shown, setShown] = useState(value);
  const [open, setOpen] = useState(false);
  // A value set from outside (a preset, the calendar) replaces the text; the member's own typing does not.
  if (value !== shown) {
    setShown(value);
    if (textToDay(text) !== value && text !== value) setText(dayToText(value));
  }

  const type = (input: string) => {
    const masked = maskDayText(input);
    setText(masked);
    const day = textToDay(masked);
    const next = masked === '' ? '' : (day ?? masked);
    setShown(next);
    onChange(next);
  };

  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-text/90">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={DATE_FIELD.placeholder}
          maxLength={10}
          value={text}
          onChange={(event) => type(event.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          className={`h-11 w-full rounded-xl border bg-bg/70 pr-11 pl-3 text-base text-text tabular-nums outline-none transition placeholder:text-muted/60 focus:border-accent focus:ring-2 focus:ring-accent/30 ${
            invalid ? 'border-red-500/80' : 'border-line'
          }`}
        />
        <button
          type="button"
          aria-label={DATE_FIELD.openCalendar(label)}
          onClick={() => setOpen(true)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-muted hover:text-text"
        >
          <CalendarIcon />
        </button>
      </div>
      <Dialog open={open} title={label} onOpenChange={setOpen}>
        <Suspense fallback={<Spinner className="mx-auto my-16 size-8" />}>
          <DayCalendar
            value={textToDay(text) ?? ''}
            max={max}
            onPick={(day) => {
              setText(dayToText(day));
              setShown(day);
              onChange(day);
              setOpen(false);
            }}
          />
        </Suspense>
      </Dialog>
    </div>
  );
}
