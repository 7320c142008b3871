import { chatAgentAvailabilitySchema } from '@member/shared';
import { adminChatAgentListSchema, adminChatAgentSchema, answers } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAgents, setAvailability } from '../../assignment';
import { isoNow, operatorOf, reply, tags, view } from './options';

/** The agents and their availability: the list, and the calling agent's own. */
export async function agentOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/operator/agents',
    { ...view, schema: { summary: 'Chat agents', tags, response: answers(adminChatAgentListSchema) } },
    async (request) => ({ data: await listAgents(db, operatorOf(request)) }),
  );

  api.put(
    '/operator/agents/me',
    {
      ...reply,
      schema: {
        summary: "Set the agent's availability",
        tags,
        body: chatAgentAvailabilitySchema,
        response: answers(adminChatAgentSchema),
      },
    },
    async (request) => ({
      data: await db.transaction((tx) => setAvailability(tx, operatorOf(request), request.body.available, isoNow(app))),
    }),
  );
}
