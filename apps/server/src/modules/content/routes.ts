import etag from '@fastify/etag';
import {
  type AnnouncementFeedItem,
  type BannerItem,
  type ContactLineAnswer,
  isSettingImageKind,
  SETTING_IMAGE_KINDS,
  type SettingImages,
} from '@member/shared';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { adminContentRoutes } from './admin-routes';
import { loadHowto, toContactLine, uuidParam } from './helpers';
import * as content from './queries';

/**
 * Site content (docs/api-content.md): public reads, each with an ETag so a repeated load costs a
 * 304, and `no-cache` so an operator's change shows on the next load. The operator's side is in
 * admin-routes.ts.
 */
export async function contentRoutes(api: FastifyInstance) {
  await api.register(publicContentRoutes);
  await api.register(adminContentRoutes);
}

async function publicContentRoutes(api: FastifyInstance) {
  const { db, storage } = api;
  await api.register(etag, { algorithm: 'sha1' });
  api.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
  });
  const url = (key: string | null) => (key ? storage.urlFor(key) : null);

  api.get('/setting-image', async () => {
    const keys = await content.listSettingImageKeys(db);
    const data = Object.fromEntries(SETTING_IMAGE_KINDS.map((kind) => [kind, url(keys.get(kind) ?? null)]));
    return { data: data as SettingImages };
  });

  api.get('/setting-image/:kind', async (request) => {
    const kind = (request.params as { kind: string }).kind;
    if (!isSettingImageKind(kind)) throw notFound();
    return { data: { image: url(await content.findSettingImageKey(db, kind)) } };
  });

  api.get('/contact-line', async () => {
    const line = await content.findDefaultContactLine(db);
    const data: ContactLineAnswer = { contactLine: line ? toContactLine(line) : null };
    return { data };
  });

  api.get('/contact-line/:uuid', async (request) => {
    const uuid = uuidParam(request);
    const line = await content.findContactLine(db, uuid);
    if (!line) throw notFound();
    const data: ContactLineAnswer = { contactLine: toContactLine(line) };
    return { data };
  });

  api.get('/announcement', async () => {
    const text = await content.findText<{ text?: unknown }>(db, 'announcement');
    return { data: { text: typeof text?.value.text === 'string' ? text.value.text : '' } };
  });

  api.get('/announcement-feed', async () => {
    const items = await content.listFeed(db, { activeOnly: true });
    const data: AnnouncementFeedItem[] = items.map((item) => ({
      id: item.id,
      image: url(item.fileKey),
      description: item.description,
      created_at: item.createdAt,
    }));
    return { data };
  });

  const banners = (placement: 'banner' | 'popup') => async () => {
    const rows = await content.listBanners(db, { placement, activeOnly: true });
    const data: BannerItem[] = rows.map((row) => ({ id: row.id, image: storage.urlFor(row.fileKey), url: row.url }));
    return { data };
  };
  api.get('/banner', banners('banner'));
  api.get('/banner-popup', banners('popup'));

  api.get('/howto', async () => ({ data: await loadHowto(db) }));
}
