import { type CalendarDialogProps, DateInput, type DateInputProps, isIsoDay } from '@member/web-kit/date-field';
import { useState } from 'react';
import { Dialog } from './dialog';
import { FieldFrame } from './field';
import { Spinner } from './spinner';

/** The back office's look on the shared date field (packages/web-kit, decision 0026): its other controls' frame. */
const LOOK = {
  input:
    'w-full rounded-lg border border-line bg-surface py-2 pr-10 pl-3 text-sm text-text tabular-nums placeholder:text-muted/70 aria-[invalid=true]:border-red-600',
  button: 'w-10 rounded-r-lg text-muted hover:text-text',
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

const loading = <Spinner className="mx-auto my-16 size-8" />;

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
