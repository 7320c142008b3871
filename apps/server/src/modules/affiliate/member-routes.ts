import {
  affiliateHistoryQuerySchema,
  affiliateRangeQuerySchema,
  affiliateRankingQuerySchema,
  affiliateWithdrawSchema,
} from '@member/shared';
import {
  affiliateByDateSchema,
  affiliateByRegisterDateSchema,
  affiliateByUsernameSchema,
  affiliateDataSchema,
  affiliateHistorySchema,
  affiliateIncomeSchema,
  affiliateRankingSchema,
  affiliateWithdrawalRowSchema,
  answers,
  createdAnswers,
} from '@member/shared/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import { amountToSatang } from '../money';
import * as summaries from './summaries';
import { requestWithdrawal } from './withdrawals';

/** The member's side of the programme (`/income/...`, docs/api-affiliate.md). */
export async function affiliateMemberRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const asMember = { config: { access: 'member' } } as const;
  const tags = ['affiliate'];
  const memberId = (request: FastifyRequest) => requireAuth(request).subjectId;

  api.get(
    '/income/aff-data',
    {
      ...asMember,
      schema: { summary: "The member's referral link and figures", tags, response: answers(affiliateDataSchema) },
    },
    async (request) => ({ data: await summaries.affiliateData(db, memberId(request)) }),
  );

  api.get(
    '/income/income-data',
    {
      ...asMember,
      schema: { summary: "The member's affiliate income", tags, response: answers(affiliateIncomeSchema) },
    },
    async (request) => ({ data: await summaries.incomeData(db, memberId(request)) }),
  );

  api.get(
    '/income/aff-history',
    {
      ...asMember,
      schema: {
        summary: 'Affiliate income history',
        tags,
        querystring: affiliateHistoryQuerySchema,
        response: answers(affiliateHistorySchema),
      },
    },
    async (request) => ({ data: await summaries.withdrawalHistory(db, memberId(request), request.query) }),
  );

  const ranged = <T extends z.ZodType>(summary: string, response: T) => ({
    ...asMember,
    schema: { summary, tags, querystring: affiliateRangeQuerySchema, response: answers(response) },
  });

  api.get(
    '/income/summary-downline-by-date',
    ranged('Downline figures by day', affiliateByDateSchema),
    async (request) => ({
      data: await summaries.byDate(db, memberId(request), request.query),
    }),
  );

  api.get(
    '/income/summary-downline-by-register-date',
    ranged('Downlines by registration date', affiliateByRegisterDateSchema),
    async (request) => ({
      data: await summaries.byRegisterDate(db, memberId(request), request.query),
    }),
  );

  api.get(
    '/income/summary-downline-by-username',
    ranged('Downline figures by member', affiliateByUsernameSchema),
    async (request) => ({
      data: await summaries.byUsernameInRange(db, memberId(request), request.query),
    }),
  );

  api.get(
    '/income/summary-downline-by-username-flush',
    {
      ...asMember,
      schema: { summary: 'Downline figures by member, unpaged', tags, response: answers(affiliateByUsernameSchema) },
    },
    async (request) => ({ data: await summaries.byUsernameSinceWithdrawal(db, memberId(request)) }),
  );

  api.get(
    '/income/ranking',
    {
      ...asMember,
      schema: {
        summary: 'Affiliate rankings',
        tags,
        querystring: affiliateRankingQuerySchema,
        response: answers(affiliateRankingSchema),
      },
    },
    async (request) => ({
      data: await summaries.ranking(db, memberId(request), request.query.period, app.clock.now()),
    }),
  );

  api.post(
    '/income/withdraw-income',
    {
      ...asMember,
      schema: {
        summary: 'Withdraw affiliate income',
        tags,
        body: affiliateWithdrawSchema,
        response: createdAnswers(affiliateWithdrawalRowSchema, 409, 422),
      },
    },
    async (request, reply) =>
      app.idempotent(request, reply, async (tx) => ({
        status: 201,
        body: { data: await requestWithdrawal(tx, memberId(request), amountToSatang(request.body.amount)) },
      })),
  );
}
