import type { PayoutStatus, PayoutStop } from '@member/shared';
import type { Queryable } from '../../../db/database';

/** The SQL of payouts, their events and the operator's rules (migration 0032, decision 0175). */

export interface SettingsRecord {
  enabled: boolean;
  provider: string;
  max_amount_satang: string;
  daily_member_satang: string;
  min_account_age_days: number;
  bank_unchanged_days: number;
}

export async function loadSettingsRecord(db: Queryable): Promise<SettingsRecord> {
  const { rows } = await db.query<SettingsRecord>(
    `SELECT enabled, provider, max_amount_satang::text AS max_amount_satang,
            daily_member_satang::text AS daily_member_satang, min_account_age_days, bank_unchanged_days
       FROM payout_settings`,
  );
  const row = rows[0];
  if (!row) throw new Error('payout_settings has no row (migration 0032)');
  return row;
}

export async function saveSettingsRecord(
  tx: Queryable,
  s: { enabled: boolean; maxAmountSatang: number; dailyMemberSatang: number; minAgeDays: number; bankDays: number },
): Promise<void> {
  await tx.query(
    `UPDATE payout_settings SET enabled = $1, max_amount_satang = $2, daily_member_satang = $3,
            min_account_age_days = $4, bank_unchanged_days = $5, updated_at = now()`,
    [s.enabled, s.maxAmountSatang, s.dailyMemberSatang, s.minAgeDays, s.bankDays],
  );
}

/** The member and their withdrawals, as the rules read them. */
export async function memberPayoutFacts(
  db: Queryable,
  memberId: string,
  withdrawalId: string,
  dayStart: string,
): Promise<{ registered_at: Date | string; bank_set_at: Date | string; today_other: string; paid: number }> {
  const { rows } = await db.query<{
    registered_at: Date | string;
    bank_set_at: Date | string;
    today_other: string;
    paid: number;
  }>(
    `SELECT m.created_at AS registered_at, m.bank_set_at,
            (SELECT COALESCE(sum(w.amount_satang), 0) FROM withdrawals w
              WHERE w.member_id = m.id AND w.id <> $2 AND w.type = 'bank'
                AND w.status IN ('waiting_for_approve', 'approved') AND w.created_at >= $3)::text AS today_other,
            (SELECT count(*)::int FROM withdrawals w
              WHERE w.member_id = m.id AND w.type = 'bank' AND w.status = 'approved') AS paid
       FROM members m WHERE m.id = $1`,
    [memberId, withdrawalId, dayStart],
  );
  const row = rows[0];
  if (!row) throw new Error(`member ${memberId} vanished`);
  return row;
}

export async function markStopped(tx: Queryable, withdrawalId: string, stop: PayoutStop): Promise<void> {
  await tx.query('UPDATE withdrawals SET auto_stop = $2 WHERE id = $1', [withdrawalId, stop]);
}

export async function insertPayout(
  tx: Queryable,
  p: { withdrawalId: string; provider: string; amountSatang: number },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO payouts (withdrawal_id, provider, reference, amount_satang)
     VALUES ($1, $2, $3, $4) RETURNING id::text AS id`,
    [p.withdrawalId, p.provider, `WD${p.withdrawalId.padStart(10, '0')}`, p.amountSatang],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('payout insert answered nothing');
  return id;
}

export interface PayoutRecord {
  id: string;
  withdrawal_id: string;
  provider: string;
  reference: string;
  amount_satang: string;
  status: PayoutStatus;
  provider_ref: string | null;
  failure: string | null;
  attempts: number;
  created_at: Date | string;
  settled_at: Date | string | null;
}

const COLUMNS = `p.id::text AS id, p.withdrawal_id::text AS withdrawal_id, p.provider, p.reference,
  p.amount_satang::text AS amount_satang, p.status, p.provider_ref, p.failure, p.attempts, p.created_at, p.settled_at`;

/** Takes a queued payout for sending (one process only); with where the money goes. */
export async function claimQueued(
  db: Queryable,
  payoutId: string,
): Promise<(PayoutRecord & { bank_code: string; bank_number: string; account_name: string }) | null> {
  const { rows } = await db.query<PayoutRecord & { bank_code: string; bank_number: string; account_name: string }>(
    `WITH claimed AS (
       UPDATE payouts SET status = 'sending', attempts = attempts + 1, updated_at = now()
        WHERE id = $1 AND status = 'queued' RETURNING *)
     SELECT ${COLUMNS}, w.bank_code, w.bank_number, m.first_name || ' ' || m.last_name AS account_name
       FROM claimed p JOIN withdrawals w ON w.id = p.withdrawal_id JOIN members m ON m.id = w.member_id`,
    [payoutId],
  );
  return rows[0] ?? null;
}

export async function lockPayout(tx: Queryable, by: { id: string } | { reference: string }) {
  const { rows } = await tx.query<PayoutRecord>(
    `SELECT ${COLUMNS} FROM payouts p WHERE ${'id' in by ? 'p.id = $1' : 'p.reference = $1'} FOR UPDATE`,
    ['id' in by ? by.id : by.reference],
  );
  return rows[0] ?? null;
}

export async function setPayoutStatus(
  tx: Queryable,
  id: string,
  status: PayoutStatus,
  fields: { providerRef?: string | null; failure?: string | null } = {},
): Promise<void> {
  await tx.query(
    `UPDATE payouts SET status = $2, provider_ref = COALESCE($3, provider_ref), failure = COALESCE($4, failure),
            updated_at = now(), settled_at = CASE WHEN $2 IN ('paid', 'failed') THEN now() ELSE settled_at END
      WHERE id = $1`,
    [id, status, fields.providerRef ?? null, fields.failure ?? null],
  );
}

/** A sending payout whose answer never came (only from `sending`: a callback may have settled it meanwhile). */
export async function markUnanswered(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE payouts SET status = 'unknown', updated_at = now() WHERE id = $1 AND status = 'sending'`, [
    id,
  ]);
}

export async function requeue(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE payouts SET status = 'queued', updated_at = now() WHERE id = $1 AND status <> 'paid'`, [id]);
}

export async function touch(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE payouts SET updated_at = now() WHERE id = $1', [id]);
}

export async function insertEvent(
  db: Queryable,
  e: {
    payoutId: string;
    kind: 'request' | 'callback' | 'status';
    status: string;
    applied: boolean;
    detail?: string | null;
  },
): Promise<void> {
  await db.query('INSERT INTO payout_events (payout_id, kind, status, applied, detail) VALUES ($1, $2, $3, $4, $5)', [
    e.payoutId,
    e.kind,
    e.status,
    e.applied,
    e.detail ?? null,
  ]);
}

/** Payouts not settled whose last change is older than `olderThanMs`, oldest first. */
export async function stalePayouts(db: Queryable, olderThanMs: number, limit: number) {
  const { rows } = await db.query<{ id: string; status: PayoutStatus; reference: string; attempts: number }>(
    `SELECT id::text AS id, status, reference, attempts FROM payouts
      WHERE status NOT IN ('paid', 'failed') AND updated_at <= now() - make_interval(secs => $1::double precision / 1000)
      ORDER BY updated_at LIMIT $2`,
    [olderThanMs, limit],
  );
  return rows;
}

/** Whether an operator must wait: the withdrawal's payout is under way. */
export async function payoutInFlight(tx: Queryable, withdrawalId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM payouts WHERE withdrawal_id = $1 AND status NOT IN ('paid', 'failed') FOR SHARE`,
    [withdrawalId],
  );
  return rows.length > 0;
}

export async function payoutOfWithdrawal(db: Queryable, withdrawalId: string) {
  const { rows } = await db.query<PayoutRecord>(`SELECT ${COLUMNS} FROM payouts p WHERE p.withdrawal_id = $1`, [
    withdrawalId,
  ]);
  const payout = rows[0];
  if (!payout) return null;
  const events = await db.query<{
    kind: 'request' | 'callback' | 'status';
    status: string;
    applied: boolean;
    detail: string | null;
    created_at: Date | string;
  }>('SELECT kind, status, applied, detail, created_at FROM payout_events WHERE payout_id = $1 ORDER BY id', [
    payout.id,
  ]);
  return { payout, events: events.rows };
}
