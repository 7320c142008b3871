import { announcementUpdateSchema } from '@member/shared';
import { announcementSchema, answers } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadAnnouncement } from '../../helpers';
import * as content from '../../queries/texts';
import { editor, tags } from './options';

/** The operator's running announcement text. */
export async function announcementOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = api;

  api.get(
    '/admin/announcement',
    { ...editor, schema: { summary: 'The announcement', tags, response: answers(announcementSchema) } },
    async () => ({
      data: await loadAnnouncement(db),
    }),
  );

  api.put(
    '/admin/announcement',
    {
      ...editor,
      schema: {
        summary: 'Set the announcement',
        tags,
        body: announcementUpdateSchema,
        response: answers(announcementSchema),
      },
    },
    async (request) => {
      const { text } = request.body;
      const data = await api.audited(
        request,
        { action: 'content.announcement.update', type: 'announcement', id: 'announcement' },
        async (tx) => {
          const before = await loadAnnouncement(tx);
          await content.saveText(tx, 'announcement', { text });
          return { before, after: { text }, answer: { text } };
        },
      );
      return { data };
    },
  );
}
