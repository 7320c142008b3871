import type { FastifyInstance } from 'fastify';
import { accrualOperatorRoutes } from './routes/operator/accruals';
import { affiliateListOperatorRoutes } from './routes/operator/affiliates';
import { downlineOperatorRoutes } from './routes/operator/downlines';
import { settingOperatorRoutes } from './routes/operator/settings';
import { withdrawalOperatorRoutes } from './routes/operator/withdrawals';

/**
 * The operator's side of the programme (`/admin/affiliate/...`), one plugin per resource in
 * `routes/operator/`: settings, affiliates, downlines, income withdrawals, accrual runs. Every change
 * is in the audit log.
 */
export async function affiliateOperatorRoutes(app: FastifyInstance) {
  await app.register(settingOperatorRoutes);
  await app.register(affiliateListOperatorRoutes);
  await app.register(downlineOperatorRoutes);
  await app.register(withdrawalOperatorRoutes);
  await app.register(accrualOperatorRoutes);
}
