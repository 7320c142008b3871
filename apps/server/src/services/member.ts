import type { FastifyInstance } from 'fastify';
import { registerMultipart } from '../lib/uploads';
import { affiliateModule } from '../modules/affiliate/routes';
import { contentRoutes } from '../modules/content/routes';
import { healthRoutes } from '../modules/health/routes';
import { memberRoutes } from '../modules/member/routes';
import { moneyModule } from '../modules/money/routes';
import { operatorModule } from '../modules/operator/routes';
import { playModule } from '../modules/play/routes';
import { promotionRoutes } from '../modules/promotion/routes';
import openapi from '../plugins/openapi';
import rateLimit from '../plugins/rate-limit';
import type { ServiceOptions } from './index';

/**
 * The member API (SPEC.md §7) and the operator API under `/admin`: members, money, promotions,
 * content, play, the affiliate programme. Mounted at `/api`; its OpenAPI document is at `/api/docs/json`.
 */
export async function memberService(api: FastifyInstance, options: ServiceOptions) {
  await api.register(openapi, {
    title: 'Member API',
    description:
      "Members, money, promotions, content, play and the affiliate programme (`/api`, and the game providers' wallet under `/api/games`), and the operator calls under `/api/admin`.",
  });
  await api.register(rateLimit, { keyPrefix: options.rateLimitKeyPrefix });
  await registerMultipart(api, api.config.uploadMaxBytes);
  await api.register(healthRoutes);
  await api.register(memberRoutes);
  await api.register(moneyModule);
  await api.register(operatorModule);
  await api.register(promotionRoutes);
  await api.register(contentRoutes);
  await api.register(playModule);
  await api.register(affiliateModule);
}
