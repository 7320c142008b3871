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

// The site's colours on the calendar's own variables.
const THEME = {
  '--rdp-accent-color': 'var(--color-gold)',
  '--rdp-accent-background-color': 'color-mix(in srgb, var(--color-gold) 15%, transparent)',
  '--rdp-today-color': 'var(--color-gold)',
  '--rdp-day-width': '40px',
  '--rdp-day-height': '40px',
  '--rdp-day_button-width': '38px',
  '--rdp-day_button-height': '38px',
} as CSSProperties;

/**
 * The month calendar of the date field, in Thai (month and day names, Christian years as the rest of
 * the member site: decision 0026), loaded with its library only when opened.
 */
export default function DayCalendar({
  value,
  max,
  onPick,
}: {
  value: string;
  max?: string;
  onPick: (day: string) => void;
}) {
  const selected = toDate(value);
  const last = max ? toDate(max) : undefined;
  return (
    <DayPicker
      mode="single"
      locale={th}
      selected={selected}
      defaultMonth={selected ?? last}
      onSelect={(date) => date && onPick(toDay(date))}
      disabled={last ? { after: last } : undefined}
      endMonth={last}
      captionLayout="dropdown"
      autoFocus
      style={THEME}
      className="mx-auto w-fit text-text [color-scheme:dark]"
    />
  );
}
