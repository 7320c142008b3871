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
 * The process's life as the outside sees it (issue 29): the orchestrator's probes, on every process
 * whatever its SERVICES, at the root where no web app's page can take them (`/livez`: the process
 * runs, restart it if not; `/readyz`: its database and, when configured, Redis answer and it is not
 * shutting down, send it no traffic if not), and the connections let go while it shuts down
 * (lib/shutdown.ts).
 */
async function lifecycle(app: FastifyInstance) {
  app.decorate('draining', false);
  // While shutting down, an HTTP/1.1 connection closes after the answer it carries, instead of idling
  // out its keep-alive: the process can exit as soon as its last answer is sent (HTTP/2 has no such
  // header; its sessions are closed by the server's close).
  app.addHook('onSend', async (request, reply) => {
    if (app.draining && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
  });
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

export default fp(lifecycle, { name: 'lifecycle', fastify: '5.x', dependencies: ['config', 'db'] });
