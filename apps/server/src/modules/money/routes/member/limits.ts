import { memberBreakStartSchema, memberLimitsUpdateSchema } from '@member/shared';
import { answers, memberBreakSchema, memberLimitsSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberLimits, startBreak, updateLimits } from '../../limits';
import { asMember, memberIdOf, tags } from './options';

/** The member's limits and breaks (decision 0173): the read, a change of the limits, a break. */
export async function limitRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/member/limits',
    { ...asMember, schema: { summary: "The member's deposit limits", tags, response: answers(memberLimitsSchema) } },
    async (request) => ({
      data: await app.db.transaction((tx) => memberLimits(tx, memberIdOf(request), app.clock.now())),
    }),
  );

  api.put(
    '/member/limits',
    {
      ...asMember,
      schema: {
        summary: "Set the member's deposit limits",
        tags,
        body: memberLimitsUpdateSchema,
        response: answers(memberLimitsSchema),
      },
    },
    async (request) => ({
      data: await app.db.transaction((tx) => updateLimits(tx, memberIdOf(request), request.body, app.clock.now())),
    }),
  );

  api.post(
    '/member/break',
    {
      ...asMember,
      schema: {
        summary: 'Take a break from the site',
        tags,
        body: memberBreakStartSchema,
        response: answers(memberBreakSchema, 422),
      },
    },
    async (request) => ({
      data: await app.db.transaction((tx) => startBreak(tx, memberIdOf(request), request.body.kind, app.clock.now())),
    }),
  );
}
