import { depositBonusesQuerySchema, memberTelParamsSchema, promotionClaimsQuerySchema } from '@member/shared';
import { adminPromotionClaimPageSchema, answers, depositBonusesSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/app-error';
import { findMemberIdByTel } from '../../../money';
import { depositBonuses } from '../../deposit-promotions';
import * as q from '../../queries/claims';
import { tags } from './options';

/** The claims of bonuses and returns of losses: all of them, and one member's. */
export async function claimOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = api;

  api.get(
    '/admin/promotions/claims',
    {
      config: { access: 'money.view' },
      schema: {
        summary: 'Promotion claims',
        tags,
        querystring: promotionClaimsQuerySchema,
        response: answers(adminPromotionClaimPageSchema),
      },
    },
    async (request) => ({ data: await q.adminClaims(db, request.query, request.query) }),
  );

  // The deposit queue's bonus column and approval dialog: the bonus and turnover beside the amount.
  api.get(
    '/admin/promotions/deposit-bonuses',
    {
      config: { access: 'money.view' },
      schema: {
        summary: 'Bonuses of deposits',
        tags,
        querystring: depositBonusesQuerySchema,
        response: answers(depositBonusesSchema),
      },
    },
    async (request) => ({ data: await depositBonuses(db, request.query.ids, app.clock.now()) }),
  );

  // The bonuses and returns of losses a member received (or was refused), for the member page
  // (`members.view`, decision 0091); the claims list's rows and filters.
  api.get(
    '/admin/members/:tel/bonuses',
    {
      config: { access: 'members.view' },
      schema: {
        summary: "A member's bonuses",
        tags,
        params: memberTelParamsSchema,
        querystring: promotionClaimsQuerySchema,
        response: answers(adminPromotionClaimPageSchema),
      },
    },
    async (request) => {
      const memberId = await findMemberIdByTel(db, request.params.tel);
      if (!memberId) throw notFound();
      return { data: await q.adminClaims(db, { ...request.query, memberId }, request.query) };
    },
  );
}
