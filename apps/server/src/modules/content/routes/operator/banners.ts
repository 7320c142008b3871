import {
  type AdminBanner,
  bannerFieldsSchema,
  bannerListQuerySchema,
  bannerReorderSchema,
  bannerUpdateSchema,
  CONTENT_MESSAGES,
  MAX_BANNERS_PER_PLACEMENT,
} from '@member/shared';
import { adminBannerSchema, answers, createdAnswers, deletedSchema, idParamsSchema } from '@member/shared/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessRule, notFound } from '../../../../lib/app-error';
import { readImageForm, readImageUpload, storeImage, uploadFormSchema } from '../../../../lib/uploads';
import * as content from '../../queries/banners';
import { editor, editorUpload, rowId, tags } from './options';

/** The operator's banners: list, create (at most MAX_BANNERS_PER_PLACEMENT a placement), change, reorder, delete. */
export async function bannerOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = api;

  const toAdminBanner = (row: content.BannerRow): AdminBanner => ({
    id: row.id,
    image: storage.urlFor(row.fileKey),
    url: row.url,
    placement: row.placement,
    is_active: row.isActive,
    sort_order: row.sortOrder,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  });

  api.get(
    '/admin/banners',
    {
      ...editor,
      schema: {
        summary: 'List banners',
        tags,
        querystring: bannerListQuerySchema,
        response: answers(z.array(adminBannerSchema)),
      },
    },
    async (request) => {
      const rows = await content.listBanners(db, { placement: request.query.placement, activeOnly: false });
      return { data: rows.map(toAdminBanner) };
    },
  );

  api.post(
    '/admin/banners',
    {
      ...editorUpload,
      schema: {
        summary: 'Add a banner',
        tags,
        ...uploadFormSchema({
          fields: bannerFieldsSchema,
          file: 'required',
          description: 'A new banner, last in its placement: the image in `file`, and its fields.',
        }),
        response: createdAnswers(adminBannerSchema, 422),
      },
    },
    async (request, reply) => {
      const { image, fields: banner } = await readImageForm(request, bannerFieldsSchema);
      const created = await api.audited(request, { action: 'content.banner.create', type: 'banner' }, async (tx) => {
        // Under the placement's lock, so two operators cannot both take the last place.
        if ((await content.lockPlacementCount(tx, banner.placement)) >= MAX_BANNERS_PER_PLACEMENT) {
          throw businessRule(CONTENT_MESSAGES.bannerLimitReached(MAX_BANNERS_PER_PLACEMENT));
        }
        const stored = await storeImage(storage, image); // after the check: a refused banner leaves no file
        const row = await content.insertBanner(tx, {
          placement: banner.placement,
          fileKey: stored.key,
          url: banner.url ?? null,
          isActive: banner.is_active,
        });
        const after = toAdminBanner(row);
        return { before: null, after, answer: after, targetId: String(row.id) };
      });
      return reply.status(201).send({ data: created });
    },
  );

  api.put(
    '/admin/banners/:id',
    {
      ...editor,
      schema: {
        summary: 'Update a banner',
        tags,
        params: idParamsSchema,
        body: bannerUpdateSchema,
        response: answers(adminBannerSchema),
      },
    },
    async (request) => {
      const changes = request.body;
      return {
        data: await changeBanner(request, rowId(request.params), 'content.banner.update', {
          ...('url' in changes ? { url: changes.url ?? null } : {}),
          ...(changes.is_active === undefined ? {} : { isActive: changes.is_active }),
        }),
      };
    },
  );

  api.put(
    '/admin/banners/:id/image',
    {
      ...editorUpload,
      schema: {
        summary: "Replace a banner's image",
        tags,
        params: idParamsSchema,
        ...uploadFormSchema({ file: 'required', description: "The banner's new image, in `file`." }),
        response: answers(adminBannerSchema),
      },
    },
    async (request) => {
      const id = rowId(request.params);
      if (!(await content.findBanner(db, id))) throw notFound();
      const { image } = await readImageUpload(request);
      if (!image) throw notFound(); // unreachable: required
      const stored = await storeImage(storage, image);
      return { data: await changeBanner(request, id, 'content.banner.image', { fileKey: stored.key }) };
    },
  );

  function changeBanner(
    request: FastifyRequest,
    id: number,
    action: string,
    changes: { fileKey?: string; url?: string | null; isActive?: boolean },
  ): Promise<AdminBanner> {
    return api.audited(request, { action, type: 'banner', id: String(id) }, async (tx) => {
      const before = await content.findBanner(tx, id, true);
      if (!before) throw notFound();
      const row = await content.updateBanner(tx, id, changes);
      if (!row) throw notFound();
      const after = toAdminBanner(row);
      return { before: toAdminBanner(before), after, answer: after };
    });
  }

  api.post(
    '/admin/banners/reorder',
    {
      ...editor,
      schema: {
        summary: 'Reorder banners',
        tags,
        body: bannerReorderSchema,
        response: answers(z.array(adminBannerSchema), 422),
      },
    },
    async (request) => {
      const { placement, ids } = request.body;
      const rows = await api.audited(
        request,
        { action: 'content.banner.reorder', type: 'banner_order', id: placement },
        async (tx) => {
          const existing = await content.lockPlacementIds(tx, placement);
          const same = existing.length === ids.length && ids.every((id) => existing.includes(id));
          if (!same) throw businessRule(CONTENT_MESSAGES.reorderMismatch);
          const before = (await content.listBanners(tx, { placement, activeOnly: false })).map((b) => b.id);
          await content.setBannerOrder(tx, ids);
          const answer = await content.listBanners(tx, { placement, activeOnly: false });
          return { before: { ids: before }, after: { ids }, answer };
        },
      );
      return { data: rows.map(toAdminBanner) };
    },
  );

  api.delete(
    '/admin/banners/:id',
    {
      ...editor,
      schema: { summary: 'Delete a banner', tags, params: idParamsSchema, response: answers(deletedSchema) },
    },
    async (request) => {
      const id = rowId(request.params);
      await api.audited(request, { action: 'content.banner.delete', type: 'banner', id: String(id) }, async (tx) => {
        const removed = await content.deleteBanner(tx, id);
        if (!removed) throw notFound();
        return { before: toAdminBanner(removed), after: null, answer: undefined };
      });
      return { data: { deleted: true } };
    },
  );
}
