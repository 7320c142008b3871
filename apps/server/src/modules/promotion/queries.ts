import {
  type AdminPromotion,
  type AdminPromotionClaim,
  type BonusHistoryRow,
  type BonusStatus,
  type Page,
  type PeriodRange,
  type Promotion,
  type PromotionHistoryRow,
  type PromotionHistoryType,
  type PromotionIneligibility,
  type PromotionInput,
  type PromotionKind,
  promotionReasonText,
  type ReturnLossPeriod,
  bahtToSatang,
  satangToBaht,
} from '@member/shared';
import type { Queryable } from '../../db/database';
import { UPLOADS_URL_PREFIX } from '../../lib/storage';
import { depositBonusSatang, type PromotionRule } from './rules';
import { sanitizeDescription } from './sanitize';

/** SQL of promotions and claims, and their mapping to the contract's shapes. */

export interface PromotionRecord {
  id: string;
  title: string;
  description: string;
  image_key: string | null;
  kind: PromotionKind;
  rate_bp: number | null;
  max_bonus_satang: string | null;
  fixed_bonus_satang: string | null;
  period: ReturnLossPeriod | null;
  min_deposit_satang: string;
  first_deposit_only: boolean;
  once_per_member: boolean;
  once_per_day: boolean;
  member_levels: string[];
  turnover_multiple: number;
  is_active: boolean;
  sort_order: number;
  start_at: Date | string;
  end_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export const PROMOTION_COLUMNS = `p.id::text AS id, p.title, p.description, p.image_key, p.kind, p.rate_bp,
  p.max_bonus_satang::text AS max_bonus_satang, p.fixed_bonus_satang::text AS fixed_bonus_satang, p.period,
  p.min_deposit_satang::text AS min_deposit_satang, p.first_deposit_only, p.once_per_member, p.once_per_day,
  p.member_levels, p.turnover_multiple, p.is_active, p.sort_order, p.start_at, p.end_at, p.created_at, p.updated_at`;

const iso = (value: Date | string) => new Date(value).toISOString();
const num = (value: string | null) => (value === null ? null : Number(value));
const bahtOrNull = (value: string | null) => (value === null ? null : satangToBaht(value));

export function toRule(r: PromotionRecord): PromotionRule {
  return {
    kind: r.kind,
    rateBp: r.rate_bp,
    maxBonusSatang: num(r.max_bonus_satang),
    fixedBonusSatang: num(r.fixed_bonus_satang),
    period: r.period,
    minDepositSatang: Number(r.min_deposit_satang),
    firstDepositOnly: r.first_deposit_only,
    oncePerMember: r.once_per_member,
    oncePerDay: r.once_per_day,
    memberLevels: r.member_levels,
    turnoverMultiple: r.turnover_multiple,
    isActive: r.is_active,
    startMs: new Date(r.start_at).getTime(),
    endMs: r.end_at === null ? null : new Date(r.end_at).getTime(),
  };
}

export function toPromotion(r: PromotionRecord): Promotion {
  return {
    id: Number(r.id),
    title: r.title,
    description: sanitizeDescription(r.description),
    imagePath: r.image_key === null ? null : `${UPLOADS_URL_PREFIX}${r.image_key}`,
    startDate: iso(r.start_at),
    endDate: r.end_at === null ? null : iso(r.end_at),
    kind: r.kind,
    ratePercent: r.rate_bp === null ? null : r.rate_bp / 100,
    maxBonus: bahtOrNull(r.max_bonus_satang),
    fixedBonus: bahtOrNull(r.fixed_bonus_satang),
    period: r.period,
    minDeposit: satangToBaht(r.min_deposit_satang),
    firstDepositOnly: r.first_deposit_only,
    oncePerMember: r.once_per_member,
    oncePerDay: r.once_per_day,
    memberLevels: r.member_levels,
    turnoverMultiple: r.turnover_multiple,
  };
}

export function toAdminPromotion(r: PromotionRecord): AdminPromotion {
  return {
    ...toPromotion(r),
    isActive: r.is_active,
    sortOrder: r.sort_order,
    descriptionSource: r.description,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

/** Active now (flag on, started, not ended), in display order. */
export async function livePromotions(db: Queryable, now: Date): Promise<PromotionRecord[]> {
  const { rows } = await db.query<PromotionRecord>(
    `SELECT ${PROMOTION_COLUMNS} FROM promotions p
     WHERE p.is_active AND p.start_at <= $1 AND (p.end_at IS NULL OR p.end_at > $1)
     ORDER BY p.sort_order, p.id`,
    [now.toISOString()],
  );
  return rows;
}

export async function findPromotion(db: Queryable, id: string): Promise<PromotionRecord | null> {
  const { rows } = await db.query<PromotionRecord>(`SELECT ${PROMOTION_COLUMNS} FROM promotions p WHERE p.id = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}

export async function adminPromotions(
  db: Queryable,
  q: { page: number; limit: number },
): Promise<Page<AdminPromotion>> {
  const { rows } = await db.query<PromotionRecord>(
    `SELECT ${PROMOTION_COLUMNS} FROM promotions p ORDER BY p.sort_order, p.id LIMIT $1 OFFSET $2`,
    [q.limit, (q.page - 1) * q.limit],
  );
  const total = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM promotions');
  return { items: rows.map(toAdminPromotion), page: q.page, limit: q.limit, total: total.rows[0]?.total ?? 0 };
}

/** The stored values of an operator's input (satang, basis points). */
function inputParams(input: PromotionInput) {
  const satang = (baht: number | null) => (baht === null ? null : bahtToSatang(baht));
  return [
    input.title,
    input.description,
    input.kind,
    input.ratePercent === null ? null : Math.round(input.ratePercent * 100),
    satang(input.maxBonus),
    satang(input.fixedBonus),
    input.period,
    bahtToSatang(input.minDeposit),
    input.firstDepositOnly,
    input.oncePerMember,
    input.oncePerDay,
    [...new Set(input.memberLevels)],
    input.turnoverMultiple,
    input.isActive,
    input.sortOrder,
    input.startDate,
    input.endDate,
  ];
}

export async function insertPromotion(tx: Queryable, input: PromotionInput): Promise<PromotionRecord> {
  const { rows } = await tx.query<PromotionRecord>(
    `WITH p AS (
       INSERT INTO promotions (title, description, kind, rate_bp, max_bonus_satang, fixed_bonus_satang, period,
         min_deposit_satang, first_deposit_only, once_per_member, once_per_day, member_levels, turnover_multiple,
         is_active, sort_order, start_at, end_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::text[], $13, $14, $15, $16, $17)
       RETURNING *)
     SELECT ${PROMOTION_COLUMNS} FROM p`,
    inputParams(input),
  );
  const row = rows[0];
  if (!row) throw new Error('promotion insert returned nothing');
  return row;
}

/** Locks the promotion and answers it (null when there is none): the "before" of an operator change. */
export async function lockPromotion(tx: Queryable, id: string): Promise<PromotionRecord | null> {
  const { rows } = await tx.query<PromotionRecord>(
    `SELECT ${PROMOTION_COLUMNS} FROM promotions p WHERE p.id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

export async function updatePromotion(tx: Queryable, id: string, input: PromotionInput): Promise<PromotionRecord> {
  const { rows } = await tx.query<PromotionRecord>(
    `WITH p AS (
       UPDATE promotions SET title = $1, description = $2, kind = $3, rate_bp = $4, max_bonus_satang = $5,
         fixed_bonus_satang = $6, period = $7, min_deposit_satang = $8, first_deposit_only = $9,
         once_per_member = $10, once_per_day = $11, member_levels = $12::text[], turnover_multiple = $13,
         is_active = $14, sort_order = $15, start_at = $16, end_at = $17, updated_at = now()
       WHERE id = $18 RETURNING *)
     SELECT ${PROMOTION_COLUMNS} FROM p`,
    [...inputParams(input), id],
  );
  const row = rows[0];
  if (!row) throw new Error(`promotion ${id} missing`);
  return row;
}

export async function setPromotionFields(
  tx: Queryable,
  id: string,
  fields: { isActive?: boolean; imageKey?: string | null },
): Promise<PromotionRecord> {
  const { rows } = await tx.query<PromotionRecord>(
    `WITH p AS (
       UPDATE promotions SET is_active = COALESCE($2, is_active),
         image_key = CASE WHEN $3::boolean THEN $4 ELSE image_key END, updated_at = now()
       WHERE id = $1 RETURNING *)
     SELECT ${PROMOTION_COLUMNS} FROM p`,
    [id, fields.isActive ?? null, fields.imageKey !== undefined, fields.imageKey ?? null],
  );
  const row = rows[0];
  if (!row) throw new Error(`promotion ${id} missing`);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Histories

interface HistoryRecord {
  key: string;
  type: PromotionHistoryType;
  at: Date | string;
  amount_satang: string;
  status: BonusStatus;
  promotion_id: string;
  title: string;
  reason: PromotionIneligibility | null;
  deposit_id: string | null;
  period_start: Date | string | null;
  period_end: Date | string | null;
  turnover_satang: string;
  /** Set for a deposit not decided yet (or rejected): its amount, and the promotion to compute the bonus. */
  pending: boolean;
  rule: PromotionRecord | null;
  min_deposit_satang: string;
}

/**
 * The member's decided claims and the bonuses of their deposits that are waiting or were rejected
 * (no claim is ever written for those), newest first. `onlyDeposits`: the bonus history.
 */
const HISTORY_SQL = `
  SELECT 'claim-' || c.id AS key, c.type, c.created_at AS at, c.amount_satang::text AS amount_satang, c.status,
         c.promotion_id::text AS promotion_id, p.title, c.reason, c.deposit_id::text AS deposit_id,
         c.period_start, c.period_end, c.turnover_satang::text AS turnover_satang, false AS pending,
         NULL::jsonb AS rule, p.min_deposit_satang::text AS min_deposit_satang, c.id AS sort_id
  FROM promotion_claims c JOIN promotions p ON p.id = c.promotion_id
  WHERE c.member_id = $1 AND (NOT $4::boolean OR c.type = 'promotion')
  UNION ALL
  SELECT 'deposit-' || d.id, 'promotion', d.bank_time, d.amount_satang::text, d.status,
         d.promotion_id::text, p.title, NULL, d.id::text, NULL, NULL, '0', true,
         (SELECT to_jsonb(x) FROM (SELECT ${PROMOTION_COLUMNS}) x), p.min_deposit_satang::text, d.id
  FROM deposits d JOIN promotions p ON p.id = d.promotion_id
  WHERE d.member_id = $1 AND d.promotion_id IS NOT NULL AND d.status IN ('waiting_for_approve', 'rejected')`;

function toHistoryRow(r: HistoryRecord): PromotionHistoryRow {
  let amountSatang = Number(r.amount_satang);
  let turnoverSatang = Number(r.turnover_satang);
  if (r.pending && r.rule) {
    // A deposit not decided: the bonus it would get by the promotion as it is now.
    const rule = toRule(r.rule);
    const depositSatang = amountSatang;
    amountSatang = depositBonusSatang(rule, depositSatang);
    turnoverSatang = (depositSatang + amountSatang) * rule.turnoverMultiple;
  }
  const period: PeriodRange | null =
    r.period_start && r.period_end ? { start: iso(r.period_start), end: iso(r.period_end) } : null;
  return {
    id: r.key,
    type: r.type,
    date: iso(r.at),
    amount: satangToBaht(amountSatang),
    status: r.status,
    promotionId: Number(r.promotion_id),
    title: r.title,
    reason: r.reason === null ? null : promotionReasonText(r.reason, satangToBaht(r.min_deposit_satang)),
    depositId: r.deposit_id === null ? null : Number(r.deposit_id),
    period,
    turnover: satangToBaht(turnoverSatang),
  };
}

export async function memberHistory(
  db: Queryable,
  memberId: string,
  q: { page: number; limit: number },
  onlyDeposits: boolean,
): Promise<Page<PromotionHistoryRow>> {
  const { rows } = await db.query<HistoryRecord>(
    `SELECT * FROM (${HISTORY_SQL}) h ORDER BY h.at DESC, h.sort_id DESC LIMIT $2 OFFSET $3`,
    [memberId, q.limit, (q.page - 1) * q.limit, onlyDeposits],
  );
  const total = await db.query<{ total: number }>(
    `SELECT (SELECT count(*) FROM promotion_claims c WHERE c.member_id = $1 AND (NOT $2::boolean OR c.type = 'promotion'))
          + (SELECT count(*) FROM deposits d WHERE d.member_id = $1 AND d.promotion_id IS NOT NULL
               AND d.status IN ('waiting_for_approve', 'rejected')) AS total`,
    [memberId, onlyDeposits],
  );
  return {
    items: rows.map(toHistoryRow),
    page: q.page,
    limit: q.limit,
    total: Number(total.rows[0]?.total ?? 0),
  };
}

export function toBonusHistoryRow(row: PromotionHistoryRow): BonusHistoryRow {
  return {
    id: row.id,
    type: 'promotion',
    date: row.date,
    amount: row.amount,
    status: row.status,
    promotionId: row.promotionId,
    depositId: row.depositId,
    turnover: row.turnover,
  };
}

// ---------------------------------------------------------------------------------------------
// Operator: claims

export async function adminClaims(
  db: Queryable,
  filter: { promotionId?: number; status?: 'approved' | 'rejected'; type?: PromotionHistoryType; memberId?: string },
  q: { page: number; limit: number },
): Promise<Page<AdminPromotionClaim>> {
  const where = `($1::bigint IS NULL OR c.promotion_id = $1) AND ($2::text IS NULL OR c.status = $2)
     AND ($3::text IS NULL OR c.type = $3) AND ($4::bigint IS NULL OR c.member_id = $4::bigint)`;
  const params = [filter.promotionId ?? null, filter.status ?? null, filter.type ?? null, filter.memberId ?? null];
  const { rows } = await db.query<{
    id: string;
    type: PromotionHistoryType;
    created_at: Date | string;
    promotion_id: string;
    title: string;
    tel: string;
    first_name: string;
    last_name: string;
    amount_satang: string;
    base_satang: string;
    turnover_satang: string;
    status: 'approved' | 'rejected';
    reason: PromotionIneligibility | null;
    deposit_id: string | null;
    period_start: Date | string | null;
    period_end: Date | string | null;
    min_deposit_satang: string;
  }>(
    `SELECT c.id::text AS id, c.type, c.created_at, c.promotion_id::text AS promotion_id, p.title, m.tel,
            m.first_name, m.last_name, c.amount_satang::text AS amount_satang, c.base_satang::text AS base_satang,
            c.turnover_satang::text AS turnover_satang, c.status, c.reason, c.deposit_id::text AS deposit_id,
            c.period_start, c.period_end, p.min_deposit_satang::text AS min_deposit_satang
     FROM promotion_claims c JOIN promotions p ON p.id = c.promotion_id JOIN members m ON m.id = c.member_id
     WHERE ${where} ORDER BY c.id DESC LIMIT $5 OFFSET $6`,
    [...params, q.limit, (q.page - 1) * q.limit],
  );
  const total = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM promotion_claims c WHERE ${where}`,
    params,
  );
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      type: r.type,
      date: iso(r.created_at),
      promotionId: Number(r.promotion_id),
      title: r.title,
      member: { tel: r.tel, first_name: r.first_name, last_name: r.last_name },
      amount: satangToBaht(r.amount_satang),
      base: satangToBaht(r.base_satang),
      turnover: satangToBaht(r.turnover_satang),
      status: r.status,
      reason: r.reason === null ? null : promotionReasonText(r.reason, satangToBaht(r.min_deposit_satang)),
      depositId: r.deposit_id === null ? null : Number(r.deposit_id),
      period: r.period_start && r.period_end ? { start: iso(r.period_start), end: iso(r.period_end) } : null,
    })),
    page: q.page,
    limit: q.limit,
    total: total.rows[0]?.total ?? 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Member: bonus preference

/** `PUT /promotion/bonus`: whether the member wants deposit bonuses (read by the eligibility rules). */
export async function setBonusPreference(db: Queryable, memberId: string, bonus: 0 | 1): Promise<void> {
  await db.query('UPDATE members SET bonus = $2, updated_at = now() WHERE id = $1', [memberId, bonus]);
}
