import {
  ACCOUNT_MESSAGES,
  type AdminMemberDetail,
  type AdminMemberRow,
  type AdminMemberSession,
  type AdminPromotionClaim,
  type AuditLogEntry,
  type DepositRow,
  type MemberPasswordResetResult,
  maskAccountNumber,
  OPERATOR_MESSAGES,
  type Page,
  RESET_CODE_TTL_MINUTES,
  SERVER_MESSAGES,
  type SmsOutboxRow,
  VALIDATION,
} from '@member/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KINDS, startTestApp, type TestApp, uniqueMember } from '../../test/harness';
import { expectSound, fund, MoneyClient, memberClient, operatorClient } from '../money/test-support';

const error = (code: string, message: string) => ({ error: { code, message } });

describe.each(DATABASE_KINDS)('the back office member screens on %s', (kind) => {
  let t: TestApp;
  let admin: MoneyClient;
  let support: MoneyClient;
  let finance: MoneyClient;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await operatorClient(t);
    support = await operatorClient(t, 'support');
    finance = await operatorClient(t, 'finance');
  });
  afterAll(() => t.close());

  const list = async (query: string, client: Client = support) => {
    const answer = await client.get<Page<AdminMemberRow>>(`/api/admin/members?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as Page<AdminMemberRow>;
  };
  const auditTotal = async () => (await admin.get<Page<AuditLogEntry>>('/api/admin/audit-log')).body.data?.total;

  /** A member registered with the given names and bank number, signed in. */
  async function named(first_name: string, last_name: string, bank_number?: string) {
    const client = new MoneyClient(t.app) as MoneyClient & { tel: string };
    const member = await client.registerAndLogin({ first_name, last_name, ...(bank_number ? { bank_number } : {}) });
    client.tel = member.tel;
    return Object.assign(client, { member });
  }

  it('reads need members.view, changes members.manage', async () => {
    const member = await memberClient(t);
    const content = await operatorClient(t, 'content');
    const reads = ['', `/${member.tel}`, `/${member.tel}/sessions`, `/${member.tel}/bonuses`];
    for (const path of reads) {
      const url = `/api/admin/members${path}`;
      expect((await new Client(t.app).get(url)).status, url).toBe(401);
      expect(await member.get(url), url).toMatchObject({
        status: 403,
        body: error('FORBIDDEN', SERVER_MESSAGES.forbidden),
      });
      expect((await content.get(url)).status, url).toBe(403);
      expect((await support.get(url)).status, url).toBe(200);
      expect((await finance.get(url)).status, url).toBe(200);
    }
    for (const client of [support, finance, content]) {
      expect((await client.put(`/api/admin/members/${member.tel}/level`, { level: 'gold' })).status).toBe(403);
      expect((await client.post(`/api/admin/members/${member.tel}/password-reset`)).status).toBe(403);
    }
    expect((await admin.get<AdminMemberDetail>(`/api/admin/members/${member.tel}`)).body.data?.profile.level).toBe(
      'normal',
    );
  });

  it('searches by phone prefix, bank account digits and names (any case, each word), with the total', async () => {
    const a = await named('Somchai', 'Jaidee', '1234509876');
    const b = await named('สมศรี', 'มีสุข');
    const c = await named('somsak', 'JAIDEE');
    const tels = (page: Page<AdminMemberRow>) => page.items.map((r) => r.tel).sort();

    expect(tels(await list(`q=${a.tel}`))).toEqual([a.tel]);
    expect(tels(await list(`q=${a.tel.slice(0, 9)}`))).toContain(a.tel);
    expect(tels(await list('q=34509876'))).toEqual([a.tel]);
    expect(tels(await list('q=jaidee'))).toEqual([a.tel, c.tel].sort());
    expect(tels(await list('q=SOM%20jai'))).toEqual([a.tel, c.tel].sort());
    expect(tels(await list('q=somchai%20jaidee'))).toEqual([a.tel]);
    expect(tels(await list(`q=${encodeURIComponent('ศรี')}`))).toEqual([b.tel]);
    // LIKE's own characters are taken as they are.
    expect((await list('q=%25')).total).toBe(0);
    expect((await list('q=_')).total).toBe(0);

    const page = await list('q=jaidee&limit=1&page=2&sort=name_asc');
    expect(page).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(page.items.map((r) => r.tel)).toEqual([c.tel]); // 'Somchai' < 'somsak' by code point
    expect((await list(`q=${a.tel}`)).items[0]).toMatchObject({
      tel: a.tel,
      first_name: 'Somchai',
      last_name: 'Jaidee',
      level: 'normal',
      status: 'active',
      credit: 0,
      bank: { code: 'scb', number_masked: maskAccountNumber('1234509876') },
    });
    const row = (await list(`q=${a.tel}`)).items[0];
    expect(Date.parse(row?.last_login_at ?? '')).toBeGreaterThan(0);
    expect(JSON.stringify(row)).not.toContain('1234509876');
  });

  it('filters by status and level and sorts by credit, name and age', async () => {
    const rich = await named('Ratchanee', 'Mangmee');
    const poor = await named('Ratchanee', 'Jonjon');
    await fund(admin, rich.tel, 900);
    await fund(admin, poor.tel, 10);
    expect((await admin.put(`/api/admin/members/${poor.tel}/level`, { level: 'vip' })).status).toBe(200);
    expect((await admin.put(`/api/admin/members/${rich.tel}/status`, { status: 'disabled' })).status).toBe(200);

    const q = 'q=ratchanee';
    expect((await list(`${q}&sort=credit_desc`)).items.map((r) => [r.tel, r.credit])).toEqual([
      [rich.tel, 900],
      [poor.tel, 10],
    ]);
    expect((await list(`${q}&sort=created_asc`)).items.map((r) => r.tel)).toEqual([rich.tel, poor.tel]);
    expect((await list(q)).items.map((r) => r.tel)).toEqual([poor.tel, rich.tel]);
    expect((await list(`${q}&sort=name_asc`)).items.map((r) => r.tel)).toEqual([poor.tel, rich.tel]);
    expect((await list(`${q}&status=disabled`)).items.map((r) => r.tel)).toEqual([rich.tel]);
    expect((await list(`${q}&level=vip`)).items.map((r) => [r.tel, r.level])).toEqual([[poor.tel, 'vip']]);
    expect((await list(`${q}&level=gold`)).total).toBe(0);
  });

  it.each([
    ['an unknown sort', 'sort=richest', VALIDATION.invalidValue],
    ['an unknown status', 'status=banned', VALIDATION.invalidValue],
    ['an unknown level', 'level=diamond', VALIDATION.invalidValue],
    ['a search too long', `q=${'ก'.repeat(101)}`, VALIDATION.textTooLong],
    ['a limit over 100', 'limit=101', VALIDATION.invalidValue],
  ])('answers 400 for %s', async (_case, query, message) => {
    expect(await support.get(`/api/admin/members?${query}`)).toMatchObject({
      status: 400,
      body: error('BAD_REQUEST', message),
    });
  });

  it('shows a member’s page: profile, bank, credit, totals and counts; 404 for an unknown phone', async () => {
    const member = await named('Wipa', 'Saetang', '5566778899');
    await member.post('/api/member/insert-active', { path: '/tx' });
    await fund(admin, member.tel, 1000);
    const made = (await member.postKeyed<DepositRow>('/api/member/regulardeposit', { amount: 500 })).body.data;
    expect((await admin.postKeyed(`/api/admin/deposits/${made?.id}/approve`, {})).status).toBe(200);
    await member.postKeyed('/api/member/regulardeposit', { amount: 40 });
    await admin.postKeyed(`/api/admin/members/${member.tel}/adjustments`, {
      direction: 'debit',
      amount: 100,
      reason: 'แก้ยอด',
    });
    const withdrawal = (await member.postKeyed<{ id: number }>('/api/withdraw/withdraw', { amount: 200 })).body.data;
    await admin.postKeyed(`/api/admin/withdrawals/${withdrawal?.id}/approve`, {});

    const answer = await support.get<AdminMemberDetail>(`/api/admin/members/${member.tel}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      profile: {
        tel: member.tel,
        first_name: 'Wipa',
        last_name: 'Saetang',
        line_id: null,
        level: 'normal',
        status: 'active',
      },
      bank: { code: 'scb', number: '5566778899', number_masked: maskAccountNumber('5566778899') },
      credit: 1200,
      totals: { deposited: 500, withdrawn: 200, manual_credit: 1000, manual_debit: 100, bonus: 0 },
      counts: {
        deposits: 3,
        deposits_waiting: 1,
        withdrawals: 2,
        withdrawals_waiting: 0,
        bonuses: 0,
        sessions_active: 1,
      },
    });
    expect(Date.parse(answer.body.data?.profile.last_seen_at ?? '')).toBeGreaterThan(0);
    expect(await support.get('/api/admin/members/0999999999')).toMatchObject({ status: 404 });
    expect(await support.get('/api/admin/members/abc')).toMatchObject({ status: 404 });
    await expectSound(t.db);
  });

  it('lists a member’s sessions newest first: active, revoked, with address and last use', async () => {
    const member = await memberClient(t);
    const old = member.token;
    await member.post('/api/member/logout');
    await member.login(member.tel, uniqueMember().password);
    await member.post('/api/member/insert-active', { path: '/' });
    const page = (await support.get<Page<AdminMemberSession>>(`/api/admin/members/${member.tel}/sessions`)).body.data;
    expect(page?.total).toBe(2);
    expect(page?.items.map((s) => s.state)).toEqual(['active', 'revoked']);
    expect(page?.items[0]).toMatchObject({ ip: member.ip, revoked_at: null });
    expect(Date.parse(page?.items[0]?.last_seen_at ?? '')).toBeGreaterThan(0);
    expect(page?.items[1]?.last_seen_at).toBeNull();
    expect(old).not.toBe(member.token);
    const second = (
      await support.get<Page<AdminMemberSession>>(`/api/admin/members/${member.tel}/sessions?limit=1&page=2`)
    ).body.data;
    expect(second).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(second?.items[0]?.state).toBe('revoked');
  });

  it('lists the bonuses a member received, paged', async () => {
    const member = await memberClient(t);
    const page = await support.get<Page<AdminPromotionClaim>>(`/api/admin/members/${member.tel}/bonuses`);
    expect(page).toMatchObject({ status: 200, body: { data: { items: [], total: 0, page: 1, limit: 20 } } });
    expect((await support.get(`/api/admin/members/${member.tel}/bonuses?status=nope`)).status).toBe(400);
  });

  it('changes a member’s level, audited, seen by the member at once', async () => {
    const member = await memberClient(t);
    const answer = await admin.put(`/api/admin/members/${member.tel}/level`, { level: 'gold' });
    expect(answer).toMatchObject({ status: 200, body: { data: { tel: member.tel, level: 'gold' } } });
    expect((await member.get<{ member_level: string }>('/api/member/profile')).body.data?.member_level).toBe('gold');
    const entries = (await admin.get<Page<AuditLogEntry>>('/api/admin/audit-log?action=member.level')).body.data;
    expect(entries?.items[0]).toMatchObject({
      operator: 'admin',
      action: 'member.level',
      target: { type: 'member' },
      before: { level: 'normal' },
      after: { level: 'gold' },
    });
  });

  it.each([
    ['an unknown level', { level: 'diamond' }, VALIDATION.memberLevelRequired],
    ['no level', {}, VALIDATION.memberLevelRequired],
    ['a level in capitals', { level: 'GOLD' }, VALIDATION.memberLevelRequired],
    ['no body', undefined, SERVER_MESSAGES.badRequest],
  ])('refuses %s with 400 and changes nothing', async (_case, body, message) => {
    const member = await memberClient(t);
    const before = await auditTotal();
    expect(await admin.put(`/api/admin/members/${member.tel}/level`, body)).toMatchObject({
      status: 400,
      body: error('BAD_REQUEST', message),
    });
    expect((await member.get<{ member_level: string }>('/api/member/profile')).body.data?.member_level).toBe('normal');
    expect(await auditTotal()).toBe(before);
    expect(await admin.put('/api/admin/members/0999999999/level', { level: 'gold' })).toMatchObject({ status: 404 });
  });

  it('sends a password-reset code by SMS that the member can use, never answering the code', async () => {
    const member = await memberClient(t);
    const answer = await admin.post<MemberPasswordResetResult>(`/api/admin/members/${member.tel}/password-reset`);
    expect(answer).toMatchObject({
      status: 200,
      body: {
        data: {
          tel: member.tel,
          sent: true,
          expires_in_minutes: RESET_CODE_TTL_MINUTES,
          message: OPERATOR_MESSAGES.memberResetSmsSent(member.tel, RESET_CODE_TTL_MINUTES),
        },
      },
    });
    const outbox = (await admin.get<Page<SmsOutboxRow>>(`/api/admin/sms-outbox?tel=${member.tel}`)).body.data;
    expect(outbox?.total).toBe(1);
    const code = /\d{6}/.exec(outbox?.items[0]?.text ?? '')?.[0] ?? '';
    expect(outbox?.items[0]?.text).toBe(ACCOUNT_MESSAGES.resetSms(code, RESET_CODE_TTL_MINUTES));
    expect(JSON.stringify(answer.body)).not.toContain(code);

    // The member reaches the code page through a request of their own (decision 0041): the operator's
    // code, bound to no request, is accepted with that request's id as well.
    const asked = await new Client(t.app).post<{ request_id: string }>('/api/member/forgotpassword', {
      tel: member.tel,
    });
    const reset = await new Client(t.app).post('/api/member/resetpassword', {
      tel: member.tel,
      code,
      new_password: 'brand-new-1',
      request_id: asked.body.data?.request_id,
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await new Client(t.app).login(member.tel, 'brand-new-1')).status).toBe(200);
    const entries = (await admin.get<Page<AuditLogEntry>>('/api/admin/audit-log?action=member.password_reset')).body
      .data;
    expect(entries?.items[0]).toMatchObject({ operator: 'admin', after: { sms_sent: true } });
    expect(JSON.stringify(entries?.items[0])).not.toContain(code);
  });

  it('refuses a reset for a disabled member (409) or an unknown phone (404), and respects the request limits', async () => {
    const member = await memberClient(t);
    await admin.put(`/api/admin/members/${member.tel}/status`, { status: 'disabled' });
    const before = await auditTotal();
    expect(await admin.post(`/api/admin/members/${member.tel}/password-reset`)).toMatchObject({
      status: 409,
      body: error('CONFLICT', SERVER_MESSAGES.memberDisabledNoReset),
    });
    expect(await admin.post('/api/admin/members/0999999999/password-reset')).toMatchObject({ status: 404 });
    expect(await auditTotal()).toBe(before);

    const other = await memberClient(t);
    const answers = [];
    for (let i = 0; i < 8; i += 1) answers.push(await admin.post(`/api/admin/members/${other.tel}/password-reset`));
    const limited = answers.find((a) => a.status === 429);
    expect(limited?.body).toEqual(error('TOO_MANY_REQUESTS', SERVER_MESSAGES.tooManyRequests));
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    const sent = answers.filter((a) => a.status === 200).length;
    const outbox = (await admin.get<Page<SmsOutboxRow>>(`/api/admin/sms-outbox?tel=${other.tel}`)).body.data;
    expect(outbox?.total).toBe(sent);
  });
});
