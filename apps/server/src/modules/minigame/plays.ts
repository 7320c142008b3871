import {
  bangkokDayOf,
  bangkokDayStartMs,
  MINIGAME_MESSAGES,
  type MinigameKind,
  type MinigamePlayResult,
  type MinigamePlayRow,
  type PlayPayment,
  type PrizeKind,
  prizeLabel,
  satangToBaht,
} from '@member/shared';
import type { Queryable } from '../../db/database';
import { AppError, businessRule } from '../../lib/app-error';
import { assertNotOnBreak } from '../money';
import { drawIndex } from './fair';
import { type GameRecord, findGame, maxPrizeSatang, prizeAmount } from './games';
import { creditPrize, issueCoins, profitPrize, spendCoins, spendCredit } from './ledger-moves';
import { holdings } from './lots';
import { takeNonce } from './seeds';
import { loadSettings } from './settings';

/**
 * A play (decision 0120), all in the caller's one transaction: the member's seed pair is locked and
 * its nonce taken, the budgets checked, the prize drawn from the seeds, the play written, the cost
 * paid (coins, credit, or a free play), the prize credited, the game's day budget counted. Any refusal
 * throws and the caller rolls everything back: no coin spent, no nonce used.
 */

const DAY_MS = 24 * 60 * 60_000;

export const gameUnavailable = () => new AppError(404, 'NOT_FOUND', MINIGAME_MESSAGES.gameUnavailable);

/** The Bangkok day of `nowMs` as its bounds. */
export function bangkokToday(nowMs: number): { day: string; start: string; end: string } {
  const day = bangkokDayOf(nowMs);
  const startMs = bangkokDayStartMs(day);
  return { day, start: new Date(startMs).toISOString(), end: new Date(startMs + DAY_MS).toISOString() };
}

/** A member's plays on a day per game (of the game `slug`, or of all): free plays used, satang of credit and profit won. */
export async function memberGameDay(
  db: Queryable,
  memberId: string,
  slug: string | null,
  day: { start: string; end: string },
): Promise<Map<string, { freeUsed: number; wonSatang: number }>> {
  const { rows } = await db.query<{ game_id: string; free_used: number; won: string }>(
    `SELECT game_id::text AS game_id, count(*) FILTER (WHERE paid_with = 'free')::int AS free_used,
            COALESCE(sum(prize_amount) FILTER (WHERE prize_kind IN ('credit', 'profit')), 0)::text AS won
     FROM minigame_plays
     WHERE member_id = $1 AND ($2::text IS NULL OR game_id = (SELECT id FROM minigame_games WHERE slug = $2))
       AND created_at >= $3 AND created_at < $4
     GROUP BY game_id`,
    [memberId, slug, day.start, day.end],
  );
  return new Map(rows.map((row) => [row.game_id, { freeUsed: row.free_used, wonSatang: Number(row.won) }]));
}

/** Whether the member's budget for the game (what they may still win today) can pay the table's largest prize. */
export function memberBudgetCovers(game: GameRecord, wonSatang: number): boolean {
  return (
    game.memberDailyBudgetSatang === null ||
    wonSatang + maxPrizeSatang(game.table.prizes) <= game.memberDailyBudgetSatang
  );
}

/**
 * Counts a prize against the game's budget of the day under the day row's lock; false when what is
 * left cannot pay the table's largest prize (the play is refused whatever it drew, so a refusal tells
 * nothing of the outcome).
 */
async function countGameBudget(tx: Queryable, game: GameRecord, day: string, prizeSatang: number): Promise<boolean> {
  const budget = game.dailyBudgetSatang;
  const max = maxPrizeSatang(game.table.prizes);
  if (budget === null || max === 0) return true;
  if (max > budget) return false;
  const { rows } = await tx.query(
    `INSERT INTO minigame_budget_days AS b (game_id, day, paid_satang) VALUES ($1, $2, $3)
     ON CONFLICT (game_id, day) DO UPDATE SET paid_satang = b.paid_satang + EXCLUDED.paid_satang
       WHERE b.paid_satang + $4::bigint <= $5::bigint
     RETURNING 1`,
    [game.id, day, prizeSatang, max, budget],
  );
  return rows.length > 0;
}

/** What a play row holds, joined with its game, table and seed pair. */
export interface PlayRecord {
  id: string;
  created_at: Date | string;
  slug: string;
  name: string;
  kind: MinigameKind;
  paid_with: PlayPayment;
  cost: string;
  table_version: number;
  weights: number[];
  prize_index: number;
  prize_kind: PrizeKind;
  prize_amount: string;
  prize_label: string | null;
  server_seed_hash: string;
  server_seed: string | null;
  client_seed: string;
  nonce: number;
}

/** The SELECT of `PlayRecord`s: a play `p` with its game, table and pair (the seed only once revealed). */
export const PLAY_SELECT = `
  SELECT p.id::text AS id, p.created_at, g.slug, g.name, g.kind, p.paid_with, p.cost::text AS cost,
         t.version AS table_version, ARRAY(SELECT (e ->> 'weight')::int FROM jsonb_array_elements(t.prizes) e) AS weights,
         p.prize_index, p.prize_kind, p.prize_amount::text AS prize_amount, t.prizes -> p.prize_index ->> 'label' AS prize_label,
         s.server_seed_hash, CASE WHEN s.revealed_at IS NULL THEN NULL ELSE s.server_seed END AS server_seed,
         p.client_seed, p.nonce
  FROM minigame_plays p
  JOIN minigame_games g ON g.id = p.game_id
  JOIN minigame_prize_tables t ON t.id = p.table_id
  JOIN minigame_seeds s ON s.id = p.seed_id`;

export function toPlayRow(row: PlayRecord): MinigamePlayRow {
  const amount = prizeAmount({ kind: row.prize_kind, amount: Number(row.prize_amount) });
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    game: { slug: row.slug, name: row.name, kind: row.kind },
    paidWith: row.paid_with,
    cost: row.paid_with === 'credit' ? satangToBaht(row.cost) : Number(row.cost),
    tableVersion: row.table_version,
    weights: row.weights.map(Number),
    prizeIndex: row.prize_index,
    prize: {
      kind: row.prize_kind,
      amount,
      label: prizeLabel({ kind: row.prize_kind, amount, label: row.prize_label }),
    },
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.server_seed,
    clientSeed: row.client_seed,
    nonce: row.nonce,
  };
}

export interface PlayRequest {
  memberId: string;
  slug: string;
  pay: 'coins' | 'credit';
  nowMs: number;
}

export async function play(tx: Queryable, request: PlayRequest): Promise<MinigamePlayResult> {
  const { memberId } = request;
  const at = new Date(request.nowMs).toISOString();
  const today = bangkokToday(request.nowMs);
  // Sent together (one round trip on PostgreSQL); a refusal below rolls the nonce back with the rest.
  // A member on a break does not play (decision 0173): refused first, with the break's message.
  const [, game, seed, day, settings] = await Promise.all([
    assertNotOnBreak(tx, memberId, request.nowMs),
    findGame(tx, request.slug),
    takeNonce(tx, memberId, at),
    memberGameDay(tx, memberId, request.slug, today),
    loadSettings(tx),
  ]);
  if (!game?.active) throw gameUnavailable();
  const mine = day.get(game.id) ?? { freeUsed: 0, wonSatang: 0 };
  if (!memberBudgetCovers(game, mine.wonSatang)) throw businessRule(MINIGAME_MESSAGES.memberBudgetReached);

  const free = mine.freeUsed < game.freePlaysPerDay;
  const paidWith: PlayPayment = free ? 'free' : request.pay === 'credit' ? 'credit' : 'coins';
  if (paidWith === 'credit' && settings.creditUse !== 'play') throw businessRule(MINIGAME_MESSAGES.creditNotForPlay);
  const cost = paidWith === 'free' ? 0 : paidWith === 'coins' ? game.cost : game.cost * settings.creditSatangPerCoin;

  const prizes = game.table.prizes;
  const prizeIndex = drawIndex(
    seed,
    prizes.map((prize) => prize.weight),
  );
  const prize = prizes[prizeIndex];
  if (!prize) throw new Error(`draw answered index ${prizeIndex} of ${prizes.length}`);

  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO minigame_plays (member_id, game_id, table_id, seed_id, client_seed, nonce, prize_index, prize_kind,
       prize_amount, paid_with, cost, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id::text AS id`,
    [
      memberId,
      game.id,
      game.table.id,
      seed.id,
      seed.clientSeed,
      seed.nonce,
      prizeIndex,
      prize.kind,
      prize.amount,
      paidWith,
      cost,
      at,
    ],
  );
  const playId = rows[0]?.id;
  if (!playId) throw new Error('play insert returned nothing');

  if (paidWith === 'coins' && !(await spendCoins(tx, { memberId, coins: cost, playId, at }))) {
    throw businessRule(MINIGAME_MESSAGES.notEnoughCoins);
  }
  if (paidWith === 'credit' && !(await spendCredit(tx, { memberId, satang: cost, use: 'play', playId, at }))) {
    throw businessRule(MINIGAME_MESSAGES.notEnoughCredit);
  }

  let prizeSatang = 0;
  switch (prize.kind) {
    case 'coins':
      await issueCoins(tx, {
        memberId,
        coins: prize.amount,
        type: 'prize',
        at,
        expiryDays: settings.coinExpiryDays,
        playId,
      });
      break;
    case 'credit':
      prizeSatang = prize.amount;
      await creditPrize(tx, { memberId, satang: prize.amount, expiryDays: prize.creditExpiryDays ?? 1, playId, at });
      break;
    case 'profit':
      prizeSatang = prize.amount;
      await profitPrize(tx, { memberId, satang: prize.amount, playId, at });
      break;
    case 'nothing':
      break;
  }
  const [counted, held] = await Promise.all([
    countGameBudget(tx, game, today.day, prizeSatang),
    holdings(tx, memberId, at),
  ]);
  if (!counted) throw businessRule(MINIGAME_MESSAGES.gameBudgetReached);

  const amount = prizeAmount(prize);
  return {
    play: {
      id: playId,
      createdAt: at,
      game: { slug: game.slug, name: game.name, kind: game.kind },
      paidWith,
      cost: paidWith === 'credit' ? satangToBaht(cost) : cost,
      tableVersion: game.table.version,
      weights: prizes.map((p) => p.weight),
      prizeIndex,
      prize: { kind: prize.kind, amount, label: prizeLabel({ kind: prize.kind, amount, label: prize.label }) },
      serverSeedHash: seed.serverSeedHash,
      serverSeed: null,
      clientSeed: seed.clientSeed,
      nonce: seed.nonce,
    },
    balances: { coins: held.coin, credit: satangToBaht(held.credit), profit: satangToBaht(held.profit) },
    freePlaysLeft: Math.max(0, game.freePlaysPerDay - mine.freeUsed - (free ? 1 : 0)),
  };
}
