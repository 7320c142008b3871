import { parse } from 'csv-parse/sync';
import { satangOf } from '../bank-sms/parts.js';
import { StatementFileError, type CsvRecord } from './types.js';

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
/** Years at or above this are of the Buddhist era (2400 BE = 1857 CE: no statement is that old). */
const BUDDHIST_FROM = 2400;
const BUDDHIST_OFFSET = 543;

/**
 * The file's text: UTF-8 (its BOM dropped) when the bytes are valid UTF-8, otherwise Windows-874 (TIS-620
 * and its superset), which Thai bank exports and Thai Excel use. A byte Windows-874 does not define refuses the file.
 */
export function decodeStatementBytes(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new StatementFileError('empty');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    try {
      text = new TextDecoder('windows-874', { fatal: true }).decode(bytes);
    } catch {
      throw new StatementFileError('not-text', 'neither UTF-8 nor Windows-874');
    }
  }
  if (text.includes('\u0000')) throw new StatementFileError('not-text', 'NUL character');
  if (text.trim() === '') throw new StatementFileError('empty');
  return text.normalize('NFC');
}

/** csv-parse's record with `raw: true`: the cells and the record's text. */
interface RawRecord {
  record: string[];
  raw: string;
}

/** The text's CSV records (quoted fields with commas and line breaks, CRLF or LF); blank lines left out. */
export function csvRecords(text: string, delimiter: ',' | '\t'): CsvRecord[] {
  let parsed: RawRecord[];
  try {
    parsed = parse(text, {
      delimiter,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // A quote inside an unquoted cell is an error (the file is refused), never read loosely; a row whose
      // cell count differs from the column header's is the layout's to reject (`column-count`).
      relax_quotes: false,
    }) as unknown as RawRecord[];
  } catch (error) {
    throw new StatementFileError('not-csv', error instanceof Error ? error.message : undefined);
  }
  return parsed.map((p, index) => ({
    row: index + 1,
    cells: p.record.map((cell) => cell.replace(/\s+/g, ' ').trim()),
    raw: p.raw.replace(/[\r\n]+$/, ''),
  }));
}

/** An amount cell: '1,234.56' → 123456; null for anything else (letters, a misplaced comma, no decimals). */
export function amountOf(cell: string): number | null {
  return satangOf(cell);
}

/** A full year as printed: 2566 (Buddhist era) → 2023, 2023 → 2023; null when it is neither. */
export function christianYear(year: number): number | null {
  if (year >= BUDDHIST_FROM && year < BUDDHIST_FROM + 300) return year - BUDDHIST_OFFSET;
  if (year >= 1900 && year < 2200) return year;
  return null;
}

/** A calendar date as numbers; null when the date does not exist (31/02). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** 'DD/MM/YYYY' in either era; null for anything else. */
export function slashDate(cell: string): CalendarDate | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(cell);
  if (!m) return null;
  const year = christianYear(Number(m[3]));
  return year === null ? null : calendarDate(year, Number(m[2]), Number(m[1]));
}

/** 'HH:MM' or 'HH:MM:SS'; null for anything else. */
export function clockOf(cell: string): { hour: number; minute: number; second: number } | null {
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(cell);
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  const second = m[3] === undefined ? 0 : Number(m[3]);
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { hour, minute, second };
}

/** A Bangkok wall-clock time (UTC+7, no daylight saving) as an instant. */
export function bangkokInstant(date: CalendarDate, clock: { hour: number; minute: number; second: number }): Date {
  return new Date(
    Date.UTC(date.year, date.month - 1, date.day, clock.hour, clock.minute, clock.second) - BANGKOK_OFFSET_MS,
  );
}

/** Compares two calendar dates. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
