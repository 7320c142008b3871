import type { CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import { th } from 'react-day-picker/locale/th';
import 'react-day-picker/style.css';

/** `YYYY-MM-DD` as the device's midnight of that day (the calendar's own unit) and back. */
function toDate(day: string): Date | undefined {
  const [year, month, date] = day.split('-').map(Number);
  return year && month && date ? new Date(year, month - 1, date) : undefined;
}
function toDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The app's colour on the calendar's own variables. */
function theme(accent: string): CSSProperties {
  return {
    '--rdp-accent-color': accent,
    '--rdp-accent-background-color': `color-mix(in srgb, ${accent} 15%, transparent)`,
    '--rdp-today-color': accent,
    '--rdp-day-width': '40px',
    '--rdp-day-height': '40px',
    '--rdp-day_button-width': '38px',
    '--rdp-day_button-height': '38px',
  } as CSSProperties;
}

/**
 * The month calendar of the date field, in Thai (month and day names, Christian years as every other
 * date: decision 0026), loaded with its library only when opened.
 */
export default function DayCalendar({
  value,
  min,
  max,
  accent = 'var(--color-accent)',
  className = '',
  onPick,
}: {
  value: string;
  min?: string;
  max?: string;
  accent?: string;
  className?: string;
  onPick: (day: string) => void;
}) {
  const selected = toDate(value);
  const first = min ? toDate(min) : undefined;
  const last = max ? toDate(max) : undefined;
  const disabled = [...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])];
  return (
    <DayPicker
      mode="single"
      locale={th}
      selected={selected}
      defaultMonth={selected ?? last ?? first}
      onSelect={(date) => date && onPick(toDay(date))}
      disabled={disabled.length > 0 ? disabled : undefined}
      startMonth={first}
      endMonth={last}
      captionLayout="dropdown"
      autoFocus
      style={theme(accent)}
      className={`mx-auto w-fit ${className}`}
    />
  );
}
