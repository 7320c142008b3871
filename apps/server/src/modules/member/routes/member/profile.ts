import { memberUpdateSchema, SERVER_MESSAGES } from '@member/shared';
import { answers, memberProfileSchema } from '@member/shared/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unauthorized } from '../../../../lib/app-error';
import * as members from '../../queries/profile';
import { asMember, memberIdOf, tags } from './options';

/** The member's profile: read and update. */
export async function profileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = api;

  async function loadProfile(request: FastifyRequest) {
    const profile = await members.findProfile(db, memberIdOf(request));
    // The session is live but the member row is gone: treat as signed out.
    if (!profile) throw unauthorized(SERVER_MESSAGES.sessionExpired);
    return profile;
  }

  api.get(
    '/member/profile',
    { ...asMember, schema: { summary: "The member's profile", tags, response: answers(memberProfileSchema) } },
    async (request) => {
      return { data: await loadProfile(request) };
    },
  );

  api.put(
    '/member/update',
    {
      ...asMember,
      schema: {
        summary: "Update the member's profile",
        tags,
        body: memberUpdateSchema,
        response: answers(memberProfileSchema),
      },
    },
    async (request) => {
      await members.updateProfileFields(db, memberIdOf(request), request.body);
      return { data: await loadProfile(request) };
    },
  );
}
