import type { FastifyInstance } from 'fastify';
import type { ServiceName } from '../config';
import { chatService } from '../modules/chat/routes';
import { gameSandboxService } from '../modules/game-sandbox/routes';
import { registerMinigameMoneyHooks } from '../modules/minigame/money-hooks';
import { minigameService } from '../modules/minigame/routes';
import { registerSpa } from '../plugins/spa';
import { memberService } from './member';

export interface ServiceOptions {
  /** Prefix of the rate-limit keys in Redis; tests give each run its own. */
  rateLimitKeyPrefix?: string;
}

/** Mounts one service on the root instance. */
type Mount = (app: FastifyInstance, options: ServiceOptions) => Promise<void>;

/**
 * Every service this server can run. `npm start` runs all of them in one process; `SERVICES`
 * names a subset, so one service can be scaled on its own. Each is an encapsulated plugin: what
 * it decorates and registers stays inside its prefix. A path of a service that this process does
 * not run answers the 404 envelope.
 */
export const SERVICES: Record<ServiceName, Mount> = {
  member: async (app, options) => {
    // Coins for deposits are a reaction to money's event: it runs where money runs (decision 0120).
    registerMinigameMoneyHooks(app.moneyHooks, app.clock);
    await app.register(memberService, { prefix: '/api', ...options });
  },
  // The web app owns every path no service claims (history fallback), so it sits on the root.
  web: (app) => registerSpa(app),
  // The sandbox game provider (decision 0105): an outside provider that happens to run in this
  // process; it reaches the wallet only over signed HTTP (GAME_WALLET_URL, or this server itself).
  'game-sandbox': async (app) => {
    await app.register(gameSandboxService, {
      prefix: '/games/sandbox',
      secret: app.config.gameSandboxSecret,
      walletUrl: app.config.gameWalletUrl,
    });
  },
  // The mini-games (decision 0120): members and operators sign in through the member service
  // (one session table), so this service can run in a process of its own.
  minigame: async (app, options) => {
    await app.register(minigameService, { prefix: '/minigame/api/v1', ...options });
  },
  // The live chat (decision 0130): signed in through the member service like the mini-games, so it
  // runs in a process of its own too; its socket's channels are defined on the root realtime plugin.
  chat: async (app, options) => {
    await app.register(chatService, { prefix: '/chat/api/v1', ...options });
  },
};
