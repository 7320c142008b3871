import { minigameFiguresQuerySchema } from '@member/shared';
import { answers, minigameDailyFiguresSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dailyFigures } from '../../figures';
import { tags, view } from './options';

/** The daily figures of the mini-games. */
export async function figureOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/operator/figures',
    {
      ...view,
      schema: {
        summary: 'Mini-game figures',
        tags,
        querystring: minigameFiguresQuerySchema,
        response: answers(minigameDailyFiguresSchema),
      },
    },
    async (request) => ({ data: await dailyFigures(app.db, request.query, app.clock.now()) }),
  );
}
