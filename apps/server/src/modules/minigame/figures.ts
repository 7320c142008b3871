import {
  addBangkokDays,
  bangkokDayOf,
  bangkokRangeBounds,
  MINIGAME_LIMITS,
  MINIGAME_MESSAGES,
  type MinigameDailyFigures,
  type MinigameFiguresQuery,
  satangToBaht,
} from '@member/shared';
import { bangkokDaySql } from '../../db/bangkok-sql';
import type { Queryable } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { listGames } from './games';

/**
 * The operator's daily figures (decision 0120), per Bangkok day: coins issued by source, spent and
 * expired; plays and prizes by kind; credit spent, moved and expired; profit withdrawn (approved that
 * day); and per game its plays, baht of prizes and what its budget left.
 */

type Sums = Record<string, number>;

function emptyDay(date: string): MinigameDailyFigures {
  return {
    date,
    coins: { issued: { deposit: 0, check_in: 0, grant: 0, prize: 0 }, spent: 0, expired: 0 },
    plays: 0,
    freePlays: 0,
    prizes: { coins: 0, credit: 0, profit: 0 },
    credit: { spent: 0, toWallet: 0, expired: 0 },
    profitWithdrawn: 0,
    games: [],
  };
}

export async function dailyFigures(
  db: Queryable,
  query: MinigameFiguresQuery,
  nowMs: number,
): Promise<MinigameDailyFigures[]> {
  const today = bangkokDayOf(nowMs);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addBangkokDays(to, -(MINIGAME_LIMITS.defaultFigureDays - 1));
  // A `from` alone reaches to today: the same cap as a range given in full.
  if (addBangkokDays(from, MINIGAME_LIMITS.maxFigureDays - 1) < to)
    throw badRequest(MINIGAME_MESSAGES.figureRangeTooLong);
  const { fromIso, toIso } = bangkokRangeBounds({ from, to });
  const range = [fromIso, toIso];
  const [coins, plays, credit, withdrawn, games] = await Promise.all([
    db.query<{ day: string; type: string; total: string }>(
      `SELECT ${bangkokDaySql('created_at')} AS day, type, sum(amount)::text AS total FROM minigame_coin_entries
       WHERE created_at >= $1 AND created_at < $2 GROUP BY 1, 2`,
      range,
    ),
    db.query<{
      day: string;
      game_id: string;
      plays: number;
      free: number;
      coins: string;
      credit: string;
      profit: string;
    }>(
      `SELECT ${bangkokDaySql('created_at')} AS day, game_id::text AS game_id, count(*)::int AS plays,
              count(*) FILTER (WHERE paid_with = 'free')::int AS free,
              COALESCE(sum(prize_amount) FILTER (WHERE prize_kind = 'coins'), 0)::text AS coins,
              COALESCE(sum(prize_amount) FILTER (WHERE prize_kind = 'credit'), 0)::text AS credit,
              COALESCE(sum(prize_amount) FILTER (WHERE prize_kind = 'profit'), 0)::text AS profit
       FROM minigame_plays WHERE created_at >= $1 AND created_at < $2 GROUP BY 1, 2`,
      range,
    ),
    db.query<{ day: string; type: string; total: string }>(
      `SELECT ${bangkokDaySql('created_at')} AS day, type, sum(amount_satang)::text AS total FROM minigame_credit_entries
       WHERE created_at >= $1 AND created_at < $2 GROUP BY 1, 2`,
      range,
    ),
    db.query<{ day: string; total: string }>(
      `SELECT ${bangkokDaySql('decided_at')} AS day, sum(amount_satang)::text AS total FROM minigame_withdrawals
       WHERE status = 'approved' AND decided_at >= $1 AND decided_at < $2 GROUP BY 1`,
      range,
    ),
    listGames(db, false),
  ]);

  const days = new Map<string, MinigameDailyFigures>();
  for (let day = to; day >= from; day = addBangkokDays(day, -1)) days.set(day, emptyDay(day));
  const at = (day: string) => days.get(day);

  for (const row of coins.rows) {
    const figures = at(row.day);
    const total = Number(row.total);
    if (!figures) continue;
    if (row.type === 'play') figures.coins.spent -= total;
    else if (row.type === 'expired') figures.coins.expired -= total;
    else (figures.coins.issued as Sums)[row.type] = total;
  }
  const perGame = new Map<string, Map<string, { plays: number; paid: number }>>();
  for (const row of plays.rows) {
    const figures = at(row.day);
    if (!figures) continue;
    figures.plays += row.plays;
    figures.freePlays += row.free;
    figures.prizes.coins += Number(row.coins);
    figures.prizes.credit += Number(row.credit);
    figures.prizes.profit += Number(row.profit);
    const dayGames = perGame.get(row.day) ?? new Map();
    dayGames.set(row.game_id, { plays: row.plays, paid: Number(row.credit) + Number(row.profit) });
    perGame.set(row.day, dayGames);
  }
  for (const row of credit.rows) {
    const figures = at(row.day);
    if (!figures) continue;
    const total = -Number(row.total);
    if (row.type === 'play') figures.credit.spent += total;
    else if (row.type === 'to_wallet') figures.credit.toWallet += total;
    else if (row.type === 'expired') figures.credit.expired += total;
  }
  for (const row of withdrawn.rows) {
    const figures = at(row.day);
    if (figures) figures.profitWithdrawn = Number(row.total);
  }

  // Sums were kept in satang; the wire is baht.
  return [...days.values()].map((figures) => ({
    ...figures,
    prizes: {
      coins: figures.prizes.coins,
      credit: satangToBaht(figures.prizes.credit),
      profit: satangToBaht(figures.prizes.profit),
    },
    credit: {
      spent: satangToBaht(figures.credit.spent),
      toWallet: satangToBaht(figures.credit.toWallet),
      expired: satangToBaht(figures.credit.expired),
    },
    profitWithdrawn: satangToBaht(figures.profitWithdrawn),
    games: games.map((game) => {
      const played = perGame.get(figures.date)?.get(game.id) ?? { plays: 0, paid: 0 };
      const budget = game.dailyBudgetSatang;
      return {
        slug: game.slug,
        name: game.name,
        plays: played.plays,
        prizesPaid: satangToBaht(played.paid),
        budget: budget === null ? null : satangToBaht(budget),
        budgetLeft: budget === null ? null : satangToBaht(Math.max(0, budget - played.paid)),
      };
    }),
  }));
}
