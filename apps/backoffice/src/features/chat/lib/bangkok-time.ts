import {
  addBangkokDays,
  BANGKOK_ISO_OFFSET,
  BANGKOK_OFFSET_MS,
  bangkokDayOf,
  bangkokDayStartMs,
  formatDate,
} from '@member/shared';

const HOUR_MS = 60 * 60_000;
const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An instant as a `datetime-local` input shows it in Bangkok time (`2026-03-02T14:30`). */
export function toBangkokInput(ms: number): string {
  return new Date(ms + BANGKOK_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Bangkok time, as the API takes it (`2026-03-02T14:30:00+07:00`); null when empty or malformed. */
export function fromBangkokInput(value: string): string | null {
  if (!LOCAL_INPUT.test(value)) return null;
  const iso = `${value}:00${BANGKOK_ISO_OFFSET}`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** The snooze's quick choices, from now: in an hour, tomorrow at 09:00 Bangkok time, in a week. */
export function snoozePresets(now: number): { hour: number; tomorrow: number; week: number } {
  const tomorrow = bangkokDayStartMs(addBangkokDays(bangkokDayOf(now), 1)) + 9 * HOUR_MS;
  return { hour: now + HOUR_MS, tomorrow, week: now + 7 * 24 * HOUR_MS };
}

/** A list row's time: the hour today (Bangkok), else the date and hour. */
export function formatListTime(value: string, now: number = Date.now()): string {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return formatDate(value, 'dateTime');
  return bangkokDayOf(ms) === bangkokDayOf(now) ? formatDate(ms, 'isoTime').slice(11, 16) : formatDate(ms, 'dateTime');
}
