import {
  addBangkokDays,
  AFFILIATE_LIMITS,
  AFFILIATE_MESSAGES,
  bangkokDayOf,
  bangkokDayStartMs,
  VALIDATION,
} from '@member/shared';

/** Inclusive Bangkok days `YYYY-MM-DD`, as the summaries take them (`startDate`, `endDate`). */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/** Today in Bangkok, whatever the device's zone. */
export function bangkokToday(now: number = Date.now()): string {
  return bangkokDayOf(now);
}

/** The Bangkok month of `today` so far: its first day to today. */
export function monthToDate(today: string = bangkokToday()): DayRange {
  return { startDate: `${today.slice(0, 8)}01`, endDate: today };
}

/** The last `days` Bangkok days, today included. */
export function lastDays(days: number, today: string = bangkokToday()): DayRange {
  return { startDate: addBangkokDays(today, 1 - days), endDate: today };
}

/** Every day of a range, oldest first (the chart and the by-date list show the days without a row as 0). */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.startDate; day <= range.endDate; day = addBangkokDays(day, 1)) days.push(day);
  return days;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * The Thai reason a range typed by the member cannot be asked for (the server's rules, checked before
 * the call), or null when it can.
 */
export function rangeError(range: { startDate: string; endDate: string }): string | null {
  const start = bangkokDayStartMs(range.startDate);
  const end = bangkokDayStartMs(range.endDate);
  if (!range.startDate || !range.endDate) return AFFILIATE_MESSAGES.dateRequired;
  if (!Number.isFinite(start) || !Number.isFinite(end)) return VALIDATION.dateInvalid;
  if (start > end) return VALIDATION.dateRange;
  if ((end - start) / DAY_MS + 1 > AFFILIATE_LIMITS.maxRangeDays) return AFFILIATE_MESSAGES.rangeTooLong;
  return null;
}

/**
 * A Bangkok day as SPEC.md §9 writes dates, DD/MM/YYYY. Read from the text itself: a `YYYY-MM-DD`
 * day handed to a date library becomes the device's midnight, a day early east of Bangkok.
 */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** The day as the chart's axis writes it, DD/MM. */
export function formatDayShort(day: string): string {
  return formatDay(day).slice(0, 5);
}
