import {
  addBangkokDays,
  type AuditLogEntry,
  bangkokDayOf,
  type Page,
  SERVER_MESSAGES,
  VALIDATION,
} from '@member/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { type MoneyClient, memberClient, operatorClient } from '../money/test-support';

describe.each(DATABASE_KINDS)('GET /admin/audit-log on %s', (kind) => {
  let t: TestApp;
  let admin: MoneyClient;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await operatorClient(t);
  });
  afterAll(() => t.close());

  it('is open to the roles holding audit.view only', async () => {
    expect((await admin.get('/api/admin/audit-log')).status).toBe(200);
    expect((await (await operatorClient(t, 'finance')).get('/api/admin/audit-log')).status).toBe(200);
    for (const role of ['content', 'support'] as const) {
      expect(await (await operatorClient(t, role)).get('/api/admin/audit-log'), role).toMatchObject({
        status: 403,
        body: { error: { code: 'FORBIDDEN', message: SERVER_MESSAGES.forbidden } },
      });
    }
    expect((await (await memberClient(t)).get('/api/admin/audit-log')).status).toBe(403);
  });

  it('pages the entries newest first with who, what, which row, before and after', async () => {
    const member = await memberClient(t);
    for (const status of ['disabled', 'active']) {
      expect((await admin.put(`/api/admin/members/${member.tel}/status`, { status })).status).toBe(200);
    }
    const page = await admin.get<Page<AuditLogEntry>>('/api/admin/audit-log?limit=1&page=1');
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ page: 1, limit: 1, total: expect.any(Number) });
    expect(page.body.data?.items).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        operator: 'admin',
        action: 'member.status',
        target: { type: 'member', id: expect.stringMatching(/^\d+$/) },
        before: { status: 'disabled' },
        after: { status: 'active' },
      },
    ]);
    const second = (await admin.get<Page<AuditLogEntry>>('/api/admin/audit-log?limit=1&page=2')).body.data;
    expect(second?.items[0]).toMatchObject({ after: { status: 'disabled' } });
    expect(second?.items[0]?.id).toBeLessThan(page.body.data?.items[0]?.id ?? 0);
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'page=0', 'page=10001', 'page=1.5', 'page=99999999999999999999'])(
    'answers 400 invalidValue for %s',
    async (query) => {
      expect(await admin.get(`/api/admin/audit-log?${query}`)).toMatchObject({
        status: 400,
        body: { error: { code: 'BAD_REQUEST', message: VALIDATION.invalidValue } },
      });
    },
  );

  it('filters by operator, action, target and Bangkok days, with the total; lists the actions', async () => {
    const finance = await operatorClient(t, 'finance');
    const financeName = (await finance.get<{ username: string }>('/api/admin/me')).body.data?.username ?? '';
    const member = await memberClient(t);
    await admin.put(`/api/admin/members/${member.tel}/status`, { status: 'disabled' });
    await admin.put(`/api/admin/members/${member.tel}/status`, { status: 'active' });
    await admin.put(`/api/admin/members/${member.tel}/level`, { level: 'silver' });
    await finance.postKeyed(`/api/admin/members/${member.tel}/adjustments`, {
      direction: 'credit',
      amount: 5,
      reason: 'ทดสอบ',
    });
    const page = async (query: string) => {
      const answer = await admin.get<Page<AuditLogEntry>>(`/api/admin/audit-log?${query}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data as Page<AuditLogEntry>;
    };
    const { rows } = await t.db.query<{ id: string }>('SELECT id::text AS id FROM members WHERE tel = $1', [
      member.tel,
    ]);
    const target = `targetType=member&targetId=${rows[0]?.id}`;
    const mine = await page(target);
    expect(mine.total).toBe(4);
    expect(mine.items.map((e) => e.action)).toEqual([
      'member.credit',
      'member.level',
      'member.status',
      'member.status',
    ]);
    expect((await page(`${target}&action=member.status`)).total).toBe(2);
    expect((await page(`${target}&operator=${financeName.toUpperCase()}`)).items.map((e) => e.action)).toEqual([
      'member.credit',
    ]);
    expect((await page(`${target}&operator=nobody`)).total).toBe(0);
    const today = bangkokDayOf(Date.now());
    expect((await page(`${target}&from=${today}&to=${today}`)).total).toBe(4);
    expect((await page(`${target}&to=${addBangkokDays(today, -1)}`)).total).toBe(0);
    expect((await page(`${target}&from=${addBangkokDays(today, 1)}`)).total).toBe(0);
    const paged = await page(`${target}&limit=1&page=2`);
    expect(paged).toMatchObject({ page: 2, limit: 1, total: 4 });
    expect(paged.items[0]?.action).toBe('member.level');

    const actions = await admin.get<string[]>('/api/admin/audit-log/actions');
    expect(actions.status).toBe(200);
    expect(actions.body.data).toEqual([...new Set(actions.body.data)].sort());
    expect(actions.body.data).toEqual(expect.arrayContaining(['member.credit', 'member.level', 'member.status']));
    expect((await (await operatorClient(t, 'support')).get('/api/admin/audit-log/actions')).status).toBe(403);
  });

  it.each([
    ['an impossible date', 'from=2026-13-01', VALIDATION.dateInvalid],
    ['from after to', 'from=2026-01-02&to=2026-01-01', VALIDATION.dateRange],
    ['an action too long', `action=${'a'.repeat(101)}`, VALIDATION.textTooLong],
  ])('answers 400 for %s', async (_case, query, message) => {
    expect(await admin.get(`/api/admin/audit-log?${query}`)).toMatchObject({
      status: 400,
      body: { error: { code: 'BAD_REQUEST', message } },
    });
  });
});
