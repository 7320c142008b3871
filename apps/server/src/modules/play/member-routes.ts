import { PLAY_TEXTS, playHistoryQuerySchema, playLaunchSchema } from '@member/shared';
import { answers, playGamesSchema, playLaunchAnswerSchema, playRoundPageSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { requireAuth } from '../../plugins/auth';
import { assertNotOnBreak } from '../money';
import * as q from './queries';

const tags = ['play'];
const asMember = { config: { access: 'member' } } as const;

/** The member's games (decision 0102): the list, a launch token, the history of their rounds. */
export async function playMemberRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/play/games',
    { ...asMember, schema: { summary: 'Games', tags, response: answers(playGamesSchema) } },
    async () => ({
      data: await q.activeGames(db),
    }),
  );

  api.post(
    '/play/launch',
    {
      ...asMember,
      schema: {
        summary: 'Launch a game',
        tags,
        body: playLaunchSchema,
        response: answers(playLaunchAnswerSchema, 404, 422),
      },
    },
    async (request) => {
      const { provider: code, game } = request.body;
      const provider = await q.findProvider(db, code);
      if (!provider?.active || !provider.games.some((g) => g.code === game)) {
        throw new AppError(404, 'NOT_FOUND', PLAY_TEXTS.gameUnavailable);
      }
      const memberId = requireAuth(request).subjectId;
      await assertNotOnBreak(db, memberId, app.clock.now()); // decision 0173
      return { data: await q.createLaunch(db, provider, game, memberId, app.clock.now()) };
    },
  );

  api.get(
    '/play/history',
    {
      ...asMember,
      schema: {
        summary: "The member's game rounds",
        tags,
        querystring: playHistoryQuerySchema,
        response: answers(playRoundPageSchema),
      },
    },
    async (request) => ({ data: await q.memberRounds(db, requireAuth(request).subjectId, request.query) }),
  );
}
