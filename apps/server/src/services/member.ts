import type { FastifyInstance } from 'fastify';
import { registerMultipart } from '../lib/uploads';
import { contentRoutes } from '../modules/content/routes';
import { healthRoutes } from '../modules/health/routes';
import { memberRoutes } from '../modules/member/routes';
import { scheduleExpirySweep } from '../modules/money/expiry';
import { createGateways } from '../modules/money/gateways';
import { createMoneyHooks } from '../modules/money/hooks';
import { moneyRoutes } from '../modules/money/routes';
import { operatorModule } from '../modules/operator/routes';
import { promotionRoutes } from '../modules/promotion/routes';
import openapi from '../plugins/openapi';
import rateLimit from '../plugins/rate-limit';
import type { ServiceOptions } from './index';

/**
 * The member API (SPEC.md §7) and the operator API under `/admin`: members, money, promotions,
 * content. Mounted at `/api`; its OpenAPI document is at `/api/docs/json`.
 */
export async function memberService(api: FastifyInstance, options: ServiceOptions) {
  await api.register(openapi, {
    title: 'Member API',
    description: 'Members, money, promotions and content (`/api`), and the operator calls under `/api/admin`.',
  });
  await api.register(rateLimit, { keyPrefix: options.rateLimitKeyPrefix });
  await registerMultipart(api, api.config.uploadMaxBytes);
  api.decorate('gateways', createGateways(api.config));
  // Modules react to money events (a bonus at approval) through hooks they register here.
  api.decorate('moneyHooks', createMoneyHooks());
  await api.register(healthRoutes);
  await api.register(memberRoutes);
  await api.register(moneyRoutes);
  await api.register(operatorModule);
  await api.register(promotionRoutes);
  await api.register(contentRoutes);
  scheduleExpirySweep(api);
}
