import { type OperatorLoginResult, ROLE_PERMISSIONS, SERVER_MESSAGES, VALIDATION } from '@member/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS } from '../../lib/sessions';
import { Client, DATABASE_KINDS, startTestApp, TEST_OPERATOR_PASSWORD, type TestApp } from '../../test/harness';

describe.each(DATABASE_KINDS)('operator login and /admin/me on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  async function operatorClient() {
    const client = new Client(t.app);
    const answer = await client.post<OperatorLoginResult>('/api/admin/login', {
      username: 'admin',
      password: TEST_OPERATOR_PASSWORD,
    });
    client.token = answer.body.data?.access_token ?? null;
    return { client, answer };
  }

  it('logs the seeded operator in with their role and tells them who they are', async () => {
    const { client, answer } = await operatorClient();
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ token_type: 'Bearer', expires_in: SESSION_TTL_SECONDS, role: 'admin' });
    expect(await client.get('/api/admin/me')).toMatchObject({
      status: 200,
      body: { data: { username: 'admin', role: 'admin' } },
    });
  });

  it.each([
    ['wrong password', { username: 'admin', password: 'nope-nope' }],
    ['unknown username', { username: 'ghost', password: TEST_OPERATOR_PASSWORD }],
  ])('answers operatorLoginFailed for a %s', async (_name, body) => {
    expect(await new Client(t.app).post('/api/admin/login', body)).toMatchObject({
      status: 401,
      body: { error: { code: 'UNAUTHORIZED', message: SERVER_MESSAGES.operatorLoginFailed } },
    });
  });

  it.each([
    ['no username', { password: 'x' }],
    ['empty password', { username: 'admin', password: '' }],
    ['a number username', { username: 1, password: 'x' }],
  ])('answers 400 for %s', async (_name, body) => {
    expect(await new Client(t.app).post('/api/admin/login', body)).toMatchObject({
      status: 400,
      body: { error: { message: VALIDATION.loginMissingFields } },
    });
  });

  it('answers 401 without a token and 403 for a member token', async () => {
    expect(await new Client(t.app).get('/api/admin/me')).toMatchObject({
      status: 401,
      body: { error: { code: 'UNAUTHORIZED', message: SERVER_MESSAGES.unauthorized } },
    });
    const member = new Client(t.app);
    await member.registerAndLogin();
    expect(await member.get('/api/admin/me')).toMatchObject({
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: SERVER_MESSAGES.forbidden } },
    });
  });

  it('follows the role stored in the database, not the one in an old token', async () => {
    const { client } = await operatorClient();
    await t.db.query(`UPDATE operators SET role = 'support' WHERE username = 'admin'`);
    try {
      // The permissions follow the stored role too: the back office's menus shrink at once.
      expect((await client.get('/api/admin/me')).body.data).toEqual({
        username: 'admin',
        role: 'support',
        permissions: [...ROLE_PERMISSIONS.support],
      });
    } finally {
      await t.db.query(`UPDATE operators SET role = 'admin' WHERE username = 'admin'`);
    }
  });

  it('logs out: the token answers sessionExpired afterwards, other sessions stay', async () => {
    const { client } = await operatorClient();
    const { client: other } = await operatorClient();
    expect(await client.post('/api/admin/logout')).toMatchObject({ status: 200, body: { data: { logged_out: true } } });
    for (const url of ['/api/admin/me', '/api/admin/operators', '/api/admin/audit-log']) {
      expect(await client.get(url), url).toMatchObject({
        status: 401,
        body: { error: { code: 'UNAUTHORIZED', message: SERVER_MESSAGES.sessionExpired } },
      });
    }
    expect(await client.post('/api/admin/logout')).toMatchObject({ status: 401 });
    expect((await other.get('/api/admin/me')).status).toBe(200);
  });

  it('answers 401 to a logout without a token and 403 to a member', async () => {
    expect(await new Client(t.app).post('/api/admin/logout')).toMatchObject({
      status: 401,
      body: { error: { code: 'UNAUTHORIZED', message: SERVER_MESSAGES.unauthorized } },
    });
    const member = new Client(t.app);
    await member.registerAndLogin();
    expect((await member.post('/api/admin/logout')).status).toBe(403);
    expect((await member.get('/api/member/profile')).status).toBe(200);
  });

  it('answers a disabled operator with the wrong-password message, whatever the password', async () => {
    await t.db.query(`UPDATE operators SET disabled_at = now() WHERE username = 'admin'`);
    try {
      for (const password of [TEST_OPERATOR_PASSWORD, 'nope-nope']) {
        expect(await new Client(t.app).post('/api/admin/login', { username: 'admin', password })).toMatchObject({
          status: 401,
          body: { error: { code: 'UNAUTHORIZED', message: SERVER_MESSAGES.operatorLoginFailed } },
        });
      }
    } finally {
      await t.db.query(`UPDATE operators SET disabled_at = NULL WHERE username = 'admin'`);
    }
    expect((await operatorClient()).answer.status).toBe(200);
  });

  it('ends the operator session when its row is revoked', async () => {
    const { client } = await operatorClient();
    await t.db.query(`UPDATE sessions SET revoked_at = now() WHERE subject_kind = 'operator'`);
    expect(await client.get('/api/admin/me')).toMatchObject({
      status: 401,
      body: { error: { message: SERVER_MESSAGES.sessionExpired } },
    });
  });
});
