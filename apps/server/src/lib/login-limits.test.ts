import { SERVER_MESSAGES } from '@member/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { Client, DATABASE_KINDS, startTestApp, TEST_OPERATOR_PASSWORD, type TestApp } from '../test/harness';
import {
  LOGIN_ACCOUNT_SLOWDOWN,
  LOGIN_IP_FAILURE_LIMIT,
  LOGIN_PAIR_FAILURE_LIMIT,
  normaliseTel,
  slowdownMs,
  slowdownTimer,
} from './login-limits';

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

describe('slowdownMs', () => {
  it(`waits nothing below ${LOGIN_ACCOUNT_SLOWDOWN.after} failures, then doubles up to ${LOGIN_ACCOUNT_SLOWDOWN.maxDelayMs} ms`, () => {
    const { after, firstDelayMs, maxDelayMs } = LOGIN_ACCOUNT_SLOWDOWN;
    expect(slowdownMs(0)).toBe(0);
    expect(slowdownMs(after - 1)).toBe(0);
    expect(slowdownMs(after)).toBe(firstDelayMs);
    expect(slowdownMs(after + 1)).toBe(firstDelayMs * 2);
    expect(slowdownMs(after + 50)).toBe(maxDelayMs);
    expect(maxDelayMs).toBeLessThanOrEqual(5_000);
  });
});

describe.each(DATABASE_KINDS)('login limits on %s', (kind) => {
  let t: TestApp;
  let waits: MockInstance<(ms: number) => Promise<void>>;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());
  // The account slowdown is recorded instead of slept, so a test of 50 failures takes no minutes.
  beforeEach(() => {
    waits = vi.spyOn(slowdownTimer, 'wait').mockResolvedValue();
  });
  afterEach(() => waits.mockRestore());

  it('lets the owner in from their address after 50 failures from other addresses, only slowed', async () => {
    const owner = new Client(t.app);
    const member = await owner.registerAndLogin();
    for (let attempt = 1; attempt <= 50; attempt++) {
      const answer = await new Client(t.app).post('/api/member/login', {
        tel: member.tel,
        password: `guess-${attempt}`,
      });
      expect(answer.body.error?.message, `attempt ${attempt}`).toBe(SERVER_MESSAGES.loginFailed);
    }
    waits.mockClear();
    const login = await new Client(t.app, owner.ip).post('/api/member/login', member);
    expect(login.status).toBe(200);
    // The owner waited before the password was checked, no longer than the cap.
    expect(waits.mock.calls).toEqual([[LOGIN_ACCOUNT_SLOWDOWN.maxDelayMs]]);
    // A new address gets in as well, and sessions already open keep working.
    expect((await new Client(t.app).post('/api/member/login', member)).status).toBe(200);
    expect((await owner.get('/api/member/profile')).status).toBe(200);
  });

  it('slows every attempt on an account once it has failed from many addresses, more with each failure', async () => {
    const member = await new Client(t.app).registerAndLogin();
    const failures = LOGIN_ACCOUNT_SLOWDOWN.after + 6;
    for (let attempt = 1; attempt <= failures; attempt++) {
      await new Client(t.app).post('/api/member/login', { tel: member.tel, password: `guess-${attempt}` });
    }
    expect(waits.mock.calls.map(([ms]) => ms)).toEqual(
      Array.from({ length: failures - LOGIN_ACCOUNT_SLOWDOWN.after }, (_, i) =>
        slowdownMs(LOGIN_ACCOUNT_SLOWDOWN.after + i),
      ),
    );
    // Another account is not slowed.
    waits.mockClear();
    expect((await new Client(t.app).post('/api/member/login', { tel: '0811111112', password: 'x' })).status).toBe(401);
    expect(waits).not.toHaveBeenCalled();
  });

  it(`stops the attacker's own (phone, address) pair after ${LOGIN_PAIR_FAILURE_LIMIT.max} failures, even with the right password`, async () => {
    const member = await new Client(t.app).registerAndLogin();
    const attacker = new Client(t.app);
    for (let attempt = 1; attempt <= LOGIN_PAIR_FAILURE_LIMIT.max; attempt++) {
      const answer = await attacker.post('/api/member/login', { tel: member.tel, password: `guess-${attempt}` });
      expect(answer.body.error?.message).toBe(SERVER_MESSAGES.loginFailed);
    }
    const blocked = await attacker.post('/api/member/login', member);
    expect(blocked).toMatchObject({ status: 429, body: { error: tooMany } });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_PAIR_FAILURE_LIMIT.timeWindow / 1000);
    // The same phone written differently is the same account.
    const dashed = `${member.tel.slice(0, 3)}-${member.tel.slice(3)}`;
    expect((await attacker.post('/api/member/login', { tel: dashed, password: 'x' })).status).toBe(429);
    // The address may still try other phones, and the owner logs in from theirs.
    expect((await attacker.post('/api/member/login', { tel: '0811111111', password: 'x' })).status).toBe(401);
    expect((await new Client(t.app).post('/api/member/login', member)).status).toBe(200);
  });

  it('never refuses successful logins from one address (members share a carrier NAT)', async () => {
    const shared = new Client(t.app);
    const members = [await shared.registerAndLogin(), await shared.registerAndLogin(), await shared.registerAndLogin()];
    for (let i = 0; i < 30; i++) {
      const answer = await new Client(t.app, shared.ip).post('/api/member/login', members[i % members.length]);
      expect(answer.status, `login ${i + 1}`).toBe(200);
    }
  });

  it(`stops an address after ${LOGIN_IP_FAILURE_LIMIT.max} failures on any phones; its successes count for nothing`, async () => {
    const client = new Client(t.app);
    const member = await client.registerAndLogin();
    for (let attempt = 1; attempt < LOGIN_IP_FAILURE_LIMIT.max; attempt++) {
      // Different phones, so only the per-address limit can apply.
      const tel = `0877${String(attempt).padStart(6, '0')}`;
      const answer = await client.post('/api/member/login', { tel, password: 'x' });
      expect(answer.status, `attempt ${attempt}`).toBe(401);
      expect((await client.post('/api/member/login', member)).status).toBe(200);
    }
    expect((await client.post('/api/member/login', { tel: '0877999998', password: 'x' })).status).toBe(401);
    const blocked = await client.post('/api/member/login', member);
    expect(blocked).toMatchObject({ status: 429, body: { error: tooMany } });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address may still log in.
    expect((await new Client(t.app).post('/api/member/login', member)).status).toBe(200);
  });

  it('lets an operator in from their address after failures from others, and stops the guessing pair', async () => {
    const operatorLogin = (client: Client, password: string) =>
      client.post('/api/admin/login', { username: 'admin', password });
    for (let attempt = 1; attempt <= 20; attempt++) {
      const answer = await operatorLogin(new Client(t.app), `guess-${attempt}`);
      expect(answer.body.error?.message).toBe(SERVER_MESSAGES.operatorLoginFailed);
    }
    expect((await operatorLogin(new Client(t.app), TEST_OPERATOR_PASSWORD)).status).toBe(200);

    const attacker = new Client(t.app);
    for (let attempt = 1; attempt <= LOGIN_PAIR_FAILURE_LIMIT.max; attempt++) {
      expect((await operatorLogin(attacker, `again-${attempt}`)).status).toBe(401);
    }
    const blocked = await attacker.post('/api/admin/login', { username: ' ADMIN ', password: TEST_OPERATOR_PASSWORD });
    expect(blocked).toMatchObject({ status: 429, body: { error: tooMany } });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const sprayer = new Client(t.app);
    for (let attempt = 1; attempt <= LOGIN_IP_FAILURE_LIMIT.max; attempt++) {
      expect((await sprayer.post('/api/admin/login', { username: `nobody-${attempt}`, password: 'x' })).status).toBe(
        401,
      );
    }
    expect((await sprayer.post('/api/admin/login', { username: 'someone', password: 'x' })).status).toBe(429);
  });
});
