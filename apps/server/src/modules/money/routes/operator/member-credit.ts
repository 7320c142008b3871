import { historyQuerySchema, manualAdjustmentSchema, memberTelParamsSchema, satangToBaht } from '@member/shared';
import { answers, ledgerPageSchema, memberCreditSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../../../../plugins/audit';
import { amountToSatang } from '../../ledger';
import * as ops from '../../operations';
import * as q from '../../queries/member-ledger';
import { decide, memberIdOf, operatorId, tags, view } from './options';

/** A member's credit: manual credits and debits, and the member's ledger. */
export async function memberCreditOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.post(
    '/admin/members/:tel/adjustments',
    {
      ...decide,
      schema: {
        summary: "Adjust a member's balance",
        tags,
        params: memberTelParamsSchema,
        body: manualAdjustmentSchema,
        response: answers(memberCreditSchema, 422),
      },
    },
    async (request, reply) => {
      const memberId = await memberIdOf(db, request.params.tel);
      const adjustment = request.body;
      return app.idempotent(request, reply, async (tx) => {
        const creditBefore = await ops.creditBaht(tx, memberId);
        const result = await ops.manualAdjustment(tx, memberId, {
          direction: adjustment.direction,
          amountSatang: amountToSatang(adjustment.amount),
          reason: adjustment.reason,
          operatorId: operatorId(request),
        });
        const credit = satangToBaht(result.creditSatang);
        await recordAudit(tx, {
          operatorId: operatorId(request),
          action: `member.${adjustment.direction}`,
          targetType: 'member',
          targetId: memberId,
          before: { credit: creditBefore },
          after: { credit, row: result.row, reason: adjustment.reason },
        });
        return { status: 200, body: { data: { credit } } };
      });
    },
  );

  api.get(
    '/admin/members/:tel/ledger',
    {
      ...view,
      schema: {
        summary: "A member's ledger",
        tags,
        params: memberTelParamsSchema,
        querystring: historyQuerySchema,
        response: answers(ledgerPageSchema),
      },
    },
    async (request) => ({ data: await q.memberLedger(db, await memberIdOf(db, request.params.tel), request.query) }),
  );
}
