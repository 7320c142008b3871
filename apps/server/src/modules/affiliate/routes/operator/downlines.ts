import {
  AFFILIATE_MESSAGES,
  type AffiliateDownlineState,
  adminDownlineListQuerySchema,
  affiliateNoteSchema,
  memberTelParamsSchema,
} from '@member/shared';
import { adminDownlineListSchema, adminDownlineRowSchema, answers } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessRule } from '../../../../lib/app-error';
import * as reads from '../../queries/operator/downlines';
import * as q from '../../queries/members';
import { affiliateNotFound, lockByTel, manage, operatorId, tags, view } from './options';

/** Which downline states each review may start from, and what it makes them. */
const REVIEWS: Record<'clear' | 'exclude', { from: readonly AffiliateDownlineState[]; to: AffiliateDownlineState }> = {
  clear: { from: ['flagged'], to: 'cleared' },
  exclude: { from: ['ok', 'flagged', 'cleared'], to: 'excluded' },
};

/** The downlines: the list, and the review of a flagged one (cleared or excluded). */
export async function downlineOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/affiliate/downlines',
    {
      ...view,
      schema: {
        summary: 'List downlines',
        tags,
        querystring: adminDownlineListQuerySchema,
        response: answers(adminDownlineListSchema),
      },
    },
    async (request) => ({ data: await reads.listDownlines(app.db, request.query) }),
  );

  for (const verb of ['clear', 'exclude'] as const) {
    api.post(
      `/admin/affiliate/downlines/:tel/${verb}`,
      {
        ...manage,
        schema: {
          summary: verb === 'clear' ? "Clear a downline's fraud flag" : 'Exclude a downline from commissions',
          tags,
          params: memberTelParamsSchema,
          body: affiliateNoteSchema.optional(),
          response: answers(adminDownlineRowSchema, 422),
        },
      },
      async (request) => {
        const review = REVIEWS[verb];
        const data = await app.audited(
          request,
          { action: `affiliate.downline.${verb}`, type: 'affiliate_downline' },
          async (tx) => {
            const member = await lockByTel(tx, request.params.tel);
            if (member.uplineId === null || !review.from.includes(member.state)) {
              throw businessRule(AFFILIATE_MESSAGES.downlineNotFlaggable);
            }
            await q.setDownlineState(tx, member.memberId, {
              state: review.to,
              operatorId: operatorId(request),
              note: request.body?.note || null,
            });
            const row = await reads.findDownline(tx, member.memberId);
            if (!row) throw affiliateNotFound();
            return {
              before: { state: member.state },
              after: { state: review.to },
              answer: row,
              targetId: member.memberId,
            };
          },
        );
        return { data };
      },
    );
  }
}
