import dayjs from 'dayjs';

/** Input helpers and display formats of SPEC.md §5 and §9. */

/** The numeric input filter: keeps only digits and a dot. */
export function numericFilter(input: string): string {
  return input.replace(/[^0-9.]/g, '');
}

/** Digits only (phone and account numbers). */
export function digitsFilter(input: string): string {
  return input.replace(/[^0-9]/g, '');
}

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** Thousands separators, keeping up to `maxDecimals` decimals as given (1234.5 → "1,234.5"). */
export function formatThousands(value: number | string | null | undefined, maxDecimals = 2): string {
  const n = toNumber(value);
  if (n === null) return '';
  return n.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: maxDecimals });
}

/** The 'number' filter: thousands separators and 2 decimals; empty values show 0.00. */
export function formatNumber(value: number | string | null | undefined, decimals = 2): string {
  const n = toNumber(value) ?? 0;
  return n.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

export const DATE_FORMATS = {
  short: 'DD/MM/YY HH:mm',
  iso: 'YYYY-MM-DD',
  isoTime: 'YYYY-MM-DD HH:mm:ss',
  date: 'DD/MM/YYYY',
  dateTime: 'DD/MM/YYYY HH:mm',
} as const;
export type DateFormat = keyof typeof DATE_FORMATS;

/** Formats a date; absent or invalid dates show `fallback` ('-' by default). */
export function formatDate(
  value: string | number | Date | null | undefined,
  format: DateFormat = 'short',
  fallback = '-',
): string {
  if (value === null || value === undefined || value === '') return fallback;
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMATS[format]) : fallback;
}

/** Member level badge text, or null when the level is 'normal' (SPEC.md §2 Header). */
export function levelBadge(level: string | null | undefined): string | null {
  if (!level || level.toLowerCase() === 'normal') return null;
  return level.toUpperCase();
}

/** An account number as screens show it: every digit but the last 4 masked ('1234567890' → 'xxxxxx7890'). */
export function maskAccountNumber(number: string): string {
  const visible = number.slice(-4);
  return `${'x'.repeat(Math.max(0, number.length - 4))}${visible}`;
}
