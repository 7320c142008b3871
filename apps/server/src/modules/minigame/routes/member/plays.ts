import { minigamePlaySchema, minigameSlugParamsSchema } from '@member/shared';
import { answers, minigamePlayResultSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { play } from '../../plays';
import { asMember, memberOf, tags } from './options';

/** A play of a game, paid with coins or free (idempotent). */
export async function playRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/play/:slug',
    {
      ...asMember,
      schema: {
        summary: 'Play a mini-game',
        tags,
        params: minigameSlugParamsSchema,
        body: minigamePlaySchema,
        response: answers(minigamePlayResultSchema, 422),
      },
    },
    async (request, reply) =>
      app.idempotent(request, reply, async (tx) => ({
        status: 200,
        body: {
          data: await play(tx, {
            memberId: memberOf(request),
            slug: request.params.slug,
            pay: request.body.pay,
            nowMs: app.clock.now(),
          }),
        },
      })),
  );
}
