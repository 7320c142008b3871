import { BO_DATE_FIELD } from '@member/shared/backoffice';
import { type CalendarDialogProps, DateInput, type DateInputProps, isIsoDay } from '@member/web-kit/date-field';

import { useId, useState } from 'react';
import { joinDateTime, maskTimeText, splitDateTime } from '../lib/date-time-text';
import { Dialog } from './dialog';
import { FieldFrame } from './field';
import { Spinner } from './spinner';

/** The back office's look on the shared date field (packages/web-kit, decision 0026): its other controls' frame. */
const LOOK = {
  input:
    'w-full rounded-lg border border-line bg-surface py-2 pr-10 pl-3 text-sm text-text tabular-nums aria-[invalid=true]:border-red-600',
  button: 'w-9 text-muted hover:text-text',
  calendar: 'text-text',
  accent: 'var(--color-accent)',
};

function CalendarDialog({ open, title, onClose, children }: CalendarDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {children}
    </Dialog>
  );
}

const loading = (
  <div className="flex justify-center py-10">
    <Spinner />
  </div>
);

export type DateFieldProps = Omit<DateInputProps, 'dialog' | 'loading' | 'look' | 'id' | 'invalid' | 'describedBy'> & {
  error?: string;
  hint?: string;
  className?: string;
};

/**
 * A day typed DD/MM/YYYY or picked on the Thai calendar, whatever the browser's language; its value is
 * `YYYY-MM-DD` ('' when empty, the unfinished text as typed otherwise), with its label and message.
 */
export function DateField({ label, error, hint, className, ...props }: DateFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <DateInput
          {...props}
          label={label}
          id={id}
          describedBy={describedBy}
          invalid={invalid}
          dialog={CalendarDialog}
          loading={loading}
          look={LOOK}
        />
      )}
    </FieldFrame>
  );
}

/**
 * A report's day that applies at once: `onChange` gets only whole days, the text being typed stays in the
 * field, and what is left unfinished goes back to the day shown when the field is left.
 */
export function DayFilterField({
  value,
  onChange,
  ...props
}: Omit<DateFieldProps, 'onBlur' | 'error'> & { value: string; onChange: (day: string) => void }) {
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    // A new day from outside (the URL, the back button): the field follows it.
    setApplied(value);
    setDraft(value);
  }
  return (
    <DateField
      {...props}
      value={draft}
      onChange={(next) => {
        setDraft(next);
        if (isIsoDay(next) && next !== value) onChange(next);
      }}
      onBlur={() => {
        if (!isIsoDay(draft)) setDraft(value);
      }}
    />
  );
}

/**
 * A date and time, Bangkok time, as two fields of the same order everywhere: the day DD/MM/YYYY (typed or
 * from the calendar) and the time HH:mm, 24-hour, typed (a native time input shows AM/PM in English).
 * The value is a `datetime-local` one, `YYYY-MM-DDTHH:mm`; a part typed halfway stays as typed
 * (`dateTimeError` names it).
 */
export function DateTimeField({
  label,
  value,
  onChange,
  onBlur,
  min,
  max,
  error,
  hint,
  className = '',
  name,
  ref,
}: Omit<DateFieldProps, 'min' | 'max'> & {
  /** The first and last days the calendar offers, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const { day, time } = splitDateTime(value);
  return (
    <fieldset className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <legend className="mb-1 text-sm font-semibold text-text">{label}</legend>
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-day`} className="sr-only">
            {`${label} ${BO_DATE_FIELD.day}`}
          </label>
          <DateInput
            label={label}
            id={`${id}-day`}
            name={name}
            ref={ref}
            value={day}
            min={min}
            max={max}
            onChange={(next) => onChange(joinDateTime(next, time))}
            onBlur={onBlur}
            invalid={Boolean(error)}
            describedBy={describedBy}
            dialog={CalendarDialog}
            loading={loading}
            look={LOOK}
          />
        </div>
        <label htmlFor={`${id}-time`} className="sr-only">
          {`${label} ${BO_DATE_FIELD.time}`}
        </label>
        <input
          id={`${id}-time`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={BO_DATE_FIELD.timePlaceholder}
          maxLength={5}
          value={time}
          onChange={(event) => onChange(joinDateTime(day, maskTimeText(event.target.value)))}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="w-28 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-text tabular-nums aria-[invalid=true]:border-red-600"
        />
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
