import {
  type AffiliateBasis,
  type AffiliateDownlineState,
  type AffiliateFlagReason,
  type AffiliateRunKind,
  type AffiliateSettings,
  type AffiliateWithdrawalStatus,
  basisPointsToPercent,
  percentToBasisPoints,
  satangToBaht,
} from '@member/shared';
import type { Queryable } from '../../db/database';
import { ensureAccount, type TransferCode, walletNetMovementSql } from '../money';
import { newAffiliateCode } from './rules';

/**
 * The programme's SQL that writes its tables (and the locks taken before a write); the reads of the
 * summaries and the operator's lists are in `summaries.ts` and `operator-queries.ts`. The accrual reads
 * the ledger's transfers of its period in one statement (decision 0110); it never writes them: money's
 * `transfer` does.
 */

export const iso = (value: Date | string) => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

// ---------------------------------------------------------------------------------------------
// Settings

export interface SettingsRecord {
  basis: AffiliateBasis;
  affRateBp: number;
  secondLevelRateBp: number;
  minWithdrawSatang: number;
  negativeCarryover: boolean;
  /** The accrual watermark: where the next run's period starts. */
  accruedUntilMs: number;
}

interface SettingsRow {
  basis: AffiliateBasis;
  aff_rate_bp: number;
  second_level_rate_bp: number;
  min_withdraw_satang: string;
  negative_carryover: boolean;
  accrued_until: Date | string;
}

const SETTINGS_SELECT = `SELECT basis, aff_rate_bp, second_level_rate_bp, min_withdraw_satang::text AS min_withdraw_satang,
  negative_carryover, accrued_until FROM affiliate_settings WHERE id = 1`;

function toSettingsRecord(row: SettingsRow | undefined): SettingsRecord {
  // The migration writes the row and nothing deletes it.
  if (!row) throw new Error('affiliate_settings row missing');
  return {
    basis: row.basis,
    affRateBp: row.aff_rate_bp,
    secondLevelRateBp: row.second_level_rate_bp,
    minWithdrawSatang: Number(row.min_withdraw_satang),
    negativeCarryover: row.negative_carryover,
    accruedUntilMs: new Date(row.accrued_until).getTime(),
  };
}

export const toSettings = (s: SettingsRecord): AffiliateSettings => ({
  affRate: basisPointsToPercent(s.affRateBp),
  secondLevelRate: basisPointsToPercent(s.secondLevelRateBp),
  minWithdraw: satangToBaht(s.minWithdrawSatang),
  basis: s.basis,
  negativeCarryover: s.negativeCarryover,
});

export async function loadSettings(db: Queryable): Promise<SettingsRecord> {
  return toSettingsRecord((await db.query<SettingsRow>(SETTINGS_SELECT)).rows[0]);
}

/** The settings row locked for a change (waits for a running accrual: it applies to the runs after it). */
export async function lockSettings(tx: Queryable): Promise<SettingsRecord> {
  return toSettingsRecord((await tx.query<SettingsRow>(`${SETTINGS_SELECT} FOR UPDATE`)).rows[0]);
}

/**
 * The settings row locked for an accrual run, or null when another transaction holds it (a run in
 * progress, or a settings change): runs never wait for each other, the second one is refused.
 */
export async function lockSettingsForRun(tx: Queryable): Promise<SettingsRecord | null> {
  const { rows } = await tx.query<SettingsRow>(`${SETTINGS_SELECT} FOR UPDATE SKIP LOCKED`);
  return rows[0] ? toSettingsRecord(rows[0]) : null;
}

export async function updateSettings(tx: Queryable, settings: AffiliateSettings): Promise<void> {
  await tx.query(
    `UPDATE affiliate_settings SET basis = $1, aff_rate_bp = $2, second_level_rate_bp = $3, min_withdraw_satang = $4,
       negative_carryover = $5, updated_at = now() WHERE id = 1`,
    [
      settings.basis,
      percentToBasisPoints(settings.affRate),
      percentToBasisPoints(settings.secondLevelRate),
      Math.round(settings.minWithdraw * 100),
      settings.negativeCarryover,
    ],
  );
}

// ---------------------------------------------------------------------------------------------
// Members of the programme

export interface NewAffiliateMember {
  memberId: string;
  uplineId: string | null;
  registerIp: string | null;
  deviceId: string | null;
  flagReasons: AffiliateFlagReason[];
}

/**
 * Writes the member's row with a fresh code; answers false when the code was taken (the caller
 * draws another). A row the member already has is kept as it is (true).
 */
async function insertWithCode(tx: Queryable, member: NewAffiliateMember, code: string): Promise<boolean> {
  const { rows } = await tx.query<{ done: boolean }>(
    `WITH inserted AS (
       INSERT INTO affiliate_members (member_id, code, upline_id, register_ip, device_id, state, flag_reasons)
       VALUES ($1, $2, $3, $4, $5, CASE WHEN cardinality($6::text[]) > 0 THEN 'flagged' ELSE 'ok' END, $6::text[])
       ON CONFLICT DO NOTHING RETURNING 1)
     SELECT EXISTS (SELECT 1 FROM inserted) OR EXISTS (SELECT 1 FROM affiliate_members WHERE member_id = $1) AS done`,
    [member.memberId, code, member.uplineId, member.registerIp, member.deviceId, member.flagReasons],
  );
  return rows[0]?.done ?? false;
}

/** The member's row in the programme, with a code no one else has (drawn again on the rare collision). */
export async function insertAffiliateMember(tx: Queryable, member: NewAffiliateMember): Promise<void> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    if (await insertWithCode(tx, member, newAffiliateCode())) return;
  }
  throw new Error('no free affiliate code after 8 draws');
}

/**
 * A member registered outside the register call (the seed, a member older than a restored backup)
 * gets their row, with no upline, and their income account the first time the programme needs them.
 */
export async function ensureAffiliateMember(db: Queryable, memberId: string): Promise<void> {
  await Promise.all([
    insertAffiliateMember(db, { memberId, uplineId: null, registerIp: null, deviceId: null, flagReasons: [] }),
    ensureAccount(db, { owner: memberId, code: 'affiliate_income' }),
  ]);
}

export interface UplineFacts {
  memberId: string;
  firstName: string;
  lastName: string;
  deviceId: string | null;
  sharesAddress: boolean;
}

/**
 * The owner of `code`, and whether `ip` is their registration address or the address of one of their
 * sessions (`sessions`, read only): what a registration through their code is judged by.
 */
export async function findUpline(tx: Queryable, code: string, ip: string): Promise<UplineFacts | null> {
  const { rows } = await tx.query<{
    member_id: string;
    first_name: string;
    last_name: string;
    device_id: string | null;
    shares_address: boolean;
  }>(
    `SELECT a.member_id::text AS member_id, m.first_name, m.last_name, a.device_id,
            (a.register_ip = $2 OR EXISTS (SELECT 1 FROM sessions s
               WHERE s.subject_kind = 'member' AND s.subject_id = a.member_id AND s.ip = $2)) AS shares_address
     FROM affiliate_members a JOIN members m ON m.id = a.member_id WHERE a.code = $1`,
    [code, ip],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    memberId: row.member_id,
    firstName: row.first_name,
    lastName: row.last_name,
    deviceId: row.device_id,
    sharesAddress: row.shares_address,
  };
}

export interface AffiliateRecord {
  memberId: string;
  code: string;
  held: boolean;
}

export async function findAffiliate(db: Queryable, memberId: string): Promise<AffiliateRecord | null> {
  const { rows } = await db.query<{ code: string; held: boolean }>(
    'SELECT code, held FROM affiliate_members WHERE member_id = $1',
    [memberId],
  );
  const row = rows[0];
  return row ? { memberId, code: row.code, held: row.held } : null;
}

/**
 * Whether the member is held, their row share-locked until the transaction ends, so a hold and a
 * withdrawal request are ordered (null: no row).
 */
export async function lockHeld(tx: Queryable, memberId: string): Promise<boolean | null> {
  const { rows } = await tx.query<{ held: boolean }>(
    'SELECT held FROM affiliate_members WHERE member_id = $1 FOR SHARE',
    [memberId],
  );
  return rows[0]?.held ?? null;
}

/** The member of phone `tel` in the programme, locked for an operator's change; null when unknown. */
export async function lockMemberByTel(
  tx: Queryable,
  tel: string,
): Promise<{
  memberId: string;
  held: boolean;
  heldNote: string | null;
  state: AffiliateDownlineState;
  uplineId: string | null;
} | null> {
  const { rows } = await tx.query<{
    member_id: string;
    held: boolean;
    held_note: string | null;
    state: AffiliateDownlineState;
    upline_id: string | null;
  }>(
    `SELECT a.member_id::text AS member_id, a.held, a.held_note, a.state, a.upline_id::text AS upline_id
     FROM affiliate_members a JOIN members m ON m.id = a.member_id WHERE m.tel = $1 FOR NO KEY UPDATE OF a`,
    [tel],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    memberId: row.member_id,
    held: row.held,
    heldNote: row.held_note,
    state: row.state,
    uplineId: row.upline_id,
  };
}

export async function setHeld(tx: Queryable, memberId: string, held: boolean, note: string | null): Promise<void> {
  await tx.query('UPDATE affiliate_members SET held = $2, held_note = $3 WHERE member_id = $1', [memberId, held, note]);
}

export async function setDownlineState(
  tx: Queryable,
  memberId: string,
  review: { state: AffiliateDownlineState; operatorId: string; note: string | null },
): Promise<void> {
  await tx.query(
    `UPDATE affiliate_members SET state = $2, reviewed_by = $3, reviewed_at = now(), review_note = $4
     WHERE member_id = $1`,
    [memberId, review.state, review.operatorId, review.note],
  );
}

// ---------------------------------------------------------------------------------------------
// Accrual

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

// ---------------------------------------------------------------------------------------------
// Income withdrawals

export interface WithdrawalRecord {
  id: string;
  member_id: string;
  amount_satang: string;
  status: AffiliateWithdrawalStatus;
  requested_at: Date | string;
  decided_at: Date | string | null;
  decided_by: string | null;
  note: string | null;
}

const WITHDRAWAL_COLUMNS = `w.id::text AS id, w.member_id::text AS member_id, w.amount_satang::text AS amount_satang,
  w.status, w.requested_at, w.decided_at, o.username AS decided_by, w.note`;

export async function insertWithdrawal(
  tx: Queryable,
  memberId: string,
  amountSatang: number,
): Promise<WithdrawalRecord> {
  const { rows } = await tx.query<WithdrawalRecord>(
    `WITH w AS (INSERT INTO affiliate_withdrawals (member_id, amount_satang) VALUES ($1, $2) RETURNING *)
     SELECT ${WITHDRAWAL_COLUMNS} FROM w LEFT JOIN operators o ON o.id = w.decided_by`,
    [memberId, amountSatang],
  );
  const row = rows[0];
  if (!row) throw new Error('affiliate withdrawal insert returned nothing');
  return row;
}

/** The withdrawal, locked until the transaction ends (a decision), or null. */
export async function lockWithdrawal(tx: Queryable, id: string): Promise<WithdrawalRecord | null> {
  const { rows } = await tx.query<WithdrawalRecord>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM affiliate_withdrawals w LEFT JOIN operators o ON o.id = w.decided_by
     WHERE w.id = $1 FOR UPDATE OF w`,
    [id],
  );
  return rows[0] ?? null;
}

export async function decideWithdrawal(
  tx: Queryable,
  id: string,
  decision: { status: 'approved' | 'rejected'; operatorId: string; note: string | null },
): Promise<WithdrawalRecord> {
  const { rows } = await tx.query<WithdrawalRecord>(
    `WITH w AS (
       UPDATE affiliate_withdrawals SET status = $2, decided_at = now(), decided_by = $3, note = $4
       WHERE id = $1 AND status = 'pending' RETURNING *)
     SELECT ${WITHDRAWAL_COLUMNS} FROM w LEFT JOIN operators o ON o.id = w.decided_by`,
    [id, decision.status, decision.operatorId, decision.note],
  );
  const row = rows[0];
  if (!row) throw new Error(`affiliate withdrawal ${id} was not pending under its lock`);
  return row;
}
