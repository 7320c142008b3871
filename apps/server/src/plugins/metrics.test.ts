import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Config, ServiceName } from '../config';
import { createPgliteDatabase } from '../db/pglite';
import { TEST_HASHING } from '../lib/passwords';
import { Client, makeTempDir, startTestApp, testConfig, type TestApp } from '../test/harness';
import { sampleValue } from '../test/metrics';
import { openSocket } from '../test/sockets';
import { allowList } from './metrics';

const scrape = async (app: FastifyInstance) => {
  const answer = await app.inject('/metrics');
  expect(answer.statusCode).toBe(200);
  return answer.body;
};

/** Until `read` answers what `done` wants (a figure another part of the process updates later). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 40 && !done(value); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

describe('/metrics', () => {
  const apps: TestApp[] = [];
  let webDist: string;
  const start = async (overrides: Partial<Config> = {}) => {
    const t = await startTestApp('pglite', { webDist, ...overrides });
    apps.push(t);
    return t;
  };
  beforeAll(() => {
    // A built web app whose history fallback would answer any unknown path with its page.
    webDist = makeTempDir('metrics-web-dist-');
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  });
  afterAll(async () => {
    await Promise.all(apps.map((each) => each.close()));
    rmSync(webDist, { recursive: true, force: true });
  });

  it.each<[string, ServiceName[]]>([
    ['web only', ['web']],
    ['chat only', ['chat']],
    ['mini-game only', ['minigame']],
  ])('answers in Prometheus text on a process running %s, never with the web app’s page', async (_name, services) => {
    const t = await start({ services });
    const answer = await t.app.inject('/metrics');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(answer.body).toContain('# TYPE member_site_http_request_duration_seconds histogram');
    expect(answer.body).toContain('# TYPE member_site_process_cpu_user_seconds_total counter');
    expect(answer.body).toContain('# TYPE member_site_realtime_sockets gauge');
    expect(sampleValue(answer.body, 'member_site_money_queue_waiting', { queue: 'deposits' })).toBe(0);
  });

  it('times requests by route pattern, method and status, and unmatched paths under one label', async () => {
    const t = await start({ services: ['member', 'web'] });
    const byPattern = { route: '/api/member/deposit/:id', method: 'GET', status_code: '401' };
    const unmatched = { route: 'unmatched', method: 'GET', status_code: '404' };
    const count = 'member_site_http_request_duration_seconds_count';
    const before = await scrape(t.app);
    expect(sampleValue(before, count, byPattern)).toBeUndefined();

    await t.app.inject('/api/member/deposit/12');
    await t.app.inject('/api/member/deposit/34');
    await t.app.inject('/api/no-such-thing/56');
    const after = await scrape(t.app);
    expect(sampleValue(after, count, byPattern)).toBe(2);
    expect(sampleValue(after, count, unmatched)).toBe(1);
    expect(after).not.toContain('/api/member/deposit/12');
    expect(after).not.toContain('no-such-thing');
  });

  it('is refused, in the API’s error shape, to an address METRICS_ALLOW does not name', async () => {
    const t = await start({ services: ['chat'] });
    const outside = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(200);

    const named = await start({ services: ['chat'], metrics: { allow: ['203.0.113.0/24'], token: null } });
    expect((await named.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
    expect((await named.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(403);
  });

  it('with METRICS_TOKEN, is refused without that bearer token', async () => {
    const token = 'metrics-token-0123456789';
    const t = await start({ services: ['minigame'], metrics: { allow: ['loopback'], token } });
    const without = await t.app.inject('/metrics');
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}x` } });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(right.statusCode).toBe(200);
    // The token does not open the door to an address outside the list.
    const outside = await t.app.inject({
      url: '/metrics',
      remoteAddress: '10.0.0.1',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(outside.statusCode).toBe(403);
  });

  it('reports a PostgreSQL pool’s connections, and leaves PGlite’s out', async () => {
    const t = await start({ services: ['chat'] });
    expect(await scrape(t.app)).not.toContain('member_site_db_pool_');

    // The PostgreSQL adapter's figures, through an embedded database that reports them.
    const db = await createPgliteDatabase();
    const stats = { total: 3, idle: 1, waiting: 0 };
    db.poolStats = () => stats;
    const app = await buildApp(testConfig({ services: ['chat'] }), {
      database: db,
      hashing: TEST_HASHING,
      seedWhenEmpty: false,
      logger: false,
    });
    try {
      const first = await scrape(app);
      expect(sampleValue(first, 'member_site_db_pool_connections')).toBe(3);
      expect(sampleValue(first, 'member_site_db_pool_idle_connections')).toBe(1);
      expect(sampleValue(first, 'member_site_db_pool_waiting_requests')).toBe(0);
      stats.waiting = 4;
      expect(sampleValue(await scrape(app), 'member_site_db_pool_waiting_requests')).toBe(4);
    } finally {
      await app.close();
      await db.close();
    }
  });

  // Needs a PostgreSQL server: runs when TEST_DATABASE_URL names one, as `.ci/run` does.
  it.skipIf(!process.env.TEST_DATABASE_URL)('reports the connections of a real PostgreSQL pool', async () => {
    const t = await startTestApp('postgres', { services: ['chat'] });
    apps.push(t);
    // Scraped while a transaction holds one connection of the pool.
    const text = await t.db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      return scrape(t.app);
    });
    expect(sampleValue(text, 'member_site_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'member_site_db_pool_waiting_requests')).toBe(0);
  });

  it('counts the connected sockets by audience', async () => {
    const t = await start({ services: ['member', 'chat'] });
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const member = new Client(t.app);
    await member.registerAndLogin();
    const sockets: Socket[] = [];
    const gauge = 'member_site_realtime_sockets';
    try {
      expect(sampleValue(await scrape(t.app), gauge, { audience: 'member' })).toBe(0);
      sockets.push(await openSocket(baseUrl, member.token), await openSocket(baseUrl, member.token));
      const text = await scrape(t.app);
      expect(sampleValue(text, gauge, { audience: 'member' })).toBe(2);
      expect(sampleValue(text, gauge, { audience: 'operator' })).toBe(0);
      sockets[0]?.close();
      const after = await eventually(
        async () => sampleValue(await scrape(t.app), gauge, { audience: 'member' }),
        (value) => value === 1,
      );
      expect(after).toBe(1);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('counts the realtime events Redis could not carry', async () => {
    const t = await start({ services: ['member'], redisUrl: 'redis://127.0.0.1:1' });
    const failures = async () => sampleValue(await scrape(t.app), 'member_site_realtime_publish_failures_total');
    expect(await failures()).toBe(0);
    t.app.realtime.io.emit('credit', { amount: 1 });
    expect(await eventually(failures, (value) => value === 1)).toBe(1);
  });
});

describe('METRICS_ALLOW', () => {
  it('lets in the addresses and ranges it names, IPv4 clients of a dual-stack listener too', () => {
    const allowed = allowList(['loopback', 'private', '203.0.113.7', '2001:db8::/32']);
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.9.8.7', '172.31.0.1', '192.168.1.1']) {
      expect(allowed(address), address).toBe(true);
    }
    expect(allowed('fd00::1')).toBe(true);
    expect(allowed('203.0.113.7')).toBe(true);
    expect(allowed('2001:db8:1::5')).toBe(true);
    for (const address of ['203.0.113.8', '172.32.0.1', '8.8.8.8', '::ffff:8.8.8.8', '2001:db9::1', 'not an ip']) {
      expect(allowed(address), address).toBe(false);
    }
  });
});
