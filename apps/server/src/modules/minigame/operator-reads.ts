import {
  type AdminCoinEntryRow,
  type AdminCreditLotRow,
  type AdminMinigameMember,
  type HistoryQuery,
  type MinigamePlayRow,
  type Page,
  satangToBaht,
} from '@member/shared';
import type { Queryable } from '../../db/database';
import { holdings } from './lots';
import { COIN_ENTRY_SELECT, toCoinRow } from './member-reads';
import { PLAY_SELECT, type PlayRecord, toPlayRow } from './plays';

/** What an operator reads of one member's mini-games (decision 0120): pages, newest first. */

const iso = (value: Date | string) => new Date(value).toISOString();
const offset = (page: HistoryQuery) => (page.page - 1) * page.limit;

async function pageOf<R, T>(
  db: Queryable,
  select: string,
  countSql: string,
  memberId: string,
  page: HistoryQuery,
  map: (row: R) => T,
): Promise<Page<T>> {
  const [{ rows }, counted] = await Promise.all([
    db.query<R>(`${select} LIMIT $2 OFFSET $3`, [memberId, page.limit, offset(page)]),
    db.query<{ total: number }>(countSql, [memberId]),
  ]);
  return { items: rows.map(map), page: page.page, limit: page.limit, total: counted.rows[0]?.total ?? 0 };
}

/** `GET /operator/members/{tel}`: null when no member has that phone. */
export async function memberDetail(
  db: Queryable,
  tel: string,
  nowMs: number,
): Promise<(AdminMinigameMember & { id: string }) | null> {
  const { rows } = await db.query<{
    id: string;
    tel: string;
    first_name: string;
    last_name: string;
    pending: string;
    server_seed_hash: string | null;
    client_seed: string | null;
    nonce: number | null;
  }>(
    `SELECT m.id::text AS id, m.tel, m.first_name, m.last_name,
            (SELECT COALESCE(sum(amount_satang), 0) FROM minigame_withdrawals w
             WHERE w.member_id = m.id AND w.status = 'pending')::text AS pending,
            s.server_seed_hash, s.client_seed, s.nonce
     FROM members m LEFT JOIN minigame_seeds s ON s.member_id = m.id AND s.revealed_at IS NULL
     WHERE m.tel = $1`,
    [tel],
  );
  const row = rows[0];
  if (!row) return null;
  const held = await holdings(db, row.id, new Date(nowMs).toISOString());
  return {
    id: row.id,
    tel: row.tel,
    first_name: row.first_name,
    last_name: row.last_name,
    coins: held.coin,
    credit: satangToBaht(held.credit),
    profit: satangToBaht(held.profit),
    pendingProfit: satangToBaht(row.pending),
    seed:
      row.server_seed_hash === null
        ? null
        : { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed ?? '', nonce: row.nonce ?? 0 },
  };
}

export function memberCoinEntries(
  db: Queryable,
  memberId: string,
  page: HistoryQuery,
): Promise<Page<AdminCoinEntryRow>> {
  return pageOf(
    db,
    `${COIN_ENTRY_SELECT} WHERE e.member_id = $1 ORDER BY e.created_at DESC, e.id DESC`,
    'SELECT count(*)::int AS total FROM minigame_coin_entries WHERE member_id = $1',
    memberId,
    page,
    (row: Parameters<typeof toCoinRow>[0]) => ({ ...toCoinRow(row), reason: row.reason, operator: row.operator }),
  );
}

export function memberCreditLots(
  db: Queryable,
  memberId: string,
  page: HistoryQuery,
): Promise<Page<AdminCreditLotRow>> {
  return pageOf(
    db,
    `SELECT id::text AS id, created_at, amount::text AS amount, remaining::text AS remaining, expires_at, expired_at,
            expired_amount::text AS expired_amount
     FROM minigame_lots WHERE member_id = $1 AND asset = 'credit' ORDER BY created_at DESC, id DESC`,
    `SELECT count(*)::int AS total FROM minigame_lots WHERE member_id = $1 AND asset = 'credit'`,
    memberId,
    page,
    (row: {
      id: string;
      created_at: Date | string;
      amount: string;
      remaining: string;
      expires_at: Date | string;
      expired_at: Date | string | null;
      expired_amount: string;
    }) => ({
      id: row.id,
      createdAt: iso(row.created_at),
      amount: satangToBaht(row.amount),
      remaining: satangToBaht(row.remaining),
      expiresAt: iso(row.expires_at),
      expiredAt: row.expired_at === null ? null : iso(row.expired_at),
      expiredAmount: satangToBaht(row.expired_amount),
    }),
  );
}

export function memberPlays(db: Queryable, memberId: string, page: HistoryQuery): Promise<Page<MinigamePlayRow>> {
  return pageOf(
    db,
    `${PLAY_SELECT} WHERE p.member_id = $1 ORDER BY p.created_at DESC, p.id DESC`,
    'SELECT count(*)::int AS total FROM minigame_plays WHERE member_id = $1',
    memberId,
    page,
    (row: PlayRecord) => toPlayRow(row),
  );
}

/** Plays and baht of prizes (credit and profit) per game between `start` and `end`, by game id. */
export async function playsPerGame(
  db: Queryable,
  range: { start: string; end: string },
): Promise<Map<string, { plays: number; paidSatang: number }>> {
  const { rows } = await db.query<{ game_id: string; plays: number; paid: string }>(
    `SELECT game_id::text AS game_id, count(*)::int AS plays,
            COALESCE(sum(prize_amount) FILTER (WHERE prize_kind IN ('credit', 'profit')), 0)::text AS paid
     FROM minigame_plays WHERE created_at >= $1 AND created_at < $2 GROUP BY game_id`,
    [range.start, range.end],
  );
  return new Map(rows.map((row) => [row.game_id, { plays: row.plays, paidSatang: Number(row.paid) }]));
}
