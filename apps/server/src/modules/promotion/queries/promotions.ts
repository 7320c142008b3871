import {
  type AdminPromotion,
  bahtToSatang,
  type Page,
  type Promotion,
  type PromotionInput,
  type PromotionKind,
  type ReturnLossPeriod,
  satangToBaht,
} from '@member/shared';
import type { Queryable } from '../../../db/database';
import { UPLOADS_URL_PREFIX } from '../../../lib/storage';
import type { PromotionRule } from '../rules';
import { sanitizeDescription } from '../sanitize';
import { iso } from './shared';

/** SQL of promotions and their mapping to the contract's shapes and to the rules' shape. */

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
  blocked_by_turnover: boolean;
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
  p.member_levels, p.turnover_multiple, p.blocked_by_turnover, p.is_active, p.sort_order, p.start_at, p.end_at, p.created_at, p.updated_at`;

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
    blockedByTurnover: r.blocked_by_turnover,
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
    blockedByTurnover: r.blocked_by_turnover,
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
    input.blockedByTurnover,
  ];
}

export async function insertPromotion(tx: Queryable, input: PromotionInput): Promise<PromotionRecord> {
  const { rows } = await tx.query<PromotionRecord>(
    `WITH p AS (
       INSERT INTO promotions (title, description, kind, rate_bp, max_bonus_satang, fixed_bonus_satang, period,
         min_deposit_satang, first_deposit_only, once_per_member, once_per_day, member_levels, turnover_multiple,
         is_active, sort_order, start_at, end_at, blocked_by_turnover)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::text[], $13, $14, $15, $16, $17, $18)
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
         is_active = $14, sort_order = $15, start_at = $16, end_at = $17, blocked_by_turnover = $18,
         updated_at = now()
       WHERE id = $19 RETURNING *)
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
