import type { AffiliateBasis, AffiliateRunKind } from '@member/shared';
import type { Queryable } from '../../../db/database';
import { type TransferCode, walletNetMovementSql } from '../../money';
import type { SettingsRecord } from './settings';

/**
 * Accrual runs and their commissions. The accrual reads the ledger's transfers of its period in one
 * statement (decision 0110); it never writes them: money's `transfer` does.
 */

/**
 * What the house gave a downline's wallet, which their net loss is reduced by: bonuses, returns of
 * losses, and mini-game winnings reaching the wallet (credit moved in, profit withdrawn). Any later
 * such code joins this list.
 */
export const BONUS_TRANSFER_CODES = [
  'promotion_bonus',
  'return_loss',
  'minigame_credit_to_wallet',
  'minigame_withdraw_post',
] as const satisfies readonly TransferCode[];

/**
 * What each basis reads on a downline's wallet: transfers out of it (`out`) add to the base; transfers
 * into it (`in`) subtract from it (net loss: wins, refunds, bonuses) or add to it (deposits).
 */
export const BASIS_TRANSFERS: Record<
  AffiliateBasis,
  { out: readonly TransferCode[]; in: readonly TransferCode[]; inSign: 1 | -1 }
> = {
  net_loss: { out: ['game_stake'], in: ['game_payout', 'game_refund', ...BONUS_TRANSFER_CODES], inSign: -1 },
  deposit: { out: [], in: ['deposit'], inSign: 1 },
};

export interface RunInput {
  kind: AffiliateRunKind;
  operatorId: string | null;
  startMs: number;
  endMs: number;
  settings: SettingsRecord;
}

export async function insertRun(tx: Queryable, run: RunInput): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO affiliate_accrual_runs (kind, operator_id, period_start, period_end, basis, aff_rate_bp,
       second_level_rate_bp, negative_carryover)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id::text AS id`,
    [
      run.kind,
      run.operatorId,
      new Date(run.startMs).toISOString(),
      new Date(run.endMs).toISOString(),
      run.settings.basis,
      run.settings.affRateBp,
      run.settings.secondLevelRateBp,
      run.settings.negativeCarryover,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('accrual run insert returned nothing');
  return id;
}

/** Without carryover a negative balance is not carried: whatever was carried is forgotten. */
export async function forgetCarries(tx: Queryable): Promise<void> {
  await tx.query('UPDATE affiliate_members SET carry_satang = 0 WHERE carry_satang < 0');
}

/**
 * The run's commissions in one statement, for every affiliate at once (decision 0110):
 * - `bases`: the net movement per member wallet of the period's transfers of the basis's codes, read
 *   through money's `walletNetMovementSql` (BRIN on the time);
 * - `counted`: each downline that counts (state ok or cleared) with a non-zero base, its upline and
 *   its upline's upline; `lines`: it at level 1 for the first and at level 2 for the second (only with
 *   a level-2 rate); the share is the base × rate truncated toward zero (integer division);
 * - `settled`: per affiliate with a line or a carry, the bases, the carry in and the total;
 * - the commission rows, their lines, the affiliates' new carries and the run's totals are written.
 */
export async function writeCommissions(tx: Queryable, runId: string, run: RunInput): Promise<void> {
  const s = run.settings;
  const codes = BASIS_TRANSFERS[s.basis];
  await tx.query(
    `WITH bases AS (
       SELECT w.member_id AS downline_id, w.net_satang AS base FROM (${walletNetMovementSql({
         from: '$2::timestamptz',
         to: '$3::timestamptz',
         outCodes: '$8::text[]',
         inCodes: '$9::text[]',
         inSign: '$10::bigint',
       })}) w),
     counted AS MATERIALIZED (
       SELECT b.downline_id, b.base, d.upline_id AS level_one, u.upline_id AS level_two
       FROM bases b JOIN affiliate_members d ON d.member_id = b.downline_id
         JOIN affiliate_members u ON u.member_id = d.upline_id
       WHERE d.state IN ('ok', 'cleared') AND b.base <> 0),
     lines AS MATERIALIZED (
       SELECT level_one AS affiliate_id, downline_id, 1 AS level, base, base * $5::bigint / 10000 AS share FROM counted
       UNION ALL
       SELECT level_two, downline_id, 2, base, base * $6::bigint / 10000 FROM counted
       WHERE $6::bigint > 0 AND level_two IS NOT NULL),
     per_affiliate AS (
       SELECT affiliate_id, COALESCE(sum(base) FILTER (WHERE level = 1), 0) AS l1,
              COALESCE(sum(base) FILTER (WHERE level = 2), 0) AS l2, sum(share) AS shares
       FROM lines GROUP BY affiliate_id),
     settled AS MATERIALIZED (
       SELECT COALESCE(p.affiliate_id, c.member_id) AS affiliate_id, COALESCE(p.l1, 0) AS l1, COALESCE(p.l2, 0) AS l2,
              COALESCE(c.carry_satang, 0) AS carried_in, COALESCE(p.shares, 0) + COALESCE(c.carry_satang, 0) AS total
       FROM per_affiliate p
       FULL JOIN (SELECT member_id, carry_satang FROM affiliate_members WHERE carry_satang < 0 AND $7::boolean) c
         ON c.member_id = p.affiliate_id),
     inserted AS (
       INSERT INTO affiliate_commissions (affiliate_id, run_id, period_start, period_end, basis, rate_bp,
         second_level_rate_bp, level_one_base_satang, level_two_base_satang, carried_in_satang, amount_satang,
         carried_out_satang)
       SELECT affiliate_id, $1::bigint, $2::timestamptz, $3::timestamptz, $4::text, $5::integer, $6::integer, l1, l2,
              carried_in, GREATEST(total, 0), CASE WHEN $7::boolean THEN LEAST(total, 0) ELSE 0 END
       FROM settled
       RETURNING id, affiliate_id, amount_satang),
     written_lines AS (
       INSERT INTO affiliate_commission_lines (commission_id, downline_id, level, base_satang, share_satang)
       SELECT i.id, l.downline_id, l.level, l.base, l.share FROM lines l JOIN inserted i ON i.affiliate_id = l.affiliate_id
       -- In key order: the primary key's entries are appended, not scattered (half the insert's time).
       ORDER BY i.id, l.downline_id),
     carried AS (
       UPDATE affiliate_members m SET carry_satang = CASE WHEN $7::boolean THEN LEAST(s.total, 0) ELSE 0 END
       FROM settled s
       WHERE m.member_id = s.affiliate_id AND m.carry_satang <> CASE WHEN $7::boolean THEN LEAST(s.total, 0) ELSE 0 END)
     UPDATE affiliate_accrual_runs r SET affiliates = totals.affiliates, total_satang = totals.total
     FROM (SELECT count(*)::int AS affiliates, COALESCE(sum(amount_satang), 0) AS total FROM inserted) totals
     WHERE r.id = $1::bigint`,
    [
      runId,
      new Date(run.startMs).toISOString(),
      new Date(run.endMs).toISOString(),
      s.basis,
      s.affRateBp,
      s.secondLevelRateBp,
      s.negativeCarryover,
      codes.out,
      codes.in,
      codes.inSign,
    ],
  );
}

/**
 * Up to `limit` of the run's commissions still to credit after `afterId` (id order), locked; those
 * another transaction is crediting are skipped.
 */
/** A commission to credit: to whom and how much. */
export interface DueCredit {
  id: string;
  affiliateId: string;
  amountSatang: number;
}

export async function lockDueCredits(
  tx: Queryable,
  runId: string,
  afterId: string,
  limit: number,
): Promise<DueCredit[]> {
  const { rows } = await tx.query<{ id: string; affiliate_id: string; amount_satang: string }>(
    `SELECT c.id::text AS id, c.affiliate_id::text AS affiliate_id, c.amount_satang::text AS amount_satang
     FROM affiliate_commissions c
     WHERE c.run_id = $1 AND c.id > $2 AND c.amount_satang > 0 AND c.transfer_id IS NULL
     ORDER BY c.id LIMIT $3 FOR UPDATE SKIP LOCKED`,
    [runId, afterId, limit],
  );
  return rows.map((r) => ({ id: r.id, affiliateId: r.affiliate_id, amountSatang: Number(r.amount_satang) }));
}

/** Each credited commission's transfer, in one statement. */
export async function setCommissionTransfers(
  tx: Queryable,
  credited: readonly { commissionId: string; transferId: string }[],
): Promise<void> {
  if (credited.length === 0) return;
  await tx.query(
    `UPDATE affiliate_commissions c SET transfer_id = x.transfer_id
     FROM unnest($1::bigint[], $2::bigint[]) AS x (id, transfer_id) WHERE c.id = x.id`,
    [credited.map((c) => c.commissionId), credited.map((c) => c.transferId)],
  );
}

export interface AccrualRunRecord {
  id: string;
  kind: AffiliateRunKind;
  operator: string | null;
  period_start: Date | string;
  period_end: Date | string;
  affiliates: number;
  total_satang: string;
  started_at: Date | string;
  finished_at: Date | string;
  credited_at: Date | string | null;
}

const RUN_COLUMNS = `r.id::text AS id, r.kind, o.username AS operator, r.period_start, r.period_end, r.affiliates,
  r.total_satang::text AS total_satang, r.started_at, r.finished_at, r.credited_at`;

/** Runs with their operator's name (`r` the runs), for a list. */
export const RUN_SELECT = `SELECT ${RUN_COLUMNS} FROM affiliate_accrual_runs r LEFT JOIN operators o ON o.id = r.operator_id`;

export async function moveWatermark(tx: Queryable, endMs: number): Promise<void> {
  await tx.query('UPDATE affiliate_settings SET accrued_until = $1 WHERE id = 1', [new Date(endMs).toISOString()]);
}

/** Marks the run decided (once) and, when none of its commissions is left to credit, credited; answers it. */
export async function closeRun(tx: Queryable, runId: string): Promise<AccrualRunRecord> {
  const { rows } = await tx.query<AccrualRunRecord>(
    `WITH closed AS (
       UPDATE affiliate_accrual_runs r SET finished_at = COALESCE(r.finished_at, clock_timestamp()),
         credited_at = CASE WHEN EXISTS (SELECT 1 FROM affiliate_commissions c
                                         WHERE c.run_id = r.id AND c.amount_satang > 0 AND c.transfer_id IS NULL)
                            THEN NULL ELSE COALESCE(r.credited_at, clock_timestamp()) END
       WHERE r.id = $1 RETURNING r.*)
     SELECT ${RUN_COLUMNS} FROM closed r LEFT JOIN operators o ON o.id = r.operator_id`,
    [runId],
  );
  const row = rows[0];
  if (!row) throw new Error(`accrual run ${runId} missing`);
  return row;
}

/** Runs whose credits are not all made (a process stopped while making them), oldest first. */
export async function uncreditedRunIds(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT r.id::text AS id FROM affiliate_accrual_runs r WHERE r.credited_at IS NULL ORDER BY r.id',
  );
  return rows.map((r) => r.id);
}
