import { amountOf, bangkokInstant, clockOf, csvRecords, slashDate } from './parts.js';
import { StatementFileError, type LayoutReading, type RowReading } from './types.js';

/**
 * SCB account statement export (SCB Easy Net / Business Net "download"): tab-separated text, the column
 * header on the first line in English or Thai, then one row per transaction:
 * `02/01/2020⇥09:59⇥X1⇥FRCI⇥12342JS001020321 B/O SOMEONE ELSE⇥⇥ ⇥+91,890.08⇥+92,972.03`. Amounts carry their
 * sign (`-20,000.00` withdrawn, `+91,890.08` deposited), the empty one is blank or a space. The same columns
 * saved as comma-separated CSV are read too. No account number is printed: `account` is null (decision 0162).
 */
const HEADERS = [
  ['Date', 'Time', 'Transaction', 'Channel', 'Description', 'Chq No', 'Withdrawal', 'Deposits', 'Balance'],
  ['วันที่', 'เวลา', 'รายการ', 'ช่องทาง', 'รายละเอียด', 'เลขที่เช็ค', 'ถอน/โอนออก', 'ฝาก/โอนเข้า', 'คงเหลือ'],
] as const;
const WIDTH = HEADERS[0].length;
const [DATE, TIME, CODE, CHANNEL, DESCRIPTION, CHEQUE, WITHDRAWAL, DEPOSIT] = [0, 1, 2, 3, 4, 5, 6, 7];

/** `กสิกรไทย (KBANK) /X685027`: the sending bank and the sender's masked account. */
const FROM_ACCOUNT = /^.+ \([A-Z]{2,6}\) \/X(\d+)$/;
/** `12342JS001020321 B/O SOMEONE ELSE`: a remittance "by order of" its sender. */
const BY_ORDER_OF = /^\S+ B\/O (.+)$/;

/** A signed amount in its column: the sign of the other column refuses the row. */
function signed(cell: string, sign: '+' | '-'): number | 'wrong-sign' | 'bad-amount' {
  const other = sign === '+' ? '-' : '+';
  if (cell.startsWith(other)) return 'wrong-sign';
  return amountOf(cell.startsWith(sign) ? cell.slice(1) : cell) ?? 'bad-amount';
}

function sender(description: string): { senderAccount?: string; senderName?: string } {
  const account = FROM_ACCOUNT.exec(description);
  if (account) return { senderAccount: account[1]! };
  const byOrder = BY_ORDER_OF.exec(description);
  return byOrder ? { senderName: byOrder[1]! } : {};
}

function readRow(cells: readonly string[]): RowReading {
  if (cells.every((cell) => cell === '')) return { kind: 'skipped', reason: 'not-a-transaction' };
  if (cells.length !== WIDTH) return { kind: 'rejected', reason: 'column-count' };
  const cell = (at: number) => cells[at] ?? '';
  const withdrawal = cell(WITHDRAWAL);
  const deposit = cell(DEPOSIT);
  if (withdrawal === '' && deposit === '') return { kind: 'skipped', reason: 'not-a-transaction' };
  const out = withdrawal === '' ? null : signed(withdrawal, '-');
  const into = deposit === '' ? null : signed(deposit, '+');
  if (typeof out === 'string') return { kind: 'rejected', reason: out };
  if (typeof into === 'string') return { kind: 'rejected', reason: into };
  if (out !== null && into !== null) return { kind: 'rejected', reason: 'both-amounts' };
  if (into === null) return { kind: 'skipped', reason: 'debit' };
  if (into === 0) return { kind: 'rejected', reason: 'zero-amount' };
  const date = slashDate(cell(DATE));
  if (date === null) return { kind: 'rejected', reason: 'bad-date' };
  const clock = clockOf(cell(TIME));
  if (clock === null) return { kind: 'rejected', reason: 'bad-time' };
  const channel = cell(CHANNEL);
  return {
    kind: 'credit',
    line: {
      occurredAt: bangkokInstant(date, clock),
      amountSatang: into,
      reference: null,
      ...sender(cell(DESCRIPTION)),
      ...(channel === '' ? {} : { channel }),
    },
    description: `${cell(CODE)} | ${cell(DESCRIPTION)} | ${cell(CHEQUE)}`,
  };
}

export function readScb(text: string): LayoutReading {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const records = csvRecords(text, firstLine.includes('\t') ? '\t' : ',');
  const header = records[0]?.cells ?? [];
  if (!HEADERS.some((names) => names.length === header.length && names.every((name, i) => header[i] === name))) {
    throw new StatementFileError('wrong-layout', 'not the SCB column header');
  }
  return { account: null, rows: records.slice(1).map((record) => ({ record, reading: readRow(record.cells) })) };
}
