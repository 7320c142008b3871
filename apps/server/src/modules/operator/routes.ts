import { OPERATOR_MESSAGES } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import { adminMoneyRoutes } from './money-routes';
import { operatorRoutes } from './operator-routes';
import { adminSettingsRoutes } from './settings-routes';

/**
 * The operator module: operator accounts, sessions and the audit log (decision 0070). The money and
 * settings routes are registered from here until they move to the money module.
 */
export async function operatorModule(app: FastifyInstance) {
  app.knownMessages.add(OPERATOR_MESSAGES);
  await app.register(operatorRoutes);
  await app.register(adminMoneyRoutes);
  await app.register(adminSettingsRoutes);
}
