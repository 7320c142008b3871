import { SERVICE_BASES } from '@member/shared';
import { minigameService as minigameRoutes } from '../modules/minigame/routes';
import { scopedService } from './definition';

/**
 * The mini-games (decision 0120): members and operators sign in through the member service (one
 * session table), so this service can run in a process of its own. The web app never answers under
 * `/minigame/api`, whatever the version.
 */
export const minigameService = scopedService({
  name: 'minigame',
  prefix: SERVICE_BASES.minigame,
  paths: ['/minigame/api'],
  docs: {
    title: 'Mini-game API',
    description:
      "The mini-games (`/minigame/api/v1`): coins, provably fair plays, prizes, credit and profit withdrawals; the operators' calls under `/operator`.",
  },
  routes: minigameRoutes,
});
