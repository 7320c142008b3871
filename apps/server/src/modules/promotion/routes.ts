import {
  bonusPreferenceSchema,
  calculateBonusSchema,
  historyQuerySchema,
  PROMOTION_ID_PATTERN,
  promotionClaimsQueryFields,
  promotionInputSchema,
} from '@member/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { badRequest, notFound } from '../../lib/app-error';
import { readImageUpload, storeImage, UPLOAD_ROUTE } from '../../lib/uploads';
import { parseBody } from '../../lib/validate';
import { requireAuth } from '../../plugins/auth';
import { recordAudit } from '../../plugins/audit';
import { amountToSatang } from '../money/ledger';
import { idParam } from '../money/routes';
import { availablePromotions, claimReturnLoss, clock, previewBonus, previewReturnLoss } from './claims';
import * as q from './queries';

/** Promotions for members (docs/api-promotion.md) and their operator side. */
export async function promotionRoutes(api: FastifyInstance) {
  const { db } = api;
  const member = { preValidation: api.requireMember };
  const memberId = (request: FastifyRequest) => requireAuth(request).subjectId;

  // Public: what is on offer (the /promotion page and anyone's link to one promotion).
  api.get('/v2/promotion', async () => ({
    data: (await q.livePromotions(db, new Date(clock.now()))).map(q.toPromotion),
  }));

  api.get('/v2/promotion/available-now', member, async (request) => ({
    data: await availablePromotions(db, memberId(request)),
  }));

  api.get('/v2/promotion/return-loss', member, async (request) => ({
    data: await previewReturnLoss(db, memberId(request)),
  }));

  api.get('/v2/promotion/member/history', member, async (request) => {
    const page = parseBody(historyQuerySchema, request.query);
    return { data: await q.memberHistory(db, memberId(request), page, false) };
  });

  api.get('/v2/promotion/bonus/history', member, async (request) => {
    const page = parseBody(historyQuerySchema, request.query);
    const history = await q.memberHistory(db, memberId(request), page, true);
    return { data: { ...history, items: history.items.map(q.toBonusHistoryRow) } };
  });

  api.get('/v2/promotion/:id', async (request) => {
    const { id } = request.params as { id: string };
    if (!PROMOTION_ID_PATTERN.test(id)) throw notFound();
    const record = await q.findPromotion(db, id);
    const nowMs = clock.now();
    const live =
      record?.is_active &&
      new Date(record.start_at).getTime() <= nowMs &&
      (record.end_at === null || new Date(record.end_at).getTime() > nowMs);
    if (!record || !live) throw notFound();
    return { data: q.toPromotion(record) };
  });

  api.post('/v2/promotion/calculate-bonus', member, async (request) => {
    const { amount, promotionId } = parseBody(calculateBonusSchema, request.body);
    return { data: await previewBonus(db, memberId(request), promotionId, amountToSatang(amount)) };
  });

  // No payload and no Idempotency-Key: one credit per member, promotion and period (decision 0050).
  api.post('/v2/promotion/check-return-loss', member, async (request) => {
    const id = memberId(request);
    return { data: await db.transaction((tx) => claimReturnLoss(tx, id)) };
  });

  api.put('/promotion/bonus', member, async (request) => {
    const { bonus } = parseBody(bonusPreferenceSchema, request.body);
    await db.query('UPDATE members SET bonus = $2, updated_at = now() WHERE id = $1', [memberId(request), bonus]);
    return { data: { bonus } };
  });

  await api.register(adminPromotionRoutes);
}

const claimsQuerySchema = historyQuerySchema.extend(promotionClaimsQueryFields);

/** Promotions are money rules: `promotions.edit` changes them; `money.view` reads the claims too. */
async function adminPromotionRoutes(api: FastifyInstance) {
  const { db, storage } = api;
  const admin = { preValidation: api.requireOperator('promotions.edit') };
  const operatorId = (request: FastifyRequest) => requireAuth(request).subjectId;

  api.get('/admin/promotions', admin, async (request) => {
    const page = parseBody(historyQuerySchema, request.query);
    return { data: await q.adminPromotions(db, page) };
  });

  api.get('/admin/promotions/claims', { preValidation: api.requireOperator('money.view') }, async (request) => {
    const query = parseBody(claimsQuerySchema, request.query);
    return { data: await q.adminClaims(db, query, query) };
  });

  api.get('/admin/promotions/:id', admin, async (request) => {
    const record = await q.findPromotion(db, idParam(request));
    if (!record) throw notFound();
    return { data: q.toAdminPromotion(record) };
  });

  api.post('/admin/promotions', admin, async (request, reply) => {
    const input = parseBody(promotionInputSchema, request.body);
    const created = await db.transaction(async (tx) => {
      const after = q.toAdminPromotion(await q.insertPromotion(tx, input));
      await recordAudit(tx, {
        operatorId: operatorId(request),
        action: 'promotion.create',
        targetType: 'promotion',
        targetId: String(after.id),
        before: null,
        after,
      });
      return after;
    });
    return reply.status(201).send({ data: created });
  });

  /** Locks the promotion, applies `change`, and records before and after in the audit log. */
  async function change(
    request: FastifyRequest,
    action: string,
    apply: (tx: Queryable, id: string) => Promise<q.PromotionRecord>,
  ) {
    const id = idParam(request);
    const updated = await db.transaction(async (tx) => {
      const before = await q.lockPromotion(tx, id);
      if (!before) throw notFound();
      const after = q.toAdminPromotion(await apply(tx, id));
      await recordAudit(tx, {
        operatorId: operatorId(request),
        action,
        targetType: 'promotion',
        targetId: id,
        before: q.toAdminPromotion(before),
        after,
      });
      return after;
    });
    return { data: updated };
  }

  api.put('/admin/promotions/:id', admin, async (request) => {
    idParam(request);
    const input = parseBody(promotionInputSchema, request.body);
    return change(request, 'promotion.update', (tx, id) => q.updatePromotion(tx, id, input));
  });

  api.post('/admin/promotions/:id/deactivate', admin, (request) =>
    change(request, 'promotion.deactivate', (tx, id) => q.setPromotionFields(tx, id, { isActive: false })),
  );

  api.post('/admin/promotions/:id/activate', admin, (request) =>
    change(request, 'promotion.activate', (tx, id) => q.setPromotionFields(tx, id, { isActive: true })),
  );

  api.post('/admin/promotions/:id/image', { ...admin, ...UPLOAD_ROUTE }, async (request) => {
    if (!(await q.findPromotion(db, idParam(request)))) throw notFound();
    // The file is read and checked before anything is written (a refused file changes nothing).
    const { image } = await readImageUpload(request);
    if (!image) throw badRequest();
    const stored = await storeImage(storage, image);
    return change(request, 'promotion.image', (tx, id) => q.setPromotionFields(tx, id, { imageKey: stored.key }));
  });

  api.delete('/admin/promotions/:id/image', admin, (request) =>
    change(request, 'promotion.image_remove', (tx, id) => q.setPromotionFields(tx, id, { imageKey: null })),
  );
}
