import { adminAffiliateListQuerySchema, affiliateNoteSchema, memberTelParamsSchema } from '@member/shared';
import {
  adminAffiliateDetailSchema,
  adminAffiliateListSchema,
  adminAffiliateRowSchema,
  answers,
} from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as reads from '../../queries/operator/affiliates';
import * as q from '../../queries/members';
import { affiliateNotFound, lockByTel, manage, tags, view } from './options';

/** The affiliates: the list, one with its figures, and a hold on (or release of) their commissions. */
export async function affiliateListOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/admin/affiliate/affiliates',
    {
      ...view,
      schema: {
        summary: 'List affiliates',
        tags,
        querystring: adminAffiliateListQuerySchema,
        response: answers(adminAffiliateListSchema),
      },
    },
    async (request) => ({ data: await reads.listAffiliates(db, request.query) }),
  );

  api.get(
    '/admin/affiliate/affiliates/:tel',
    {
      ...view,
      schema: {
        summary: 'An affiliate',
        tags,
        params: memberTelParamsSchema,
        response: answers(adminAffiliateDetailSchema),
      },
    },
    async (request) => {
      const detail = await reads.affiliateDetail(db, request.params.tel);
      if (!detail) throw affiliateNotFound();
      return { data: detail };
    },
  );

  for (const verb of ['hold', 'release'] as const) {
    api.post(
      `/admin/affiliate/affiliates/:tel/${verb}`,
      {
        ...manage,
        schema: {
          summary: verb === 'hold' ? "Hold an affiliate's commissions" : "Release an affiliate's commissions",
          tags,
          params: memberTelParamsSchema,
          body: affiliateNoteSchema.optional(),
          response: answers(adminAffiliateRowSchema),
        },
      },
      async (request) => {
        const note = request.body?.note || null;
        const data = await app.audited(request, { action: `affiliate.${verb}`, type: 'affiliate' }, async (tx) => {
          const member = await lockByTel(tx, request.params.tel);
          const held = verb === 'hold';
          await q.setHeld(tx, member.memberId, held, held ? note : null);
          const row = await reads.findAffiliateRow(tx, member.memberId);
          if (!row) throw affiliateNotFound();
          return {
            before: { held: member.held, note: member.heldNote },
            after: { held, note: held ? note : null },
            answer: row,
            targetId: member.memberId,
          };
        });
        return { data };
      },
    );
  }
}
