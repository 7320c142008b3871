import { type AdminFeedItem, feedItemFieldsSchema, feedItemUpdateSchema } from '@member/shared';
import { adminFeedItemSchema, answers, createdAnswers, deletedSchema, idParamsSchema } from '@member/shared/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../../lib/app-error';
import { readImageForm, readImageUpload, storeImage, uploadFormSchema } from '../../../../lib/uploads';
import * as content from '../../queries/feed';
import { editor, editorUpload, rowId, tags } from './options';

/** The operator's announcement feed: items with an optional image. */
export async function feedOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = api;
  const url = (key: string | null) => (key ? storage.urlFor(key) : null);

  const toAdminFeed = (row: content.FeedRow): AdminFeedItem => ({
    id: row.id,
    image: url(row.fileKey),
    description: row.description,
    is_active: row.isActive,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  });

  api.get(
    '/admin/announcement-feed',
    { ...editor, schema: { summary: 'List news', tags, response: answers(z.array(adminFeedItemSchema)) } },
    async () => ({ data: (await content.listFeed(db, { activeOnly: false })).map(toAdminFeed) }),
  );

  api.post(
    '/admin/announcement-feed',
    {
      ...editorUpload,
      schema: {
        summary: 'Add news',
        tags,
        ...uploadFormSchema({
          fields: feedItemFieldsSchema,
          file: 'optional',
          description: 'A new feed item: its fields, and an image in `file` if it has one.',
        }),
        response: createdAnswers(adminFeedItemSchema),
      },
    },
    async (request, reply) => {
      const { image, fields: item } = await readImageForm(request, feedItemFieldsSchema, { required: false });
      const stored = image ? await storeImage(storage, image) : null;
      const created = await api.audited(
        request,
        { action: 'content.feed.create', type: 'announcement_feed' },
        async (tx) => {
          const row = await content.insertFeedItem(tx, {
            fileKey: stored?.key ?? null,
            description: item.description,
            isActive: item.is_active,
          });
          const after = toAdminFeed(row);
          return { before: null, after, answer: after, targetId: String(row.id) };
        },
      );
      return reply.status(201).send({ data: created });
    },
  );

  api.put(
    '/admin/announcement-feed/:id',
    {
      ...editor,
      schema: {
        summary: 'Update news',
        tags,
        params: idParamsSchema,
        body: feedItemUpdateSchema,
        response: answers(adminFeedItemSchema),
      },
    },
    async (request) => {
      const changes = request.body;
      return {
        data: await changeFeedItem(request, rowId(request.params), 'content.feed.update', {
          ...(changes.description === undefined ? {} : { description: changes.description }),
          ...(changes.is_active === undefined ? {} : { isActive: changes.is_active }),
        }),
      };
    },
  );

  api.put(
    '/admin/announcement-feed/:id/image',
    {
      ...editorUpload,
      schema: {
        summary: 'Replace a news image',
        tags,
        params: idParamsSchema,
        ...uploadFormSchema({ file: 'required', description: "The feed item's new image, in `file`." }),
        response: answers(adminFeedItemSchema),
      },
    },
    async (request) => {
      const id = rowId(request.params);
      if (!(await content.findFeedItem(db, id))) throw notFound();
      const { image } = await readImageUpload(request);
      if (!image) throw notFound(); // unreachable: required
      const stored = await storeImage(storage, image);
      return { data: await changeFeedItem(request, id, 'content.feed.image', { fileKey: stored.key }) };
    },
  );

  function changeFeedItem(
    request: FastifyRequest,
    id: number,
    action: string,
    changes: { fileKey?: string; description?: string; isActive?: boolean },
  ): Promise<AdminFeedItem> {
    return api.audited(request, { action, type: 'announcement_feed', id: String(id) }, async (tx) => {
      const before = await content.findFeedItem(tx, id, true);
      if (!before) throw notFound();
      const row = await content.updateFeedItem(tx, id, changes);
      if (!row) throw notFound();
      const after = toAdminFeed(row);
      return { before: toAdminFeed(before), after, answer: after };
    });
  }

  api.delete(
    '/admin/announcement-feed/:id',
    { ...editor, schema: { summary: 'Delete news', tags, params: idParamsSchema, response: answers(deletedSchema) } },
    async (request) => {
      const id = rowId(request.params);
      await api.audited(
        request,
        { action: 'content.feed.delete', type: 'announcement_feed', id: String(id) },
        async (tx) => {
          const removed = await content.deleteFeedItem(tx, id);
          if (!removed) throw notFound();
          return { before: toAdminFeed(removed), after: null, answer: undefined };
        },
      );
      return { data: { deleted: true } };
    },
  );
}
