import {
  PLAY_TEXTS,
  playProviderCodeParamsSchema,
  playProviderCreateSchema,
  playProviderUpdateSchema,
  SANDBOX_PROVIDER_CODE,
} from '@member/shared';
import {
  adminPlayProviderListSchema,
  adminPlayProviderSchema,
  answers,
  createdAnswers,
} from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict, notFound } from '../../../../lib/app-error';
import * as q from '../../queries';
import { manage, tags } from './options';

/** The game providers (decision 0103): list, create, change; audited, the secret never shown. */
export async function providerOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  /** The sandbox's secret is the server's configuration, so it always has one. */
  const admin = (record: q.ProviderRecord) => q.toAdminProvider(record, record.code === SANDBOX_PROVIDER_CODE);

  api.get(
    '/admin/play/providers',
    { ...manage, schema: { summary: 'Game providers', tags, response: answers(adminPlayProviderListSchema) } },
    async () => ({ data: (await q.listProviders(db)).map(admin) }),
  );

  api.post(
    '/admin/play/providers',
    {
      ...manage,
      schema: {
        summary: 'Add a game provider',
        tags,
        body: playProviderCreateSchema,
        response: createdAnswers(adminPlayProviderSchema, 409),
      },
    },
    async (request, reply) => {
      const created = await app.audited(
        request,
        { action: 'play_provider.create', type: 'play_provider', id: request.body.code },
        async (tx) => {
          const record = await q.insertProvider(tx, request.body);
          if (!record) throw conflict(PLAY_TEXTS.providerExists);
          const after = admin(record);
          return { before: null, after, answer: after };
        },
      );
      reply.status(201);
      return { data: created };
    },
  );

  api.put(
    '/admin/play/providers/:code',
    {
      ...manage,
      schema: {
        summary: 'Update a game provider',
        tags,
        params: playProviderCodeParamsSchema,
        body: playProviderUpdateSchema,
        response: answers(adminPlayProviderSchema),
      },
    },
    async (request) => {
      const { code } = request.params;
      const updated = await app.audited(
        request,
        { action: 'play_provider.update', type: 'play_provider', id: code },
        async (tx) => {
          const before = await q.findProvider(tx, code, true);
          if (!before) throw notFound();
          const after = admin(await q.updateProvider(tx, code, request.body));
          // The audit row says that the secret changed, never what it is.
          return {
            before: admin(before),
            after: { ...after, secretChanged: request.body.secret !== undefined },
            answer: after,
          };
        },
      );
      return { data: updated };
    },
  );
}
