import {
  type AdminPrizeTable,
  bahtToSatang,
  isBahtPrize,
  MINIGAME_SOUND_SLOTS,
  type MinigameGameCreate,
  type MinigameGameUpdate,
  type MinigameKind,
  type MinigameMedia,
  type MinigameSoundSlot,
  type Prize,
  type PrizeInput,
  prizeTableStats,
  satangToBaht,
  withProbabilities,
} from '@member/shared';
import type { Queryable } from '../../db/database';

/**
 * Games and their prize tables (decision 0120). A table is a version: an edit inserts the next one
 * and points the game at it, so a play keeps the version it used. Prizes are stored with integer
 * amounts (coins, or satang for credit and profit) and converted to baht only on the way out.
 */

/** A prize as stored: `amount` in coins or satang. */
export interface StoredPrize {
  kind: PrizeInput['kind'];
  amount: number;
  creditExpiryDays: number | null;
  weight: number;
  label: string | null;
}

export interface PrizeTableRecord {
  id: string;
  version: number;
  prizes: StoredPrize[];
  createdAt: string;
  createdBy: string | null;
}

export interface GameRecord {
  id: string;
  slug: string;
  kind: MinigameKind;
  name: string;
  imageKey: string | null;
  sounds: Partial<Record<MinigameSoundSlot, string>>;
  cost: number;
  freePlaysPerDay: number;
  active: boolean;
  dailyBudgetSatang: number | null;
  memberDailyBudgetSatang: number | null;
  sortOrder: number;
  table: PrizeTableRecord;
  createdAt: string;
  updatedAt: string;
}

interface GameRow {
  id: string;
  slug: string;
  kind: MinigameKind;
  name: string;
  image_key: string | null;
  sounds: Partial<Record<MinigameSoundSlot, string>>;
  cost_coins: number;
  free_plays_per_day: number;
  active: boolean;
  daily_budget_satang: string | null;
  member_daily_budget_satang: string | null;
  sort_order: number;
  created_at: Date | string;
  updated_at: Date | string;
  table_id: string;
  table_version: number;
  table_prizes: StoredPrize[];
  table_created_at: Date | string;
  table_created_by: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const satangOrNull = (value: string | null) => (value === null ? null : Number(value));

const GAME_SELECT = `
  SELECT g.id::text AS id, g.slug, g.kind, g.name, g.image_key, g.sounds, g.cost_coins, g.free_plays_per_day,
         g.active, g.daily_budget_satang::text AS daily_budget_satang,
         g.member_daily_budget_satang::text AS member_daily_budget_satang, g.sort_order, g.created_at, g.updated_at,
         t.id::text AS table_id, t.version AS table_version, t.prizes AS table_prizes, t.created_at AS table_created_at,
         o.username AS table_created_by
  FROM minigame_games g
  JOIN minigame_prize_tables t ON t.id = g.table_id
  LEFT JOIN operators o ON o.id = t.created_by`;

function toGame(row: GameRow): GameRecord {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    name: row.name,
    imageKey: row.image_key,
    sounds: row.sounds,
    cost: row.cost_coins,
    freePlaysPerDay: row.free_plays_per_day,
    active: row.active,
    dailyBudgetSatang: satangOrNull(row.daily_budget_satang),
    memberDailyBudgetSatang: satangOrNull(row.member_daily_budget_satang),
    sortOrder: row.sort_order,
    table: {
      id: row.table_id,
      version: row.table_version,
      prizes: row.table_prizes,
      createdAt: iso(row.table_created_at),
      createdBy: row.table_created_by,
    },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** A game by slug with its table in force; `lock` takes its row for an operator's change. */
export async function findGame(db: Queryable, slug: string, lock = false): Promise<GameRecord | null> {
  const { rows } = await db.query<GameRow>(`${GAME_SELECT} WHERE g.slug = $1${lock ? ' FOR UPDATE OF g' : ''}`, [slug]);
  return rows[0] ? toGame(rows[0]) : null;
}

/** Every game (or the active ones), in the operator's order. */
export async function listGames(db: Queryable, activeOnly: boolean): Promise<GameRecord[]> {
  const { rows } = await db.query<GameRow>(
    `${GAME_SELECT} ${activeOnly ? 'WHERE g.active' : ''} ORDER BY g.sort_order, g.id`,
  );
  return rows.map(toGame);
}

/** A table of the wire (baht) as stored (satang). */
export const toStoredPrizes = (prizes: readonly PrizeInput[]): StoredPrize[] =>
  prizes.map((prize) => ({
    kind: prize.kind,
    amount: isBahtPrize(prize.kind) ? bahtToSatang(prize.amount) : prize.amount,
    creditExpiryDays: prize.creditExpiryDays,
    weight: prize.weight,
    label: prize.label,
  }));

/** A stored prize in the wire's units (coins or baht). */
export const prizeAmount = (prize: Pick<StoredPrize, 'kind' | 'amount'>): number =>
  isBahtPrize(prize.kind) ? satangToBaht(prize.amount) : prize.amount;

export function wirePrizes(prizes: readonly StoredPrize[]): Prize[] {
  return withProbabilities(prizes.map((prize) => ({ ...prize, amount: prizeAmount(prize) })));
}

export function toAdminTable(table: PrizeTableRecord): AdminPrizeTable {
  const prizes = wirePrizes(table.prizes);
  return {
    version: table.version,
    createdAt: table.createdAt,
    createdBy: table.createdBy,
    prizes,
    stats: prizeTableStats(prizes),
  };
}

/** The largest credit or profit prize a table can pay (satang; 0 when none): what a budget must cover. */
export const maxPrizeSatang = (prizes: readonly StoredPrize[]): number =>
  Math.max(0, ...prizes.filter((prize) => prize.weight > 0 && isBahtPrize(prize.kind)).map((prize) => prize.amount));

/** The game's files as URLs. */
export function mediaOf(game: GameRecord, urlFor: (key: string) => string): MinigameMedia {
  const url = (key: string | null | undefined) => (key ? urlFor(key) : null);
  const sounds = Object.fromEntries(MINIGAME_SOUND_SLOTS.map((slot) => [slot, url(game.sounds[slot])])) as Record<
    MinigameSoundSlot,
    string | null
  >;
  return { image: url(game.imageKey), sounds };
}

const budgetSatang = (baht: number | null) => (baht === null ? null : bahtToSatang(baht));

/** Inserts the next version of a game's table and puts it in force. */
export async function insertTableVersion(
  tx: Queryable,
  gameId: string,
  prizes: StoredPrize[],
  operatorId: string | null,
  at: string,
): Promise<void> {
  await tx.query(
    `WITH next AS (
       INSERT INTO minigame_prize_tables (game_id, version, prizes, created_by, created_at)
       SELECT $1, COALESCE(max(version), 0) + 1, $2::jsonb, $3, $4 FROM minigame_prize_tables WHERE game_id = $1
       RETURNING id)
     UPDATE minigame_games SET table_id = next.id, updated_at = $4 FROM next WHERE minigame_games.id = $1`,
    [gameId, JSON.stringify(prizes), operatorId, at],
  );
}

/** A new game with its first table; null when the slug is taken. */
export async function insertGame(
  tx: Queryable,
  input: MinigameGameCreate,
  operatorId: string | null,
  at: string,
): Promise<GameRecord | null> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO minigame_games (slug, kind, name, cost_coins, free_plays_per_day, active, daily_budget_satang,
       member_daily_budget_satang, sort_order, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) ON CONFLICT (slug) DO NOTHING RETURNING id::text AS id`,
    [
      input.slug,
      input.kind,
      input.name,
      input.cost,
      input.freePlaysPerDay,
      input.active,
      budgetSatang(input.dailyBudget),
      budgetSatang(input.memberDailyBudget),
      input.sortOrder ?? 0,
      at,
    ],
  );
  const id = rows[0]?.id;
  if (!id) return null;
  await insertTableVersion(tx, id, toStoredPrizes(input.prizes), operatorId, at);
  return findGame(tx, input.slug);
}

export async function updateGame(tx: Queryable, gameId: string, input: MinigameGameUpdate, at: string): Promise<void> {
  await tx.query(
    `UPDATE minigame_games SET name = $2, cost_coins = $3, free_plays_per_day = $4, active = $5,
       daily_budget_satang = $6, member_daily_budget_satang = $7, sort_order = COALESCE($8, sort_order), updated_at = $9
     WHERE id = $1`,
    [
      gameId,
      input.name,
      input.cost,
      input.freePlaysPerDay,
      input.active,
      budgetSatang(input.dailyBudget),
      budgetSatang(input.memberDailyBudget),
      input.sortOrder ?? null,
      at,
    ],
  );
}

/** The image's key, or null to remove it. */
export async function setImage(tx: Queryable, gameId: string, key: string | null, at: string): Promise<void> {
  await tx.query('UPDATE minigame_games SET image_key = $2, updated_at = $3 WHERE id = $1', [gameId, key, at]);
}

/** A sound's key, or null to remove it. */
export async function setSound(
  tx: Queryable,
  gameId: string,
  slot: MinigameSoundSlot,
  key: string | null,
  at: string,
): Promise<void> {
  await tx.query(
    `UPDATE minigame_games SET sounds = CASE WHEN $3::text IS NULL THEN sounds - $2 ELSE sounds || jsonb_build_object($2::text, $3::text) END,
       updated_at = $4 WHERE id = $1`,
    [gameId, slot, key, at],
  );
}

/** Deletes a game no one has played (its tables and budget days with it); false when it has plays. */
export async function deleteGame(tx: Queryable, gameId: string): Promise<boolean> {
  const { rows } = await tx.query<{ played: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM minigame_plays WHERE game_id = $1) AS played',
    [gameId],
  );
  if (rows[0]?.played) return false;
  await tx.query('UPDATE minigame_games SET table_id = NULL WHERE id = $1', [gameId]);
  await tx.query('DELETE FROM minigame_games WHERE id = $1', [gameId]);
  return true;
}

/** Every version of a game's table, newest first. */
export async function tableVersions(db: Queryable, gameId: string): Promise<PrizeTableRecord[]> {
  const { rows } = await db.query<{
    id: string;
    version: number;
    prizes: StoredPrize[];
    created_at: Date | string;
    created_by: string | null;
  }>(
    `SELECT t.id::text AS id, t.version, t.prizes, t.created_at, o.username AS created_by
     FROM minigame_prize_tables t LEFT JOIN operators o ON o.id = t.created_by
     WHERE t.game_id = $1 ORDER BY t.version DESC`,
    [gameId],
  );
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    prizes: row.prizes,
    createdAt: iso(row.created_at),
    createdBy: row.created_by,
  }));
}
