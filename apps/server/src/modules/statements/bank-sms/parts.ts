import type { ParsedCredit, SmsBank, SmsSender, Unparsed } from './types.js';

/** An amount as the banks print it: digits with optional thousands commas and exactly two decimals. */
export const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+\.\d{2}|\d+\.\d{2})`;

const AMOUNT_EXACT = new RegExp(`^${AMOUNT}$`);
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How far before the forwarder's receipt a message's own time may lie (a phone offline for days). */
const OLDEST_MS = 35 * DAY_MS;
/** How far after the receipt: clocks a little apart, never a date in the future. */
const NEWEST_MS = DAY_MS;

/** '1,234.56' → 123456; null for anything else. Digits only, never a float. */
export function satangOf(printed: string): number | null {
  if (!AMOUNT_EXACT.test(printed)) return null;
  const digits = printed.replace(/[,.]/g, '').replace(/^0+(?=\d)/, '');
  if (digits.length > 15) return null;
  return Number.parseInt(digits, 10);
}

/** The visible digits of a masked account: 'X-1234' → '1234', 'xxx170203x' → '170203'. */
export function visibleDigits(masked: string): string {
  return masked.replace(/\D/g, '');
}

/** The year of a date in Bangkok. */
function bangkokYear(at: Date): number {
  return new Date(at.getTime() + BANGKOK_OFFSET_MS).getUTCFullYear();
}

/** A Bangkok wall-clock time as an instant; null for a date that does not exist (31/02). */
function bangkokInstant(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second = 0,
): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(utc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(utc - BANGKOK_OFFSET_MS);
}

export type YearStyle = 'buddhist' | 'gregorian';

/** A two-digit year: 'buddhist' 69 → 2569 BE → 2026; 'gregorian' 26 → 2026. */
export function fullYear(twoDigits: number, style: YearStyle): number {
  return style === 'buddhist' ? 2500 + twoDigits - 543 : 2000 + twoDigits;
}

/** A message's date and time as it prints them (captured digits); `year` two digits, when printed. */
export interface PrintedClock {
  day?: string;
  month?: string;
  year?: string;
  hour?: string;
  minute?: string;
}

export function occurredAt(printed: PrintedClock, receivedAt: Date, yearStyle: YearStyle = 'buddhist'): Date | null {
  const clock = {
    day: Number(printed.day),
    month: Number(printed.month),
    year: printed.year === undefined ? undefined : fullYear(Number(printed.year), yearStyle),
    hour: Number(printed.hour),
    minute: Number(printed.minute),
  };
  let at: Date | null;
  if (clock.year === undefined) {
    const year = bangkokYear(receivedAt);
    at = bangkokInstant(year, clock.month, clock.day, clock.hour, clock.minute);
    if (at === null || at.getTime() > receivedAt.getTime() + NEWEST_MS) {
      at = bangkokInstant(year - 1, clock.month, clock.day, clock.hour, clock.minute);
    }
  } else {
    at = bangkokInstant(clock.year, clock.month, clock.day, clock.hour, clock.minute);
  }
  if (at === null) return null;
  const t = at.getTime();
  const r = receivedAt.getTime();
  if (t < r - OLDEST_MS || t > r + NEWEST_MS) return null;
  return at;
}

export interface CreditParts {
  bank: SmsBank;
  amount: string;
  balance?: string | undefined;
  when: Date | null;
  receivingAccount: string;
  sender: SmsSender | null;
}

/** The answer of a matched format: the amount and the date checked once for every bank. */
export function credit(parts: CreditParts): ParsedCredit | Unparsed {
  const amountSatang = satangOf(parts.amount);
  if (amountSatang === null) return { kind: 'unparsed', reason: 'bad-amount' };
  if (amountSatang === 0) return { kind: 'unparsed', reason: 'zero-amount' };
  let balanceSatang: number | undefined;
  if (parts.balance !== undefined) {
    const balance = satangOf(parts.balance);
    if (balance === null) return { kind: 'unparsed', reason: 'bad-amount' };
    balanceSatang = balance;
  }
  if (parts.when === null) return { kind: 'unparsed', reason: 'bad-date' };
  if (parts.receivingAccount === '') return { kind: 'unparsed', reason: 'unknown-format' };
  return {
    kind: 'credit',
    bank: parts.bank,
    amountSatang,
    occurredAt: parts.when,
    receivingAccount: parts.receivingAccount,
    sender: parts.sender,
    ...(balanceSatang === undefined ? {} : { balanceSatang }),
  };
}
