import { PROMOTION_SCHEMA_MESSAGES } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import { promotionMemberRoutes } from './member-routes';
import { registerPromotionMoneyHooks } from './money-hooks';
import { promotionOperatorRoutes } from './operator-routes';

/** The promotion module (decision 0050): its part in money's events, its members' and its operators' calls. */
export async function promotionRoutes(app: FastifyInstance) {
  registerPromotionMoneyHooks(app.moneyHooks, app.clock, app.realtime);
  app.knownMessages.add(PROMOTION_SCHEMA_MESSAGES);
  await app.register(promotionMemberRoutes);
  await app.register(promotionOperatorRoutes);
}
