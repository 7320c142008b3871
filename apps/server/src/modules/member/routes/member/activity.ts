import { activitySchema } from '@member/shared';
import { answers, recordedSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { touchSession } from '../../../../lib/sessions';
import { requireAuth } from '../../../../plugins/auth';
import * as members from '../../queries/activity';
import { asMember, memberIdOf, tags } from './options';

const USER_AGENT_MAX_LENGTH = 512;

/** The member app's activity report (a page seen), which also keeps the session alive. */
export async function activityRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = api;

  api.post(
    '/member/insert-active',
    {
      ...asMember,
      schema: {
        summary: "Record the member's activity",
        tags,
        body: activitySchema.optional(),
        response: answers(recordedSchema),
      },
    },
    async (request) => {
      const activity = request.body ?? {};
      await Promise.all([
        members.recordActivity(db, {
          memberId: memberIdOf(request),
          path: activity.path ?? null,
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
        }),
        touchSession(db, requireAuth(request).sessionId),
      ]);
      return { data: { recorded: true } };
    },
  );
}
