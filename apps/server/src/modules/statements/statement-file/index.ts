import { createHash } from 'node:crypto';
import { readKbnk } from './kbnk.js';
import { decodeStatementBytes } from './parts.js';
import { readScb } from './scb.js';
import {
  STATEMENT_FILE_LAYOUTS,
  StatementFileError,
  type LayoutReading,
  type StatementFileLayout,
  type StatementFileResult,
} from './types.js';

export { STATEMENT_FILE_LAYOUTS, StatementFileError } from './types.js';
export type {
  RejectedReason,
  SkippedReason,
  StatementFileErrorCode,
  StatementFileLayout,
  StatementFileLine,
  StatementFileResult,
} from './types.js';

const READERS: Record<StatementFileLayout, (text: string) => LayoutReading> = { kbnk: readKbnk, scb: readScb };

/** Text compared for the dedupe key: NFC, whitespace runs folded, trimmed. */
function normal(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/**
 * A bank's statement export (the operator names its layout) as statement lines: one line per incoming
 * transfer; debits and rows that are no transaction are skipped, rows that cannot be read exactly are
 * rejected, a file that is not the layout throws `StatementFileError` (decision 0162).
 */
export function parseStatementFile(layout: StatementFileLayout, bytes: Uint8Array): StatementFileResult {
  if (!(STATEMENT_FILE_LAYOUTS as readonly string[]).includes(layout)) throw new StatementFileError('unknown-layout');
  const reading = READERS[layout](decodeStatementBytes(bytes));
  const result: StatementFileResult = { account: reading.account, lines: [], skipped: [], rejected: [] };
  const seen = new Map<string, number>();
  for (const { record, reading: row } of reading.rows) {
    if (row.kind === 'skipped') result.skipped.push({ row: record.row, reason: row.reason });
    else if (row.kind === 'rejected') result.rejected.push({ row: record.row, reason: row.reason });
    else {
      const { line } = row;
      let dedupeKey = line.reference;
      if (dedupeKey === null) {
        const fields = JSON.stringify([
          layout,
          reading.account ?? '',
          line.occurredAt.toISOString(),
          line.amountSatang,
          normal(row.description),
          line.senderAccount ?? '',
          normal(line.senderName ?? ''),
          normal(line.channel ?? ''),
        ]);
        const occurrence = seen.get(fields) ?? 0;
        seen.set(fields, occurrence + 1);
        dedupeKey = createHash('sha256').update(`${fields}#${occurrence}`).digest('hex');
      }
      result.lines.push({ row: record.row, ...line, raw: record.raw, dedupeKey });
    }
  }
  return result;
}
