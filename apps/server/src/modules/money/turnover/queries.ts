import type { ForfeitRule, TurnoverSource, TurnoverStatus } from '@member/shared';
import type { Queryable } from '../../../db/database';

/** The SQL of turnover requirements, their contributions and the operator's settings (migration 0031, decision 0174). */

export interface RequirementRecord {
  id: string;
  member_id: string;
  source: TurnoverSource;
  title: string;
  bonus_satang: string;
  required_satang: string;
  counted_satang: string;
  wallet_before_satang: string;
  opened_transfer_id: string;
  status: TurnoverStatus;
  forfeited_satang: string | null;
  opened_at: Date | string;
  closed_at: Date | string | null;
}

const COLUMNS = `id::text AS id, member_id::text AS member_id, source, title, bonus_satang::text AS bonus_satang,
  required_satang::text AS required_satang, counted_satang::text AS counted_satang,
  wallet_before_satang::text AS wallet_before_satang, opened_transfer_id::text AS opened_transfer_id, status,
  forfeited_satang::text AS forfeited_satang, opened_at, closed_at`;

export interface NewRequirement {
  memberId: string;
  source: TurnoverSource;
  sourceRef: string;
  title: string;
  bonusSatang: number;
  requiredSatang: number;
  walletBeforeSatang: number;
  openedTransferId: string;
  nowMs: number;
}

export async function insertRequirement(tx: Queryable, r: NewRequirement): Promise<void> {
  await tx.query(
    `INSERT INTO turnover_requirements (member_id, source, source_ref, title, bonus_satang, required_satang,
       wallet_before_satang, opened_transfer_id, opened_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, to_timestamp($9::double precision / 1000))`,
    [
      r.memberId,
      r.source,
      r.sourceRef,
      r.title,
      r.bonusSatang,
      r.requiredSatang,
      r.walletBeforeSatang,
      r.openedTransferId,
      r.nowMs,
    ],
  );
}

/** The member's open requirements, oldest first (the order stakes pay them in). */
export async function openRequirements(db: Queryable, memberId: string): Promise<RequirementRecord[]> {
  const { rows } = await db.query<RequirementRecord>(
    `SELECT ${COLUMNS} FROM turnover_requirements WHERE member_id = $1 AND status = 'open' ORDER BY id`,
    [memberId],
  );
  return rows;
}

/** Every requirement of the member, newest first (the member page). */
export async function memberRequirements(db: Queryable, memberId: string, limit: number): Promise<RequirementRecord[]> {
  const { rows } = await db.query<RequirementRecord>(
    `SELECT ${COLUMNS} FROM turnover_requirements WHERE member_id = $1 ORDER BY opened_at DESC, id DESC LIMIT $2`,
    [memberId, limit],
  );
  return rows;
}

/**
 * Adds `delta` satang to a requirement's progress and records the contribution of the stake; a
 * requirement whose progress reaches what it requires is completed.
 */
export async function addContribution(
  tx: Queryable,
  c: { requirementId: string; stakeRef: string; stakeSatang: number; deltaSatang: number; nowMs: number },
): Promise<void> {
  await tx.query(
    `WITH updated AS (
       UPDATE turnover_requirements
          SET counted_satang = counted_satang + $2::bigint,
              status = CASE WHEN counted_satang + $2::bigint = required_satang THEN 'completed' ELSE status END,
              closed_at = CASE WHEN counted_satang + $2::bigint = required_satang
                               THEN to_timestamp($5::double precision / 1000) ELSE closed_at END
        WHERE id = $1 AND status = 'open' RETURNING id)
     INSERT INTO turnover_contributions (requirement_id, stake_ref, stake_satang, counted_satang)
     SELECT id, $3, $4, $2 FROM updated`,
    [c.requirementId, c.deltaSatang, c.stakeRef, c.stakeSatang, c.nowMs],
  );
}

/** What a stake paid into each requirement still open (the refund takes it back). */
export async function openContributionsOfStake(
  tx: Queryable,
  memberId: string,
  stakeRef: string,
): Promise<{ requirement_id: string; counted: string }[]> {
  const { rows } = await tx.query<{ requirement_id: string; counted: string }>(
    `SELECT c.requirement_id::text AS requirement_id, sum(c.counted_satang)::text AS counted
       FROM turnover_contributions c JOIN turnover_requirements r ON r.id = c.requirement_id
      WHERE c.stake_ref = $2 AND r.member_id = $1 AND r.status = 'open'
      GROUP BY c.requirement_id HAVING sum(c.counted_satang) > 0`,
    [memberId, stakeRef],
  );
  return rows;
}

/** Ends the member's open requirements as played away. */
export async function closePlayedAway(tx: Queryable, memberId: string, nowMs: number): Promise<number> {
  const { rows } = await tx.query(
    `UPDATE turnover_requirements SET status = 'played_away', closed_at = to_timestamp($2::double precision / 1000)
      WHERE member_id = $1 AND status = 'open' RETURNING id`,
    [memberId, nowMs],
  );
  return rows.length;
}

export async function markForfeited(
  tx: Queryable,
  requirementId: string,
  forfeitedSatang: number,
  nowMs: number,
): Promise<void> {
  await tx.query(
    `UPDATE turnover_requirements SET status = 'forfeited', forfeited_satang = $2,
            closed_at = to_timestamp($3::double precision / 1000)
      WHERE id = $1 AND status = 'open'`,
    [requirementId, forfeitedSatang, nowMs],
  );
}

export interface SettingsRecord {
  forfeit_rule: ForfeitRule;
  played_away_satang: string;
  default_weight: number;
  provider_weights: Record<string, unknown>;
}

export async function loadSettingsRecord(db: Queryable): Promise<SettingsRecord> {
  const { rows } = await db.query<SettingsRecord>(
    `SELECT forfeit_rule, played_away_satang::text AS played_away_satang, default_weight, provider_weights
       FROM turnover_settings`,
  );
  const row = rows[0];
  if (!row) throw new Error('turnover_settings has no row (migration 0031)');
  return row;
}

export async function saveSettingsRecord(
  tx: Queryable,
  s: {
    forfeitRule: ForfeitRule;
    playedAwaySatang: number;
    defaultWeight: number;
    providerWeights: Record<string, number>;
  },
): Promise<void> {
  await tx.query(
    `UPDATE turnover_settings SET forfeit_rule = $1, played_away_satang = $2, default_weight = $3,
            provider_weights = $4::jsonb, updated_at = now()`,
    [s.forfeitRule, s.playedAwaySatang, s.defaultWeight, JSON.stringify(s.providerWeights)],
  );
}
