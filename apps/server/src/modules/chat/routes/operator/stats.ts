import { addBangkokDays, bangkokDayOf, bangkokRangeBounds, chatStatsQuerySchema } from '@member/shared';
import { adminChatAgentStatsListSchema, answers } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agentStats } from '../../stats';
import { tags, view } from './options';

/** The stats' range when none is asked: the last 7 Bangkok days, today included. */
const STATS_DEFAULT_DAYS = 7;

/** The agents' times over a range of Bangkok days. */
export async function statOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const now = () => app.clock.now();

  api.get(
    '/operator/stats',
    {
      ...view,
      schema: {
        summary: 'Chat figures',
        tags,
        querystring: chatStatsQuerySchema,
        response: answers(adminChatAgentStatsListSchema),
      },
    },
    async (request) => {
      const to = request.query.to ?? (request.query.from ? undefined : bangkokDayOf(now()));
      const from = request.query.from ?? addBangkokDays(to ?? bangkokDayOf(now()), -(STATS_DEFAULT_DAYS - 1));
      const bounds = bangkokRangeBounds({ from, to });
      const fromIso = bounds.fromIso ?? new Date(0).toISOString();
      const toIso = bounds.toIso ?? new Date(now() + 1000).toISOString();
      return { data: await agentStats(app.db, fromIso, toIso) };
    },
  );
}
