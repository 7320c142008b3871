import { memberUpdateSchema, SERVER_MESSAGES } from '@member/shared';
import { answers, memberProfileSchema } from '@member/shared/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unauthorized } from '../../../../lib/app-error';
import { updateProfileFields } from '../../queries/profile';
import { asMember, memberIdOf, tags } from './options';

/** The member's profile: read and update. */
export async function profileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, memberProfiles } = api;

  async function loadProfile(request: FastifyRequest) {
    const profile = await memberProfiles.read(db, memberIdOf(request));
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
      await updateProfileFields(db, memberIdOf(request), request.body);
      await memberProfiles.changed(db, memberIdOf(request));
      return { data: await loadProfile(request) };
    },
  );
}
