import { createHmac, randomUUID } from 'node:crypto';
import { type MemberProfile, SERVER_MESSAGES, VALIDATION } from '@member/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_MEMBER } from '../../seed';
import { SESSION_TTL_SECONDS } from '../../lib/sessions';
import { OLD_PASSWORD_FAILURE_LIMIT, OLD_PASSWORD_SLOWDOWN, slowdownMs, slowdownTimer } from '../../lib/login-limits';
import { Client, DATABASE_KINDS, startTestApp, type TestApp, uniqueMember } from '../../test/harness';

const unauthorized = { code: 'UNAUTHORIZED', message: SERVER_MESSAGES.unauthorized };
const sessionExpired = { code: 'UNAUTHORIZED', message: SERVER_MESSAGES.sessionExpired };

describe.each(DATABASE_KINDS)('member login, sessions and account on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  describe('login', () => {
    it('answers a bearer token that lives 24 hours', async () => {
      const answer = await new Client(t.app).post<{ access_token: string; token_type: string; expires_in: number }>(
        '/api/member/login',
        { tel: DEMO_MEMBER.tel, password: DEMO_MEMBER.password },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ token_type: 'Bearer', expires_in: SESSION_TTL_SECONDS });
      const claims = t.app.jwt.decode<{ iat: number; exp: number; kind: string }>(answer.body.data?.access_token ?? '');
      expect(claims?.kind).toBe('member');
      expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(SESSION_TTL_SECONDS);
    });

    it('lets the seeded demo member see the VIP badge level', async () => {
      const client = new Client(t.app);
      await client.login(DEMO_MEMBER.tel, DEMO_MEMBER.password);
      const profile = await client.get<MemberProfile>('/api/member/profile');
      expect(profile.body.data).toMatchObject({ tel: DEMO_MEMBER.tel, first_name: 'สมชาย', member_level: 'vip' });
    });

    it.each([
      ['wrong password', { tel: DEMO_MEMBER.tel, password: 'wrong-password' }],
      ['unknown phone', { tel: '0800000001', password: DEMO_MEMBER.password }],
    ])('answers one message for a %s', async (_name, body) => {
      const answer = await new Client(t.app).post('/api/member/login', body);
      expect(answer).toMatchObject({
        status: 401,
        body: { error: { code: 'UNAUTHORIZED', message: SERVER_MESSAGES.loginFailed } },
      });
    });

    it.each([
      ['no tel', { password: 'x' }],
      ['empty tel', { tel: '', password: 'x' }],
      ['no password', { tel: DEMO_MEMBER.tel }],
      ['empty body', {}],
      ['tel as a number', { tel: 812345678, password: 'x' }],
    ])('answers loginMissingFields for %s', async (_name, body) => {
      const answer = await new Client(t.app).post('/api/member/login', body);
      expect(answer).toMatchObject({ status: 400, body: { error: { message: VALIDATION.loginMissingFields } } });
    });

    it('refuses a disabled member after checking the password', async () => {
      const client = new Client(t.app);
      const member = await client.registerAndLogin();
      await t.db.query(`UPDATE members SET status = 'disabled' WHERE tel = $1`, [member.tel]);
      const wrong = await client.post('/api/member/login', { tel: member.tel, password: 'not-it' });
      expect(wrong.body.error?.message).toBe(SERVER_MESSAGES.loginFailed);
      const right = await client.post('/api/member/login', { tel: member.tel, password: member.password });
      expect(right).toMatchObject({
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: SERVER_MESSAGES.accountDisabled } },
      });
    });
  });

  describe('authentication failures', () => {
    it('answers 401 unauthorized without a token, with a garbled one, or another scheme', async () => {
      const client = new Client(t.app);
      expect((await client.get('/api/member/profile')).body.error).toEqual(unauthorized);
      for (const header of ['Bearer garbage', 'Bearer a.b.c', 'Basic dXNlcjpwYXNz', 'Bearer ', 'x'.repeat(5000)]) {
        const answer = await client.request('GET', '/api/member/profile', undefined, { authorization: header });
        expect(answer, header).toMatchObject({ status: 401, body: { error: unauthorized } });
      }
    });

    it('answers 401 unauthorized for a token signed with another secret', async () => {
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', sid: randomUUID(), kind: 'member' })}`;
      const signature = createHmac('sha256', 'another-secret-that-is-long-enough-000')
        .update(unsigned)
        .digest('base64url');
      const forged = `${unsigned}.${signature}`;
      const answer = await new Client(t.app).request('GET', '/api/member/profile', undefined, {
        authorization: `Bearer ${forged}`,
      });
      expect(answer).toMatchObject({ status: 401, body: { error: unauthorized } });
    });

    it('answers 401 sessionExpired for an expired token', async () => {
      const client = new Client(t.app);
      await client.registerAndLogin();
      const claims = t.app.jwt.decode<{ sub: string; sid: string; kind: 'member' }>(client.token ?? '');
      if (!claims) throw new Error('no claims');
      client.token = t.app.jwt.sign(
        { sub: claims.sub, sid: claims.sid, kind: claims.kind },
        { clockTimestamp: Date.now() - (SESSION_TTL_SECONDS + 60) * 1000 },
      );
      expect(await client.get('/api/member/profile')).toMatchObject({ status: 401, body: { error: sessionExpired } });
    });

    it('answers 401 sessionExpired when the session row has expired', async () => {
      const client = new Client(t.app);
      await client.registerAndLogin();
      const sid = t.app.jwt.decode<{ sid: string }>(client.token ?? '')?.sid;
      await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE id = $1`, [sid]);
      expect(await client.get('/api/member/profile')).toMatchObject({ status: 401, body: { error: sessionExpired } });
    });

    it('answers 401 sessionExpired for a token of an unknown session', async () => {
      const client = new Client(t.app);
      client.token = t.app.jwt.sign({ sub: '1', sid: randomUUID(), kind: 'member' });
      expect(await client.get('/api/member/profile')).toMatchObject({ status: 401, body: { error: sessionExpired } });
    });

    it('logout revokes the token it was called with, and only that one', async () => {
      const phone = new Client(t.app);
      const member = await phone.registerAndLogin();
      const laptop = new Client(t.app);
      await laptop.login(member.tel, member.password);

      expect(await phone.post('/api/member/logout')).toMatchObject({
        status: 200,
        body: { data: { logged_out: true } },
      });
      expect(await phone.get('/api/member/profile')).toMatchObject({ status: 401, body: { error: sessionExpired } });
      expect(await phone.post('/api/member/logout')).toMatchObject({ status: 401, body: { error: sessionExpired } });
      expect((await laptop.get('/api/member/profile')).status).toBe(200);
    });

    it("answers a member's next profile reads from memory, and logout still ends the session at once", async () => {
      const phone = new Client(t.app);
      const member = await phone.registerAndLogin();
      const laptop = new Client(t.app);
      await laptop.login(member.tel, member.password);
      for (const client of [phone, laptop]) expect((await client.get('/api/member/profile')).status).toBe(200);
      const queries = vi.spyOn(t.app.db, 'query');
      try {
        expect((await phone.get('/api/member/profile')).status).toBe(200);
        // Neither the session nor the profile is looked up (modules/member/kept-profiles.ts).
        expect(queries).not.toHaveBeenCalled();
      } finally {
        queries.mockRestore();
      }
      expect((await phone.post('/api/member/logout')).status).toBe(200);
      expect(await phone.get('/api/member/profile')).toMatchObject({ status: 401, body: { error: sessionExpired } });
      expect((await laptop.get('/api/member/profile')).status).toBe(200);
    });

    it('answers 403 forbidden for an operator token on a member route', async () => {
      const operator = new Client(t.app);
      const login = await operator.post<{ access_token: string }>('/api/admin/login', {
        username: 'admin',
        password: 'operator-test-password',
      });
      operator.token = login.body.data?.access_token ?? null;
      for (const [method, url] of [
        ['GET', '/api/member/profile'],
        ['GET', '/api/credit'],
        ['POST', '/api/member/logout'],
      ] as const) {
        const answer = await operator.request(method, url);
        expect(answer, url).toMatchObject({
          status: 403,
          body: { error: { code: 'FORBIDDEN', message: SERVER_MESSAGES.forbidden } },
        });
      }
    });
  });

  describe('change password', () => {
    it.each(['/api/member/updatepw', '/api/member/updatepassword'])(
      'POST %s changes the password, signs out other devices and keeps this one',
      async (url) => {
        const here = new Client(t.app);
        const member = await here.registerAndLogin();
        const elsewhere = new Client(t.app);
        await elsewhere.login(member.tel, member.password);

        const answer = await here.post(url, { old_password: member.password, new_password: 'brand-new-pw' });
        expect(answer).toMatchObject({ status: 200, body: { data: { updated: true } } });
        expect((await here.get('/api/member/profile')).status).toBe(200);
        expect(await elsewhere.get('/api/member/profile')).toMatchObject({
          status: 401,
          body: { error: sessionExpired },
        });

        const old = await new Client(t.app).post('/api/member/login', { tel: member.tel, password: member.password });
        expect(old.body.error?.message).toBe(SERVER_MESSAGES.loginFailed);
        await new Client(t.app).login(member.tel, 'brand-new-pw');
      },
    );

    it('PUT /api/member/updatepassword works as well', async () => {
      const client = new Client(t.app);
      const member = await client.registerAndLogin();
      const answer = await client.put('/api/member/updatepassword', {
        old_password: member.password,
        new_password: 'another-pw',
      });
      expect(answer).toMatchObject({ status: 200, body: { data: { updated: true } } });
    });

    it('answers 422 oldPasswordWrong and keeps the password and the other sessions', async () => {
      const here = new Client(t.app);
      const member = await here.registerAndLogin();
      const elsewhere = new Client(t.app);
      await elsewhere.login(member.tel, member.password);
      const answer = await here.post('/api/member/updatepw', {
        old_password: 'not-my-password',
        new_password: 'xyz12',
      });
      expect(answer).toMatchObject({
        status: 422,
        body: { error: { code: 'BUSINESS_RULE', message: SERVER_MESSAGES.oldPasswordWrong } },
      });
      expect((await elsewhere.get('/api/member/profile')).status).toBe(200);
      await new Client(t.app).login(member.tel, member.password);
    });

    it(`still takes the right old password after ${OLD_PASSWORD_FAILURE_LIMIT.max - 1} wrong ones`, async () => {
      const client = new Client(t.app);
      const member = await client.registerAndLogin();
      for (let i = 0; i < OLD_PASSWORD_FAILURE_LIMIT.max - 1; i += 1) {
        const wrong = await client.post('/api/member/updatepw', { old_password: `wrong-${i}`, new_password: 'xyz12' });
        expect(wrong.status).toBe(422);
      }
      const answer = await client.post('/api/member/updatepw', {
        old_password: member.password,
        new_password: 'brand-new-pw',
      });
      expect(answer).toMatchObject({ status: 200, body: { data: { updated: true } } });
    });

    it(`stops the session that made ${OLD_PASSWORD_FAILURE_LIMIT.max} wrong old passwords, on every path, and no other`, async () => {
      const waits = vi.spyOn(slowdownTimer, 'wait').mockResolvedValue();
      try {
        const thief = new Client(t.app);
        const member = await thief.registerAndLogin();
        const owner = new Client(t.app);
        await owner.login(member.tel, member.password);
        const paths = ['/api/member/updatepw', '/api/member/updatepassword'];
        for (let i = 0; i < OLD_PASSWORD_FAILURE_LIMIT.max; i += 1) {
          const wrong = await thief.post(paths[i % 2] ?? '', { old_password: `wrong-${i}`, new_password: 'xyz12' });
          expect(wrong).toMatchObject({ status: 422, body: { error: { message: SERVER_MESSAGES.oldPasswordWrong } } });
        }
        const tooMany = { code: 'TOO_MANY_REQUESTS', message: SERVER_MESSAGES.tooManyRequests };
        const right = { old_password: member.password, new_password: 'brand-new-pw' };
        const locked = await thief.post('/api/member/updatepw', right);
        expect(locked).toMatchObject({ status: 429, body: { error: tooMany } });
        expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
        expect(await thief.put('/api/member/updatepassword', right)).toMatchObject({
          status: 429,
          body: { error: tooMany },
        });
        // Nothing changed: the old password still logs in and both devices stay signed in.
        await new Client(t.app).login(member.tel, member.password);
        expect((await thief.get('/api/member/profile')).status).toBe(200);
        expect((await owner.get('/api/member/profile')).status).toBe(200);
        // The owner's session, even on the same address, still changes the password (slowed, not stopped).
        expect((await new Client(t.app, thief.ip).post('/api/member/login', member)).status).toBe(200);
        expect(await owner.post('/api/member/updatepw', right)).toMatchObject({
          status: 200,
          body: { data: { updated: true } },
        });
        expect(waits).toHaveBeenCalledWith(slowdownMs(OLD_PASSWORD_FAILURE_LIMIT.max, OLD_PASSWORD_SLOWDOWN));
        expect((await thief.get('/api/member/profile')).status).toBe(401);
        // Another member is not held up.
        const other = new Client(t.app);
        const someone = await other.registerAndLogin();
        expect(
          (await other.post('/api/member/updatepw', { old_password: someone.password, new_password: 'fresh-pw' }))
            .status,
        ).toBe(200);
      } finally {
        waits.mockRestore();
      }
    });

    it.each([
      ['no old password', { new_password: 'abcd1234' }, VALIDATION.oldPasswordRequired],
      ['empty old password', { old_password: '', new_password: 'abcd1234' }, VALIDATION.oldPasswordRequired],
      ['no new password', { old_password: 'abcd1234' }, VALIDATION.passwordRequired],
      ['short new password', { old_password: 'abcd1234', new_password: 'abc' }, VALIDATION.passwordMin],
      ['long new password', { old_password: 'abcd1234', new_password: 'a'.repeat(65) }, VALIDATION.passwordMax],
      ['huge old password', { old_password: 'a'.repeat(257), new_password: 'abcd1234' }, VALIDATION.invalidValue],
    ])('answers 400 for %s', async (_name, body, message) => {
      const client = new Client(t.app);
      await client.registerAndLogin();
      expect(await client.post('/api/member/updatepw', body)).toMatchObject({
        status: 400,
        body: { error: { code: 'BAD_REQUEST', message } },
      });
    });

    it('needs a member token', async () => {
      const answer = await new Client(t.app).post('/api/member/updatepw', { old_password: 'a', new_password: 'bcde' });
      expect(answer).toMatchObject({ status: 401, body: { error: unauthorized } });
    });
  });

  describe('profile update', () => {
    it('changes line_id and know_us, clears with null, and answers the profile', async () => {
      const client = new Client(t.app);
      await client.registerAndLogin({ know_us: 'friend' });
      const first = await client.put<MemberProfile>('/api/member/update', { line_id: '@me' });
      expect(first.body.data).toMatchObject({ line_id: '@me', know_us: 'friend' });
      const second = await client.put<MemberProfile>('/api/member/update', { know_us: null });
      expect(second.body.data).toMatchObject({ line_id: '@me', know_us: null });
    });

    it.each([
      ['an empty object', {}],
      ['a bank field (bank stays as registered)', { bank_number: '9999999999' }],
      ['a tel', { tel: '0899999999' }],
      ['a number line id', { line_id: 5 }],
    ])('refuses %s with invalidValue', async (_name, body) => {
      const client = new Client(t.app);
      await client.registerAndLogin();
      expect(await client.put('/api/member/update', body)).toMatchObject({
        status: 400,
        body: { error: { message: VALIDATION.invalidValue } },
      });
    });

    it('refuses a line id that is too long', async () => {
      const client = new Client(t.app);
      await client.registerAndLogin();
      const answer = await client.put('/api/member/update', { line_id: 'x'.repeat(101) });
      expect(answer).toMatchObject({ status: 400, body: { error: { message: VALIDATION.textTooLong } } });
    });
  });

  describe('isolation between members', () => {
    it('member A only ever sees and changes their own data', async () => {
      const a = new Client(t.app);
      const memberA = await a.registerAndLogin({ line_id: 'a-line' });
      const b = new Client(t.app);
      const memberB = await b.registerAndLogin({ line_id: 'b-line' });

      expect((await a.get<MemberProfile>('/api/member/profile')).body.data?.tel).toBe(memberA.tel);
      expect((await b.get<MemberProfile>('/api/member/profile')).body.data?.tel).toBe(memberB.tel);

      // Neither a query string nor a body field can point the call at someone else.
      const updated = await a.put<MemberProfile>(`/api/member/update?tel=${memberB.tel}`, { line_id: 'changed' });
      expect(updated.body.data?.tel).toBe(memberA.tel);
      expect((await b.get<MemberProfile>('/api/member/profile')).body.data?.line_id).toBe('b-line');

      await a.post('/api/member/updatepw', { old_password: memberA.password, new_password: 'a-new-password' });
      await new Client(t.app).login(memberB.tel, memberB.password);
      expect((await b.get('/api/member/profile')).status).toBe(200);
    });
  });

  describe('bank list, credit and activity', () => {
    it('lists the registerable banks in order with their names, without a token', async () => {
      const answer = await new Client(t.app).get<{ code: string; name: string }[]>('/api/member/bank');
      expect(answer.status).toBe(200);
      const codes = answer.body.data?.map((bank) => bank.code) ?? [];
      expect(codes[0]).toBe('kbnk');
      expect(codes).toContain('tmn');
      expect(codes).not.toContain('promptpay');
      expect(codes).not.toContain('cp');
      expect(answer.body.data?.[0]).toEqual({ code: 'kbnk', name: 'ธนาคารกสิกรไทย' });
    });

    it('answers credit 0 for a member and 401 without a token', async () => {
      const client = new Client(t.app);
      expect(await client.get('/api/credit')).toMatchObject({ status: 401, body: { error: unauthorized } });
      await client.registerAndLogin();
      expect(await client.get('/api/credit')).toMatchObject({ status: 200, body: { data: { credit: 0 } } });
    });

    it('records activity with or without a body', async () => {
      const client = new Client(t.app);
      const member = await client.registerAndLogin();
      expect(await client.post('/api/member/insert-active', { path: '/promotion' })).toMatchObject({
        status: 200,
        body: { data: { recorded: true } },
      });
      expect((await client.post('/api/member/insert-active')).status).toBe(200);
      const empty = await client.request('POST', '/api/member/insert-active', undefined, {
        'content-type': 'application/json',
      });
      expect(empty.status).toBe(200);
      const { rows } = await t.db.query<{ path: string | null }>(
        `SELECT a.path FROM member_activity a JOIN members m ON m.id = a.member_id WHERE m.tel = $1 ORDER BY a.id`,
        [member.tel],
      );
      expect(rows.map((row) => row.path)).toEqual(['/promotion', null, null]);
    });

    it('refuses a bad activity body and an anonymous report', async () => {
      const client = new Client(t.app);
      expect((await client.post('/api/member/insert-active', {})).status).toBe(401);
      await client.registerAndLogin();
      expect(await client.post('/api/member/insert-active', { path: 'x'.repeat(201) })).toMatchObject({
        status: 400,
        body: { error: { message: VALIDATION.textTooLong } },
      });
      expect(await client.post('/api/member/insert-active', { path: 42 })).toMatchObject({
        status: 400,
        body: { error: { message: VALIDATION.invalidValue } },
      });
    });
  });

  it('accepts a login with the phone written with dashes', async () => {
    const client = new Client(t.app);
    const member = uniqueMember();
    await client.post('/api/member/register', member);
    const spaced = `${member.tel.slice(0, 3)}-${member.tel.slice(3, 6)}-${member.tel.slice(6)}`;
    expect((await client.post('/api/member/login', { tel: spaced, password: member.password })).status).toBe(200);
  });
});
