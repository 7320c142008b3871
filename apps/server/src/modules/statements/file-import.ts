import { STATEMENT_MESSAGES, type StatementFileImport } from '@member/shared';
import type { Queryable } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import type { MoneyHooks } from '../money';
import { ingestLine } from './ingest';
import { accountFits } from './matching';
import type { SourceRecord } from './queries/sources';
import {
  parseStatementFile,
  STATEMENT_FILE_LAYOUTS,
  StatementFileError,
  type StatementFileLayout,
} from './statement-file';

const isLayout = (code: string | null): code is StatementFileLayout =>
  (STATEMENT_FILE_LAYOUTS as readonly (string | null)[]).includes(code);

/**
 * A source's statement file, read in the layout of its account's bank (decision 0162), each credit
 * stored and matched in the caller's transaction. A file of another bank or another account is
 * refused whole; a key is kept per source, so the same file again adds nothing.
 */
export async function importStatementFile(
  tx: Queryable,
  hooks: MoneyHooks,
  source: SourceRecord,
  bytes: Uint8Array,
  nowMs: number,
): Promise<StatementFileImport> {
  if (!isLayout(source.bank_code)) throw badRequest(STATEMENT_MESSAGES.fileWrongLayout);
  let parsed;
  try {
    parsed = parseStatementFile(source.bank_code, bytes);
  } catch (error) {
    if (!(error instanceof StatementFileError)) throw error;
    throw badRequest(
      error.code === 'wrong-layout' ? STATEMENT_MESSAGES.fileWrongLayout : STATEMENT_MESSAGES.fileUnreadable,
    );
  }
  if (parsed.account !== null && !accountFits(source.account_number ?? '', parsed.account)) {
    throw badRequest(STATEMENT_MESSAGES.fileAccountMismatch);
  }
  const answer: StatementFileImport = {
    lines: parsed.lines.length,
    stored: 0,
    duplicates: 0,
    matched: 0,
    review: 0,
    skipped: parsed.skipped.length,
    rejected: parsed.rejected,
  };
  for (const line of parsed.lines) {
    const ingested = await ingestLine(
      tx,
      hooks,
      source,
      {
        raw: line.raw,
        dedupeKey: `${source.id}:${line.dedupeKey}`,
        parsed: {
          bank: source.bank_code,
          amountSatang: line.amountSatang,
          occurredAt: line.occurredAt,
          receivingAccount: null,
          senderAccount: line.senderAccount ?? null,
          senderName: line.senderName ?? null,
        },
      },
      nowMs,
      false,
    );
    if (ingested.duplicate) answer.duplicates += 1;
    else answer.stored += 1;
    if (ingested.state === 'matched_auto') answer.matched += 1;
    if (ingested.state === 'review') answer.review += 1;
  }
  return answer;
}
