import { gameSandboxService as gameSandboxRoutes } from '../modules/game-sandbox/routes';
import { scopedService } from './definition';

/**
 * The sandbox game provider (decision 0105): an outside provider that happens to run in this process;
 * it reaches the wallet only over signed HTTP (GAME_WALLET_URL, or this server itself). Its page,
 * files and backend all live under its prefix.
 */
export const gameSandboxService = scopedService({
  name: 'game-sandbox',
  prefix: '/games/sandbox',
  routes: (api, context) =>
    gameSandboxRoutes(api, {
      secret: api.secrets.gameSandbox,
      walletUrl: api.config.gameWalletUrl,
      random: context.gameSandboxRandom,
    }),
});
