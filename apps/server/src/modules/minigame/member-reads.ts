import {
  type CoinEntryType,
  type CreditEntryType,
  type MinigameCoinRow,
  type MinigameCreditRow,
  type MinigameCurrentCredit,
  type MinigameGame,
  type MinigamePlayRow,
  type MinigameRewardRow,
  type MinigameStatusToday,
  type MinigameWithdrawalStatus,
  type MinigameWithdrawRow,
  type PrizeKind,
  prizeLabel,
  satangToBaht,
} from '@member/shared';
import type { Queryable } from '../../db/database';
import { listGames, maxPrizeSatang, mediaOf, prizeAmount, wirePrizes } from './games';
import { holdings, nearestExpiry } from './lots';
import { bangkokToday, memberBudgetCovers, memberGameDay, PLAY_SELECT, type PlayRecord, toPlayRow } from './plays';
import type { SettingsRecord } from './settings';
import { creditTurnover } from './credit-moves';

/** What a member reads of the mini-games (decision 0120): their own rows only, newest first. */

const iso = (value: Date | string) => new Date(value).toISOString();
const atOf = (nowMs: number) => new Date(nowMs).toISOString();

/** `GET /play/available-minigame`: the active games with today's free plays and plays left. */
export async function availableGames(
  db: Queryable,
  memberId: string,
  nowMs: number,
  urlFor: (key: string) => string,
): Promise<MinigameGame[]> {
  const today = bangkokToday(nowMs);
  const [games, days, held, budgets] = await Promise.all([
    listGames(db, true),
    memberGameDay(db, memberId, null, today),
    holdings(db, memberId, atOf(nowMs)),
    db.query<{ game_id: string; paid: string }>(
      'SELECT game_id::text AS game_id, paid_satang::text AS paid FROM minigame_budget_days WHERE day = $1',
      [today.day],
    ),
  ]);
  const paidToday = new Map(budgets.rows.map((row) => [row.game_id, Number(row.paid)]));
  return games.map((game) => {
    const mine = days.get(game.id) ?? { freeUsed: 0, wonSatang: 0 };
    const freePlaysLeft = Math.max(0, game.freePlaysPerDay - mine.freeUsed);
    const max = maxPrizeSatang(game.table.prizes);
    const gameBudgetLeft =
      game.dailyBudgetSatang === null || max === 0 || (paidToday.get(game.id) ?? 0) + max <= game.dailyBudgetSatang;
    return {
      ...mediaOf(game, urlFor),
      slug: game.slug,
      kind: game.kind,
      name: game.name,
      cost: game.cost,
      freePlaysPerDay: game.freePlaysPerDay,
      freePlaysLeft,
      playsLeft: freePlaysLeft + Math.floor(held.coin / game.cost),
      budgetReached: !gameBudgetLeft || !memberBudgetCovers(game, mine.wonSatang),
      tableVersion: game.table.version,
      // Members see every prize named: the operator's label or the default one.
      prizes: wirePrizes(game.table.prizes).map((prize) => ({ ...prize, label: prizeLabel(prize) })),
    };
  });
}

/** `GET /member/current-credit`. */
export async function currentCredit(
  db: Queryable,
  memberId: string,
  settings: SettingsRecord,
  nowMs: number,
): Promise<MinigameCurrentCredit> {
  const at = atOf(nowMs);
  const [held, creditExpiry, coinExpiry, pending] = await Promise.all([
    holdings(db, memberId, at),
    nearestExpiry(db, memberId, 'credit', at),
    nearestExpiry(db, memberId, 'coin', at),
    db.query<{ pending: string }>(
      `SELECT COALESCE(sum(amount_satang), 0)::text AS pending FROM minigame_withdrawals
       WHERE member_id = $1 AND status = 'pending'`,
      [memberId],
    ),
  ]);
  let turnover: MinigameCurrentCredit['turnover'] = null;
  if (settings.creditUse === 'wallet') {
    const doneSatang = await creditTurnover(db, memberId);
    turnover = {
      required: satangToBaht(held.credit * settings.creditTurnoverMultiplier),
      done: satangToBaht(doneSatang),
    };
  }
  return {
    credit: satangToBaht(held.credit),
    expiresDate: creditExpiry?.at ?? null,
    expiringCredit: satangToBaht(creditExpiry?.amount ?? 0),
    coins: held.coin,
    coinsExpiresDate: coinExpiry?.at ?? null,
    profit: satangToBaht(held.profit),
    pendingProfit: satangToBaht(Number(pending.rows[0]?.pending ?? 0)),
    turnover,
  };
}

/** `GET /member/minigame-status-today`. */
export async function statusToday(
  db: Queryable,
  memberId: string,
  settings: SettingsRecord,
  nowMs: number,
): Promise<MinigameStatusToday> {
  const today = bangkokToday(nowMs);
  const range = [memberId, today.start, today.end];
  const [held, plays, coins] = await Promise.all([
    holdings(db, memberId, atOf(nowMs)),
    db.query<{ plays: number; free: number; credit: string; profit: string }>(
      `SELECT count(*)::int AS plays, count(*) FILTER (WHERE paid_with = 'free')::int AS free,
              COALESCE(sum(prize_amount) FILTER (WHERE prize_kind = 'credit'), 0)::text AS credit,
              COALESCE(sum(prize_amount) FILTER (WHERE prize_kind = 'profit'), 0)::text AS profit
       FROM minigame_plays WHERE member_id = $1 AND created_at >= $2 AND created_at < $3`,
      range,
    ),
    db.query<{ earned: string; spent: string; checked_in: boolean }>(
      `SELECT COALESCE(sum(amount) FILTER (WHERE amount > 0), 0)::text AS earned,
              COALESCE(-sum(amount) FILTER (WHERE type = 'play'), 0)::text AS spent,
              COALESCE(bool_or(type = 'check_in'), false) AS checked_in
       FROM minigame_coin_entries WHERE member_id = $1 AND created_at >= $2 AND created_at < $3`,
      range,
    ),
  ]);
  const p = plays.rows[0];
  const c = coins.rows[0];
  return {
    date: today.day,
    coins: held.coin,
    plays: p?.plays ?? 0,
    freePlays: p?.free ?? 0,
    coinsEarned: Number(c?.earned ?? 0),
    coinsSpent: Number(c?.spent ?? 0),
    creditWon: satangToBaht(p?.credit ?? 0),
    profitWon: satangToBaht(p?.profit ?? 0),
    checkIn: { coins: settings.checkInCoins, done: c?.checked_in ?? false },
  };
}

interface CoinEntryRecord {
  id: string;
  created_at: Date | string;
  type: CoinEntryType;
  amount: string;
  game: string | null;
  reason: string | null;
  operator: string | null;
}

/** The coin history's SELECT: an entry `e` with the game of its play. */
export const COIN_ENTRY_SELECT = `
  SELECT e.id::text AS id, e.created_at, e.type, e.amount::text AS amount, g.slug AS game, e.reason, o.username AS operator
  FROM minigame_coin_entries e
  LEFT JOIN minigame_plays p ON p.id = e.play_id
  LEFT JOIN minigame_games g ON g.id = p.game_id
  LEFT JOIN operators o ON o.id = e.operator_id`;

export const toCoinRow = (row: CoinEntryRecord): MinigameCoinRow => ({
  id: row.id,
  createdAt: iso(row.created_at),
  type: row.type,
  amount: Number(row.amount),
  game: row.game,
});

export async function coinHistory(db: Queryable, memberId: string, limit: number): Promise<MinigameCoinRow[]> {
  const { rows } = await db.query<CoinEntryRecord>(
    `${COIN_ENTRY_SELECT} WHERE e.member_id = $1 ORDER BY e.created_at DESC, e.id DESC LIMIT $2`,
    [memberId, limit],
  );
  return rows.map(toCoinRow);
}

export async function rewardHistory(db: Queryable, memberId: string, limit: number): Promise<MinigameRewardRow[]> {
  const { rows } = await db.query<{
    id: string;
    created_at: Date | string;
    slug: string;
    name: string;
    kind: Exclude<PrizeKind, 'nothing'>;
    amount: string;
    label: string | null;
  }>(
    `SELECT p.id::text AS id, p.created_at, g.slug, g.name, p.prize_kind AS kind, p.prize_amount::text AS amount,
            t.prizes -> p.prize_index ->> 'label' AS label
     FROM minigame_plays p JOIN minigame_games g ON g.id = p.game_id JOIN minigame_prize_tables t ON t.id = p.table_id
     WHERE p.member_id = $1 AND p.prize_kind <> 'nothing'
     ORDER BY p.created_at DESC, p.id DESC LIMIT $2`,
    [memberId, limit],
  );
  return rows.map((row) => {
    const amount = prizeAmount({ kind: row.kind, amount: Number(row.amount) });
    return {
      id: row.id,
      createdAt: iso(row.created_at),
      game: { slug: row.slug, name: row.name },
      kind: row.kind,
      amount,
      label: prizeLabel({ kind: row.kind, amount, label: row.label }),
      status: 'success' as const,
    };
  });
}

export async function creditHistory(db: Queryable, memberId: string, limit: number): Promise<MinigameCreditRow[]> {
  const { rows } = await db.query<{
    id: string;
    created_at: Date | string;
    type: CreditEntryType;
    amount: string;
    expires_at: Date | string | null;
  }>(
    `SELECT e.id::text AS id, e.created_at, e.type, e.amount_satang::text AS amount,
            CASE WHEN e.type = 'prize' THEN l.expires_at END AS expires_at
     FROM minigame_credit_entries e LEFT JOIN minigame_lots l ON l.id = e.lot_id
     WHERE e.member_id = $1 ORDER BY e.created_at DESC, e.id DESC LIMIT $2`,
    [memberId, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    createdAt: iso(row.created_at),
    type: row.type,
    amount: satangToBaht(row.amount),
    expiresDate: row.expires_at === null ? null : iso(row.expires_at),
    status: 'success' as const,
  }));
}

interface WithdrawalRecord {
  id: string;
  requested_at: Date | string;
  amount: string;
  status: MinigameWithdrawalStatus;
  decided_at: Date | string | null;
  note: string | null;
}

export const WITHDRAW_COLUMNS = 'id::text AS id, requested_at, amount_satang::text AS amount, status, decided_at, note';

export const toWithdrawRow = (row: WithdrawalRecord): MinigameWithdrawRow => ({
  id: row.id,
  createdAt: iso(row.requested_at),
  amount: satangToBaht(row.amount),
  status: row.status,
  decidedAt: row.decided_at === null ? null : iso(row.decided_at),
  note: row.status === 'rejected' ? row.note : null,
});

export async function withdrawHistory(db: Queryable, memberId: string, limit: number): Promise<MinigameWithdrawRow[]> {
  const { rows } = await db.query<WithdrawalRecord>(
    `SELECT ${WITHDRAW_COLUMNS} FROM minigame_withdrawals WHERE member_id = $1
     ORDER BY requested_at DESC, id DESC LIMIT $2`,
    [memberId, limit],
  );
  return rows.map(toWithdrawRow);
}

export async function playHistory(db: Queryable, memberId: string, limit: number): Promise<MinigamePlayRow[]> {
  const { rows } = await db.query<PlayRecord>(
    `${PLAY_SELECT} WHERE p.member_id = $1 ORDER BY p.created_at DESC, p.id DESC LIMIT $2`,
    [memberId, limit],
  );
  return rows.map(toPlayRow);
}
