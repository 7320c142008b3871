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
  contactLineUpdateSchema,
  contentIdParamSchema,
  feedItemFieldsSchema,
  feedItemUpdateSchema,
  howtoUpdateSchema,
  isSettingImageKind,
  MAX_BANNERS_PER_PLACEMENT,
  SETTING_IMAGE_KINDS,
  type SettingImageKind,
  type SettingImages,
} from '@member/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { businessRule, notFound } from '../../lib/app-error';
import { readImageUpload, storeImage, UPLOAD_ROUTE } from '../../lib/uploads';
import { parseBody } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { recordAudit } from '../../plugins/audit';
import * as content from './queries';
import { loadHowto, uuidParam } from './helpers';

function idParam(request: FastifyRequest): number {
  const parsed = contentIdParamSchema.safeParse((request.params as { id?: string }).id);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

function kindParam(request: FastifyRequest): SettingImageKind {
  const kind = (request.params as { kind?: string }).kind ?? '';
  if (!isSettingImageKind(kind)) throw notFound();
  return kind;
}

/** Contact-line changes run one at a time, so exactly one line stays the default. */
async function lockContactLines(tx: Queryable) {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('member-site:contact-lines'))`);
}

export async function adminContentRoutes(api: FastifyInstance) {
  const { db, storage } = api;
  const editor = { preValidation: api.requireOperator('content.edit') };
  const editorUpload = { ...editor, ...UPLOAD_ROUTE };
  const operatorId = (request: FastifyRequest) => requireAuth(request).subjectId;
  const url = (key: string | null) => (key ? storage.urlFor(key) : null);

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

  api.get('/admin/setting-image', editor, async () => {
    const keys = await content.listSettingImageKeys(db);
    const data = Object.fromEntries(SETTING_IMAGE_KINDS.map((kind) => [kind, url(keys.get(kind) ?? null)]));
    return { data: data as SettingImages };
  });

  api.put('/admin/setting-image/:kind', editorUpload, async (request) => {
    const kind = kindParam(request);
    const { image } = await readImageUpload(request);
    if (!image) throw notFound(); // unreachable: required
    const stored = await storeImage(storage, image);
    await db.transaction(async (tx) => {
      const before = await content.setSettingImageKey(tx, kind, stored.key);
      await recordAudit(tx, {
        operatorId: operatorId(request),
        action: 'content.setting_image.update',
        targetType: 'setting_image',
        targetId: kind,
        before: { image: url(before) },
        after: { image: stored.url, filename: image.filename, bytes: image.buffer.length },
      });
    });
    return { data: { image: stored.url } };
  });

  api.delete('/admin/setting-image/:kind', editor, async (request) => {
    const kind = kindParam(request);
    await db.transaction(async (tx) => {
      const before = await content.setSettingImageKey(tx, kind, null);
      await recordAudit(tx, {
        operatorId: operatorId(request),
        action: 'content.setting_image.clear',
        targetType: 'setting_image',
        targetId: kind,
        before: { image: url(before) },
        after: { image: null },
      });
    });
    return { data: { image: null } };
  });

  // Banners -------------------------------------------------------------------------------------

  api.get('/admin/banners', editor, async (request) => {
    const { placement } = parseBody(bannerListQuerySchema, request.query);
    const rows = await content.listBanners(db, { placement, activeOnly: false });
    return { data: rows.map(toAdminBanner) };
  });

  api.post('/admin/banners', editorUpload, async (request, reply) => {
    const { image, fields } = await readImageUpload(request);
    const banner = parseBody(bannerFieldsSchema, fields);
    if (!image) throw notFound(); // unreachable: required
    const created = await db.transaction(async (tx) => {
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
      await recordAudit(tx, {
        operatorId: operatorId(request),
        action: 'content.banner.create',
        targetType: 'banner',
        targetId: String(row.id),
        before: null,
        after,
      });
      return after;
    });
    return reply.status(201).send({ data: created });
  });

  api.put('/admin/banners/:id', editor, async (request) => {
    const id = idParam(request);
    const changes = parseBody(bannerUpdateSchema, request.body);
    return {
      data: await changeBanner(request, id, 'content.banner.update', {
        ...('url' in changes ? { url: changes.url ?? null } : {}),
        ...(changes.is_active === undefined ? {} : { isActive: changes.is_active }),
      }),
    };
  });

  api.put('/admin/banners/:id/image', editorUpload, async (request) => {
    const id = idParam(request);
    if (!(await content.findBanner(db, id))) throw notFound();
    const { image } = await readImageUpload(request);
    if (!image) throw notFound();
    const stored = await storeImage(storage, image);
    return { data: await changeBanner(request, id, 'content.banner.image', { fileKey: stored.key }) };
  });

  async function changeBanner(
    request: FastifyRequest,
    id: number,
    action: string,
    changes: { fileKey?: string; url?: string | null; isActive?: boolean },
  ): Promise<AdminBanner> {
    return db.transaction(async (tx) => {
      const before = await content.findBanner(tx, id, true);
      if (!before) throw notFound();
      const row = await content.updateBanner(tx, id, changes);
      if (!row) throw notFound();
      const after = toAdminBanner(row);
      await recordAudit(tx, {
        operatorId: operatorId(request),
        action,
        targetType: 'banner',
        targetId: String(id),
        before: toAdminBanner(before),
        after,
      });
      return after;
    });
  }

  api.post('/admin/banners/reorder', editor, async (request) => {
    const { placement, ids } = parseBody(bannerReorderSchema, request.body);
    const rows = await db.transaction(async (tx) => {
      const existing = await content.lockPlacementIds(tx, placement);
      const same = existing.length === ids.length && ids.every((id) => existing.includes(id));
      if (!same) throw businessRule(CONTENT_MESSAGES.reorderMismatch);
      const before = (await content.listBanners(tx, { placement, activeOnly: false })).map((b) => b.id);
      await content.setBannerOrder(tx, ids);
      await recordAudit(tx, {
        operatorId: operatorId(request),
        action: 'content.banner.reorder',
        targetType: 'banner_order',
        targetId: placement,
        before: { ids: before },
        after: { ids },
      });
      return content.listBanners(tx, { placement, activeOnly: false });
    });
    return { data: rows.map(toAdminBanner) };
  });

  api.delete('/admin/banners/:id', editor, async (request) => {
    const id = idParam(request);
    await db.transaction(async (tx) => {
      const removed = await content.deleteBanner(tx, id);
      if (!removed) throw notFound();
      await recordAudit(tx, {
        operatorId: operatorId(request),
        action: 'content.banner.delete',
        targetType: 'banner',
        targetId: String(id),
        before: toAdminBanner(removed),
        after: null,
      });
    });
    return { data: { deleted: true } };
  });

  // Announcement --------------------------------------------------------------------------------

  const loadAnnouncement = async (q: Queryable) => {
    const text = await content.findText<{ text?: unknown }>(q, 'announcement');
    return { text: typeof text?.value.text === 'string' ? text.value.text : '' };
  };

  api.get('/admin/announcement', editor, async () => ({ data: await loadAnnouncement(db) }));

  api.put('/admin/announcement', editor, async (request) => {
    const { text } = parseBody(announcementUpdateSchema, request.body);
    await db.transaction(async (tx) => {
      const before = await loadAnnouncement(tx);
      await content.saveText(tx, 'announcement', { text });
      await recordAudit(tx, {
        operatorId: operatorId(request),
        action: 'content.announcement.update',
        targetType: 'announcement',
        targetId: 'announcement',
        before,
        after: { text },
      });
    });
    return { data: { text } };
  });

  // Feed ----------------------------------------------------------------------------------------

  api.get('/admin/announcement-feed', editor, async () => ({
    data: (await content.listFeed(db, { activeOnly: false })).map(toAdminFeed),
  }));

  api.post('/admin/announcement-feed', editorUpload, async (request, reply) => {
    const { image, fields } = await readImageUpload(request, { required: false });
    const item = parseBody(feedItemFieldsSchema, fields);
    const stored = image ? await storeImage(storage, image) : null;
    const created = await db.transaction(async (tx) => {
      const row = await content.insertFeedItem(tx, {
        fileKey: stored?.key ?? null,
        description: item.description,
        isActive: item.is_active,
      });
      const after = toAdminFeed(row);
      await recordAudit(tx, {
        operatorId: operatorId(request),
        action: 'content.feed.create',
        targetType: 'announcement_feed',
        targetId: String(row.id),
        before: null,
        after,
      });
      return after;
    });
    return reply.status(201).send({ data: created });
  });

  api.put('/admin/announcement-feed/:id', editor, async (request) => {
    const id = idParam(request);
    const changes = parseBody(feedItemUpdateSchema, request.body);
    return {
      data: await changeFeedItem(request, id, 'content.feed.update', {
        ...(changes.description === undefined ? {} : { description: changes.description }),
        ...(changes.is_active === undefined ? {} : { isActive: changes.is_active }),
      }),
    };
  });

  api.put('/admin/announcement-feed/:id/image', editorUpload, async (request) => {
    const id = idParam(request);
    if (!(await content.findFeedItem(db, id))) throw notFound();
    const { image } = await readImageUpload(request);
    if (!image) throw notFound();
    const stored = await storeImage(storage, image);
    return { data: await changeFeedItem(request, id, 'content.feed.image', { fileKey: stored.key }) };
  });

  async function changeFeedItem(
    request: FastifyRequest,
    id: number,
    action: string,
    changes: { fileKey?: string; description?: string; isActive?: boolean },
  ): Promise<AdminFeedItem> {
    return db.transaction(async (tx) => {
      const before = await content.findFeedItem(tx, id, true);
      if (!before) throw notFound();
      const row = await content.updateFeedItem(tx, id, changes);
      if (!row) throw notFound();
      const after = toAdminFeed(row);
      await recordAudit(tx, {
        operatorId: operatorId(request),
        action,
        targetType: 'announcement_feed',
        targetId: String(id),
        before: toAdminFeed(before),
        after,
      });
      return after;
    });
  }

  api.delete('/admin/announcement-feed/:id', editor, async (request) => {
    const id = idParam(request);
    await db.transaction(async (tx) => {
      const removed = await content.deleteFeedItem(tx, id);
      if (!removed) throw notFound();
      await recordAudit(tx, {
        operatorId: operatorId(request),
        action: 'content.feed.delete',
        targetType: 'announcement_feed',
        targetId: String(id),
        before: toAdminFeed(removed),
        after: null,
      });
    });
    return { data: { deleted: true } };
  });

  // Contact lines -------------------------------------------------------------------------------

  api.get('/admin/contact-lines', editor, async () => ({
    data: (await content.listContactLines(db)).map(toAdminContact),
  }));

  api.post('/admin/contact-lines', editor, async (request, reply) => {
    const line = parseBody(contactLineCreateSchema, request.body);
    const created = await db.transaction(async (tx) => {
      await lockContactLines(tx);
      // The first line of a site is its default whatever the body says.
      const isDefault = line.is_default === true || !(await content.findDefaultContactLine(tx));
      if (isDefault) await content.clearDefaultContactLine(tx, null);
      const row = await content.insertContactLine(tx, {
        line_id: line.line_id,
        optional_line_id: line.optional_line_id ?? null,
        is_default: isDefault,
      });
      await recordAudit(tx, {
        operatorId: operatorId(request),
        action: 'content.contact_line.create',
        targetType: 'contact_line',
        targetId: row.uuid,
        before: null,
        after: row,
      });
      return toAdminContact(row);
    });
    return reply.status(201).send({ data: created });
  });

  api.put('/admin/contact-lines/:uuid', editor, async (request) => {
    const uuid = uuidParam(request);
    const changes = parseBody(contactLineUpdateSchema, request.body);
    const updated = await db.transaction(async (tx) => {
      await lockContactLines(tx);
      const before = await content.findContactLine(tx, uuid, true);
      if (!before) throw notFound();
      if (before.is_default && changes.is_default === false) {
        throw businessRule(CONTENT_MESSAGES.defaultContactLineRequired);
      }
      const isDefault = changes.is_default ?? before.is_default;
      if (isDefault && !before.is_default) await content.clearDefaultContactLine(tx, uuid);
      const row = await content.updateContactLine(tx, uuid, {
        line_id: changes.line_id ?? before.line_id,
        optional_line_id: changes.optional_line_id === undefined ? before.optional_line_id : changes.optional_line_id,
        is_default: isDefault,
      });
      if (!row) throw notFound();
      await recordAudit(tx, {
        operatorId: operatorId(request),
        action: 'content.contact_line.update',
        targetType: 'contact_line',
        targetId: uuid,
        before,
        after: row,
      });
      return toAdminContact(row);
    });
    return { data: updated };
  });

  api.delete('/admin/contact-lines/:uuid', editor, async (request) => {
    const uuid = uuidParam(request);
    await db.transaction(async (tx) => {
      await lockContactLines(tx);
      const before = await content.findContactLine(tx, uuid, true);
      if (!before) throw notFound();
      if (before.is_default) throw businessRule(CONTENT_MESSAGES.defaultContactLineRequired);
      await content.deleteContactLine(tx, uuid);
      await recordAudit(tx, {
        operatorId: operatorId(request),
        action: 'content.contact_line.delete',
        targetType: 'contact_line',
        targetId: uuid,
        before,
        after: null,
      });
    });
    return { data: { deleted: true } };
  });

  // How-to --------------------------------------------------------------------------------------

  api.get('/admin/howto', editor, async () => ({ data: await loadHowto(db) }));

  api.put('/admin/howto', editor, async (request) => {
    const { sections } = parseBody(howtoUpdateSchema, request.body);
    await db.transaction(async (tx) => {
      const before = await loadHowto(tx);
      await content.saveText(tx, 'howto', { sections });
      await recordAudit(tx, {
        operatorId: operatorId(request),
        action: 'content.howto.update',
        targetType: 'howto',
        targetId: 'howto',
        before: { sections: before.sections },
        after: { sections },
      });
    });
    return { data: await loadHowto(db) };
  });
}
