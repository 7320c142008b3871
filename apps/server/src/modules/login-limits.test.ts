import { SERVER_MESSAGES } from '@member/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_RATE_LIMIT } from '../plugins/rate-limit';
import { Client, DATABASE_KINDS, startTestApp, TEST_OPERATOR_PASSWORD, type TestApp } from '../test/harness';
import { LOGIN_FAILURE_LIMIT, LOGIN_IP_LIMIT, normaliseTel } from './login-limits';

const tooMany = { code: 'TOO_MANY_REQUESTS', message: SERVER_MESSAGES.tooManyRequests };

describe('normaliseTel', () => {
  it.each([
    ['0812345678', '0812345678'],
    ['081-234-5678', '0812345678'],
    [' 081 234 5678 ', '0812345678'],
    ['+66812345678', '0812345678'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseTel(input)).toBe(expected);
  });
});

describe.each(DATABASE_KINDS)('rate limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it(`stops a phone after ${LOGIN_FAILURE_LIMIT.max} failed logins, from any IP, even with the right password`, async () => {
    const owner = new Client(t.app);
    const member = await owner.registerAndLogin();
    for (let attempt = 1; attempt <= LOGIN_FAILURE_LIMIT.max; attempt++) {
      const answer = await new Client(t.app).post('/api/member/login', {
        tel: member.tel,
        password: `guess-${attempt}`,
      });
      expect(answer.body.error?.message).toBe(SERVER_MESSAGES.loginFailed);
    }
    const blocked = await new Client(t.app).post('/api/member/login', { tel: member.tel, password: member.password });
    expect(blocked).toMatchObject({ status: 429, body: { error: tooMany } });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // The same phone written differently is the same account.
    const dashed = `${member.tel.slice(0, 3)}-${member.tel.slice(3)}`;
    expect((await new Client(t.app).post('/api/member/login', { tel: dashed, password: 'x' })).status).toBe(429);
    // Other phones are not affected, and sessions already open keep working.
    expect((await owner.get('/api/member/profile')).status).toBe(200);
    expect((await new Client(t.app).post('/api/member/login', { tel: '0811111111', password: 'x' })).status).toBe(401);
  });

  it('does not count successful logins against the phone', async () => {
    const client = new Client(t.app);
    const member = await client.registerAndLogin();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT.max + 2; i++) {
      expect((await new Client(t.app).post('/api/member/login', member)).status).toBe(200);
    }
  });

  it(`stops an IP after ${LOGIN_IP_LIMIT.max} login attempts`, async () => {
    const client = new Client(t.app);
    for (let attempt = 1; attempt <= LOGIN_IP_LIMIT.max; attempt++) {
      // Different phones, so only the per-IP limit can apply.
      const tel = `0877${String(attempt).padStart(6, '0')}`;
      const answer = await client.post('/api/member/login', { tel, password: 'x' });
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await client.post('/api/member/login', { tel: '0877999999', password: 'x' });
    expect(blocked).toMatchObject({ status: 429, body: { error: tooMany } });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP may still log in.
    expect((await new Client(t.app).post('/api/member/login', { tel: '0877999999', password: 'x' })).status).toBe(401);
  });

  it('limits operator logins per IP and per username', async () => {
    for (let attempt = 1; attempt <= LOGIN_FAILURE_LIMIT.max; attempt++) {
      const answer = await new Client(t.app).post('/api/admin/login', {
        username: 'admin',
        password: `guess-${attempt}`,
      });
      expect(answer.body.error?.message).toBe(SERVER_MESSAGES.operatorLoginFailed);
    }
    const blocked = await new Client(t.app).post('/api/admin/login', {
      username: 'admin',
      password: TEST_OPERATOR_PASSWORD,
    });
    expect(blocked).toMatchObject({ status: 429, body: { error: tooMany } });

    const client = new Client(t.app);
    for (let attempt = 1; attempt <= LOGIN_IP_LIMIT.max; attempt++) {
      await client.post('/api/admin/login', { username: `nobody-${attempt}`, password: 'x' });
    }
    expect((await client.post('/api/admin/login', { username: 'someone', password: 'x' })).status).toBe(429);
  });

  it(`limits any IP to ${API_RATE_LIMIT.max} API calls a minute`, async () => {
    const client = new Client(t.app);
    for (let i = 0; i < API_RATE_LIMIT.max; i++) {
      const answer = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: client.ip });
      if (answer.statusCode !== 200) throw new Error(`call ${i + 1} answered ${answer.statusCode}`);
    }
    const blocked = await client.get('/api/health');
    expect(blocked).toMatchObject({ status: 429, body: { error: tooMany } });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await new Client(t.app).get('/api/health')).status).toBe(200);
  });
});
