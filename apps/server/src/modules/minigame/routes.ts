import { MINIGAME_SCHEMA_MESSAGES } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import { registerMultipart } from '../../lib/uploads';
import rateLimit from '../../plugins/rate-limit';
import { EXPIRY_SWEEP_MS, expireDueLots } from './expiry';
import { minigameMemberRoutes } from './member-routes';
import { minigameOperatorRoutes } from './operator-routes';

export interface MinigameServiceOptions {
  /** Prefix of the rate-limit keys in Redis; tests give each run its own. */
  rateLimitKeyPrefix?: string;
}

/**
 * The mini-game service (issue 15, decision 0120), mounted at `/minigame/api/v1` as one encapsulated
 * plugin with its own rate limit and multipart parser (services/minigame.ts gives it its OpenAPI document); the members'
 * calls, the operators' under `/operator`, and the sweep that expires coins and credit (the
 * `minigame-expiry` job, once a minute across all processes). Coins for deposits are money's event: the member
 * service registers `registerMinigameMoneyHooks` where money runs.
 */
export async function minigameService(api: FastifyInstance, options: MinigameServiceOptions) {
  await api.register(rateLimit, { keyPrefix: options.rateLimitKeyPrefix });
  await registerMultipart(api, api.config.uploadMaxBytes);
  api.knownMessages.add(MINIGAME_SCHEMA_MESSAGES);
  await api.register(minigameMemberRoutes);
  await api.register(minigameOperatorRoutes);
  api.jobs.register({
    name: 'minigame-expiry',
    everyMs: EXPIRY_SWEEP_MS,
    run: () => expireDueLots(api.db, api.clock.now()),
  });
}
