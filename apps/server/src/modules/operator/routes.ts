import { OPERATOR_MESSAGES } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import { operatorRoutes } from './operator-routes';

/**
 * The operator module: operator accounts, sessions and the audit log (decision 0070).
 */
export async function operatorModule(app: FastifyInstance) {
  app.knownMessages.add(OPERATOR_MESSAGES);
  await app.register(operatorRoutes);
}
