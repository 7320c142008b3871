import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { addressKey } from '../lib/address';
import { tooManyRequests } from '../lib/app-error';
import { signedSessionOf } from './auth';
import { declareStatuses } from '../lib/declared-statuses';

/** The window of the limits over every /api call (decision 0013); how many per window is configuration. */
export const API_RATE_WINDOW_MS = 60_000;

/**
 * Whom a call counts against: a signed-in caller by their session (members behind one carrier address
 * do not share a budget), anyone else by their address (an IPv6 client's /64).
 */
export const rateLimitKey = (request: FastifyRequest) => {
  const session = signedSessionOf(request);
  return session ? `session:${session}` : `address:${addressKey(request.ip)}`;
};

export interface RateLimitOptions {
  /** Prefix of the keys in Redis (with REDIS_URL); by default the deployment's, so no other deployment counts here. */
  keyPrefix?: string;
}

/**
 * Every /api call without a limit of its own, per session or per address (`rateLimitKey`).
 * Registered inside each service's scope, so static files of the web apps are not counted. Routes
 * may override it (`config.rateLimit`) or build extra limiters with `createRateLimit`; all of them
 * count in one store: this process's memory, or Redis when REDIS_URL is set, so that every
 * process behind a load balancer counts the same attempts.
 */
async function rateLimits(api: FastifyInstance, options: RateLimitOptions) {
  const redisUrl = api.config.redisUrl;
  const keyPrefix = options.keyPrefix ?? `member-site:${api.deploymentId}:rate-limit:`;
  const redis = redisUrl ? await connectRedis(api, redisUrl) : undefined;
  // Every route of the scope counts, but those that opt out: each of them can answer 429.
  api.addHook('onRoute', (route) => {
    if (route.config?.rateLimit !== false) declareStatuses(route, [429]);
  });
  await api.register(rateLimit, {
    global: true,
    keyGenerator: rateLimitKey,
    max: (_request, key) =>
      key.startsWith('session:')
        ? api.config.rateLimits.perSessionPerMinute
        : api.config.rateLimits.perAddressPerMinute,
    timeWindow: API_RATE_WINDOW_MS,
    hook: 'onRequest',
    errorResponseBuilder: () => tooManyRequests(),
    ...(redis && {
      redis,
      nameSpace: keyPrefix,
      // Redis unreachable: serve the request uncounted (and log) rather than fail every call.
      skipOnError: true,
    }),
  });
}

export default fp(rateLimits, { name: 'rate-limit', fastify: '5.x', dependencies: ['config'] });

/**
 * Connects before the app serves (so counting starts with the first request), and never queues a
 * command while disconnected: it fails at once and the request is served uncounted, instead of
 * waiting for Redis to come back.
 */
async function connectRedis(api: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  redis.on('error', (error) => api.log.warn({ err: error }, 'rate-limit store (Redis) error'));
  api.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  await redis.connect().catch((error: unknown) => {
    api.log.error({ err: error }, 'rate-limit store (Redis) unreachable at start; counting resumes when it answers');
  });
  return redis;
}
