import { PROMOTION_SCHEMA_MESSAGES } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import { promotionMemberRoutes } from './member-routes';
import { promotionOperatorRoutes } from './operator-routes';

/** The promotion module (decision 0050): its members' calls and its operators' calls. */
export async function promotionRoutes(app: FastifyInstance) {
  app.knownMessages.add(PROMOTION_SCHEMA_MESSAGES);
  await app.register(promotionMemberRoutes);
  await app.register(promotionOperatorRoutes);
}
