import type { FastifyInstance } from 'fastify';
import { adminMoneyRoutes } from './money-routes';
import { operatorRoutes } from './operator-routes';
import { adminSettingsRoutes } from './settings-routes';

/** The operator module: operator accounts, sessions and the audit log (and, for now, money and settings). */
export async function operatorModule(app: FastifyInstance) {
  await app.register(operatorRoutes);
  await app.register(adminMoneyRoutes);
  await app.register(adminSettingsRoutes);
}
