import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { SERVER_MESSAGES } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { TEST_HASHING } from '../lib/passwords';
import { LOGIN_IP_FAILURE_LIMIT, LOGIN_PAIR_FAILURE_LIMIT, slowdownMs, slowdownTimer } from '../lib/login-limits';
import { Client, createTestDatabase, type TestDatabase, testConfig } from '../test/harness';

/**
 * Two app processes behind a load balancer share one database and, with REDIS_URL, one set of
 * rate-limit counters: attempts counted by one are seen by the other. Needs a Redis server, so it runs
 * when TEST_REDIS_URL names one (as `.ci/run` does), like the PostgreSQL runs with TEST_DATABASE_URL.
 */
const REDIS_URL = process.env.TEST_REDIS_URL;

describe.skipIf(!REDIS_URL)('rate limits shared through Redis', () => {
  const keyPrefix = `member-site-test:${randomBytes(6).toString('hex')}:`;
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    for (let i = 0; i < 2; i += 1) {
      const config = testConfig({ redisUrl: REDIS_URL ?? null });
      dataDirs.push(config.dataDir);
      apps.push(
        await buildApp(config, {
          database: database.db,
          hashing: TEST_HASHING,
          seedWhenEmpty: i === 0,
          logger: false,
          rateLimitKeyPrefix: keyPrefix,
          jobs: false,
        }),
      );
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    const redis = new Redis(REDIS_URL ?? '');
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('stops a (phone, address) pair on one process after failures counted on the other, and lets the owner in', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const waits = vi.spyOn(slowdownTimer, 'wait').mockResolvedValue();
    try {
      const member = await new Client(first).registerAndLogin();
      const attacker = `10.251.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
      for (let attempt = 1; attempt <= LOGIN_PAIR_FAILURE_LIMIT.max; attempt++) {
        const answer = await new Client(first, attacker).post('/api/member/login', {
          tel: member.tel,
          password: 'wrong-pass',
        });
        expect(answer.status).toBe(401);
      }
      const blocked = await new Client(second, attacker).post('/api/member/login', member);
      expect(blocked.status).toBe(429);
      expect(blocked.body.error?.message).toBe(SERVER_MESSAGES.tooManyRequests);
      // The other process saw the phone's failures too: the owner is slowed there, not stopped.
      waits.mockClear();
      expect((await new Client(second).post('/api/member/login', member)).status).toBe(200);
      expect(waits).toHaveBeenCalledWith(slowdownMs(LOGIN_PAIR_FAILURE_LIMIT.max));
    } finally {
      waits.mockRestore();
    }
  });

  it('counts one address’s failed logins across both processes, and never its successes', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const ip = `10.250.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const member = await new Client(first, ip).registerAndLogin();
    for (let attempt = 1; attempt <= LOGIN_IP_FAILURE_LIMIT.max; attempt++) {
      const app = attempt % 2 === 0 ? first : second;
      // A new phone each time, so only the per-address limit is in play.
      const tel = `0877${String(attempt).padStart(6, '0')}`;
      expect((await new Client(app, ip).post('/api/member/login', { tel, password: 'x' })).status).toBe(401);
      if (attempt < LOGIN_IP_FAILURE_LIMIT.max) {
        expect((await new Client(app, ip).post('/api/member/login', member)).status).toBe(200);
      }
    }
    expect((await new Client(first, ip).post('/api/member/login', member)).status).toBe(429);
    expect((await new Client(second, ip).post('/api/member/login', { tel: '0877999999', password: 'x' })).status).toBe(
      429,
    );
  });
});

// Needs no Redis: nothing listens where it connects, which is the case under test.
describe('rate limits when Redis is unreachable', () => {
  it('serves requests uncounted instead of failing them', async () => {
    const database = await createTestDatabase('pglite');
    // Nothing listens on port 1.
    const config = testConfig({ redisUrl: 'redis://127.0.0.1:1' });
    const app = await buildApp(config, {
      database: database.db,
      hashing: TEST_HASHING,
      seedWhenEmpty: true,
      logger: false,
      jobs: false,
    });
    try {
      const client = new Client(app);
      expect((await client.get('/api/health')).status).toBe(200);
      expect((await client.post('/api/member/login', { tel: '0877999998', password: 'x' })).status).toBe(401);
    } finally {
      await app.close();
      await database.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
