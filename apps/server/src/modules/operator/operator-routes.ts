import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './routes/operator/accounts';
import { auditLogRoutes } from './routes/operator/audit-log';
import { jobRoutes } from './routes/operator/jobs';
import { sessionRoutes } from './routes/operator/sessions';

/**
 * The back office's own accounts (operators), separate from members, one plugin per resource in
 * `routes/operator/`: sign-in, audit log, accounts, and the scheduled jobs' record.
 */
export async function operatorRoutes(app: FastifyInstance) {
  await app.register(sessionRoutes);
  await app.register(auditLogRoutes);
  await app.register(accountRoutes);
  await app.register(jobRoutes);
}
