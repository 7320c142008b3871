import { historyQuerySchema, memberTelParamsSchema, playGgrQuerySchema } from '@member/shared';
import { answers, playGgrSchema, playRoundPageSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/app-error';
import { findMemberIdByTel } from '../../../money';
import * as q from '../../queries';
import { tags, view } from './options';

/** What was played: GGR per day, and a member's rounds. */
export async function playReadOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/admin/play/ggr',
    {
      ...view,
      schema: {
        summary: 'Gross gaming revenue',
        tags,
        querystring: playGgrQuerySchema,
        response: answers(playGgrSchema),
      },
    },
    async (request) => ({ data: await q.ggr(db, request.query, app.clock.now()) }),
  );

  api.get(
    '/admin/members/:tel/rounds',
    {
      ...view,
      schema: {
        summary: "A member's game rounds",
        tags,
        params: memberTelParamsSchema,
        querystring: historyQuerySchema,
        response: answers(playRoundPageSchema),
      },
    },
    async (request) => {
      const memberId = await findMemberIdByTel(db, request.params.tel);
      if (!memberId) throw notFound();
      return { data: await q.memberRounds(db, memberId, request.query) };
    },
  );
}
