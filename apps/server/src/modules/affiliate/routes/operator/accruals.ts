import { AFFILIATE_MESSAGES, adminAccrualListQuerySchema } from '@member/shared';
import { adminAccrualListSchema, adminAccrualResultSchema, answers } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conflict } from '../../../../lib/app-error';
import { recordAudit } from '../../../../plugins/audit';
import { accrue, commissionNotifier, toAdminAccrualRun } from '../../accrual';
import * as reads from '../../queries/operator/accruals';
import { manage, operatorId, tags, view } from './options';

/** The accrual runs: the list, and a run the operator starts. */
export async function accrualOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/admin/affiliate/accruals',
    {
      ...view,
      schema: {
        summary: 'Affiliate accrual runs',
        tags,
        querystring: adminAccrualListQuerySchema,
        response: answers(adminAccrualListSchema),
      },
    },
    async (request) => ({ data: await reads.listRuns(db, request.query) }),
  );

  // The period from the watermark to now at once; audited when it made a run (nothing due: `run` null).
  api.post(
    '/admin/affiliate/accruals',
    {
      ...manage,
      schema: { summary: 'Run an affiliate accrual', tags, response: answers(adminAccrualResultSchema, 409) },
    },
    async (request) => {
      const by = operatorId(request);
      const outcome = await accrue(
        db,
        { kind: 'operator', operatorId: by, endOf: () => app.clock.now(), notify: commissionNotifier(app.realtime) },
        (tx, started) =>
          recordAudit(tx, {
            operatorId: by,
            action: 'affiliate.accrual',
            targetType: 'affiliate_accrual_run',
            targetId: started.id,
            before: null,
            after: toAdminAccrualRun(started),
          }),
      );
      if (!outcome.ok) throw conflict(AFFILIATE_MESSAGES.accrualBusy);
      const run = outcome.run && toAdminAccrualRun(outcome.run);
      return { data: { run } };
    },
  );
}
