import type { FastifyInstance } from 'fastify';
import { memberListRoutes } from './routes/operator/members';
import { memberSessionRoutes } from './routes/operator/sessions';
import { memberStandingRoutes } from './routes/operator/standing';

/**
 * What an operator sees of and does to a member's account (decisions 0070, 0090-0094), one plugin
 * per resource in `routes/operator/`: the list and page, the sessions, status and level.
 */
export async function memberOperatorRoutes(app: FastifyInstance) {
  await app.register(memberListRoutes);
  await app.register(memberSessionRoutes);
  await app.register(memberStandingRoutes);
}
