import {
  type AdminDepositRow,
  type AdminWithdrawRow,
  addBangkokDays,
  bangkokDayOf,
  type Dashboard,
  DASHBOARD_SERIES_DAYS,
  type QueueCounts,
  type DepositRow,
  maskAccountNumber,
  type Page,
  SERVER_MESSAGES,
  VALIDATION,
  type WithdrawRow,
} from '@member/shared';
import { describe, expect, it } from 'vitest';
import { Client, DATABASE_KINDS } from '../../test/harness';
import { fund, type MoneyClient, memberClient, newKey, operatorClient, useOperatorSuite } from './test-support';

const error = (code: string, message: string) => ({ error: { code, message } });
const DAY_MS = 24 * 60 * 60_000;

describe.each(DATABASE_KINDS)('the back office money screens on %s', (kind) => {
  const t = useOperatorSuite(kind, { admin: 'admin', finance: 'finance', support: 'support' });

  const dashboard = async (client: Client = t.finance) => {
    const answer = await client.get<Dashboard>('/api/admin/dashboard');
    expect(answer.status).toBe(200);
    return answer.body.data as Dashboard;
  };
  const deposit = async (member: MoneyClient, amount: number, body: Record<string, unknown> = {}) => {
    const answer = await member.postKeyed<DepositRow>('/api/member/regulardeposit', { amount, ...body });
    if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
    return answer.body.data as DepositRow;
  };
  const deposits = async (query: string) => {
    const answer = await t.finance.get<Page<AdminDepositRow>>(`/api/admin/deposits?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as Page<AdminDepositRow>;
  };

  it('guards the new calls: money.view for the dashboard and queues, members.view for a member’s lists', async () => {
    const member = await memberClient(t);
    const content = await operatorClient(t, 'content');
    for (const url of [
      '/api/admin/dashboard',
      '/api/admin/queue-counts',
      '/api/admin/deposits',
      '/api/admin/withdrawals',
    ]) {
      expect(await new Client(t.app).get(url), url).toMatchObject({ status: 401 });
      expect(await member.get(url), url).toMatchObject({
        status: 403,
        body: error('FORBIDDEN', SERVER_MESSAGES.forbidden),
      });
      for (const client of [content, t.support]) expect((await client.get(url)).status, url).toBe(403);
    }
    for (const list of ['deposits', 'withdrawals']) {
      const url = `/api/admin/members/${member.tel}/${list}`;
      expect((await content.get(url)).status, url).toBe(403);
      expect((await t.support.get(url)).status, url).toBe(200);
      expect(await t.finance.get(`/api/admin/members/0999999999/${list}`)).toMatchObject({ status: 404 });
    }
  });

  it('counts the waiting queues for the menu, the same numbers as the dashboard', async () => {
    const counts = async () => {
      const answer = await t.finance.get<QueueCounts>('/api/admin/queue-counts');
      expect(answer.status).toBe(200);
      return answer.body.data as QueueCounts;
    };
    const before = await counts();
    const member = await memberClient(t);
    const waiting = await deposit(member, 500);
    expect(await counts()).toEqual({ ...before, deposits_waiting: before.deposits_waiting + 1 });
    expect((await dashboard()).queues).toEqual(await counts());
    expect((await t.admin.postKeyed(`/api/admin/deposits/${waiting.id}/approve`, {})).status).toBe(200);
    expect((await member.postKeyed('/api/withdraw/withdraw', { amount: 100 })).status).toBe(201);
    expect(await counts()).toEqual({ ...before, withdrawals_waiting: before.withdrawals_waiting + 1 });
  });

  it('counts today by status, the waiting queues and new members, and the approvals of 14 Bangkok days', async () => {
    const before = await dashboard();
    const today = bangkokDayOf(Date.now());
    expect(before.day).toBe(today);
    expect(before.series.map((d) => d.day)).toEqual(
      Array.from({ length: DASHBOARD_SERIES_DAYS }, (_, i) => addBangkokDays(today, i - DASHBOARD_SERIES_DAYS + 1)),
    );

    const member = await memberClient(t);
    const approved = await deposit(member, 1000.5);
    const rejected = await deposit(member, 20);
    await deposit(member, 300.25);
    expect((await t.admin.postKeyed(`/api/admin/deposits/${approved.id}/approve`, {})).status).toBe(200);
    expect(
      (await t.admin.postKeyed(`/api/admin/deposits/${rejected.id}/reject`, { annotation: 'ไม่พบยอด' })).status,
    ).toBe(200);
    // The waiting deposit blocks no withdrawal; the withdrawal then waits.
    const paid = (await member.postKeyed<WithdrawRow>('/api/withdraw/withdraw', { amount: 100 })).body.data;
    expect((await t.admin.postKeyed(`/api/admin/withdrawals/${paid?.id}/approve`, {})).status).toBe(200);
    expect((await member.postKeyed('/api/withdraw/withdraw', { amount: 150 })).status).toBe(201);

    const after = await dashboard();
    const delta = (path: (d: Dashboard) => number) => path(after) - path(before);
    expect(delta((d) => d.today.deposits.approved.count)).toBe(1);
    expect(delta((d) => d.today.deposits.approved.amount)).toBeCloseTo(1000.5, 2);
    expect(delta((d) => d.today.deposits.rejected.count)).toBe(1);
    expect(delta((d) => d.today.deposits.rejected.amount)).toBeCloseTo(20, 2);
    expect(delta((d) => d.today.deposits.waiting_for_approve.amount)).toBeCloseTo(300.25, 2);
    expect(delta((d) => d.today.withdrawals.approved.amount)).toBeCloseTo(100, 2);
    expect(delta((d) => d.today.withdrawals.waiting_for_approve.count)).toBe(1);
    expect(delta((d) => d.queues.deposits_waiting)).toBe(1);
    expect(delta((d) => d.queues.withdrawals_waiting)).toBe(1);
    expect(delta((d) => d.today.new_members)).toBe(1);
    const last = (d: Dashboard) => d.series[DASHBOARD_SERIES_DAYS - 1];
    expect(delta((d) => last(d)?.deposits_approved.amount ?? 0)).toBeCloseTo(1000.5, 2);
    expect(delta((d) => last(d)?.deposits_approved.count ?? 0)).toBe(1);
    expect(delta((d) => last(d)?.withdrawals_approved.amount ?? 0)).toBeCloseTo(100, 2);
    expect(delta((d) => last(d)?.new_members ?? 0)).toBe(1);

    // An approval three days ago is in its own day's bar; one 20 days ago is outside the series.
    await t.db.query(`UPDATE deposits SET decided_at = now() - interval '3 days' WHERE id = $1`, [approved.id]);
    const moved = await dashboard();
    const threeDaysAgo = moved.series.find((d) => d.day === bangkokDayOf(Date.now() - 3 * DAY_MS));
    expect(threeDaysAgo?.deposits_approved.count).toBeGreaterThanOrEqual(1);
    expect((last(moved)?.deposits_approved.amount ?? 0) - (last(before)?.deposits_approved.amount ?? 0)).toBeCloseTo(
      0,
      2,
    );
    await t.db.query(`UPDATE deposits SET decided_at = now() - interval '20 days' WHERE id = $1`, [approved.id]);
    const gone = await dashboard();
    expect(gone.series.reduce((sum, d) => sum + d.deposits_approved.count, 0)).toBe(
      moved.series.reduce((sum, d) => sum + d.deposits_approved.count, 0) - 1,
    );
    for (const day of gone.series) {
      expect(Number.isInteger(Math.round(day.deposits_approved.amount * 100))).toBe(true);
    }
  });

  it('shows the queue row as the screen needs it: member, level, masked bank, channel, receiving account', async () => {
    const member = await memberClient(t);
    const { rows } = await t.db.query<{ id: string; account_number: string }>(
      `SELECT id::text AS id, account_number FROM deposit_bank_accounts WHERE is_active ORDER BY id LIMIT 1`,
    );
    const account = rows[0];
    if (!account) throw new Error('the seed has no deposit account');
    const made = await deposit(member, 250, { depositBankAccountId: Number(account.id) });
    const plain = await deposit(member, 75);
    const page = await deposits(`tel=${member.tel}`);
    expect(page.total).toBe(2);
    const { rows: bank } = await t.db.query<{ bank_number: string }>('SELECT bank_number FROM members WHERE tel = $1', [
      member.tel,
    ]);
    expect(page.items.find((r) => r.id === made.id)).toMatchObject({
      amount: 250,
      type: 'bank',
      status: 'waiting_for_approve',
      member: {
        tel: member.tel,
        first_name: 'สมหญิง',
        last_name: 'Rakdee',
        level: 'normal',
        bank: { code: 'scb', number_masked: maskAccountNumber(bank[0]?.bank_number ?? '') },
      },
      receiving_account: { id: Number(account.id), accountNumber: account.account_number },
      decided_at: null,
      decided_by: null,
    });
    expect(page.items.find((r) => r.id === plain.id)?.receiving_account).toBeNull();
    expect(JSON.stringify(page)).not.toContain(bank[0]?.bank_number);

    await t.finance.postKeyed(`/api/admin/deposits/${made.id}/approve`, {});
    const decided = (await deposits(`tel=${member.tel}&status=approved`)).items[0];
    expect(decided).toMatchObject({ id: made.id, decided_by: expect.stringMatching(/^op-finance-/) });
    expect(Date.parse(decided?.decided_at ?? '')).toBeGreaterThan(0);
  });

  it('refuses a deposit account that is unknown or switched off, and writes nothing', async () => {
    const member = await memberClient(t);
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO deposit_bank_accounts (bank_code, account_number, account_name, is_active)
       VALUES ('kbnk', '9876543210999', 'ปิดแล้ว', false) RETURNING id::text AS id`,
    );
    for (const id of [Number(rows[0]?.id), 999999]) {
      expect(
        await member.postKeyed('/api/member/regulardeposit', { amount: 100, depositBankAccountId: id }),
      ).toMatchObject({ status: 400, body: error('BAD_REQUEST', SERVER_MESSAGES.depositAccountUnavailable) });
    }
    expect(
      await member.postKeyed('/api/member/regulardeposit', { amount: 100, depositBankAccountId: 'x' }),
    ).toMatchObject({ status: 400, body: error('BAD_REQUEST', VALIDATION.invalidValue) });
    expect((await deposits(`tel=${member.tel}`)).total).toBe(0);
  });

  it('filters by status, channel, phone and Bangkok days, sorts, and pages with the total', async () => {
    const member = await memberClient(t);
    const amounts = [300, 100, 200, 400];
    const made = [];
    for (const amount of amounts) made.push(await deposit(member, amount));
    const ids = made.map((d) => d.id);

    // The waiting queue: oldest first unless asked otherwise.
    expect((await deposits(`tel=${member.tel}&status=waiting_for_approve`)).items.map((r) => r.id)).toEqual(ids);
    expect((await deposits(`tel=${member.tel}`)).items.map((r) => r.id)).toEqual([...ids].reverse());
    expect(
      (await deposits(`tel=${member.tel}&sort=created_desc&status=waiting_for_approve`)).items.map((r) => r.id),
    ).toEqual([...ids].reverse());
    expect((await deposits(`tel=${member.tel}&sort=amount_desc`)).items.map((r) => r.amount)).toEqual([
      400, 300, 200, 100,
    ]);
    expect((await deposits(`tel=${member.tel}&sort=amount_asc`)).items.map((r) => r.amount)).toEqual([
      100, 200, 300, 400,
    ]);

    const paged = await deposits(`tel=${member.tel}&sort=created_asc&page=2&limit=3`);
    expect(paged).toMatchObject({ page: 2, limit: 3, total: 4 });
    expect(paged.items.map((r) => r.id)).toEqual([ids[3]]);

    expect((await deposits(`tel=${member.tel}&channel=bank`)).total).toBe(4);
    expect((await deposits(`tel=${member.tel}&channel=cp`)).total).toBe(0);

    // Bangkok days: move one deposit to 23:30 Bangkok two days ago, one to 00:10 Bangkok today.
    const today = bangkokDayOf(Date.now());
    const twoDaysAgo = addBangkokDays(today, -2);
    const at = (day: string, hhmm: string) => `${day}T${hhmm}:00+07:00`;
    await t.db.query('UPDATE deposits SET created_at = $2 WHERE id = $1', [ids[0], at(twoDaysAgo, '23:30')]);
    await t.db.query('UPDATE deposits SET created_at = $2 WHERE id = $1', [
      ids[1],
      at(addBangkokDays(today, -1), '00:10'),
    ]);
    const range = (query: string) =>
      deposits(`tel=${member.tel}&${query}`).then((p) => p.items.map((r) => r.id).sort());
    expect(await range(`from=${twoDaysAgo}&to=${twoDaysAgo}`)).toEqual([ids[0]]);
    expect(await range(`from=${addBangkokDays(today, -1)}`)).toEqual([ids[1], ids[2], ids[3]].sort());
    expect(await range(`to=${addBangkokDays(today, -1)}`)).toEqual([ids[0], ids[1]].sort());
    expect(await range(`from=${today}&to=${today}`)).toEqual([ids[2], ids[3]].sort());

    // A member's own lists answer the same rows.
    const own = await t.support.get<Page<AdminDepositRow>>(
      `/api/admin/members/${member.tel}/deposits?sort=amount_desc`,
    );
    expect(own.body.data?.items.map((r) => r.amount)).toEqual([400, 300, 200, 100]);
    expect(own.body.data?.total).toBe(4);
  });

  it('lists withdrawals with the member and the full account the money goes to', async () => {
    const member = await memberClient(t);
    await fund(t.admin, member.tel, 500);
    const first = (await member.postKeyed<WithdrawRow>('/api/withdraw/withdraw', { amount: 120 })).body.data;
    const page = (await t.finance.get<Page<AdminWithdrawRow>>(`/api/admin/withdrawals?tel=${member.tel}`)).body.data;
    expect(page?.total).toBe(1);
    expect(page?.items[0]).toMatchObject({
      id: first?.id,
      amount: 120,
      type: 'bank',
      member: { tel: member.tel, level: 'normal', bank: { code: 'scb' } },
      bank: { code: 'scb', number: first?.bank.number },
    });
    const own = await t.support.get<Page<AdminWithdrawRow>>(`/api/admin/members/${member.tel}/withdrawals`);
    expect(own.body.data?.items.map((r) => r.id)).toEqual([first?.id]);
  });

  it.each([
    ['an impossible date', 'from=2025-02-30', VALIDATION.dateInvalid],
    ['a date in another format', 'to=30/01/2025', VALIDATION.dateInvalid],
    ['from after to', 'from=2025-02-02&to=2025-02-01', VALIDATION.dateRange],
    ['an unknown sort', 'sort=newest', VALIDATION.invalidValue],
    ['an unknown channel', 'channel=cash', VALIDATION.invalidValue],
    ['a partial phone', 'tel=0812', VALIDATION.invalidValue],
    ['a page of 0', 'page=0', VALIDATION.invalidValue],
  ])('answers 400 with a Thai message for %s', async (_case, query, message) => {
    for (const list of ['deposits', 'withdrawals']) {
      expect(await t.finance.get(`/api/admin/${list}?${query}`), `${list} ${query}`).toMatchObject({
        status: 400,
        body: error('BAD_REQUEST', message),
      });
    }
  });

  it('tells the second operator the row was decided already (409), and changes nothing', async () => {
    const member = await memberClient(t);
    const made = await deposit(member, 90);
    const [one, two] = await Promise.all([
      t.admin.postKeyed(`/api/admin/deposits/${made.id}/approve`, {}, newKey()),
      t.finance.postKeyed(`/api/admin/deposits/${made.id}/reject`, { annotation: 'ซ้ำ' }, newKey()),
    ]);
    const statuses = [one.status, two.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = one.status === 409 ? one : two;
    expect([SERVER_MESSAGES.alreadyApproved, SERVER_MESSAGES.alreadyRejected]).toContain(loser.body.error?.message);
  });
});
