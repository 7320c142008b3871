import { howtoUpdateSchema } from '@member/shared';
import { answers, howtoContentSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadHowto } from '../../helpers';
import * as content from '../../queries/texts';
import { editor, tags } from './options';

/** The operator's how-to page: its sections, replaced whole. */
export async function howtoOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = api;

  api.get(
    '/admin/howto',
    { ...editor, schema: { summary: 'The how-to page', tags, response: answers(howtoContentSchema) } },
    async () => ({
      data: await loadHowto(db),
    }),
  );

  api.put(
    '/admin/howto',
    {
      ...editor,
      schema: { summary: 'Save the how-to page', tags, body: howtoUpdateSchema, response: answers(howtoContentSchema) },
    },
    async (request) => {
      const { sections } = request.body;
      await api.audited(request, { action: 'content.howto.update', type: 'howto', id: 'howto' }, async (tx) => {
        const before = await loadHowto(tx);
        await content.saveText(tx, 'howto', { sections });
        return { before: { sections: before.sections }, after: { sections }, answer: undefined };
      });
      return { data: await loadHowto(db) };
    },
  );
}
