import { chatCannedParamsSchema, chatCannedReplySchema } from '@member/shared';
import {
  adminCannedReplyListSchema,
  adminCannedReplySchema,
  answers,
  createdAnswers,
  deletedSchema,
} from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCanned, deleteCanned, listCanned, lockCanned, updateCanned } from '../../canned';
import { isoNow, manage, tags, view } from './options';

/** The canned replies, by short code: audited changes. */
export async function cannedReplyOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/operator/canned-replies',
    { ...view, schema: { summary: 'Canned replies', tags, response: answers(adminCannedReplyListSchema) } },
    async () => ({ data: await listCanned(db) }),
  );

  api.post(
    '/operator/canned-replies',
    {
      ...manage,
      schema: {
        summary: 'Add a canned reply',
        tags,
        body: chatCannedReplySchema,
        response: createdAnswers(adminCannedReplySchema, 409),
      },
    },
    async (request, answer) => {
      const input = { shortCode: request.body.short_code, text: request.body.text };
      const created = await app.audited(
        request,
        { action: 'chat.canned_create', type: 'chat_canned_reply' },
        async (tx) => {
          const row = await createCanned(tx, input, isoNow(app));
          return { before: null, after: row, answer: row, targetId: String(row.id) };
        },
      );
      return answer.status(201).send({ data: created });
    },
  );

  api.put(
    '/operator/canned-replies/:id',
    {
      ...manage,
      schema: {
        summary: 'Update a canned reply',
        tags,
        params: chatCannedParamsSchema,
        body: chatCannedReplySchema,
        response: answers(adminCannedReplySchema, 409),
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = { shortCode: request.body.short_code, text: request.body.text };
      const updated = await app.audited(
        request,
        { action: 'chat.canned_update', type: 'chat_canned_reply', id: String(id) },
        async (tx) => {
          const before = await lockCanned(tx, id);
          const after = await updateCanned(tx, id, input, isoNow(app));
          return { before, after, answer: after };
        },
      );
      return { data: updated };
    },
  );

  api.delete(
    '/operator/canned-replies/:id',
    {
      ...manage,
      schema: {
        summary: 'Delete a canned reply',
        tags,
        params: chatCannedParamsSchema,
        response: answers(deletedSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      await app.audited(
        request,
        { action: 'chat.canned_delete', type: 'chat_canned_reply', id: String(id) },
        async (tx) => {
          const before = await lockCanned(tx, id);
          await deleteCanned(tx, id);
          return { before, after: null, answer: null };
        },
      );
      return { data: { deleted: true } };
    },
  );
}
