import { historyQuerySchema, promotionInputSchema } from '@member/shared';
import {
  adminPromotionPageSchema,
  adminPromotionSchema,
  answers,
  createdAnswers,
  idParamsSchema,
} from '@member/shared/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable } from '../../../../db/database';
import { badRequest, notFound } from '../../../../lib/app-error';
import { readImageUpload, storeImage, UPLOAD_ROUTE } from '../../../../lib/uploads';
import * as q from '../../queries/promotions';
import { editor, tags } from './options';

/** The promotions' list (registered first: the claims' paths follow it in the OpenAPI document). */
export async function promotionListOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/promotions',
    {
      ...editor,
      schema: {
        summary: 'List promotions',
        tags,
        querystring: historyQuerySchema,
        response: answers(adminPromotionPageSchema),
      },
    },
    async (request) => ({ data: await q.adminPromotions(api.db, request.query) }),
  );
}

/** One promotion: read, create, change, (de)activate, its image; every change is audited. */
export async function promotionItemOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage } = api;

  api.get(
    '/admin/promotions/:id',
    {
      ...editor,
      schema: { summary: 'A promotion', tags, params: idParamsSchema, response: answers(adminPromotionSchema) },
    },
    async (request) => {
      const record = await q.findPromotion(db, request.params.id);
      if (!record) throw notFound();
      return { data: q.toAdminPromotion(record) };
    },
  );

  api.post(
    '/admin/promotions',
    {
      ...editor,
      schema: {
        summary: 'Create a promotion',
        tags,
        body: promotionInputSchema,
        response: createdAnswers(adminPromotionSchema),
      },
    },
    async (request, reply) => {
      const created = await app.audited(request, { action: 'promotion.create', type: 'promotion' }, async (tx) => {
        const after = q.toAdminPromotion(await q.insertPromotion(tx, request.body));
        return { before: null, after, answer: after, targetId: String(after.id) };
      });
      return reply.status(201).send({ data: created });
    },
  );

  /** Locks the promotion, applies `apply`, and records before and after in the audit log. */
  async function change(
    request: FastifyRequest,
    id: string,
    action: string,
    apply: (tx: Queryable) => Promise<q.PromotionRecord>,
  ) {
    const updated = await app.audited(request, { action, type: 'promotion', id }, async (tx) => {
      const before = await q.lockPromotion(tx, id);
      if (!before) throw notFound();
      const after = q.toAdminPromotion(await apply(tx));
      return { before: q.toAdminPromotion(before), after, answer: after };
    });
    return { data: updated };
  }

  const changeRoute = (summary: string) => ({
    ...editor,
    schema: { summary, tags, params: idParamsSchema, response: answers(adminPromotionSchema) },
  });
  const update = changeRoute('Update a promotion');

  api.put(
    '/admin/promotions/:id',
    { ...update, schema: { ...update.schema, body: promotionInputSchema } },
    (request) => {
      const { id } = request.params;
      return change(request, id, 'promotion.update', (tx) => q.updatePromotion(tx, id, request.body));
    },
  );

  api.post('/admin/promotions/:id/deactivate', changeRoute('Deactivate a promotion'), (request) => {
    const { id } = request.params;
    return change(request, id, 'promotion.deactivate', (tx) => q.setPromotionFields(tx, id, { isActive: false }));
  });

  api.post('/admin/promotions/:id/activate', changeRoute('Activate a promotion'), (request) => {
    const { id } = request.params;
    return change(request, id, 'promotion.activate', (tx) => q.setPromotionFields(tx, id, { isActive: true }));
  });

  api.post(
    '/admin/promotions/:id/image',
    { ...changeRoute("Upload a promotion's image"), config: { ...editor.config, ...UPLOAD_ROUTE.config } },
    async (request) => {
      const { id } = request.params;
      if (!(await q.findPromotion(db, id))) throw notFound();
      // The file is read and checked before anything is written (a refused file changes nothing).
      const { image } = await readImageUpload(request);
      if (!image) throw badRequest();
      const stored = await storeImage(storage, image);
      return change(request, id, 'promotion.image', (tx) => q.setPromotionFields(tx, id, { imageKey: stored.key }));
    },
  );

  api.delete('/admin/promotions/:id/image', changeRoute("Remove a promotion's image"), (request) => {
    const { id } = request.params;
    return change(request, id, 'promotion.image_remove', (tx) => q.setPromotionFields(tx, id, { imageKey: null }));
  });
}
