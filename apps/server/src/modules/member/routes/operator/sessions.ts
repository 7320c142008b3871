import { historyQuerySchema, memberTelParamsSchema } from '@member/shared';
import { adminMemberSessionPageSchema, answers } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/app-error';
import { findMemberIdByTel } from '../../../money';
import * as members from '../../queries/sessions';
import { tags, view } from './options';

/** A member's sessions, a page at a time. */
export async function memberSessionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/members/:tel/sessions',
    {
      ...view,
      schema: {
        summary: "A member's sessions",
        tags,
        params: memberTelParamsSchema,
        querystring: historyQuerySchema,
        response: answers(adminMemberSessionPageSchema),
      },
    },
    async (request) => {
      const memberId = await findMemberIdByTel(app.db, request.params.tel);
      if (!memberId) throw notFound();
      return { data: await members.memberSessions(app.db, memberId, request.query) };
    },
  );
}
