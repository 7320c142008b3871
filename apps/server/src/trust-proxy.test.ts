import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from './config';
import { LOGIN_IP_FAILURE_LIMIT } from './lib/login-limits';
import { startTestApp, type TestApp } from './test/harness';

/** Failed logins from `remoteAddress`, each claiming another client in X-Forwarded-For. */
async function failForging(t: TestApp, remoteAddress: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/member/login',
      remoteAddress,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
      payload: JSON.stringify({ tel: `0866${String(i).padStart(6, '0')}`, password: 'x' }),
    });
    statuses.push(answer.statusCode);
  }
  return statuses;
}

describe.each<[string, Config['trustProxy']]>([
  ['the proxies’ addresses', '10.0.0.1, 10.0.0.2/31'],
  ['a hop count', 1],
])('TRUST_PROXY as %s', (_, trustProxy) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { trustProxy });
  });
  afterAll(() => t.close());

  it('takes the client address from the proxy’s X-Forwarded-For', async () => {
    // Each forwarded client has its own failures: the proxy's address is not stopped.
    expect(new Set(await failForging(t, '10.0.0.1', LOGIN_IP_FAILURE_LIMIT.max + 2))).toEqual(new Set([401]));
  });

  if (typeof trustProxy === 'string') {
    it('ignores the X-Forwarded-For of a client that is not a proxy, so it cannot get past the per-IP limits', async () => {
      const statuses = await failForging(t, '192.0.2.7', LOGIN_IP_FAILURE_LIMIT.max + 1);
      expect(statuses.slice(0, LOGIN_IP_FAILURE_LIMIT.max)).toEqual(Array(LOGIN_IP_FAILURE_LIMIT.max).fill(401));
      expect(statuses.at(-1)).toBe(429);
    });
  }
});
