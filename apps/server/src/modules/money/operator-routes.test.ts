import {
  type CombineSettings,
  DEFAULT_GATEWAY_NAMES,
  type DepositRow,
  type GatewayPayment,
  type Page,
  SERVER_MESSAGES,
  VALIDATION,
  type WithdrawRow,
} from '@member/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, startTestApp, type TestApp } from '../../test/harness';
import {
  creditOf,
  fund,
  type MoneyClient,
  memberClient,
  newKey,
  operatorClient,
  useOperatorSuite,
} from './test-support';

const error = (code: string, message: string) => ({ error: { code, message } });

describe.each(DATABASE_KINDS)('the operator money API on %s', (kind) => {
  const t = useOperatorSuite(kind, { admin: 'admin', finance: 'finance', content: 'content' });

  const MONEY_ROUTES: [string, string][] = [
    ['GET', '/api/admin/deposits'],
    ['GET', '/api/admin/withdrawals'],
    ['POST', '/api/admin/deposits/1/approve'],
    ['POST', '/api/admin/deposits/1/reject'],
    ['POST', '/api/admin/withdrawals/1/approve'],
    ['POST', '/api/admin/withdrawals/1/reject'],
    ['POST', '/api/admin/members/0812345678/adjustments'],
    ['GET', '/api/admin/members/0812345678/ledger'],
    ['GET', '/api/admin/audit-log'],
    ['POST', '/api/admin/payments/cp_x/mark-paid'],
  ];
  const SETTINGS_ROUTES: [string, string][] = [
    ['GET', '/api/admin/settings/payment'],
    ['PUT', '/api/admin/settings/payment'],
    ['GET', '/api/admin/deposit-bank-accounts'],
    ['POST', '/api/admin/deposit-bank-accounts'],
    ['PUT', '/api/admin/deposit-bank-accounts/1'],
  ];

  it('guards every route: 401 without a token, 403 for members and for the wrong role', async () => {
    const member = await memberClient(t);
    const guest = (await memberClient(t)) as MoneyClient;
    guest.token = null;
    const ask = (client: MoneyClient, method: string, url: string) =>
      client.request(method as 'GET', url, method === 'GET' ? undefined : {}, { 'idempotency-key': newKey() });
    for (const [method, url] of [...MONEY_ROUTES, ...SETTINGS_ROUTES]) {
      expect((await ask(guest, method, url)).status, `${method} ${url}`).toBe(401);
      expect(await ask(member, method, url), `${method} ${url}`).toMatchObject({
        status: 403,
        body: error('FORBIDDEN', SERVER_MESSAGES.forbidden),
      });
      expect((await ask(t.content, method, url)).status, `${method} ${url}`).toBe(403);
    }
    for (const [method, url] of SETTINGS_ROUTES) {
      expect((await ask(t.finance, method, url)).status, `${method} ${url}`).toBe(403);
    }
    expect((await t.finance.get('/api/admin/deposits')).status).toBe(200);
  });

  it('lists deposits by status with the member, and approves once', async () => {
    const member = await memberClient(t);
    const deposit = (await member.postKeyed<DepositRow>('/api/member/regulardeposit', { amount: 400 })).body.data;
    const waiting = await t.finance.get<Page<DepositRow & { member: unknown; annotation: string | null }>>(
      '/api/admin/deposits?status=waiting_for_approve',
    );
    expect(waiting.body.data?.items[0]).toMatchObject({
      id: deposit?.id,
      amount: 400,
      status: 'waiting_for_approve',
      member: { tel: member.tel, first_name: 'สมหญิง', last_name: 'Rakdee' },
      annotation: null,
    });
    const approved = await t.finance.postKeyed(`/api/admin/deposits/${deposit?.id}/approve`, { annotation: 'ตรวจแล้ว' });
    expect(approved).toMatchObject({ status: 200, body: { data: { id: deposit?.id, status: 'approved' } } });
    expect(await creditOf(member)).toBe(400);
    expect(await t.finance.postKeyed(`/api/admin/deposits/${deposit?.id}/approve`, {})).toMatchObject({
      status: 409,
      body: error('CONFLICT', SERVER_MESSAGES.alreadyApproved),
    });
    expect(await t.finance.postKeyed(`/api/admin/deposits/${deposit?.id}/reject`, { annotation: 'x' })).toMatchObject({
      status: 409,
      body: error('CONFLICT', SERVER_MESSAGES.alreadyApproved),
    });
    expect(await creditOf(member)).toBe(400);
    const approvedList = (await t.finance.get<Page<DepositRow>>('/api/admin/deposits?status=approved')).body.data;
    expect(approvedList?.items.some((r) => r.id === deposit?.id)).toBe(true);
    expect((await t.finance.get('/api/admin/deposits?status=nope')).status).toBe(400);
  });

  it('rejects with an annotation, then refuses to approve the rejected row', async () => {
    const member = await memberClient(t);
    const deposit = (await member.postKeyed<DepositRow>('/api/member/regulardeposit', { amount: 50 })).body.data;
    expect(await t.admin.postKeyed(`/api/admin/deposits/${deposit?.id}/reject`, {})).toMatchObject({
      status: 400,
      body: error('BAD_REQUEST', VALIDATION.annotationRequired),
    });
    expect(
      await t.admin.postKeyed(`/api/admin/deposits/${deposit?.id}/reject`, { annotation: 'ไม่พบยอด' }),
    ).toMatchObject({ status: 200, body: { data: { status: 'rejected' } } });
    expect(await t.admin.postKeyed(`/api/admin/deposits/${deposit?.id}/approve`)).toMatchObject({
      status: 409,
      body: error('CONFLICT', SERVER_MESSAGES.alreadyRejected),
    });
    expect(await creditOf(member)).toBe(0);
    expect((await t.admin.postKeyed('/api/admin/deposits/999999/approve', {})).status).toBe(404);
    expect((await t.admin.postKeyed('/api/admin/deposits/abc/approve', {})).status).toBe(404);
    expect(await t.admin.request('POST', `/api/admin/deposits/${deposit?.id}/approve`, {})).toMatchObject({
      status: 400,
      body: error('BAD_REQUEST', SERVER_MESSAGES.idempotencyKeyMissing),
    });
  });

  it('posts an approved withdrawal and gives the credit back on rejection', async () => {
    const member = await memberClient(t);
    await fund(t.admin, member.tel, 1000);
    const first = (await member.postKeyed<WithdrawRow>('/api/withdraw/withdraw', { amount: 300 })).body.data;
    const list = (await t.finance.get<Page<WithdrawRow & { member: { tel: string } }>>('/api/admin/withdrawals')).body
      .data;
    expect(list?.items[0]).toMatchObject({ id: first?.id, member: { tel: member.tel } });
    expect(await t.finance.postKeyed(`/api/admin/withdrawals/${first?.id}/approve`, {})).toMatchObject({
      status: 200,
      body: { data: { status: 'approved' } },
    });
    expect(await creditOf(member)).toBe(700);
    const second = (await member.postKeyed<WithdrawRow>('/api/withdraw/withdraw', { amount: 200 })).body.data;
    expect(await creditOf(member)).toBe(500);
    expect(
      await t.finance.postKeyed(`/api/admin/withdrawals/${second?.id}/reject`, { annotation: 'บัญชีไม่ถูกต้อง' }),
    ).toMatchObject({ status: 200, body: { data: { status: 'rejected', annotation: 'บัญชีไม่ถูกต้อง' } } });
    expect(await creditOf(member)).toBe(700);
    expect(await t.finance.postKeyed(`/api/admin/withdrawals/${second?.id}/reject`, { annotation: 'x' })).toMatchObject(
      {
        status: 409,
        body: error('CONFLICT', SERVER_MESSAGES.alreadyRejected),
      },
    );
    expect(await t.finance.postKeyed(`/api/admin/withdrawals/${first?.id}/approve`, {})).toMatchObject({
      status: 409,
      body: error('CONFLICT', SERVER_MESSAGES.alreadyApproved),
    });
    expect(await creditOf(member)).toBe(700);
    const history = (await member.get<Page<WithdrawRow>>('/api/member/reportwithdraw')).body.data;
    expect(history?.items.map((r) => r.status)).toEqual(['rejected', 'approved']);
  });

  it('adds manual credits and debits, refusing a debit over the credit', async () => {
    const member = await memberClient(t);
    const url = `/api/admin/members/${member.tel}/adjustments`;
    expect(await t.admin.postKeyed(url, { direction: 'credit', amount: 80, reason: 'โบนัส' })).toMatchObject({
      status: 200,
      body: { data: { credit: 80 } },
    });
    expect(await t.admin.postKeyed(url, { direction: 'debit', amount: 80.01, reason: 'หัก' })).toMatchObject({
      status: 422,
      body: error('BUSINESS_RULE', SERVER_MESSAGES.insufficientCredit),
    });
    expect(await t.admin.postKeyed(url, { direction: 'debit', amount: 30, reason: 'หัก' })).toMatchObject({
      status: 200,
      body: { data: { credit: 50 } },
    });
    for (const [body, message] of [
      [{ direction: 'up', amount: 1, reason: 'x' }, VALIDATION.invalidValue],
      [{ direction: 'credit', amount: 1 }, VALIDATION.reasonRequired],
      [{ direction: 'credit', amount: 1, reason: '  ' }, VALIDATION.reasonRequired],
      [{ direction: 'credit', amount: 0, reason: 'x' }, VALIDATION.amountPositive],
    ] as const) {
      expect(await t.admin.postKeyed(url, body)).toMatchObject({ status: 400, body: error('BAD_REQUEST', message) });
    }
    expect(
      (
        await t.admin.postKeyed('/api/admin/members/0999999999/adjustments', {
          direction: 'credit',
          amount: 1,
          reason: 'x',
        })
      ).status,
    ).toBe(404);

    const ledger = (
      await t.finance.get<Page<{ amount: number; kind: string; counterparty: string; balance_after: number }>>(
        `/api/admin/members/${member.tel}/ledger`,
      )
    ).body.data;
    expect(ledger?.items.map((e) => [e.amount, e.kind, e.counterparty, e.balance_after])).toEqual([
      [-30, 'manual_debit', 'house_adjustments', 50],
      [80, 'manual_credit', 'house_adjustments', 80],
    ]);
    expect((await t.finance.get('/api/admin/members/0999999999/ledger')).status).toBe(404);
  });

  it('records each action in the audit log with before and after', async () => {
    const member = await memberClient(t);
    const deposit = (await member.postKeyed<DepositRow>('/api/member/regulardeposit', { amount: 70 })).body.data;
    await t.finance.postKeyed(`/api/admin/deposits/${deposit?.id}/approve`, {});
    const log = (
      await t.admin.get<Page<{ operator: string; action: string; target: unknown; before: unknown; after: unknown }>>(
        '/api/admin/audit-log?limit=5',
      )
    ).body.data;
    expect(log?.items[0]).toMatchObject({
      operator: expect.stringMatching(/^op-finance-/),
      action: 'deposit.approve',
      target: { type: 'deposit', id: String(deposit?.id) },
      before: { status: 'waiting_for_approve', amount: 70 },
      after: { status: 'approved', amount: 70 },
    });
    // A refused action (409) leaves no audit entry.
    const before = (await t.admin.get<Page<unknown>>('/api/admin/audit-log')).body.data?.total;
    await t.finance.postKeyed(`/api/admin/deposits/${deposit?.id}/approve`, {});
    expect((await t.admin.get<Page<unknown>>('/api/admin/audit-log')).body.data?.total).toBe(before);
  });

  it('marks a sandbox payment paid through the signed callback path, once', async () => {
    const member = await memberClient(t);
    const payment = (await member.postKeyed<GatewayPayment>('/api/member/ppyp/deposit', { amount: 45 })).body.data;
    const url = `/api/admin/payments/${payment?.reference}/mark-paid`;
    expect(await t.finance.post(url)).toMatchObject({ status: 200, body: { data: { credited: true } } });
    expect(await t.finance.postKeyed(url)).toMatchObject({ status: 200, body: { data: { credited: false } } });
    expect(await creditOf(member)).toBe(45);
    expect((await member.get<GatewayPayment>(`/api/member/payment/${payment?.reference}`)).body.data?.status).toBe(
      'paid',
    );
    expect((await t.finance.post('/api/admin/payments/ppyp_unknown/mark-paid')).status).toBe(404);
  });

  it('edits the payment settings and deposit accounts that members see', async () => {
    const member = await memberClient(t);
    const put = await t.admin.put('/api/admin/settings/payment', {
      credit_min: 250.5,
      gateways: ['ppyp'],
      tmnAuto: true,
    });
    expect(put).toMatchObject({
      status: 200,
      body: { data: { credit_min: 250.5, gateways: ['ppyp'], tmnAuto: true } },
    });
    expect((await member.get('/api/combine')).body.data).toMatchObject({ credit_min: 250.5, gateways: ['ppyp'] });
    await fund(t.admin, member.tel, 300);
    expect((await member.postKeyed('/api/withdraw/withdraw', { amount: 250 })).body.error?.message).toBe(
      `${SERVER_MESSAGES.withdrawBelowMinimum} 250.50 บาท`,
    );
    expect((await member.postKeyed('/api/member/cp/deposit', { amount: 100 })).status).toBe(422);
    // Members see the operator's Thai name of a gateway; the other keeps its default.
    const named = await t.admin.put<CombineSettings>('/api/admin/settings/payment', {
      gatewayNames: { cp: 'คิวอาร์ธนาคาร' },
    });
    expect(named.body.data?.gatewayNames).toEqual({ cp: 'คิวอาร์ธนาคาร', ppyp: DEFAULT_GATEWAY_NAMES.ppyp });
    expect((await member.get<CombineSettings>('/api/combine')).body.data?.gatewayNames.cp).toBe('คิวอาร์ธนาคาร');
    for (const body of [
      { credit_min: -1 },
      { gateways: ['xx'] },
      { promptpay: '12ab' },
      { unknown: 1 },
      { gatewayNames: { cp: '' } },
      { gatewayNames: { cp: 'x'.repeat(61) } },
      { gatewayNames: { xx: 'ชื่อ' } },
    ]) {
      expect((await t.admin.put('/api/admin/settings/payment', body)).status, JSON.stringify(body)).toBe(400);
    }
    await t.admin.put('/api/admin/settings/payment', {
      credit_min: 100,
      gateways: ['cp', 'ppyp'],
      tmnAuto: false,
      gatewayNames: DEFAULT_GATEWAY_NAMES,
    });

    const created = await t.admin.post<{ id: number }>('/api/admin/deposit-bank-accounts', {
      bankCode: 'scb',
      accountNumber: '1112223334',
      accountName: 'บัญชีใหม่',
    });
    expect(created).toMatchObject({ status: 201, body: { data: { bankCode: 'scb', isActive: true } } });
    expect(
      (
        await t.admin.post('/api/admin/deposit-bank-accounts', {
          bankCode: 'scb',
          accountNumber: '1112223334',
          accountName: 'ซ้ำ',
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await t.admin.post('/api/admin/deposit-bank-accounts', {
          bankCode: 'zzz',
          accountNumber: '1112223335',
          accountName: 'x',
        })
      ).body.error?.message,
    ).toBe(SERVER_MESSAGES.unknownBank);
    const shown = async () =>
      ((await member.get<{ accountNumber: string }[]>('/api/deposit-bank-account')).body.data ?? []).map(
        (a) => a.accountNumber,
      );
    expect(await shown()).toContain('1112223334');
    const id = created.body.data?.id;
    expect(await t.admin.put(`/api/admin/deposit-bank-accounts/${id}`, { isActive: false })).toMatchObject({
      status: 200,
      body: { data: { isActive: false, accountNumber: '1112223334' } },
    });
    expect(await shown()).not.toContain('1112223334');
    expect((await t.admin.put('/api/admin/deposit-bank-accounts/999999', { isActive: false })).status).toBe(404);
    const all = (await t.admin.get<{ isActive: boolean }[]>('/api/admin/deposit-bank-accounts')).body.data ?? [];
    expect(all.some((a) => !a.isActive)).toBe(true);
    const actions = (
      (await t.admin.get<Page<{ action: string }>>('/api/admin/audit-log?limit=100')).body.data?.items ?? []
    ).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['settings.payment.update', 'deposit_bank_account.create', 'deposit_bank_account.update']),
    );
  });
});

describe('live payment mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { paymentMode: 'live' });
  });
  afterAll(() => t.close());

  it('has no sandbox: gateway deposits are closed and mark-paid does not exist', async () => {
    const member = await memberClient(t);
    expect((await member.postKeyed('/api/member/cp/deposit', { amount: 100 })).body.error?.message).toBe(
      SERVER_MESSAGES.depositChannelClosed,
    );
    const admin = await operatorClient(t);
    expect((await admin.post('/api/admin/payments/cp_x/mark-paid')).status).toBe(404);
  });
});
