import type { BreakKind, LimitPeriod } from '@member/shared';
import type { Queryable } from '../../../db/database';

/** The SQL of the member's limits and breaks (migration 0029, decision 0173). */

export interface LimitRecord {
  period: LimitPeriod;
  limit_satang: string | null;
  pending_satang: string | null;
  pending_effective_at: Date | string | null;
}

export interface BreakRecord {
  id: string;
  kind: BreakKind;
  started_at: Date | string;
  ends_at: Date | string | null;
  ended_at: Date | string | null;
  ended_by: string | null;
  end_reason: string | null;
}

const BREAK_COLUMNS = `b.id::text AS id, b.kind, b.started_at, b.ends_at, b.ended_at, o.username AS ended_by, b.end_reason`;

/** The member's rows; a due pending change is applied first (in the same statement's snapshot). */
export async function applyDueAndReadLimits(db: Queryable, memberId: string, nowMs: number): Promise<LimitRecord[]> {
  await db.query(
    `UPDATE member_deposit_limits
        SET limit_satang = pending_satang, pending_satang = NULL, pending_effective_at = NULL, updated_at = now()
      WHERE member_id = $1 AND pending_effective_at <= to_timestamp($2::double precision / 1000)`,
    [memberId, nowMs],
  );
  const { rows } = await db.query<LimitRecord>(
    `SELECT period, limit_satang::text AS limit_satang, pending_satang::text AS pending_satang, pending_effective_at
       FROM member_deposit_limits WHERE member_id = $1`,
    [memberId],
  );
  return rows;
}

export async function writeLimit(
  db: Queryable,
  memberId: string,
  period: LimitPeriod,
  row: { limitSatang: number | null; pendingSatang: number | null; pendingEffectiveMs: number | null },
): Promise<void> {
  await db.query(
    `INSERT INTO member_deposit_limits (member_id, period, limit_satang, pending_satang, pending_effective_at)
     VALUES ($1, $2, $3, $4, CASE WHEN $5::double precision IS NULL THEN NULL ELSE to_timestamp($5::double precision / 1000) END)
     ON CONFLICT (member_id, period) DO UPDATE
        SET limit_satang = EXCLUDED.limit_satang, pending_satang = EXCLUDED.pending_satang,
            pending_effective_at = EXCLUDED.pending_effective_at, updated_at = now()`,
    [memberId, period, row.limitSatang, row.pendingSatang, row.pendingEffectiveMs],
  );
}

/** Deposits that count towards a limit (waiting or approved) made from `startMs` on, in satang. */
export async function depositedSince(db: Queryable, memberId: string, startMs: number): Promise<number> {
  const { rows } = await db.query<{ total: string }>(
    `SELECT COALESCE(sum(amount_satang), 0)::text AS total FROM deposits
      WHERE member_id = $1 AND status IN ('waiting_for_approve', 'approved')
        AND created_at >= to_timestamp($2::double precision / 1000)`,
    [memberId, startMs],
  );
  return Number(rows[0]?.total ?? 0);
}

/** The break in force at `nowMs`: the one that ends last (an indefinite one first). */
export async function findActiveBreak(db: Queryable, memberId: string, nowMs: number): Promise<BreakRecord | null> {
  const { rows } = await db.query<BreakRecord>(
    `SELECT ${BREAK_COLUMNS} FROM member_breaks b LEFT JOIN operators o ON o.id = b.ended_by
      WHERE b.member_id = $1 AND b.ended_at IS NULL AND b.started_at <= to_timestamp($2::double precision / 1000)
        AND (b.ends_at IS NULL OR b.ends_at > to_timestamp($2::double precision / 1000))
      ORDER BY b.ends_at DESC NULLS FIRST, b.id DESC LIMIT 1`,
    [memberId, nowMs],
  );
  return rows[0] ?? null;
}

export async function listBreaks(db: Queryable, memberId: string): Promise<BreakRecord[]> {
  const { rows } = await db.query<BreakRecord>(
    `SELECT ${BREAK_COLUMNS} FROM member_breaks b LEFT JOIN operators o ON o.id = b.ended_by
      WHERE b.member_id = $1 ORDER BY b.started_at DESC, b.id DESC LIMIT 100`,
    [memberId],
  );
  return rows;
}

export async function insertBreak(
  db: Queryable,
  memberId: string,
  kind: BreakKind,
  nowMs: number,
  endsMs: number | null,
): Promise<BreakRecord> {
  const { rows } = await db.query<BreakRecord>(
    `INSERT INTO member_breaks (member_id, kind, started_at, ends_at)
     VALUES ($1, $2, to_timestamp($3::double precision / 1000),
             CASE WHEN $4::double precision IS NULL THEN NULL ELSE to_timestamp($4::double precision / 1000) END)
     RETURNING id::text AS id, kind, started_at, ends_at, ended_at, NULL::text AS ended_by, end_reason`,
    [memberId, kind, nowMs, endsMs],
  );
  const row = rows[0];
  if (!row) throw new Error('break insert returned nothing');
  return row;
}

/** Ends the member's open indefinite breaks; answers how many. */
export async function endIndefiniteBreaks(
  db: Queryable,
  memberId: string,
  operatorId: string,
  reason: string,
  nowMs: number,
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE member_breaks SET ended_at = to_timestamp($4::double precision / 1000), ended_by = $2, end_reason = $3
      WHERE member_id = $1 AND kind = 'indefinite' AND ended_at IS NULL RETURNING id::text AS id`,
    [memberId, operatorId, reason, nowMs],
  );
  return rows.length;
}

export interface DepositCheckFacts {
  break_kind: BreakKind | null;
  break_ends_at: Date | string | null;
  /**
   * Per period in LIMIT_PERIODS order: the limit in force at `nowMs` (a due pending one applies) and the
   * usage (null when there is no limit).
   */
  limits: { period: LimitPeriod; limit_satang: string | null; used_satang: string | null }[];
}

/**
 * What a deposit request is judged by, as one JSON value (a scalar subquery, so it rides in another
 * statement, decision 0173): the break in force and, per period, the limit in force and, under a limit,
 * the deposits counted since the period's start. `member` is the SQL of the member's id; the times are
 * pushed on `params`.
 */
export function depositCheckFactsSql(
  member: string,
  nowMs: number,
  starts: Record<LimitPeriod, number>,
  params: unknown[],
): string {
  const at = (ms: number) => {
    params.push(ms);
    return `to_timestamp($${params.length}::double precision / 1000)`;
  };
  return `(SELECT to_jsonb(f) FROM (
     WITH now_ts AS (SELECT ${at(nowMs)} AS at),
     active AS (
       SELECT b.kind, b.ends_at FROM member_breaks b, now_ts
        WHERE b.member_id = ${member} AND b.ended_at IS NULL AND b.started_at <= now_ts.at
          AND (b.ends_at IS NULL OR b.ends_at > now_ts.at)
        ORDER BY b.ends_at DESC NULLS FIRST, b.id DESC LIMIT 1),
     periods (period, start_at) AS (VALUES ('day', ${at(starts.day)}), ('week', ${at(starts.week)}), ('month', ${at(starts.month)}))
     SELECT (SELECT kind FROM active) AS break_kind, (SELECT ends_at FROM active) AS break_ends_at,
            COALESCE((
              SELECT json_agg(json_build_object(
                       'period', p.period,
                       'limit_satang', lim.satang,
                       -- Summed only under a limit: a period without one is not judged (CASE runs its
                       -- subquery only when reached), and a member's deposits are many.
                       'used_satang', CASE WHEN lim.satang IS NULL THEN NULL ELSE (
                         SELECT COALESCE(sum(d.amount_satang), 0)::text FROM deposits d
                          WHERE d.member_id = ${member} AND d.status IN ('waiting_for_approve', 'approved')
                            AND d.created_at >= p.start_at) END
                     ) ORDER BY p.start_at DESC)
                FROM periods p LEFT JOIN LATERAL (
                  SELECT CASE WHEN l.pending_effective_at <= now_ts.at THEN l.pending_satang ELSE l.limit_satang END::text
                         AS satang
                    FROM member_deposit_limits l, now_ts WHERE l.member_id = ${member} AND l.period = p.period) lim ON true),
              '[]'::json) AS limits) f)`;
}

/** The facts `depositCheckFactsSql` answered (a JSON value, parsed or not by the driver). */
export function toDepositCheckFacts(value: unknown): DepositCheckFacts {
  const facts = (typeof value === 'string' ? JSON.parse(value) : value) as DepositCheckFacts | null;
  if (!facts) throw new Error('deposit check answered nothing');
  return facts;
}
