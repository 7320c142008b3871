import { type AdminAccrualRun, type AffiliateRunKind, satangToBaht } from '@member/shared';
import type { Database, Queryable } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { posted, transfer } from '../money';
import * as q from './queries';
import { nextScheduledPeriod } from './rules';

/**
 * Accrual runs (decision 0110). One run covers one period `[start, end)` for every affiliate at once,
 * in one transaction: the settings row is locked (a second run at the same time is refused, never
 * queued: it would find nothing left to do), the commissions are written by one set-based statement
 * (`q.writeCommissions`), each positive one is credited by one `affiliate_commission` transfer, and the
 * watermark moves to the period's end. The database refuses overlapping periods, per run and per
 * affiliate, whatever the code does.
 */

export type RunOutcome = { ok: true; run: q.AccrualRunRecord | null } | { ok: false; code: 'busy' };

/** Transfers sent together on the transaction's connection (pipelined), so a run of 100,000 credits is not 100,000 round trips. */
const CREDIT_BATCH = 500;

/**
 * Runs one period from the watermark to `endOf(watermark)` (null: nothing due), in the caller's
 * transaction. `busy` when another run (or a settings change) holds the settings row.
 */
export async function runAccrual(
  tx: Queryable,
  start: { kind: AffiliateRunKind; operatorId: string | null; endOf: (watermarkMs: number) => number | null },
): Promise<RunOutcome> {
  const settings = await q.lockSettingsForRun(tx);
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
    settings.negativeCarryover ? undefined : q.forgetCarries(tx),
  ]);
  const due = await q.writeCommissions(tx, runId, input);
  const credited: { commissionId: string; transferId: string }[] = [];
  for (let i = 0; i < due.length; i += CREDIT_BATCH) {
    const batch = due.slice(i, i + CREDIT_BATCH);
    const moved = await Promise.all(
      batch.map((commission) =>
        transfer(tx, {
          from: { house: 'house_affiliate' },
          to: { owner: commission.affiliateId, code: 'affiliate_income' },
          amountSatang: commission.amountSatang,
          code: 'affiliate_commission',
          ref: { type: 'affiliate_commission', id: commission.id },
        }),
      ),
    );
    batch.forEach((commission, j) => credited.push({ commissionId: commission.id, transferId: posted(moved[j]!).id }));
  }
  await q.setCommissionTransfers(tx, credited);
  return { ok: true, run: await q.finishRun(tx, runId, endMs) };
}

/**
 * The scheduled job's work (every few minutes, in every process): while a closed Bangkok day lies
 * between the watermark and now, accrue it, each day (or the rest of one after an operator's run) its
 * own run and transaction. A run refused as busy ends this round: the other process is doing it.
 * Answers the runs made.
 */
export async function catchUpAccruals(db: Database, clock: Clock): Promise<q.AccrualRunRecord[]> {
  const runs: q.AccrualRunRecord[] = [];
  for (;;) {
    const outcome = await db.transaction((tx) =>
      runAccrual(tx, {
        kind: 'scheduled',
        operatorId: null,
        endOf: (watermarkMs) => nextScheduledPeriod(watermarkMs, clock.now())?.endMs ?? null,
      }),
    );
    if (!outcome.ok || !outcome.run) return runs;
    runs.push(outcome.run);
  }
}

export const toAdminAccrualRun = (r: q.AccrualRunRecord): AdminAccrualRun => ({
  id: r.id,
  kind: r.kind,
  operator: r.operator,
  periodStart: q.iso(r.period_start),
  periodEnd: q.iso(r.period_end),
  affiliates: r.affiliates,
  total: satangToBaht(r.total_satang),
  startedAt: q.iso(r.started_at),
  // A run is read only once its transaction committed, finished.
  finishedAt: q.iso(r.finished_at ?? r.started_at),
});
