import { DATE_FIELD } from '@member/shared';
import {
  type ComponentType,
  type FocusEventHandler,
  lazy,
  type ReactNode,
  type Ref,
  Suspense,
  useId,
  useState,
} from 'react';
import { dayToText, maskDayText, textToDay } from './day-text';

// The calendar (react-day-picker and date-fns' Thai locale) loads only when it is opened.
const DayCalendar = lazy(() => import('./day-calendar'));

/** The app's own modal dialog, shown around the calendar; it renders its children only while open. */
export interface CalendarDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** Each app's look on the field's parts (its Tailwind classes) and the calendar's accent colour. */
export interface DateFieldLook {
  /** The text input, and what is added to it when it is valid or invalid (a border colour). */
  input: string;
  valid?: string;
  invalid?: string;
  /** The calendar button, laid over the input's right end. */
  button: string;
  /** The calendar's own element (text colour, colour scheme). */
  calendar?: string;
  /** A CSS colour for the selected day and today, e.g. `var(--color-accent)`. */
  accent?: string;
  /** The label of `DateField`. */
  label?: string;
  /** The element around the label and the input of `DateField`. */
  root?: string;
}

export interface DateInputProps {
  /** Names the calendar button and the calendar's dialog. */
  label: string;
  /** `YYYY-MM-DD`, '' when empty, or the unfinished text as typed (the form's rule calls it invalid). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The first and last days the calendar offers, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  invalid?: boolean;
  describedBy?: string;
  id?: string;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  dialog: ComponentType<CalendarDialogProps>;
  /** Shown in the dialog while the calendar's chunk loads. */
  loading: ReactNode;
  look: DateFieldLook;
}

function CalendarIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-5"
    >
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </svg>
  );
}

/**
 * A day as SPEC.md §9 writes it, DD/MM/YYYY, whatever the browser's language (a native date input
 * shows the device's order, month first in English): typed with the slashes put in, or picked on a
 * Thai calendar in the app's dialog (decision 0026). The label is the caller's (`DateField` has one).
 */
export function DateInput({
  label,
  value,
  onChange,
  onBlur,
  min,
  max,
  invalid,
  describedBy,
  id,
  name,
  ref,
  dialog: CalendarDialog,
  loading,
  look,
}: DateInputProps) {
  const [text, setText] = useState(() => dayToText(value) || value);
  const [shown, setShown] = useState(value);
  const [open, setOpen] = useState(false);
  // A value set from outside (a preset, the calendar, the URL) replaces the text; the typing does not.
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
    <div className="relative">
      <input
        ref={ref}
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={DATE_FIELD.placeholder}
        maxLength={10}
        value={text}
        onChange={(event) => type(event.target.value)}
        onBlur={onBlur}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className={`${look.input} ${(invalid ? look.invalid : look.valid) ?? ''}`}
      />
      <button
        type="button"
        aria-label={DATE_FIELD.openCalendar(label)}
        onClick={() => setOpen(true)}
        className={`absolute inset-y-0 right-0 flex items-center justify-center ${look.button}`}
      >
        <CalendarIcon />
      </button>
      <CalendarDialog open={open} title={label} onClose={() => setOpen(false)}>
        <Suspense fallback={loading}>
          <DayCalendar
            value={textToDay(text) ?? ''}
            min={min}
            max={max}
            accent={look.accent}
            className={look.calendar}
            onPick={(day) => {
              setText(dayToText(day));
              setShown(day);
              onChange(day);
              setOpen(false);
            }}
          />
        </Suspense>
      </CalendarDialog>
    </div>
  );
}

export type DateFieldProps = Omit<DateInputProps, 'id'>;

/** The date input under its own label. */
export function DateField(props: DateFieldProps) {
  const id = useId();
  return (
    <div className={props.look.root}>
      <label htmlFor={id} className={props.look.label}>
        {props.label}
      </label>
      <DateInput {...props} id={id} />
    </div>
  );
}
