import { adminMinigameWithdrawalQuerySchema, minigameDecisionSchema } from '@member/shared';
import {
  adminMinigameWithdrawalPageSchema,
  adminMinigameWithdrawalRowSchema,
  answers,
  idParamsSchema,
} from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publishMemberMoney } from '../../../money';
import { adminWithdrawals, decideWithdrawal } from '../../withdrawals';
import { decide, operatorOf, tags, view } from './options';

/** The queue of credit and profit withdrawals, and their decisions (with money's `money.decide`). */
export async function withdrawalOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/operator/withdrawals',
    {
      ...view,
      schema: {
        summary: 'Mini-game withdrawals',
        tags,
        querystring: adminMinigameWithdrawalQuerySchema,
        response: answers(adminMinigameWithdrawalPageSchema),
      },
    },
    async (request) => ({ data: await adminWithdrawals(db, request.query) }),
  );

  for (const verb of ['approve', 'reject'] as const) {
    api.post(
      `/operator/withdrawals/:id/${verb}`,
      {
        ...decide,
        schema: {
          summary: `${verb === 'approve' ? 'Approve' : 'Reject'} a mini-game withdrawal`,
          tags,
          params: idParamsSchema,
          body: minigameDecisionSchema,
          response: answers(adminMinigameWithdrawalRowSchema, 409),
        },
      },
      async (request) => ({
        data: await app.audited(
          request,
          { action: `minigame.withdrawal_${verb}`, type: 'minigame_withdrawal', id: request.params.id },
          async (tx) => {
            const decided = await decideWithdrawal(tx, {
              id: request.params.id,
              approve: verb === 'approve',
              note: request.body.note,
              operatorId: operatorOf(request),
              nowMs: app.clock.now(),
            });
            publishMemberMoney(app.realtime, tx, decided.memberId, {
              kind: 'minigame_withdrawal',
              status: verb === 'approve' ? 'approved' : 'rejected',
              id: request.params.id,
              amount: decided.after.amount,
            });
            return { before: decided.before, after: decided.after, answer: decided.after };
          },
        ),
      }),
    );
  }
}
