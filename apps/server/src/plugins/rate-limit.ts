import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../lib/app-error';

/** Per IP, over every /api route that sets no limit of its own (decision 0013). */
export const API_RATE_LIMIT = { max: 600, timeWindow: 60_000 } as const;

/**
 * Registered inside the /api scope, so static files of the SPA are not counted. Routes may
 * override it (`config.rateLimit`) or build extra limiters with `createRateLimit`.
 */
export async function registerRateLimit(api: FastifyInstance) {
  await api.register(rateLimit, {
    global: true,
    max: API_RATE_LIMIT.max,
    timeWindow: API_RATE_LIMIT.timeWindow,
    hook: 'onRequest',
    errorResponseBuilder: () => tooManyRequests(),
  });
}
