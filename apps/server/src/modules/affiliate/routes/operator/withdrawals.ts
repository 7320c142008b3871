import { adminAffiliateWithdrawalQuerySchema, affiliateNoteSchema } from '@member/shared';
import {
  adminAffiliateWithdrawalListSchema,
  adminAffiliateWithdrawalRowSchema,
  answers,
  idParamsSchema,
} from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publishMemberMoney } from '../../../money';
import * as reads from '../../queries/operator/withdrawals';
import { decideWithdrawal } from '../../withdrawals';
import { decide, operatorId, tags, view } from './options';

/** The queue of income withdrawals, and their decisions (with money's `money.decide`). */
export async function withdrawalOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/affiliate/withdrawals',
    {
      ...view,
      schema: {
        summary: 'Affiliate income withdrawals',
        tags,
        querystring: adminAffiliateWithdrawalQuerySchema,
        response: answers(adminAffiliateWithdrawalListSchema),
      },
    },
    async (request) => ({ data: await reads.listWithdrawals(app.db, request.query) }),
  );

  for (const verb of ['approve', 'reject'] as const) {
    api.post(
      `/admin/affiliate/withdrawals/:id/${verb}`,
      {
        ...decide,
        schema: {
          summary: `${verb === 'approve' ? 'Approve' : 'Reject'} an affiliate income withdrawal`,
          tags,
          params: idParamsSchema,
          body: affiliateNoteSchema.optional(),
          response: answers(adminAffiliateWithdrawalRowSchema, 422),
        },
      },
      async (request) => {
        const { id } = request.params;
        const data = await app.audited(
          request,
          { action: `affiliate.withdrawal.${verb}`, type: 'affiliate_withdrawal', id },
          async (tx) => {
            const decided = await decideWithdrawal(tx, id, {
              approve: verb === 'approve',
              operatorId: operatorId(request),
              note: request.body?.note || null,
            });
            const row = await reads.findAdminWithdrawal(tx, id);
            if (!row) throw new Error(`affiliate withdrawal ${id} missing after its decision`);
            publishMemberMoney(app.realtime, tx, decided.after.member_id, {
              kind: 'affiliate_withdrawal',
              status: decided.after.status === 'approved' ? 'approved' : 'rejected',
              id,
              amount: row.amount,
            });
            return {
              before: { status: decided.before.status },
              after: { status: decided.after.status, note: decided.after.note },
              answer: row,
            };
          },
        );
        return { data };
      },
    );
  }
}
