import {
  MINIGAME_MESSAGES,
  minigameGameCreateSchema,
  minigameGameUpdateSchema,
  minigamePrizeTableUpdateSchema,
  minigameSlugParamsSchema,
} from '@member/shared';
import {
  adminMinigameGameListSchema,
  adminMinigameGameSchema,
  adminPrizeTableListSchema,
  answers,
  createdAnswers,
  deletedSchema,
} from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../../../lib/app-error';
import * as games from '../../games';
import { gameViews } from './game-views';
import { isoNow, manage, operatorOf, tags, view } from './options';

/** The operator's games and their prize tables (docs/api-minigame.md). */
export async function gameOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const at = () => isoNow(app);
  const { gamesToday, toAdmin, adminGame, changeGame } = gameViews(app);

  api.get(
    '/operator/games',
    { ...view, schema: { summary: 'List mini-games', tags, response: answers(adminMinigameGameListSchema) } },
    async () => {
      const [list, today] = await Promise.all([games.listGames(db, false), gamesToday(db)]);
      return { data: list.map((game) => toAdmin(game, today)) };
    },
  );

  api.post(
    '/operator/games',
    {
      ...manage,
      schema: {
        summary: 'Create a mini-game',
        tags,
        body: minigameGameCreateSchema,
        response: createdAnswers(adminMinigameGameSchema, 409),
      },
    },
    async (request, reply) => {
      const created = await app.audited(
        request,
        { action: 'minigame.game_create', type: 'minigame_game', id: request.body.slug },
        async (tx) => {
          const game = await games.insertGame(tx, request.body, operatorOf(request), at());
          if (!game) throw conflict(MINIGAME_MESSAGES.slugTaken);
          const after = toAdmin(game, new Map());
          return { before: null, after, answer: after };
        },
      );
      reply.status(201);
      return { data: created };
    },
  );

  api.get(
    '/operator/games/:slug',
    {
      ...view,
      schema: {
        summary: 'A mini-game',
        tags,
        params: minigameSlugParamsSchema,
        response: answers(adminMinigameGameSchema),
      },
    },
    async (request) => ({ data: await adminGame(db, request.params.slug) }),
  );

  api.put(
    '/operator/games/:slug',
    {
      ...manage,
      schema: {
        summary: 'Update a mini-game',
        tags,
        params: minigameSlugParamsSchema,
        body: minigameGameUpdateSchema,
        response: answers(adminMinigameGameSchema),
      },
    },
    async (request) => ({
      data: await changeGame(request, request.params.slug, 'minigame.game_update', (tx, game) =>
        games.updateGame(tx, game.id, request.body, at()),
      ),
    }),
  );

  api.delete(
    '/operator/games/:slug',
    {
      ...manage,
      schema: {
        summary: 'Delete a mini-game',
        tags,
        params: minigameSlugParamsSchema,
        response: answers(deletedSchema, 409),
      },
    },
    async (request) => {
      const { slug } = request.params;
      await app.audited(request, { action: 'minigame.game_delete', type: 'minigame_game', id: slug }, async (tx) => {
        const game = await games.findGame(tx, slug, true);
        if (!game) throw notFound();
        const before = toAdmin(game, new Map());
        if (!(await games.deleteGame(tx, game.id))) throw conflict(MINIGAME_MESSAGES.gameHasPlays);
        return { before, after: null, answer: null };
      });
      return { data: { deleted: true } };
    },
  );

  api.get(
    '/operator/games/:slug/tables',
    {
      ...view,
      schema: {
        summary: "A mini-game's prize tables",
        tags,
        params: minigameSlugParamsSchema,
        response: answers(adminPrizeTableListSchema),
      },
    },
    async (request) => {
      const game = await games.findGame(db, request.params.slug);
      if (!game) throw notFound();
      return { data: (await games.tableVersions(db, game.id)).map(games.toAdminTable) };
    },
  );

  api.put(
    '/operator/games/:slug/prizes',
    {
      ...manage,
      schema: {
        summary: "Save a mini-game's prize table",
        tags,
        params: minigameSlugParamsSchema,
        body: minigamePrizeTableUpdateSchema,
        response: answers(adminMinigameGameSchema),
      },
    },
    async (request) => ({
      data: await changeGame(request, request.params.slug, 'minigame.prizes_update', (tx, game) =>
        games.insertTableVersion(tx, game.id, games.toStoredPrizes(request.body.prizes), operatorOf(request), at()),
      ),
    }),
  );
}
