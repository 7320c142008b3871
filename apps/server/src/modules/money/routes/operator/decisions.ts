import { type DepositRow, operatorDecisionSchema, operatorRejectSchema, type WithdrawRow } from '@member/shared';
import { answers, decidedRowSchema, idParamsSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../../../../plugins/audit';
import * as ops from '../../operations';
import { decide, operatorId, tags } from './options';

/** The decisions on waiting deposits and withdrawals: approve or reject, idempotent and audited. */
export async function decisionOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { moneyHooks: hooks } = app;

  for (const target of ['deposits', 'withdrawals'] as const) {
    for (const verb of ['approve', 'reject'] as const) {
      const body = verb === 'approve' ? operatorDecisionSchema.optional() : operatorRejectSchema;
      api.post(
        `/admin/${target}/:id/${verb}`,
        {
          ...decide,
          schema: {
            summary: `${verb === 'approve' ? 'Approve' : 'Reject'} a ${target === 'deposits' ? 'deposit' : 'withdrawal'}`,
            tags,
            params: idParamsSchema,
            body,
            response: answers(decidedRowSchema, 409),
          },
        },
        async (request, reply) => {
          const { id } = request.params;
          const annotation = request.body?.annotation ?? null;
          return app.idempotent(request, reply, async (tx) => {
            const decision = {
              approve: verb === 'approve',
              annotation,
              operatorId: operatorId(request),
              nowMs: app.clock.now(),
            };
            const decided = ops.decided<DepositRow | WithdrawRow>(
              target === 'deposits'
                ? await ops.decideDeposit(tx, hooks, id, decision)
                : await ops.decideWithdrawal(tx, hooks, id, decision),
            );
            await recordAudit(tx, {
              operatorId: operatorId(request),
              action: `${target === 'deposits' ? 'deposit' : 'withdrawal'}.${verb}`,
              targetType: target === 'deposits' ? 'deposit' : 'withdrawal',
              targetId: id,
              before: decided.before,
              after: decided.after,
            });
            return { status: 200, body: { data: decided.after } };
          });
        },
      );
    }
  }
}
