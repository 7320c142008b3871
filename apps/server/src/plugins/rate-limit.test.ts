import { SERVER_MESSAGES } from '@member/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../test/harness';

/**
 * The limit over every /api call (decision 0013): per session for a signed-in caller, per address for
 * anyone else, both configuration. Members behind one carrier address do not share a budget.
 */
const LIMITS = { perSessionPerMinute: 30, perAddressPerMinute: 20 };

describe('the /api rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { rateLimits: LIMITS });
  });
  afterAll(() => t.close());

  /** Statuses of `count` calls from `ip`, with a bearer token when given. */
  const calls = async (ip: string, count: number, token?: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: ip,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      statuses.push(answer.statusCode);
    }
    return statuses;
  };
  const signedIn = async (ip: string) => {
    const client = new Client(t.app, ip);
    await client.registerAndLogin();
    return client.token ?? '';
  };

  it('counts anonymous calls per address, with the configured number', async () => {
    const statuses = await calls('198.51.100.10', LIMITS.perAddressPerMinute + 1);
    expect(statuses.slice(0, -1)).toEqual(Array(LIMITS.perAddressPerMinute).fill(200));
    const blocked = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.10' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: { code: 'TOO_MANY_REQUESTS', message: SERVER_MESSAGES.tooManyRequests } });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await calls('198.51.100.11', 1)).toEqual([200]);
  });

  it('counts signed-in calls per session: members behind one carrier address each get their own budget', async () => {
    const nat = '198.51.100.20';
    const [first, second] = [await signedIn(nat), await signedIn(nat)];
    // Together far above the address's number, each within the session's.
    expect(new Set(await calls(nat, LIMITS.perSessionPerMinute, first))).toEqual(new Set([200]));
    expect(new Set(await calls(nat, LIMITS.perSessionPerMinute, second))).toEqual(new Set([200]));
    expect(await calls(nat, 1, first)).toEqual([429]);
    // Guests on that address still have theirs.
    expect(await calls(nat, 1)).toEqual([200]);
  });

  it('counts a token whose signature fails by its address, so made-up tokens buy no fresh budgets', async () => {
    const ip = '198.51.100.30';
    const forged = Array.from({ length: LIMITS.perAddressPerMinute + 1 }, (_, i) => `eyJhbGciOiJIUzI1NiJ9.e30.${i}`);
    const statuses: number[] = [];
    for (const token of forged) statuses.push(...(await calls(ip, 1, token)));
    expect(statuses.at(-1)).toBe(429);
  });
});
