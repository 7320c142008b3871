import { auditLogQuerySchema } from '@member/shared';
import { answers, auditActionListSchema, auditLogPageSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAudit, listAuditActions } from '../../audit-log';

/** The audit log: its pages and the actions it holds. */
export async function auditLogRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = api;

  api.get(
    '/admin/audit-log',
    {
      config: { access: 'audit.view' },
      schema: {
        summary: 'The audit log',
        tags: ['operator'],
        querystring: auditLogQuerySchema,
        response: answers(auditLogPageSchema),
      },
    },
    async (request) => ({ data: await listAudit(db, request.query) }),
  );

  api.get(
    '/admin/audit-log/actions',
    {
      config: { access: 'audit.view' },
      schema: {
        summary: 'Actions recorded in the audit log',
        tags: ['operator'],
        response: answers(auditActionListSchema),
      },
    },
    async () => ({ data: await listAuditActions(db) }),
  );
}
