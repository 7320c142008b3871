import { answers, memberTurnoverSchema, turnoverForfeitedSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { forfeitTurnover, memberTurnover } from '../../turnover';
import { asMember, memberIdOf, tags } from './options';

/** The member's turnover requirements (decision 0174): what is left to play, and giving up the bonuses. */
export async function turnoverRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/member/turnover',
    { ...asMember, schema: { summary: 'Open turnover requirements', tags, response: answers(memberTurnoverSchema) } },
    async (request) => ({ data: await memberTurnover(app.db, memberIdOf(request)) }),
  );

  // Idempotent: a repeated forfeit (same key) answers the first one's result instead of "nothing open".
  api.post(
    '/member/turnover/forfeit',
    {
      ...asMember,
      schema: { summary: 'Forfeit the open bonuses', tags, response: answers(turnoverForfeitedSchema, 422) },
    },
    async (request, reply) =>
      app.idempotent(request, reply, async (tx) => ({
        status: 200,
        body: { data: await forfeitTurnover(tx, memberIdOf(request), app.clock.now()) },
      })),
  );
}
