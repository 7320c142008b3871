import { minigameSeedUpdateSchema } from '@member/shared';
import { answers, minigameSeedRotationSchema, minigameSeedSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activeSeed, publicSeed, rotate, setClientSeed } from '../../seeds';
import { asMember, isoNow, memberOf, tags } from './options';

/** The member's provably fair seeds: the active one, their client seed, a rotation revealing the server seed. */
export async function seedRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/member/seed',
    { ...asMember, schema: { summary: "The member's fairness seeds", tags, response: answers(minigameSeedSchema) } },
    async (request) => ({
      data: publicSeed(await activeSeed(db, memberOf(request), isoNow(app))),
    }),
  );

  api.put(
    '/member/seed',
    {
      ...asMember,
      schema: {
        summary: "Set the member's client seed",
        tags,
        body: minigameSeedUpdateSchema,
        response: answers(minigameSeedSchema),
      },
    },
    async (request) => ({
      data: publicSeed(
        await db.transaction((tx) => setClientSeed(tx, memberOf(request), request.body.clientSeed, isoNow(app))),
      ),
    }),
  );

  api.post(
    '/member/seed/rotate',
    {
      ...asMember,
      schema: { summary: 'Reveal and rotate the server seed', tags, response: answers(minigameSeedRotationSchema) },
    },
    async (request) => ({ data: await db.transaction((tx) => rotate(tx, memberOf(request), isoNow(app))) }),
  );
}
