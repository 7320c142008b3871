import type { FastifyInstance } from 'fastify';
import { claimOperatorRoutes } from './routes/operator/claims';
import { promotionItemOperatorRoutes, promotionListOperatorRoutes } from './routes/operator/promotions';

/**
 * The operator's side of promotions (`/admin/promotions...`), one plugin per resource in
 * `routes/operator/`: promotions and claims; every change is in the audit log.
 */
export async function promotionOperatorRoutes(app: FastifyInstance) {
  await app.register(promotionListOperatorRoutes);
  await app.register(claimOperatorRoutes);
  await app.register(promotionItemOperatorRoutes);
}
