import { answers, chatSettingsPublicSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadSettings, toPublicSettings } from '../../settings';
import { tags } from './options';

/** The chat's public settings (open now or not, greetings), for anyone. */
export async function publicSettingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/setting',
    { schema: { summary: 'Chat settings', tags, response: answers(chatSettingsPublicSchema) } },
    async () => ({
      data: toPublicSettings(await loadSettings(app.db), app.clock.now()),
    }),
  );
}
