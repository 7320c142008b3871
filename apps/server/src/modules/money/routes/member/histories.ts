import { historyQuerySchema } from '@member/shared';
import { answers, depositPageSchema, withdrawPageSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as q from '../../queries/histories';
import { asMember, expireDue, memberIdOf, tags } from './options';

/** The member's histories: deposits and withdrawals, a page at a time. */
export async function historyRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/member/reportdeposit',
    {
      ...asMember,
      schema: {
        summary: 'Deposit history',
        tags,
        querystring: historyQuerySchema,
        response: answers(depositPageSchema),
      },
    },
    async (request) => {
      await expireDue(app, memberIdOf(request));
      return { data: await q.memberDeposits(db, memberIdOf(request), request.query) };
    },
  );

  api.get(
    '/member/reportwithdraw',
    {
      ...asMember,
      schema: {
        summary: 'Withdrawal history',
        tags,
        querystring: historyQuerySchema,
        response: answers(withdrawPageSchema),
      },
    },
    async (request) => ({ data: await q.memberWithdrawals(db, memberIdOf(request), request.query) }),
  );
}
