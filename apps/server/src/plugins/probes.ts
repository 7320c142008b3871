import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once the process is shutting down: readiness answers 503 from then on. */
    draining: boolean;
  }
}

/** How long a readiness check waits for the database or Redis before it calls it down. */
const CHECK_TIMEOUT_MS = 1_000;

type Check = 'ok' | 'down' | 'not configured';

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref()),
  ]);
}

/**
 * The orchestrator's probes (issue 29), on every process whatever its SERVICES, at the root where no
 * web app's page can take them: `/livez`, the process runs (restart it if not); `/readyz`, it can
 * serve, its database and (when configured) Redis answer and it is not shutting down (send it no
 * traffic if not).
 */
async function probes(app: FastifyInstance) {
  app.decorate('draining', false);
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 500,
      })
    : null;
  if (redis) {
    // A refused connection is what readiness reports; the connection retries by itself.
    redis.on('error', () => undefined);
    redis.connect().catch(() => undefined);
    app.addHook('onClose', async () => redis.disconnect());
  }

  const check = (work: () => Promise<unknown>): Promise<Check> =>
    within(work(), CHECK_TIMEOUT_MS).then(
      () => 'ok',
      () => 'down',
    );

  app.get('/livez', { schema: { hide: true } }, async () => ({ data: { status: 'ok' } }));

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const [database, redisCheck] = await Promise.all([
      check(() => app.db.query('SELECT 1')),
      redis ? check(() => redis.ping()) : Promise.resolve<Check>('not configured'),
    ]);
    const ready = !app.draining && database === 'ok' && redisCheck !== 'down';
    const status = app.draining ? 'shutting down' : ready ? 'ready' : 'not ready';
    return reply.code(ready ? 200 : 503).send({ data: { status, database, redis: redisCheck } });
  });
}

export default fp(probes, { name: 'probes', fastify: '5.x', dependencies: ['config', 'db'] });
