import { randomBytes } from 'node:crypto';
import {
  type AdminPlayProvider,
  addBangkokDays,
  bangkokDayOf,
  bangkokRangeBounds,
  type HistoryQuery,
  type Page,
  PLAY_LAUNCH_TOKEN_TTL_MS,
  type PlayGame,
  type PlayGgrQuery,
  type PlayGgrRow,
  type PlayLaunch,
  type PlayProviderCreate,
  type PlayProviderGames,
  type PlayProviderUpdate,
  type PlayRound,
  type PlayRoundStatus,
  satangToBaht,
} from '@member/shared';
import { bangkokDaySql } from '../../db/bangkok-sql';
import type { Queryable } from '../../db/database';
import { tokenHash } from './signature';

/** Play's SQL: providers, launch tokens, rounds and the GGR report (decisions 0100-0104). */

export interface ProviderRecord {
  code: string;
  name: string;
  secret: string | null;
  active: boolean;
  launch_url: string;
  games: PlayGame[];
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const PROVIDER_COLUMNS = 'code, name, secret, active, launch_url, games, created_at, updated_at';

export async function findProvider(db: Queryable, code: string, lock = false): Promise<ProviderRecord | null> {
  const { rows } = await db.query<ProviderRecord>(
    `SELECT ${PROVIDER_COLUMNS} FROM play_providers WHERE code = $1${lock ? ' FOR UPDATE' : ''}`,
    [code],
  );
  return rows[0] ?? null;
}

/** A provider as the operator sees it: whether it has a secret, never the secret. */
export function toAdminProvider(record: ProviderRecord, configuredSecret: boolean): AdminPlayProvider {
  return {
    code: record.code,
    name: record.name,
    active: record.active,
    launchUrl: record.launch_url,
    games: record.games,
    hasSecret: record.secret !== null || configuredSecret,
    createdAt: iso(record.created_at),
    updatedAt: iso(record.updated_at),
  };
}

export async function listProviders(db: Queryable): Promise<ProviderRecord[]> {
  const { rows } = await db.query<ProviderRecord>(`SELECT ${PROVIDER_COLUMNS} FROM play_providers ORDER BY code`);
  return rows;
}

/** Inserts a provider; null when the code is taken. */
export async function insertProvider(db: Queryable, input: PlayProviderCreate): Promise<ProviderRecord | null> {
  const { rows } = await db.query<ProviderRecord>(
    `INSERT INTO play_providers (code, name, secret, active, launch_url, games)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb) ON CONFLICT (code) DO NOTHING RETURNING ${PROVIDER_COLUMNS}`,
    [input.code, input.name, input.secret ?? null, input.active, input.launchUrl, JSON.stringify(input.games ?? [])],
  );
  return rows[0] ?? null;
}

/** Changes a provider; the secret and the games only when given. */
export async function updateProvider(db: Queryable, code: string, input: PlayProviderUpdate): Promise<ProviderRecord> {
  const { rows } = await db.query<ProviderRecord>(
    `UPDATE play_providers SET name = $2, secret = COALESCE($3, secret), active = $4, launch_url = $5,
       games = COALESCE($6::jsonb, games), updated_at = now()
     WHERE code = $1 RETURNING ${PROVIDER_COLUMNS}`,
    [
      code,
      input.name,
      input.secret ?? null,
      input.active,
      input.launchUrl,
      input.games === undefined ? null : JSON.stringify(input.games),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error(`provider ${code} vanished`);
  return row;
}

/** `GET /play/games`: the active providers that list at least one game. */
export async function activeGames(db: Queryable): Promise<PlayProviderGames[]> {
  const { rows } = await db.query<ProviderRecord>(
    `SELECT ${PROVIDER_COLUMNS} FROM play_providers WHERE active AND jsonb_array_length(games) > 0 ORDER BY code`,
  );
  return rows.map((row) => ({ provider: { code: row.code, name: row.name }, games: row.games }));
}

/** A one-time launch token (kept as its hash) and the provider's launch URL carrying it. */
export async function createLaunch(
  db: Queryable,
  provider: ProviderRecord,
  game: string,
  memberId: string,
  nowMs: number,
): Promise<PlayLaunch> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(nowMs + PLAY_LAUNCH_TOKEN_TTL_MS).toISOString();
  await db.query(
    `INSERT INTO play_launch_tokens (token_hash, member_id, provider_code, game, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [tokenHash(token), memberId, provider.code, game, expiresAt, new Date(nowMs).toISOString()],
  );
  const separator = provider.launch_url.includes('?') ? '&' : '?';
  const url = `${provider.launch_url}${separator}token=${encodeURIComponent(token)}&game=${encodeURIComponent(game)}`;
  return { url, token, expires_at: expiresAt };
}

interface RoundRow {
  provider_code: string;
  game: string | null;
  round_id: string;
  stake: string;
  win: string;
  refunded: boolean;
  started_at: Date | string;
  ended_at: Date | string | null;
}

function toRound(row: RoundRow): PlayRound {
  const stake = Number(row.stake);
  const win = Number(row.win);
  const status: PlayRoundStatus = row.refunded ? 'refunded' : row.ended_at ? 'ended' : 'open';
  return {
    provider: row.provider_code,
    game: row.game,
    round_id: row.round_id,
    stake: satangToBaht(stake),
    win: satangToBaht(win),
    net: satangToBaht(win - stake),
    status,
    started_at: iso(row.started_at),
    ended_at: row.ended_at ? iso(row.ended_at) : null,
  };
}

/**
 * A member's rounds, newest first. `stake` is what stayed staked (refunded bets do not count); a
 * round whose every stake was refunded is `refunded`.
 */
export async function memberRounds(db: Queryable, memberId: string, page: HistoryQuery): Promise<Page<PlayRound>> {
  const [{ rows }, counted] = await Promise.all([
    db.query<RoundRow>(
      `SELECT provider_code, game, round_id, (stake_satang - refund_satang)::text AS stake, win_satang::text AS win,
              (stake_satang > 0 AND refund_satang >= stake_satang) AS refunded, started_at, ended_at
       FROM play_rounds WHERE member_id = $1 ORDER BY started_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [memberId, page.limit, (page.page - 1) * page.limit],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM play_rounds WHERE member_id = $1', [memberId]),
  ]);
  return { items: rows.map(toRound), page: page.page, limit: page.limit, total: counted.rows[0]?.total ?? 0 };
}

/** Without `from`, the report covers the 30 Bangkok days up to `to` (default: today). */
export const GGR_DEFAULT_DAYS = 30;

/**
 * Per provider and Bangkok day, newest day first: stakes and wins by the time they arrived, refunds
 * by the time they were made, rounds by the time they started; GGR = stakes − wins − refunds.
 */
export async function ggr(db: Queryable, query: PlayGgrQuery, nowMs: number): Promise<PlayGgrRow[]> {
  const to = query.to ?? (query.from && query.from > bangkokDayOf(nowMs) ? query.from : bangkokDayOf(nowMs));
  const from = query.from ?? addBangkokDays(to, -(GGR_DEFAULT_DAYS - 1));
  const { fromIso, toIso } = bangkokRangeBounds({ from, to });
  const { rows } = await db.query<{
    day: string;
    provider: string;
    stakes: string;
    wins: string;
    refunds: string;
    rounds: string;
  }>(
    `WITH moves AS (
       SELECT provider_code, created_at AS at,
              CASE WHEN kind = 'bet' THEN amount_satang ELSE 0 END AS stake,
              CASE WHEN kind = 'win' THEN amount_satang ELSE 0 END AS win, 0::bigint AS refund, 0 AS rounds
       FROM play_transactions
       WHERE created_at >= $1::timestamptz AND created_at < $2::timestamptz AND balance_after_satang IS NOT NULL
       UNION ALL
       SELECT provider_code, refunded_at, 0, 0, amount_satang, 0 FROM play_transactions
       WHERE refunded_at >= $1::timestamptz AND refunded_at < $2::timestamptz AND amount_satang > 0
       UNION ALL
       SELECT provider_code, started_at, 0, 0, 0, 1 FROM play_rounds
       WHERE started_at >= $1::timestamptz AND started_at < $2::timestamptz)
     SELECT ${bangkokDaySql('at')} AS day, provider_code AS provider,
            sum(stake)::text AS stakes, sum(win)::text AS wins, sum(refund)::text AS refunds, sum(rounds)::text AS rounds
     FROM moves GROUP BY 1, 2 ORDER BY 1 DESC, 2`,
    [fromIso, toIso],
  );
  return rows.map((row) => {
    const [stakes, wins, refunds] = [Number(row.stakes), Number(row.wins), Number(row.refunds)];
    return {
      day: row.day,
      provider: row.provider,
      stakes: satangToBaht(stakes),
      wins: satangToBaht(wins),
      refunds: satangToBaht(refunds),
      ggr: satangToBaht(stakes - wins - refunds),
      rounds: Number(row.rounds),
    };
  });
}
