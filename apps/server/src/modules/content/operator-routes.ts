import {
  type AdminBanner,
  type AdminContactLine,
  type AdminFeedItem,
  announcementUpdateSchema,
  bannerFieldsSchema,
  bannerListQuerySchema,
  bannerReorderSchema,
  bannerUpdateSchema,
  CONTENT_MESSAGES,
  contactLineCreateSchema,
  contactLineParamsSchema,
  contactLineUpdateSchema,
  feedItemFieldsSchema,
  feedItemUpdateSchema,
  howtoUpdateSchema,
  MAX_BANNERS_PER_PLACEMENT,
  SETTING_IMAGE_KINDS,
  settingImageParamsSchema,
  type SettingImages,
} from '@member/shared';
import {
  adminBannerSchema,
  adminContactLineSchema,
  adminFeedItemSchema,
  announcementSchema,
  answers,
  createdAnswers,
  deletedSchema,
  howtoContentSchema,
  idParamsSchema,
  settingImageSchema,
  settingImagesSchema,
} from '@member/shared/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessRule, notFound } from '../../lib/app-error';
import { readImageForm, readImageUpload, storeImage, UPLOAD_ROUTE, uploadFormSchema } from '../../lib/uploads';
import { loadAnnouncement, loadHowto } from './helpers';
import * as content from './queries';

/**
 * The operator's management of site content (docs/api-content.md): setting images, banners,
 * announcement, feed, contact lines and how-to. Every call needs `content.edit`; every change is
 * audited with the row before and after.
 */
export async function operatorContentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = api;
  const editor = { config: { access: 'content.edit' } } as const;
  const editorUpload = { config: { ...UPLOAD_ROUTE.config, access: 'content.edit' } } as const;
  const tags = ['content'];
  const url = (key: string | null) => (key ? storage.urlFor(key) : null);
  /** `idParamsSchema` keeps the id as its digits; the queries take a number. */
  const rowId = (params: { id: string }) => Number(params.id);

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
  const toAdminFeed = (row: content.FeedRow): AdminFeedItem => ({
    id: row.id,
    image: url(row.fileKey),
    description: row.description,
    is_active: row.isActive,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  });
  const toAdminContact = (row: content.ContactLineRow): AdminContactLine => ({ ...row });

  // Setting images ------------------------------------------------------------------------------

  api.get('/admin/setting-image', { ...editor, schema: { tags, response: answers(settingImagesSchema) } }, async () => {
    const keys = await content.listSettingImageKeys(db);
    const data = Object.fromEntries(SETTING_IMAGE_KINDS.map((kind) => [kind, url(keys.get(kind) ?? null)]));
    return { data: data as SettingImages };
  });

  api.put(
    '/admin/setting-image/:kind',
    {
      ...editorUpload,
      schema: {
        tags,
        params: settingImageParamsSchema,
        ...uploadFormSchema({ file: 'required', description: 'The image of this kind, in `file`.' }),
        response: answers(settingImageSchema),
      },
    },
    async (request) => {
      const { kind } = request.params;
      const { image } = await readImageUpload(request);
      if (!image) throw notFound(); // unreachable: required
      const stored = await storeImage(storage, image);
      const data = await api.audited(
        request,
        { action: 'content.setting_image.update', type: 'setting_image', id: kind },
        async (tx) => {
          const before = await content.setSettingImageKey(tx, kind, stored.key);
          return {
            before: { image: url(before) },
            after: { image: stored.url, filename: image.filename, bytes: image.buffer.length },
            answer: { image: stored.url },
          };
        },
      );
      return { data };
    },
  );

  api.delete(
    '/admin/setting-image/:kind',
    { ...editor, schema: { tags, params: settingImageParamsSchema, response: answers(settingImageSchema) } },
    async (request) => {
      const { kind } = request.params;
      const data = await api.audited(
        request,
        { action: 'content.setting_image.clear', type: 'setting_image', id: kind },
        async (tx) => {
          const before = await content.setSettingImageKey(tx, kind, null);
          return { before: { image: url(before) }, after: { image: null }, answer: { image: null } };
        },
      );
      return { data };
    },
  );

  // Banners -------------------------------------------------------------------------------------

  api.get(
    '/admin/banners',
    {
      ...editor,
      schema: { tags, querystring: bannerListQuerySchema, response: answers(z.array(adminBannerSchema)) },
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
        tags,
        ...uploadFormSchema({
          fields: bannerFieldsSchema,
          file: 'required',
          description: 'A new banner, last in its placement: the image in `file`, and its fields.',
        }),
        response: createdAnswers(adminBannerSchema),
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
      schema: { tags, params: idParamsSchema, body: bannerUpdateSchema, response: answers(adminBannerSchema) },
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
    { ...editor, schema: { tags, body: bannerReorderSchema, response: answers(z.array(adminBannerSchema)) } },
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
    { ...editor, schema: { tags, params: idParamsSchema, response: answers(deletedSchema) } },
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

  // Announcement --------------------------------------------------------------------------------

  api.get('/admin/announcement', { ...editor, schema: { tags, response: answers(announcementSchema) } }, async () => ({
    data: await loadAnnouncement(db),
  }));

  api.put(
    '/admin/announcement',
    { ...editor, schema: { tags, body: announcementUpdateSchema, response: answers(announcementSchema) } },
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

  // Feed ----------------------------------------------------------------------------------------

  api.get(
    '/admin/announcement-feed',
    { ...editor, schema: { tags, response: answers(z.array(adminFeedItemSchema)) } },
    async () => ({ data: (await content.listFeed(db, { activeOnly: false })).map(toAdminFeed) }),
  );

  api.post(
    '/admin/announcement-feed',
    {
      ...editorUpload,
      schema: {
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
      schema: { tags, params: idParamsSchema, body: feedItemUpdateSchema, response: answers(adminFeedItemSchema) },
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
    { ...editor, schema: { tags, params: idParamsSchema, response: answers(deletedSchema) } },
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

  // Contact lines -------------------------------------------------------------------------------

  api.get(
    '/admin/contact-lines',
    { ...editor, schema: { tags, response: answers(z.array(adminContactLineSchema)) } },
    async () => ({ data: (await content.listContactLines(db)).map(toAdminContact) }),
  );

  api.post(
    '/admin/contact-lines',
    { ...editor, schema: { tags, body: contactLineCreateSchema, response: createdAnswers(adminContactLineSchema) } },
    async (request, reply) => {
      const line = request.body;
      const created = await api.audited(
        request,
        { action: 'content.contact_line.create', type: 'contact_line' },
        async (tx) => {
          await content.lockContactLines(tx);
          // The first line of a site is its default whatever the body says.
          const isDefault = line.is_default === true || !(await content.findDefaultContactLine(tx));
          if (isDefault) await content.clearDefaultContactLine(tx, null);
          const row = await content.insertContactLine(tx, {
            line_id: line.line_id,
            optional_line_id: line.optional_line_id ?? null,
            is_default: isDefault,
          });
          return { before: null, after: row, answer: toAdminContact(row), targetId: row.uuid };
        },
      );
      return reply.status(201).send({ data: created });
    },
  );

  api.put(
    '/admin/contact-lines/:uuid',
    {
      ...editor,
      schema: {
        tags,
        params: contactLineParamsSchema,
        body: contactLineUpdateSchema,
        response: answers(adminContactLineSchema),
      },
    },
    async (request) => {
      const { uuid } = request.params;
      const changes = request.body;
      const updated = await api.audited(
        request,
        { action: 'content.contact_line.update', type: 'contact_line', id: uuid },
        async (tx) => {
          await content.lockContactLines(tx);
          const before = await content.findContactLine(tx, uuid, true);
          if (!before) throw notFound();
          if (before.is_default && changes.is_default === false) {
            throw businessRule(CONTENT_MESSAGES.defaultContactLineRequired);
          }
          const isDefault = changes.is_default ?? before.is_default;
          if (isDefault && !before.is_default) await content.clearDefaultContactLine(tx, uuid);
          const row = await content.updateContactLine(tx, uuid, {
            line_id: changes.line_id ?? before.line_id,
            optional_line_id:
              changes.optional_line_id === undefined ? before.optional_line_id : changes.optional_line_id,
            is_default: isDefault,
          });
          if (!row) throw notFound();
          return { before, after: row, answer: toAdminContact(row) };
        },
      );
      return { data: updated };
    },
  );

  api.delete(
    '/admin/contact-lines/:uuid',
    { ...editor, schema: { tags, params: contactLineParamsSchema, response: answers(deletedSchema) } },
    async (request) => {
      const { uuid } = request.params;
      await api.audited(
        request,
        { action: 'content.contact_line.delete', type: 'contact_line', id: uuid },
        async (tx) => {
          await content.lockContactLines(tx);
          const before = await content.findContactLine(tx, uuid, true);
          if (!before) throw notFound();
          if (before.is_default) throw businessRule(CONTENT_MESSAGES.defaultContactLineRequired);
          await content.deleteContactLine(tx, uuid);
          return { before, after: null, answer: undefined };
        },
      );
      return { data: { deleted: true } };
    },
  );

  // How-to --------------------------------------------------------------------------------------

  api.get('/admin/howto', { ...editor, schema: { tags, response: answers(howtoContentSchema) } }, async () => ({
    data: await loadHowto(db),
  }));

  api.put(
    '/admin/howto',
    { ...editor, schema: { tags, body: howtoUpdateSchema, response: answers(howtoContentSchema) } },
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
