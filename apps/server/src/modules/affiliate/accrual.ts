import { type AdminAccrualRun, type AffiliateRunKind, satangToBaht } from '@member/shared';
import type { Database, Queryable } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Realtime } from '../../plugins/realtime';
import { postedAll, publishMemberMoney, transferMany } from '../money';
import * as q from './queries/accruals';
import { lockSettings, lockSettingsForRun } from './queries/settings';
import { iso, isoOrNull } from './queries/shared';
import { nextScheduledPeriod } from './rules';

/**
 * Accrual runs (decision 0110). One run covers one period `[start, end)` for every affiliate at once.
 * It is decided in one transaction: the settings row is locked (a second run at the same time is
 * refused, never queued: it would find nothing left to do), the commissions, their lines, the carries
 * and the run's totals are written by one set-based statement (`q.writeCommissions`), the watermark
 * moves to the period's end, and the first `CREDIT_BATCH` commissions are credited. A larger run's
 * other credits follow, `CREDIT_BATCH` a transaction: each credit is one `affiliate_commission`
 * transfer from a house account of 16 rows, a batch's posted by money's `transferMany` in one statement
 * (each house row and income account updated once a batch). A batch bounds how long the batch's
 * income accounts (and the house rows) stay locked, and in one transaction every update of a row
 * leaves a version the next one walks past (one transaction for 100,000 credits would be quadratic). Each credit
 * is made once (its commission row is locked and marked with its transfer in the same transaction; a
 * unique index on the commission transfers is the database's guard), and a run a stopped process
 * left part-credited is finished before the next one starts. The database refuses overlapping
 * periods, per run and per affiliate, whatever the code does.
 */

export type RunOutcome = { ok: true; run: q.AccrualRunRecord | null } | { ok: false; code: 'busy' };

/** Memory for the run's hash tables (the transaction's own setting; the server's default is 4 MB). */
const RUN_WORK_MEM = '64MB';

/** Credits a transaction makes, in one bulk transfer statement: 1,000 locks 1,000 income accounts and the 16 house rows. */
export const CREDIT_BATCH = 1_000;

export interface RunStart {
  kind: AffiliateRunKind;
  operatorId: string | null;
  /** The end of the period that starts at the watermark; null (or not after it): nothing due. */
  endOf: (watermarkMs: number) => number | null;
  /** Credits per transaction (tests make it small). */
  batchSize?: number;
  /** Told of each batch of credits in its transaction (the affiliates' live events). */
  notify?: CreditNotifier;
}

export type CreditNotifier = (tx: Queryable, credits: q.DueCredit[]) => void;

/** Each credited affiliate hears of their commission once its batch commits (decision 0131). */
export const commissionNotifier =
  (realtime: Realtime): CreditNotifier =>
  (tx, credits) => {
    for (const credit of credits) {
      publishMemberMoney(realtime, tx, credit.affiliateId, {
        kind: 'commission',
        status: 'approved',
        id: credit.id,
        amount: satangToBaht(credit.amountSatang),
      });
    }
  };

/**
 * Decides one period from the watermark and credits its first batch, in the caller's transaction
 * (a run with at most `CREDIT_BATCH` credits is wholly done then). `busy` when another run (or a
 * settings change) holds the settings row. The caller then calls `creditRun` for the rest.
 */
export async function startAccrual(tx: Queryable, start: RunStart): Promise<RunOutcome> {
  const settings = await lockSettingsForRun(tx);
  if (!settings) return { ok: false, code: 'busy' };
  const endMs = start.endOf(settings.accruedUntilMs);
  if (endMs === null || endMs <= settings.accruedUntilMs) return { ok: true, run: null };
  const input: q.RunInput = {
    kind: start.kind,
    operatorId: start.operatorId,
    startMs: settings.accruedUntilMs,
    endMs,
    settings,
  };
  const [runId] = await Promise.all([
    q.insertRun(tx, input),
    // The day's sums per wallet and per affiliate are hashed in memory rather than spilled to disk.
    tx.query(`SET LOCAL work_mem = '${RUN_WORK_MEM}'`),
    settings.negativeCarryover ? undefined : q.forgetCarries(tx),
    q.moveWatermark(tx, endMs),
  ]);
  await q.writeCommissions(tx, runId, input);
  await creditBatch(tx, runId, '0', start.batchSize ?? CREDIT_BATCH, start.notify);
  return { ok: true, run: await q.closeRun(tx, runId) };
}

/**
 * Credits up to `batchSize` of the run's commissions not credited yet, after `afterId` in id
 * order, skipping those another transaction is crediting. Answers how many and the last id.
 */
async function creditBatch(
  tx: Queryable,
  runId: string,
  afterId: string,
  batchSize: number,
  notify?: CreditNotifier,
): Promise<{ count: number; lastId: string }> {
  const due = await q.lockDueCredits(tx, runId, afterId, batchSize);
  // One statement for the batch (money's bulk transfer): the house account's debits may go below zero.
  const moved = postedAll(
    await transferMany(
      tx,
      due.map((commission) => ({
        from: { house: 'house_affiliate' },
        to: { owner: commission.affiliateId, code: 'affiliate_income' },
        amountSatang: commission.amountSatang,
        code: 'affiliate_commission',
        ref: { type: 'affiliate_commission', id: commission.id },
      })),
    ),
  );
  await q.setCommissionTransfers(
    tx,
    due.map((commission, i) => ({ commissionId: commission.id, transferId: moved[i]!.id })),
  );
  notify?.(tx, due);
  return { count: due.length, lastId: due.at(-1)?.id ?? afterId };
}

/** The run's credits still due, a batch per transaction, then the run closed; answers it. */
export async function creditRun(
  db: Database,
  runId: string,
  batchSize = CREDIT_BATCH,
  notify?: CreditNotifier,
): Promise<q.AccrualRunRecord> {
  let afterId = '0';
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      // One crediting transaction at a time (this run's, or the next run's first batch): two at once
      // would only queue on the 16 house rows (the bulk transfer locks them in id order, so they would
      // not deadlock) and race for the same commissions.
      await lockSettings(tx);
      return creditBatch(tx, runId, afterId, batchSize, notify);
    });
    if (batch.count === 0) break;
    afterId = batch.lastId;
  }
  return db.transaction((tx) => q.closeRun(tx, runId));
}

/** Finishes the credits of runs a stopped process left part-credited (safe beside another process doing the same). */
export async function creditUnfinishedRuns(
  db: Database,
  batchSize = CREDIT_BATCH,
  notify?: CreditNotifier,
): Promise<void> {
  for (const runId of await q.uncreditedRunIds(db)) await creditRun(db, runId, batchSize, notify);
}

/** One whole run: what an earlier one left first, then the new period decided and credited. */
export async function accrue(
  db: Database,
  start: RunStart,
  /** Runs in the deciding transaction once the run exists (the operator's audit entry). */
  onStarted?: (tx: Queryable, run: q.AccrualRunRecord) => Promise<void>,
): Promise<RunOutcome> {
  await creditUnfinishedRuns(db, start.batchSize, start.notify);
  const outcome = await db.transaction(async (tx) => {
    const started = await startAccrual(tx, start);
    if (started.ok && started.run && onStarted) await onStarted(tx, started.run);
    return started;
  });
  if (!outcome.ok || !outcome.run || outcome.run.credited_at !== null) return outcome;
  return { ok: true, run: await creditRun(db, outcome.run.id, start.batchSize, start.notify) };
}

/**
 * The scheduled job's work (every few minutes, in every process): while a closed Bangkok day lies
 * between the watermark and now, accrue it, each day (or the rest of one after an operator's run) its
 * own run. A run refused as busy ends this round: another process is doing it. Answers the runs made.
 */
export async function catchUpAccruals(
  db: Database,
  clock: Clock,
  batchSize?: number,
  notify?: CreditNotifier,
): Promise<q.AccrualRunRecord[]> {
  const runs: q.AccrualRunRecord[] = [];
  for (;;) {
    const outcome = await accrue(db, {
      kind: 'scheduled',
      operatorId: null,
      endOf: (watermarkMs) => nextScheduledPeriod(watermarkMs, clock.now())?.endMs ?? null,
      batchSize,
      notify,
    });
    if (!outcome.ok || !outcome.run) return runs;
    runs.push(outcome.run);
  }
}

/** A run as the back office reads it (`creditedAt` always sent). */
export const toAdminAccrualRun = (r: q.AccrualRunRecord): Required<AdminAccrualRun> => ({
  id: r.id,
  kind: r.kind,
  operator: r.operator,
  periodStart: iso(r.period_start),
  periodEnd: iso(r.period_end),
  affiliates: r.affiliates,
  total: satangToBaht(r.total_satang),
  startedAt: iso(r.started_at),
  finishedAt: iso(r.finished_at),
  creditedAt: isoOrNull(r.credited_at),
});
