import {
  amountOf,
  bangkokInstant,
  calendarDate,
  christianYear,
  clockOf,
  compareDates,
  csvRecords,
  slashDate,
  type CalendarDate,
} from './parts.js';
import { StatementFileError, type CsvRecord, type LayoutReading, type RowReading } from './types.js';

/**
 * KBank K BIZ "รายการเดินบัญชีเงินฝาก… (มีรายละเอียด)" / "K-DEPOSIT STATEMENT OF … ACCOUNT (WITH DETAIL)" CSV:
 * a title, a header block of label/value cells (`Account Number` `XXX-X-XX861-4`, `Period`
 * `01/02/2023 - 02/02/2023`, balances), then the column header
 * `,Date,"Time/⏎Eff.Date",Descriptions,Withdrawal,,Deposit,,"Outstanding⏎Balance",,Channel,,Details`
 * and one row per transaction: `,01-02-23,11:24,Transfer Deposit,,,"79,901.58",,"79,901.58",,KTB Branch,,From KTB X0052`.
 * The row's two-digit year is read in the era of the period's four-digit years (decision 0162).
 */
const TITLES = [/^รายการเดินบัญชีเงินฝาก/, /^K-DEPOSIT STATEMENT OF /];
const COLUMNS = [
  'Date',
  'Time/ Eff.Date',
  'Descriptions',
  'Withdrawal',
  'Deposit',
  'Outstanding Balance',
  'Channel',
  'Details',
] as const;
type Column = (typeof COLUMNS)[number];

const ROW_DATE = /^(\d{2})-(\d{2})-(\d{2})$/;
const PERIOD = /^(\d{2})\/(\d{2})\/(\d{4}) - (\d{2})\/(\d{2})\/(\d{4})$/;
/** `From KTB X0052`, `From X2345 MRS. SOMSRI++`: the sender's bank (optional), masked account and name. */
const FROM_ACCOUNT = /^From (?:[A-Z]{2,6} )?X(\d+)(?: (.+))?$/;
const FROM_NAME = /^From (.+)$/;

interface Period {
  from: CalendarDate;
  to: CalendarDate;
  /** The printed four-digit years (either era), whose centuries the rows' two-digit years take. */
  printedYears: number[];
}

/** The value cell of a header label: the last non-empty cell after the label in its record. */
function labelled(records: readonly CsvRecord[], label: string): string | null {
  for (const { cells } of records) {
    const at = cells.indexOf(label);
    if (at === -1) continue;
    const value = cells.slice(at + 1).filter((cell) => cell !== '');
    return value.at(-1) ?? null;
  }
  return null;
}

function periodOf(cell: string | null): Period {
  const m = cell === null ? null : PERIOD.exec(cell);
  if (!m) throw new StatementFileError('bad-period', cell ?? 'no Period');
  const from = slashDate(`${m[1]}/${m[2]}/${m[3]}`);
  const to = slashDate(`${m[4]}/${m[5]}/${m[6]}`);
  if (from === null || to === null || compareDates(from, to) > 0) throw new StatementFileError('bad-period', cell!);
  return { from, to, printedYears: [Number(m[3]), Number(m[6])] };
}

/** '01-02-23' within the period: 23 takes the century (and era) of the period's printed years. */
function rowDate(cell: string, period: Period): CalendarDate | 'bad-date' | 'outside-period' {
  const m = ROW_DATE.exec(cell);
  if (!m) return 'bad-date';
  const [day, month, yy] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let exists = false;
  for (const printed of period.printedYears) {
    const year = christianYear(printed - (printed % 100) + yy);
    const date = year === null ? null : calendarDate(year, month, day);
    if (date === null) continue;
    exists = true;
    if (compareDates(date, period.from) >= 0 && compareDates(date, period.to) <= 0) return date;
  }
  return exists ? 'outside-period' : 'bad-date';
}

function sender(details: string): { senderAccount?: string; senderName?: string } {
  const cut = (name: string | undefined) => name?.replace(/\+*$/, '').trim() ?? '';
  const account = FROM_ACCOUNT.exec(details);
  if (account) {
    const name = cut(account[2]);
    return { senderAccount: account[1]!, ...(name === '' ? {} : { senderName: name }) };
  }
  const named = FROM_NAME.exec(details);
  const name = cut(named?.[1]);
  return name === '' ? {} : { senderName: name };
}

function readRow(cells: readonly string[], at: Record<Column, number>, width: number, period: Period): RowReading {
  if (cells.every((cell) => cell === '')) return { kind: 'skipped', reason: 'not-a-transaction' };
  if (cells.length !== width) return { kind: 'rejected', reason: 'column-count' };
  const cell = (column: Column) => cells[at[column]] ?? '';
  const withdrawal = cell('Withdrawal');
  const deposit = cell('Deposit');
  if (withdrawal === '' && deposit === '') return { kind: 'skipped', reason: 'not-a-transaction' };
  const out = withdrawal === '' ? null : amountOf(withdrawal);
  const into = deposit === '' ? null : amountOf(deposit);
  if ((withdrawal !== '' && out === null) || (deposit !== '' && into === null)) {
    return { kind: 'rejected', reason: 'bad-amount' };
  }
  if (out !== null && into !== null) return { kind: 'rejected', reason: 'both-amounts' };
  if (into === null) return { kind: 'skipped', reason: 'debit' };
  if (into === 0) return { kind: 'rejected', reason: 'zero-amount' };
  const date = rowDate(cell('Date'), period);
  if (typeof date === 'string') return { kind: 'rejected', reason: date };
  const clock = clockOf(cell('Time/ Eff.Date'));
  if (clock === null) return { kind: 'rejected', reason: 'bad-time' };
  const details = cell('Details');
  const channel = cell('Channel');
  return {
    kind: 'credit',
    line: {
      occurredAt: bangkokInstant(date, clock),
      amountSatang: into,
      reference: null,
      ...sender(details),
      ...(channel === '' ? {} : { channel }),
    },
    description: `${cell('Descriptions')} | ${details}`,
  };
}

export function readKbnk(text: string): LayoutReading {
  const records = csvRecords(text, ',');
  if (!records.slice(0, 2).some((r) => TITLES.some((title) => title.test(r.cells[0] ?? '')))) {
    throw new StatementFileError('wrong-layout', 'no K-DEPOSIT STATEMENT title');
  }
  const headerAt = records.findIndex(
    (r) => r.cells.filter((cell) => cell !== '').join('\u0000') === COLUMNS.join('\u0000'),
  );
  if (headerAt === -1) throw new StatementFileError('no-column-header');
  const header = records[headerAt]!;
  const at = Object.fromEntries(COLUMNS.map((column) => [column, header.cells.indexOf(column)])) as Record<
    Column,
    number
  >;
  const preamble = records.slice(0, headerAt);
  const period = periodOf(labelled(preamble, 'Period'));
  const accountCell = labelled(preamble, 'Account Number');
  const account = accountCell?.replace(/\D/g, '') || null;
  return {
    account,
    rows: records.slice(headerAt + 1).map((record) => ({
      record,
      reading: readRow(record.cells, at, header.cells.length, period),
    })),
  };
}
