import { PAYOUT_MESSAGES, TURNOVER_MESSAGES } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import { scheduleExpirySweep } from './expiry';
import { createGateways, type GatewayRegistry } from './gateways';
import { registerLiveMoneyEvents } from './live-events';
import { moneyMemberRoutes } from './member-routes';
import { moneyOperatorRoutes } from './operator-routes';
import { schedulePayoutStatus } from './payouts';

declare module 'fastify' {
  interface FastifyInstance {
    gateways: GatewayRegistry;
  }
}

/**
 * The money module (decisions 0030-0035): the payment gateways, the members' wallet calls and the
 * operators' money calls, and the sweep that expires unpaid gateway deposits. The money hooks
 * (`app.moneyHooks`) are the app's (app.ts), so that modules of any service can register on them;
 * money's own reaction is to tell the member (the realtime socket).
 */
export async function moneyModule(app: FastifyInstance) {
  app.knownMessages.add(TURNOVER_MESSAGES);
  app.knownMessages.add(PAYOUT_MESSAGES);
  app.decorate('gateways', createGateways(app.config.paymentMode, app.secrets.payment));
  registerLiveMoneyEvents(app.moneyHooks, app.realtime);
  await app.register(moneyMemberRoutes);
  await app.register(moneyOperatorRoutes);
  scheduleExpirySweep(app);
  schedulePayoutStatus(app);
}
