import { satangToBaht } from '@member/shared';
import type { Database } from '../../../db/database';
import { loadAutoDepositRules, loadPaymentSettings, type MoneyHooks } from '../../money';
import { type Ingested, ingestLine } from '../ingest';
import { shownPhone } from '../matching';
import type { NewLine } from '../queries/lines';
import { activeTrueMoneySource, newestTrueMoneyLineAt } from '../queries/truemoney';
import type { TrueMoneyFeed, TrueMoneyTransfer } from './feed';

/**
 * How far before the newest stored line each read looks again: a transfer the wallet lists late is
 * still read, and one read twice is stored once (its transaction id).
 */
export const FEED_OVERLAP_MS = 10 * 60_000;

/** A transfer as a statement line: keyed by the wallet's transaction id, the sender's phone as shown. */
export function trueMoneyLine(transfer: TrueMoneyTransfer): Omit<NewLine, 'sourceId' | 'kind'> {
  const raw = JSON.stringify({
    transactionId: transfer.transactionId,
    amount: satangToBaht(transfer.amountSatang),
    occurredAt: transfer.occurredAt.toISOString(),
    senderPhone: transfer.senderPhone,
    ...(transfer.senderName === undefined ? {} : { senderName: transfer.senderName }),
  });
  return {
    raw,
    dedupeKey: `truemoney:${transfer.transactionId}`,
    parsed: {
      bank: 'tmn',
      amountSatang: transfer.amountSatang,
      occurredAt: transfer.occurredAt,
      receivingAccount: null,
      senderAccount: shownPhone(transfer.senderPhone),
      senderName: transfer.senderName?.trim() || null,
    },
  };
}

/**
 * One read of the feed (the `truemoney-feed` job): while `tmnAuto` is on and a TrueMoney source is
 * active, the transfers since the newest stored line (less the overlap; the matching window before
 * the first line) are each stored and matched in a transaction of its own. Off, it reads nothing.
 */
export async function readTrueMoneyFeed(
  db: Database,
  hooks: MoneyHooks,
  feed: TrueMoneyFeed | null,
  nowMs: number,
): Promise<Ingested[]> {
  if (!feed) return [];
  const [settings, source] = await Promise.all([loadPaymentSettings(db), activeTrueMoneySource(db)]);
  if (!settings.tmnAuto || !source) return [];
  const [rules, newest] = await Promise.all([loadAutoDepositRules(db), newestTrueMoneyLineAt(db)]);
  const since =
    newest === null ? new Date(nowMs - rules.windowMinutes * 60_000) : new Date(newest.getTime() - FEED_OVERLAP_MS);
  const transfers = await feed.incoming(since);
  const ingested: Ingested[] = [];
  for (const transfer of transfers) {
    // Seen before (an overlapping read, another process's run): skipped, not listed again.
    const line = trueMoneyLine(transfer);
    ingested.push(await db.transaction((tx) => ingestLine(tx, hooks, source, line, nowMs, false)));
  }
  return ingested;
}
