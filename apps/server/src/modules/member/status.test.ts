import { type AuditLogEntry, type MemberStatusResult, type Page, SERVER_MESSAGES, VALIDATION } from '@member/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KINDS, startTestApp, type TestApp } from '../../test/harness';
import {
  creditOf,
  expectSound,
  fund,
  type MoneyClient,
  memberClient,
  newKey,
  operatorClient,
} from '../money/test-support';

const error = (code: string, message: string) => ({ error: { code, message } });
const sessionExpired = error('UNAUTHORIZED', SERVER_MESSAGES.sessionExpired);

describe.each(DATABASE_KINDS)('an operator disables and re-enables a member on %s', (kind) => {
  let t: TestApp;
  let admin: MoneyClient;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await operatorClient(t);
  });
  afterAll(() => t.close());

  const setStatus = (client: Client, tel: string, body: unknown) =>
    client.put<MemberStatusResult>(`/api/admin/members/${tel}/status`, body);

  /** What the member's money calls would have written. */
  async function writtenFor(tel: string) {
    const { rows } = await t.db.query<{ deposits: number; withdrawals: number; transfers: number; keys: number }>(
      `SELECT (SELECT count(*)::int FROM deposits d WHERE d.member_id = m.id) AS deposits,
              (SELECT count(*)::int FROM withdrawals w WHERE w.member_id = m.id) AS withdrawals,
              (SELECT count(*)::int FROM ledger_transfers) AS transfers,
              (SELECT count(*)::int FROM idempotency_keys) AS keys
       FROM members m WHERE m.tel = $1`,
      [tel],
    );
    return rows[0];
  }

  it('is open to operators holding members.manage only', async () => {
    const member = await memberClient(t);
    const url = `/api/admin/members/${member.tel}/status`;
    expect(await new Client(t.app).put(url, { status: 'disabled' })).toMatchObject({
      status: 401,
      body: error('UNAUTHORIZED', SERVER_MESSAGES.unauthorized),
    });
    expect(await member.put(url, { status: 'disabled' })).toMatchObject({
      status: 403,
      body: error('FORBIDDEN', SERVER_MESSAGES.forbidden),
    });
    for (const role of ['finance', 'content', 'support'] as const) {
      expect((await (await operatorClient(t, role)).put(url, { status: 'disabled' })).status, role).toBe(403);
    }
    expect((await member.get('/api/member/profile')).status).toBe(200);
  });

  it('answers 404 for an unknown or impossible phone, and writes nothing', async () => {
    const total = async () => (await admin.get<Page<AuditLogEntry>>('/api/admin/audit-log')).body.data?.total;
    const before = await total();
    for (const tel of ['0999999999', 'abc', '12345678901', '08123456%2078']) {
      expect(await setStatus(admin, tel, { status: 'disabled' }), tel).toMatchObject({
        status: 404,
        body: error('NOT_FOUND', SERVER_MESSAGES.notFound),
      });
    }
    expect(await total()).toBe(before);
  });

  it.each([
    ['an unknown status', { status: 'banned' }, VALIDATION.invalidValue],
    ['no status', {}, VALIDATION.invalidValue],
    ['a status as a number', { status: 0 }, VALIDATION.invalidValue],
    ['no body', undefined, SERVER_MESSAGES.badRequest],
    ['an array', [], SERVER_MESSAGES.badRequest],
  ])('answers 400 for %s and leaves the member active', async (_case, body, message) => {
    const member = await memberClient(t);
    expect(await setStatus(admin, member.tel, body)).toMatchObject({
      status: 400,
      body: error('BAD_REQUEST', message),
    });
    expect((await member.get('/api/member/profile')).status).toBe(200);
  });

  it('stops a signed-in member with credit at once, writes nothing for them, and lets them back after', async () => {
    const member = await memberClient(t);
    const password = 'secret1234'; // uniqueMember's
    await fund(admin, member.tel, 500);
    expect(await creditOf(member)).toBe(500);
    const written = await writtenFor(member.tel);

    expect(await setStatus(admin, member.tel, { status: 'disabled' })).toMatchObject({
      status: 200,
      body: { data: { tel: member.tel, status: 'disabled' } },
    });

    const calls: [string, Promise<unknown>][] = [
      ['profile', member.get('/api/member/profile')],
      ['credit', member.get('/api/credit')],
      ['deposit', member.postKeyed('/api/member/regulardeposit', { amount: 100 })],
      ['gateway deposit', member.postKeyed('/api/member/ppyp/deposit', { amount: 100 })],
      ['withdrawal', member.postKeyed('/api/withdraw/withdraw', { amount: 100 })],
      ['profile update', member.put('/api/member/update', { line_id: 'changed' })],
    ];
    for (const [name, call] of calls) expect(await call, name).toMatchObject({ status: 401, body: sessionExpired });
    expect(await writtenFor(member.tel)).toEqual(written);
    await expectSound(t.db);

    // Login keeps its answer for a disabled member.
    expect(await new Client(t.app).post('/api/member/login', { tel: member.tel, password })).toMatchObject({
      status: 403,
      body: error('FORBIDDEN', SERVER_MESSAGES.accountDisabled),
    });

    expect(await setStatus(admin, member.tel, { status: 'active' })).toMatchObject({
      status: 200,
      body: { data: { tel: member.tel, status: 'active' } },
    });
    // The token held while disabled stays dead; the member signs in again and finds their credit.
    expect(await member.get('/api/member/profile')).toMatchObject({ status: 401, body: sessionExpired });
    await member.login(member.tel, password);
    expect(await creditOf(member)).toBe(500);
    expect((await member.postKeyed('/api/withdraw/withdraw', { amount: 100 }, newKey())).status).toBe(201);
    await expectSound(t.db);
  });

  it('audits each change as member.status with the status before and after', async () => {
    const member = await memberClient(t);
    await setStatus(admin, member.tel, { status: 'disabled' });
    await setStatus(admin, member.tel, { status: 'active' });
    const items = (await admin.get<Page<AuditLogEntry>>('/api/admin/audit-log?limit=2')).body.data?.items;
    const { rows } = await t.db.query<{ id: string }>('SELECT id::text AS id FROM members WHERE tel = $1', [
      member.tel,
    ]);
    const target = { type: 'member', id: rows[0]?.id };
    expect(items).toMatchObject([
      {
        operator: 'admin',
        action: 'member.status',
        target,
        before: { status: 'disabled' },
        after: { status: 'active' },
      },
      {
        operator: 'admin',
        action: 'member.status',
        target,
        before: { status: 'active' },
        after: { status: 'disabled' },
      },
    ]);
  });

  // A status changed behind the operator's call (which revokes) is seen by any session this process has
  // not found live lately: the lookup reads the member's status too.
  it('refuses a session it has not checked lately by the member’s status alone', async () => {
    const member = await memberClient(t);
    await t.db.query(`UPDATE members SET status = 'disabled' WHERE tel = $1`, [member.tel]);
    expect(await member.get('/api/credit')).toMatchObject({ status: 401, body: sessionExpired });
    await t.db.query(`UPDATE members SET status = 'active' WHERE tel = $1`, [member.tel]);
    expect((await member.get('/api/credit')).status).toBe(200);
  });

  it('answers 2xx or 4xx to random bodies and phones', async () => {
    const member = await memberClient(t);
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({ status: fc.oneof(fc.jsonValue(), fc.constantFrom('active', 'disabled', 'ACTIVE', '')) }),
    );
    const tel = fc.oneof(fc.string(), fc.constantFrom(member.tel, '0', '%00', '99999999999999999999'));
    await fc.assert(
      fc.asyncProperty(body, tel, async (payload, phone) => {
        const answer = await setStatus(admin, encodeURIComponent(phone), payload);
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
