import { bahtToSatang, paymentSettingsSchema } from '@member/shared';
import { answers, combineSettingsSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadPaymentSettings, savePaymentSettings, toCombine } from '../../settings';
import { settings, tags } from './options';

/** The payment settings (channels, gateways and their names, the credit minimum). */
export async function paymentSettingOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/admin/settings/payment',
    { ...settings, schema: { summary: 'Deposit channel settings', tags, response: answers(combineSettingsSchema) } },
    async () => ({
      data: toCombine(await loadPaymentSettings(db)),
    }),
  );

  api.put(
    '/admin/settings/payment',
    {
      ...settings,
      schema: {
        summary: 'Save the deposit channel settings',
        tags,
        body: paymentSettingsSchema,
        response: answers(combineSettingsSchema),
      },
    },
    async (request) => {
      const changes = request.body;
      const after = await app.audited(
        request,
        { action: 'settings.payment.update', type: 'payment_settings', id: '1' },
        async (tx) => {
          const before = await loadPaymentSettings(tx);
          const next = { ...before, ...changes, gatewayNames: { ...before.gatewayNames, ...changes.gatewayNames } };
          if (changes.credit_min !== undefined) next.creditMinSatang = bahtToSatang(changes.credit_min);
          next.gateways = [...new Set(next.gateways)];
          await savePaymentSettings(tx, next);
          const saved = toCombine(await loadPaymentSettings(tx));
          return { before: toCombine(before), after: saved, answer: saved };
        },
      );
      return { data: after };
    },
  );
}
