import { type AuditLogEntry, type Page, SERVER_MESSAGES, VALIDATION } from '@member/shared';
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
});
