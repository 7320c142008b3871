import { bonusPreferenceSchema, calculateBonusSchema, historyQuerySchema } from '@member/shared';
import {
  answers,
  bonusHistoryPageSchema,
  bonusPreferenceResultSchema,
  bonusPreviewSchema,
  promotionHistoryPageSchema,
  promotionIdParamsSchema,
  promotionEligibilityListSchema,
  promotionListSchema,
  promotionSchema,
  returnLossPreviewSchema,
  returnLossResultSchema,
} from '@member/shared/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { requireAuth } from '../../plugins/auth';
import { amountToSatang, expireDuePayments } from '../money';
import { availablePromotions, previewBonus, promotionEligibility } from './deposit-promotions';
import { claimReturnLoss, previewReturnLoss } from './return-loss';
import { setBonusPreference } from './queries/bonus-preference';
import { memberHistory, toBonusHistoryRow } from './queries/histories';
import { findPromotion, livePromotions, toPromotion } from './queries/promotions';

const tags = ['promotion'];
const asMember = { config: { access: 'member' } } as const;

/** Promotions for members (docs/api-promotion.md): the catalogue, bonus previews, return of losses, histories. */
export async function promotionMemberRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = api;
  const memberId = (request: FastifyRequest) => requireAuth(request).subjectId;

  // Public: what is on offer (the /promotion page and anyone's link to one promotion).
  api.get(
    '/v2/promotion',
    { schema: { summary: 'Promotions', tags, response: answers(promotionListSchema) } },
    async () => ({
      data: (await livePromotions(db, new Date(app.clock.now()))).map(toPromotion),
    }),
  );

  api.get(
    '/v2/promotion/available-now',
    {
      ...asMember,
      schema: { summary: 'Promotions the member can claim now', tags, response: answers(promotionListSchema) },
    },
    async (request) => ({ data: await availablePromotions(db, memberId(request), app.clock.now()) }),
  );

  api.get(
    '/v2/promotion/eligibility',
    {
      ...asMember,
      schema: {
        summary: 'Why each promotion can or cannot be claimed',
        tags,
        response: answers(promotionEligibilityListSchema),
      },
    },
    async (request) => ({ data: await promotionEligibility(db, memberId(request), app.clock.now()) }),
  );

  api.get(
    '/v2/promotion/return-loss',
    { ...asMember, schema: { summary: 'Return of losses due', tags, response: answers(returnLossPreviewSchema) } },
    async (request) => ({ data: await previewReturnLoss(db, memberId(request), app.clock.now()) }),
  );

  api.get(
    '/v2/promotion/member/history',
    {
      ...asMember,
      schema: {
        summary: "The member's promotion history",
        tags,
        querystring: historyQuerySchema,
        response: answers(promotionHistoryPageSchema),
      },
    },
    async (request) => {
      // The bonus of a deposit whose QR expired is shown as not paid, not as waiting (decision 0082).
      await expireDuePayments(db, app.clock.now(), { memberId: memberId(request) });
      return { data: await memberHistory(db, memberId(request), request.query, false) };
    },
  );

  api.get(
    '/v2/promotion/bonus/history',
    {
      ...asMember,
      schema: {
        summary: "The member's bonus history",
        tags,
        querystring: historyQuerySchema,
        response: answers(bonusHistoryPageSchema),
      },
    },
    async (request) => {
      await expireDuePayments(db, app.clock.now(), { memberId: memberId(request) });
      const history = await memberHistory(db, memberId(request), request.query, true);
      return { data: { ...history, items: history.items.map(toBonusHistoryRow) } };
    },
  );

  api.get(
    '/v2/promotion/:id',
    { schema: { summary: 'A promotion', tags, params: promotionIdParamsSchema, response: answers(promotionSchema) } },
    async (request) => {
      const record = await findPromotion(db, request.params.id);
      const nowMs = app.clock.now();
      const live =
        record?.is_active &&
        new Date(record.start_at).getTime() <= nowMs &&
        (record.end_at === null || new Date(record.end_at).getTime() > nowMs);
      if (!record || !live) throw notFound();
      return { data: toPromotion(record) };
    },
  );

  api.post(
    '/v2/promotion/calculate-bonus',
    {
      ...asMember,
      schema: {
        summary: 'The bonus a deposit would get',
        tags,
        body: calculateBonusSchema,
        response: answers(bonusPreviewSchema, 404),
      },
    },
    async (request) => {
      const { amount, promotionId } = request.body;
      return { data: await previewBonus(db, memberId(request), promotionId, amountToSatang(amount), app.clock.now()) };
    },
  );

  // No payload and no Idempotency-Key: one credit per member, promotion and period (decision 0050).
  api.post(
    '/v2/promotion/check-return-loss',
    {
      ...asMember,
      schema: { summary: 'Claim the return of losses', tags, response: answers(returnLossResultSchema, 422) },
    },
    async (request) => {
      const id = memberId(request);
      return { data: await db.transaction((tx) => claimReturnLoss(tx, id, app.clock.now())) };
    },
  );

  api.put(
    '/promotion/bonus',
    {
      ...asMember,
      schema: {
        summary: 'Set whether the member takes bonuses',
        tags,
        body: bonusPreferenceSchema,
        response: answers(bonusPreferenceResultSchema),
      },
    },
    async (request) => {
      const { bonus } = request.body;
      await setBonusPreference(db, memberId(request), bonus);
      // The profile shows the choice: forgotten in every process before this answers.
      await app.memberProfiles.changed(db, memberId(request));
      return { data: { bonus } };
    },
  );
}
