import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { LAST_EVENT_TTL_MS, memoryLastEvents, redisLastEvents } from './realtime-last-events';

afterEach(() => {
  vi.useRealTimers();
});

describe('the last events of one process', () => {
  it('is quiet since a moment after the last event, not before it, and never beyond what it keeps', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z') });
    const events = memoryLastEvents();
    const start = Date.now();
    await expect(events.quietSince('member:1', start - 60_000)).resolves.toBe(true);
    vi.advanceTimersByTime(1_000);
    events.mark('member:1');
    await expect(events.quietSince('member:1', start)).resolves.toBe(false);
    await expect(events.quietSince('member:1', Date.now() + 1)).resolves.toBe(true);
    // Another channel's event is none of this one's.
    await expect(events.quietSince('member:2', start)).resolves.toBe(true);
    vi.advanceTimersByTime(LAST_EVENT_TTL_MS);
    await expect(events.quietSince('member:2', start)).resolves.toBe(false);
    await expect(events.quietSince('member:1', Date.now() - LAST_EVENT_TTL_MS + 1_000)).resolves.toBe(true);
  });
});

/** Needs a Redis server: runs when TEST_REDIS_URL names one (as `.ci/run` does). */
const REDIS_URL = process.env.TEST_REDIS_URL;

describe.skipIf(!REDIS_URL)('the last events of a deployment, in Redis', () => {
  const prefix = `member-site-test:${randomBytes(6).toString('hex')}:realtime`;
  const redis = new Redis(REDIS_URL ?? '');
  let ready = true;
  const events = redisLastEvents(redis, prefix, () => ready);
  const other = redisLastEvents(redis, prefix, () => true);
  const elsewhere = redisLastEvents(redis, `${prefix}-other-deployment`, () => true);

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(keys);
    redis.disconnect();
  });

  it("tells every process of the deployment of one process's event, and no other deployment", async () => {
    const before = Date.now() - 1;
    expect(await other.quietSince('member:7', before)).toBe(true);
    events.mark('member:7');
    expect(await other.quietSince('member:7', before)).toBe(false);
    expect(await other.quietSince('member:8', before)).toBe(true);
    expect(await elsewhere.quietSince('member:7', before)).toBe(true);
    expect(await other.quietSince('member:7', Date.now() + 1)).toBe(true);
    expect(await other.quietSince('member:7', Date.now() - LAST_EVENT_TTL_MS - 1)).toBe(false);
    expect(await redis.pttl(`${prefix}:last-event:member:7`)).toBeGreaterThan(LAST_EVENT_TTL_MS - 5_000);
  });

  it('is never quiet across a reconnection, nor while a connection is away', async () => {
    const before = Date.now() - 1;
    expect(await other.quietSince('member:9', before)).toBe(true);
    ready = false;
    expect(await events.quietSince('member:9', before)).toBe(false);
    ready = true;
    events.reconnected();
    expect(await other.quietSince('member:9', before)).toBe(false);
    expect(await other.quietSince('member:9', Date.now() + 1)).toBe(true);
  });
});
