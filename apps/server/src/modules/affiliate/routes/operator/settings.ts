import { affiliateSettingsSchema } from '@member/shared';
import { affiliateSettingsAnswerSchema, answers } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as q from '../../queries/settings';
import { manage, tags, view } from './options';

/** The programme's settings: rates, basis, minimum withdrawal. */
export async function settingOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/admin/affiliate/settings',
    {
      ...view,
      schema: { summary: 'Affiliate programme settings', tags, response: answers(affiliateSettingsAnswerSchema) },
    },
    async () => ({ data: q.toSettings(await q.loadSettings(db)) }),
  );

  api.put(
    '/admin/affiliate/settings',
    {
      ...manage,
      schema: {
        summary: 'Save the affiliate programme settings',
        tags,
        body: affiliateSettingsSchema,
        response: answers(affiliateSettingsAnswerSchema),
      },
    },
    async (request) => {
      const data = await app.audited(
        request,
        { action: 'affiliate.settings', type: 'affiliate_settings', id: '1' },
        async (tx) => {
          const before = q.toSettings(await q.lockSettings(tx));
          await q.updateSettings(tx, request.body);
          const after = q.toSettings(await q.loadSettings(tx));
          return { before, after, answer: after };
        },
      );
      return { data };
    },
  );
}
