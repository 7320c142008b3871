import { type AdminMinigameGame, satangToBaht } from '@member/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../../../db/database';
import { notFound } from '../../../../lib/app-error';
import * as games from '../../games';
import { playsPerGame } from '../../operator-reads';
import { bangkokToday } from '../../plays';

type Today = Map<string, { plays: number; paidSatang: number }>;

/** How the operator's game routes show a game (with today's plays and budget) and change one, audited. */
export function gameViews(app: FastifyInstance) {
  /** Today's plays and baht of prizes per game. */
  const gamesToday = (q: Queryable): Promise<Today> => playsPerGame(q, bangkokToday(app.clock.now()));

  function toAdmin(game: games.GameRecord, today: Today): AdminMinigameGame {
    const played = today.get(game.id) ?? { plays: 0, paidSatang: 0 };
    const budget = game.dailyBudgetSatang;
    return {
      ...games.mediaOf(game, (key) => app.storage.urlFor(key)),
      slug: game.slug,
      kind: game.kind,
      name: game.name,
      cost: game.cost,
      freePlaysPerDay: game.freePlaysPerDay,
      active: game.active,
      dailyBudget: budget === null ? null : satangToBaht(budget),
      memberDailyBudget: game.memberDailyBudgetSatang === null ? null : satangToBaht(game.memberDailyBudgetSatang),
      sortOrder: game.sortOrder,
      table: games.toAdminTable(game.table),
      today: {
        plays: played.plays,
        prizesPaid: satangToBaht(played.paidSatang),
        budgetLeft: budget === null ? null : satangToBaht(Math.max(0, budget - played.paidSatang)),
      },
      createdAt: game.createdAt,
      updatedAt: game.updatedAt,
    };
  }

  async function adminGame(q: Queryable, slug: string): Promise<AdminMinigameGame> {
    const game = await games.findGame(q, slug);
    if (!game) throw notFound();
    return toAdmin(game, await gamesToday(q));
  }

  /**
   * An audited change of one game: `change` gets the locked game; the answer is the game after it.
   * A missing game is a 404.
   */
  function changeGame(
    request: FastifyRequest,
    slug: string,
    action: string,
    change: (tx: Queryable, game: games.GameRecord) => Promise<void>,
  ): Promise<AdminMinigameGame> {
    return app.audited(request, { action, type: 'minigame_game', id: slug }, async (tx) => {
      const locked = await games.findGame(tx, slug, true);
      if (!locked) throw notFound();
      const before = toAdmin(locked, await gamesToday(tx));
      await change(tx, locked);
      const after = await adminGame(tx, slug);
      return { before, after, answer: after };
    });
  }

  return { gamesToday, toAdmin, adminGame, changeGame };
}
