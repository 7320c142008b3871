import etag from '@fastify/etag';
import {
  type AnnouncementFeedItem,
  type BannerItem,
  contactLineParamsSchema,
  SETTING_IMAGE_KINDS,
  settingImageParamsSchema,
  type SettingImages,
} from '@member/shared';
import {
  announcementFeedItemSchema,
  announcementSchema,
  answers,
  bannerItemSchema,
  contactLineAnswerSchema,
  howtoContentSchema,
  settingImageSchema,
  settingImagesSchema,
} from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import type { PublicCache } from '../../lib/public-cache';
import { loadAnnouncement, loadHowto, toContactLine } from './helpers';
import { listBanners } from './queries/banners';
import { findContactLine, findDefaultContactLine } from './queries/contact-lines';
import { listFeed } from './queries/feed';
import { findSettingImageKey, listSettingImageKeys } from './queries/setting-images';

/**
 * The public reads of site content (docs/api-content.md), for guests and members alike: each with
 * an ETag so a repeated load costs a 304, and `no-cache` so an operator's change shows on the next
 * load. Their rows come from the process's `cache` (forgotten at each change, routes.ts).
 */
export async function memberContentRoutes(app: FastifyInstance, { cache }: { cache: PublicCache }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = api;
  await api.register(etag, { algorithm: 'sha1' });
  api.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
  });
  const url = (key: string | null) => (key ? storage.urlFor(key) : null);
  const tags = ['content'];

  api.get(
    '/setting-image',
    { schema: { summary: 'Site images', tags, response: answers(settingImagesSchema) } },
    async () => {
      const keys = await cache.read('setting-images', () => listSettingImageKeys(db));
      const data = Object.fromEntries(SETTING_IMAGE_KINDS.map((kind) => [kind, url(keys.get(kind) ?? null)]));
      return { data: data as SettingImages };
    },
  );

  api.get(
    '/setting-image/:kind',
    {
      schema: {
        summary: 'A site image',
        tags,
        params: settingImageParamsSchema,
        response: answers(settingImageSchema),
      },
    },
    async (request) => {
      const { kind } = request.params;
      return { data: { image: url(await cache.read(`setting-image:${kind}`, () => findSettingImageKey(db, kind))) } };
    },
  );

  api.get(
    '/contact-line',
    { schema: { summary: 'Contact channels', tags, response: answers(contactLineAnswerSchema) } },
    async () => {
      const line = await cache.read('contact-line', () => findDefaultContactLine(db));
      return { data: { contactLine: line ? toContactLine(line) : null } };
    },
  );

  api.get(
    '/contact-line/:uuid',
    {
      schema: {
        summary: 'A contact channel',
        tags,
        params: contactLineParamsSchema,
        response: answers(contactLineAnswerSchema),
      },
    },
    async (request) => {
      const line = await findContactLine(db, request.params.uuid);
      if (!line) throw notFound();
      return { data: { contactLine: toContactLine(line) } };
    },
  );

  api.get(
    '/announcement',
    { schema: { summary: 'The announcement', tags, response: answers(announcementSchema) } },
    async () => ({
      data: await cache.read('announcement', () => loadAnnouncement(db)),
    }),
  );

  api.get(
    '/announcement-feed',
    { schema: { summary: 'News', tags, response: answers(z.array(announcementFeedItemSchema)) } },
    async () => {
      const items = await cache.read('feed', () => listFeed(db, { activeOnly: true }));
      const data: AnnouncementFeedItem[] = items.map((item) => ({
        id: item.id,
        image: url(item.fileKey),
        description: item.description,
        created_at: item.createdAt,
      }));
      return { data };
    },
  );

  const banners = (placement: 'banner' | 'popup') => async () => {
    const rows = await cache.read(`banners:${placement}`, () => listBanners(db, { placement, activeOnly: true }));
    const data: BannerItem[] = rows.map((row) => ({ id: row.id, image: storage.urlFor(row.fileKey), url: row.url }));
    return { data };
  };
  const bannerList = (summary: string) => ({ schema: { summary, tags, response: answers(z.array(bannerItemSchema)) } });
  api.get('/banner', bannerList('Home banners'), banners('banner'));
  api.get('/banner-popup', bannerList('Popup banners'), banners('popup'));

  api.get('/howto', { schema: { summary: 'How-to page', tags, response: answers(howtoContentSchema) } }, async () => ({
    data: await cache.read('howto', () => loadHowto(db)),
  }));
}
