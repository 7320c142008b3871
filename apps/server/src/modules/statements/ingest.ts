import { createHash } from 'node:crypto';
import type { StatementLineState } from '@member/shared';
import type { Queryable } from '../../db/database';
import type { MoneyHooks } from '../money';
import { parseBankSms } from './bank-sms';
import { matchLine } from './matcher';
import { type NewLine, storeLine } from './queries/lines';
import { type SourceRecord, touchSource } from './queries/sources';

/** A line as it arrives: stored once, then matched in the same transaction (decision 0161). */

export interface Ingested {
  id: string;
  state: StatementLineState;
  duplicate: boolean;
}

export async function ingestLine(
  tx: Queryable,
  hooks: MoneyHooks,
  source: SourceRecord,
  line: Omit<NewLine, 'sourceId' | 'kind'>,
  nowMs: number,
  recordRepeat = true,
): Promise<Ingested> {
  const stored = await storeLine(tx, { ...line, sourceId: source.id, kind: source.kind }, recordRepeat);
  await touchSource(tx, source.id);
  if (stored.duplicateOf !== null) return { id: stored.duplicateOf, state: 'duplicate', duplicate: true };
  if (line.parsed === null) return { id: stored.id, state: 'unparsed', duplicate: false };
  const outcome = await matchLine(tx, hooks, stored.id, nowMs);
  return { id: stored.id, state: outcome.state, duplicate: false };
}

/**
 * A bank's credit notification as a forwarder sends it. Its key is the hash of its text: the same
 * message forwarded twice, or by a second phone, is one line (decision 0161).
 */
export function smsLine(text: string, receivedAt: Date): Omit<NewLine, 'sourceId' | 'kind'> {
  const normal = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  const parsed = parseBankSms(text, receivedAt);
  return {
    raw: text,
    dedupeKey: createHash('sha256').update(normal).digest('hex'),
    parsed:
      parsed.kind === 'credit'
        ? {
            bank: parsed.bank,
            amountSatang: parsed.amountSatang,
            occurredAt: parsed.occurredAt,
            receivingAccount: parsed.receivingAccount,
            senderAccount: parsed.sender?.accountDigits ?? null,
            senderName: parsed.sender?.name ?? null,
          }
        : null,
  };
}
