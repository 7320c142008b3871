import { chatSettingsSchema } from '@member/shared';
import { answers, chatSettingsAnswerSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadSettings, saveSettings } from '../../settings';
import { isoNow, manage, tags, view } from './options';

/** The chat's settings (business hours, greetings, ...): one row, audited. */
export async function settingOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/operator/settings',
    { ...view, schema: { summary: 'Chat settings', tags, response: answers(chatSettingsAnswerSchema) } },
    async () => ({ data: await loadSettings(db) }),
  );

  api.put(
    '/operator/settings',
    {
      ...manage,
      schema: {
        summary: 'Save the chat settings',
        tags,
        body: chatSettingsSchema,
        response: answers(chatSettingsAnswerSchema),
      },
    },
    async (request) => {
      const saved = await app.audited(
        request,
        { action: 'chat.settings_update', type: 'chat_settings', id: '1' },
        async (tx) => {
          const before = await loadSettings(tx, true);
          const after = await saveSettings(tx, request.body, isoNow(app));
          return { before, after, answer: after };
        },
      );
      return { data: saved };
    },
  );
}
