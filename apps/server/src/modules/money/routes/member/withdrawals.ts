import { withdrawSchema } from '@member/shared';
import { answers, createdAnswers, idParamsSchema, withdrawRowSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../../../lib/app-error';
import { amountToSatang } from '../../ledger';
import * as ops from '../../operations';
import { screenWithdrawal } from '../../payouts';
import * as q from '../../queries/withdrawals';
import { asMember, memberIdOf, tags } from './options';

/** The member's withdrawals: one withdrawal, and a new request. */
export async function withdrawalRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/member/withdraw/:id',
    {
      ...asMember,
      schema: { summary: 'A withdrawal', tags, params: idParamsSchema, response: answers(withdrawRowSchema) },
    },
    async (request) => {
      const record = await q.findWithdrawal(app.db, request.params.id, memberIdOf(request));
      if (!record) throw notFound();
      return { data: q.toWithdrawRow(record) };
    },
  );

  api.post(
    '/withdraw/withdraw',
    {
      ...asMember,
      schema: {
        summary: 'Request a withdrawal',
        tags,
        body: withdrawSchema,
        response: createdAnswers(withdrawRowSchema, 409, 422),
      },
    },
    async (request, reply) =>
      app.idempotent(request, reply, async (tx) => {
        const memberId = memberIdOf(request);
        const amountSatang = amountToSatang(request.body.amount);
        const row = await ops.requestWithdrawal(tx, memberId, amountSatang);
        // Within the operator's rules it pays itself once this commits (decision 0175); otherwise it waits.
        const payoutId = await screenWithdrawal(tx, app.payouts, {
          id: String(row.id),
          memberId,
          amountSatang,
          nowMs: app.clock.now(),
        });
        if (payoutId) app.payouts.sendAfterCommit(tx, payoutId);
        return { status: 201, body: { data: row } };
      }),
  );
}
