import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import type { Config } from '../config';
import type { PoolStats } from '../db/database';
import { forbidden, unauthorized } from '../lib/app-error';
import { createAppMetrics, METRIC_PREFIX, UNMATCHED_ROUTE } from '../lib/metrics';

/** What the names of METRICS_ALLOW stand for. */
const RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  private: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** The addresses METRICS_ALLOW lets in (config.ts has checked each entry). */
export function allowList(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    for (const [network, prefix, type] of RANGES[entry] ?? []) list.addSubnet(network, prefix, type);
    if (RANGES[entry]) continue;
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (raw) => {
    // An IPv4 client of a dual-stack listener arrives as ::ffff:a.b.c.d.
    const address = raw.startsWith('::ffff:') && isIP(raw.slice(7)) === 4 ? raw.slice(7) : raw;
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 6 ? 'ipv6' : 'ipv4');
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether a request may read the metrics: from an allowed address, and with the token when one is set. */
function accessCheck(settings: Config['metrics']): (request: FastifyRequest) => void {
  const allowed = allowList(settings.allow);
  const expected = settings.token === null ? null : digest(settings.token);
  return (request) => {
    // request.ip: the client's own address behind the proxies TRUST_PROXY names, else the peer's.
    if (!allowed(request.ip)) throw forbidden();
    if (!expected) return;
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token || !timingSafeEqual(digest(token), expected)) {
      throw unauthorized();
    }
  };
}

/**
 * `GET /metrics` in Prometheus' text format (issue 29, decision 0150), on every process whatever its
 * SERVICES, a route of the root app like `/livez` so no web app's history fallback answers it; refused
 * (403, or 401 without the token) to anyone METRICS_ALLOW and METRICS_TOKEN do not let in. Times every
 * request by its route pattern, and reports the database pool. Other figures are registered by what
 * owns them (the realtime sockets, money's queues) on `app.metrics`.
 */
async function metrics(app: FastifyInstance) {
  const appMetrics = createAppMetrics();
  app.decorate('metrics', appMetrics);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
    appMetrics.httpRequestDuration.observe(
      { route, method: request.method, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const poolStats = app.db.poolStats?.bind(app.db);
  // PGlite has no pool (one connection in the process): nothing to report.
  if (poolStats) {
    const registers = [appMetrics.registry];
    const pool = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name: `${METRIC_PREFIX}db_pool_${name}`,
        help,
        registers,
        collect() {
          this.set(read(poolStats()));
        },
      });
    pool('connections', 'PostgreSQL connections the pool holds open, idle or in use.', (s) => s.total);
    pool('idle_connections', 'PostgreSQL connections of the pool that are idle.', (s) => s.idle);
    pool('waiting_requests', 'Queries and transactions waiting for a pool connection.', (s) => s.waiting);
  }

  const check = accessCheck(app.config.metrics);
  app.get(
    '/metrics',
    {
      schema: { hide: true },
      onRequest: async (request) => check(request),
    },
    async (_request, reply) => {
      const text = await appMetrics.scrape();
      return reply.type(appMetrics.contentType).header('cache-control', 'no-store').send(text);
    },
  );
}

export default fp(metrics, { name: 'metrics', fastify: '5.x', dependencies: ['config', 'db'] });
