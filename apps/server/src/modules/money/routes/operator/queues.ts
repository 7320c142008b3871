import { memberTelParamsSchema, moneyListQuerySchema } from '@member/shared';
import { adminDepositPageSchema, adminWithdrawPageSchema, answers } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { expireDuePayments } from '../../expiry';
import * as q from '../../queries/queues';
import { memberIdOf, memberView, tags, view } from './options';

/** The deposit and withdrawal queues, and one member's deposits and withdrawals for the member page. */
export async function queueOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/admin/deposits',
    {
      ...view,
      schema: {
        summary: 'The deposit queue',
        tags,
        querystring: moneyListQuerySchema,
        response: answers(adminDepositPageSchema),
      },
    },
    async (request) => {
      // The queue never lists a deposit whose payment expired as waiting (decision 0082).
      await expireDuePayments(db, app.clock.now());
      return { data: await q.adminDeposits(db, request.query, request.query) };
    },
  );

  api.get(
    '/admin/withdrawals',
    {
      ...view,
      schema: {
        summary: 'The withdrawal queue',
        tags,
        querystring: moneyListQuerySchema,
        response: answers(adminWithdrawPageSchema),
      },
    },
    async (request) => ({ data: await q.adminWithdrawals(db, request.query, request.query) }),
  );

  // A member's own deposits and withdrawals, for the member page (`members.view`, decision 0091):
  // the queue's rows and filters, newest first unless sorted otherwise.
  api.get(
    '/admin/members/:tel/deposits',
    {
      ...memberView,
      schema: {
        summary: "A member's deposits",
        tags,
        params: memberTelParamsSchema,
        querystring: moneyListQuerySchema,
        response: answers(adminDepositPageSchema),
      },
    },
    async (request) => {
      const memberId = await memberIdOf(db, request.params.tel);
      await expireDuePayments(db, app.clock.now(), { memberId });
      const { tel: _tel, ...filter } = request.query;
      return { data: await q.adminDeposits(db, { ...filter, memberId }, request.query) };
    },
  );

  api.get(
    '/admin/members/:tel/withdrawals',
    {
      ...memberView,
      schema: {
        summary: "A member's withdrawals",
        tags,
        params: memberTelParamsSchema,
        querystring: moneyListQuerySchema,
        response: answers(adminWithdrawPageSchema),
      },
    },
    async (request) => {
      const memberId = await memberIdOf(db, request.params.tel);
      const { tel: _tel, ...filter } = request.query;
      return { data: await q.adminWithdrawals(db, { ...filter, memberId }, request.query) };
    },
  );
}
