import { SETTING_IMAGE_KINDS, settingImageParamsSchema, type SettingImages } from '@member/shared';
import { answers, settingImageSchema, settingImagesSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/app-error';
import { readImageUpload, storeImage, uploadFormSchema } from '../../../../lib/uploads';
import * as content from '../../queries/setting-images';
import { editor, editorUpload, tags } from './options';

/** The operator's setting images (logo, backgrounds, ...): one image per kind, set or cleared. */
export async function settingImageOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = api;
  const url = (key: string | null) => (key ? storage.urlFor(key) : null);

  api.get(
    '/admin/setting-image',
    { ...editor, schema: { summary: 'Site images', tags, response: answers(settingImagesSchema) } },
    async () => {
      const keys = await content.listSettingImageKeys(db);
      const data = Object.fromEntries(SETTING_IMAGE_KINDS.map((kind) => [kind, url(keys.get(kind) ?? null)]));
      return { data: data as SettingImages };
    },
  );

  api.put(
    '/admin/setting-image/:kind',
    {
      ...editorUpload,
      schema: {
        summary: 'Replace a site image',
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
    {
      ...editor,
      schema: {
        summary: 'Remove a site image',
        tags,
        params: settingImageParamsSchema,
        response: answers(settingImageSchema),
      },
    },
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
}
