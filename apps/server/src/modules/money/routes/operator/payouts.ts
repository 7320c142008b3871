import { payoutSettingsSchema } from '@member/shared';
import { answers, idParamsSchema, payoutDetailSchema, payoutSettingsAnswerSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/app-error';
import { loadPayoutRules, payoutDetail, savePayoutRules, toPayoutSettings } from '../../payouts';
import { settings, tags, view } from './options';

/** The operator's rules of automatic withdrawals, and a withdrawal's payout with its history (decision 0175). */
export async function payoutOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/admin/payouts/settings',
    { ...view, schema: { summary: 'Automatic withdrawal rules', tags, response: answers(payoutSettingsAnswerSchema) } },
    async () => ({ data: toPayoutSettings(await loadPayoutRules(db)) }),
  );

  api.put(
    '/admin/payouts/settings',
    {
      ...settings,
      schema: {
        summary: 'Save the automatic withdrawal rules',
        tags,
        body: payoutSettingsSchema,
        response: answers(payoutSettingsAnswerSchema),
      },
    },
    async (request) => ({
      data: await app.audited(
        request,
        { action: 'settings.payouts.update', type: 'payout_settings', id: '1' },
        async (tx) => {
          const before = toPayoutSettings(await loadPayoutRules(tx));
          const after = await savePayoutRules(tx, request.body);
          return { before, after, answer: after };
        },
      ),
    }),
  );

  api.get(
    '/admin/withdrawals/:id/payout',
    {
      ...view,
      schema: { summary: "A withdrawal's payout", tags, params: idParamsSchema, response: answers(payoutDetailSchema) },
    },
    async (request) => {
      const detail = await payoutDetail(db, request.params.id);
      if (!detail) throw notFound();
      return { data: detail };
    },
  );
}
