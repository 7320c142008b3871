/** The statement exports that are read: the bank's contract code (packages/shared common/banks.ts) names the layout. */
export const STATEMENT_FILE_LAYOUTS = ['kbnk', 'scb'] as const;
export type StatementFileLayout = (typeof STATEMENT_FILE_LAYOUTS)[number];

/** One incoming transfer of the statement (credits only). */
export interface StatementFileLine {
  /** The row's number in the file, 1-based, counted in CSV records as a spreadsheet shows them. */
  row: number;
  occurredAt: Date;
  /** Whole satang, parsed from the digits (never through a float); always > 0. */
  amountSatang: number;
  /** The bank's own reference of the row, when the layout has such a column. */
  reference: string | null;
  /** The sender's account digits as the row shows them (masked digits left out). */
  senderAccount?: string;
  senderName?: string;
  channel?: string;
  /** The CSV row as text, as it stands in the file. */
  raw: string;
  /** Stable across uploads of the same file, distinct for two identical rows of one file (decision 0162). */
  dedupeKey: string;
}

/** Why a row is not a line although it is read without doubt. */
export type SkippedReason = 'debit' | 'not-a-transaction';

/** Why a row that looks like a transaction could not be read: it is never guessed. */
export type RejectedReason =
  | 'column-count'
  | 'bad-amount'
  | 'both-amounts'
  | 'zero-amount'
  | 'wrong-sign'
  | 'bad-date'
  | 'bad-time'
  | 'outside-period';

export interface StatementFileResult {
  /** The digits of the statement's own account as its header shows them; null when the layout has none. */
  account: string | null;
  lines: StatementFileLine[];
  skipped: { row: number; reason: SkippedReason }[];
  rejected: { row: number; reason: RejectedReason }[];
}

/** Why a whole file is refused. */
export type StatementFileErrorCode =
  'empty' | 'not-text' | 'not-csv' | 'wrong-layout' | 'no-column-header' | 'bad-period' | 'unknown-layout';

export class StatementFileError extends Error {
  constructor(
    readonly code: StatementFileErrorCode,
    detail?: string,
  ) {
    super(detail === undefined ? `statement file: ${code}` : `statement file: ${code} (${detail})`);
    this.name = 'StatementFileError';
  }
}

/** A CSV record as the layouts read it: trimmed cells, its 1-based number and its text. */
export interface CsvRecord {
  row: number;
  cells: string[];
  raw: string;
}

/** What a layout makes of one data row, before the dedupe key. */
export type RowReading =
  | { kind: 'credit'; line: Omit<StatementFileLine, 'row' | 'raw' | 'dedupeKey'>; description: string }
  | { kind: 'skipped'; reason: SkippedReason }
  | { kind: 'rejected'; reason: RejectedReason };

export interface LayoutReading {
  account: string | null;
  /** The data records with what the layout read in each. */
  rows: { record: CsvRecord; reading: RowReading }[];
}
