import { bahtToSatang, autoDepositSettingsSchema } from '@member/shared';
import { answers, autoDepositSettingsAnswerSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadAutoDepositRules, saveAutoDepositRules, toAutoDepositSettings } from '../../auto-deposit-rules';
import { settings, tags, view } from './options';

/** The operator's rules of automatic deposits (decision 0161): on or off, the ceiling, the window. */
export async function autoDepositSettingOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/admin/auto-deposit/settings',
    {
      ...view,
      schema: { summary: 'Automatic deposit rules', tags, response: answers(autoDepositSettingsAnswerSchema) },
    },
    async () => ({ data: toAutoDepositSettings(await loadAutoDepositRules(db)) }),
  );

  api.put(
    '/admin/auto-deposit/settings',
    {
      ...settings,
      schema: {
        summary: 'Save the automatic deposit rules',
        tags,
        body: autoDepositSettingsSchema,
        response: answers(autoDepositSettingsAnswerSchema),
      },
    },
    async (request) => {
      const { ceiling, ...rest } = request.body;
      const after = await app.audited(
        request,
        { action: 'settings.auto_deposit.update', type: 'auto_deposit_settings', id: '1' },
        async (tx) => {
          const before = toAutoDepositSettings(await loadAutoDepositRules(tx));
          await saveAutoDepositRules(tx, { ...rest, ceilingSatang: bahtToSatang(ceiling) });
          const saved = toAutoDepositSettings(await loadAutoDepositRules(tx));
          return { before, after: saved, answer: saved };
        },
      );
      return { data: after };
    },
  );
}
