import { minigameSettingsSchema } from '@member/shared';
import { answers, minigameSettingsAnswerSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadSettings, saveSettings, toWireSettings } from '../../settings';
import { isoNow, manage, tags, view } from './options';

/** The coin rules (one settings row). */
export async function coinRuleOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/operator/settings',
    { ...view, schema: { summary: 'Mini-game settings', tags, response: answers(minigameSettingsAnswerSchema) } },
    async () => ({
      data: toWireSettings(await loadSettings(db)),
    }),
  );

  api.put(
    '/operator/settings',
    {
      ...manage,
      schema: {
        summary: 'Save the mini-game settings',
        tags,
        body: minigameSettingsSchema,
        response: answers(minigameSettingsAnswerSchema),
      },
    },
    async (request) => ({
      data: await app.audited(
        request,
        { action: 'minigame.settings', type: 'minigame_settings', id: '1' },
        async (tx) => {
          const before = toWireSettings(await loadSettings(tx, true));
          const after = toWireSettings(await saveSettings(tx, request.body, isoNow(app)));
          return { before, after, answer: after };
        },
      ),
    }),
  );
}
