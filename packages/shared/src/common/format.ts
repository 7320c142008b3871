import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { BANGKOK_TIME_ZONE, BANGKOK_UTC_OFFSET_MINUTES } from './bangkok';

export { formatNumber, formatThousands } from './number-format';

dayjs.extend(utc);

const bangkok = (value: string | number | Date) => dayjs(value).utcOffset(BANGKOK_UTC_OFFSET_MINUTES);

/** Display formats of SPEC.md §5 and §9: the dates here, the numbers in number-format.ts (the input filters are in input-filters.ts). */

/*
 * Intl formatters are made on first use and kept: making one costs far more than using it (a Thai date
 * formatter made while a page's modules load was ~30 ms of a phone's first screen), and toLocaleString
 * makes a new one at every call.
 */
let thaiLongDate: Intl.DateTimeFormat | undefined;
const thaiLongDateFormat = () =>
  (thaiLongDate ??= new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeZone: BANGKOK_TIME_ZONE }));

export const DATE_FORMATS = {
  short: 'DD/MM/YY HH:mm',
  iso: 'YYYY-MM-DD',
  isoTime: 'YYYY-MM-DD HH:mm:ss',
  date: 'DD/MM/YYYY',
  dateTime: 'DD/MM/YYYY HH:mm',
} as const;
export type DateFormat = keyof typeof DATE_FORMATS;

/** Formats a time in Asia/Bangkok, whatever the device's zone; absent or invalid dates show `fallback` ('-' by default). */
export function formatDate(
  value: string | number | Date | null | undefined,
  format: DateFormat = 'short',
  fallback = '-',
): string {
  if (value === null || value === undefined || value === '') return fallback;
  if (!dayjs(value).isValid()) return fallback;
  return bangkok(value).format(DATE_FORMATS[format]);
}

/**
 * The heading of a day's rows in a history: วันนี้, เมื่อวาน, else the Thai date ('24 พฤศจิกายน 2569'),
 * each by the Bangkok calendar day; `now` is the device's clock.
 */
export function formatDayHeading(value: string | number | Date, now: Date = new Date()): string {
  const day = bangkokDay(value);
  if (day === bangkokDay(now)) return DAY_HEADINGS.today;
  if (day === bangkok(now).subtract(1, 'day').format(DATE_FORMATS.iso)) return DAY_HEADINGS.yesterday;
  return thaiLongDateFormat().format(new Date(value));
}
export const DAY_HEADINGS = { today: 'วันนี้', yesterday: 'เมื่อวาน' } as const;

/** The Bangkok calendar day of a time ('YYYY-MM-DD'): what history rows are grouped by. */
export function bangkokDay(value: string | number | Date): string {
  return bangkok(value).format(DATE_FORMATS.iso);
}

/** Member level badge text, or null when the level is 'normal' (SPEC.md §2 Header). */
export function levelBadge(level: string | null | undefined): string | null {
  if (!level || level.toLowerCase() === 'normal') return null;
  return level.toUpperCase();
}

/** An account number as screens show it: only the last 4 digits ('1234567890' → '•••• 7890'). */
export function maskAccountNumber(number: string): string {
  if (number.length <= 4) return number;
  return `•••• ${number.slice(-4)}`;
}

/**
 * A phone as other members see it (affiliate rankings and downline lists): the first and last 3 digits
 * ('0812345678' → '081****678'); a number too short to keep 3 digits each side shows only its last one.
 */
export function maskPhone(tel: string): string {
  if (tel.length <= 6) return `${'*'.repeat(Math.max(tel.length - 1, 0))}${tel.slice(-1)}`;
  return `${tel.slice(0, 3)}${'*'.repeat(tel.length - 6)}${tel.slice(-3)}`;
}
