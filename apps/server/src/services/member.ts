import { SERVICE_BASES } from '@member/shared';
import { registerMultipart } from '../lib/uploads';
import { affiliateModule } from '../modules/affiliate/routes';
import { contentRoutes } from '../modules/content/routes';
import { healthRoutes } from '../modules/health/routes';
import { registerMinigameMoneyHooks } from '../modules/minigame/money-hooks';
import { memberRoutes } from '../modules/member/routes';
import { defineMemberChannel } from '../modules/money/live-events';
import { moneyModule } from '../modules/money/routes';
import { operatorModule } from '../modules/operator/routes';
import { playModule } from '../modules/play/routes';
import { promotionRoutes } from '../modules/promotion/routes';
import { statementsModule } from '../modules/statements/routes';
import rateLimit from '../plugins/rate-limit';
import { scopedService } from './definition';

/**
 * The member API (SPEC.md §7) and the operator API under `/admin`: members, money, promotions,
 * content, play, the affiliate programme. Its OpenAPI document is at `/api/docs/json`.
 */
export const memberService = scopedService({
  name: 'member',
  prefix: SERVICE_BASES.member,
  docs: {
    title: 'Member API',
    description:
      "Members, money, promotions, content, play and the affiliate programme (`/api`, and the game providers' wallet under `/api/games`), and the operator calls under `/api/admin`.",
  },
  health: `${SERVICE_BASES.member}/health`,
  // A member's own channel: their money (and the chat's unread count, which the chat publishes there).
  channels: (app) => defineMemberChannel(app.realtime),
  // Coins for deposits are a reaction to money's event: it runs where money runs (decision 0120).
  onRoot: (app) => registerMinigameMoneyHooks(app.moneyHooks, app.clock),
  async routes(api, { rateLimitKeyPrefix }) {
    await api.register(rateLimit, { keyPrefix: rateLimitKeyPrefix });
    await registerMultipart(api, api.config.uploadMaxBytes);
    await api.register(healthRoutes);
    await api.register(memberRoutes);
    await api.register(moneyModule);
    await api.register(operatorModule);
    await api.register(promotionRoutes);
    await api.register(contentRoutes);
    await api.register(playModule);
    await api.register(affiliateModule);
    await api.register(statementsModule);
  },
});
