import { createHmac } from 'node:crypto';
import {
  DEFAULT_GATEWAY_NAMES,
  type DepositRow,
  ENGLISH_SERVER_MESSAGES,
  type GatewayPayment,
  LABELS,
  type Page,
  SERVER_MESSAGES,
  VALIDATION,
  type WithdrawRow,
} from '@member/shared';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../test/harness';
import { creditOf, fund, MoneyClient, memberClient, newKey, useOperatorSuite } from './test-support';

const error = (code: string, message: string) => ({ error: { code, message } });
const notFound = error('NOT_FOUND', SERVER_MESSAGES.notFound);

/** Every amount rule of the contract, with the shared message it answers. */
const BAD_AMOUNTS: [string, unknown, string][] = [
  ['no amount', undefined, VALIDATION.amountRequired],
  ['an empty string', '', VALIDATION.amountRequired],
  ['a string', '100', VALIDATION.invalidValue],
  ['zero', 0, VALIDATION.amountPositive],
  ['a negative amount', -5, VALIDATION.amountPositive],
  ['three decimals', 100.123, VALIDATION.amountDecimals],
  ['more than the maximum', 1_000_000.01, VALIDATION.amountTooLarge],
];

describe.each(DATABASE_KINDS)('the member money API on %s', (kind) => {
  const t = useOperatorSuite(kind, { operator: 'admin' });

  const sign = (provider: 'cp' | 'ppyp', body: string) =>
    createHmac('sha256', t.app.secrets.payment[provider]).update(body).digest('hex');
  const callback = (provider: string, body: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/payment/${provider}/callback`,
      payload: body,
      headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-signature': signature }) },
    });

  describe('reads', () => {
    it('answers 401 without a token on every member money call', async () => {
      const guest = new MoneyClient(t.app);
      for (const url of [
        '/api/credit',
        '/api/deposit-bank-account',
        '/api/combine',
        '/api/member/reportdeposit',
        '/api/member/reportwithdraw',
        '/api/member/deposit/1',
        '/api/member/withdraw/1',
        '/api/member/payment/cp_x',
      ]) {
        expect((await guest.get(url)).status, url).toBe(401);
      }
      for (const url of ['/api/member/regulardeposit', '/api/member/cp/deposit', '/api/withdraw/withdraw']) {
        expect((await guest.postKeyed(url, { amount: 100 })).status, url).toBe(401);
      }
    });

    it('answers the credit from the ledger', async () => {
      const member = await memberClient(t);
      expect(await member.get('/api/credit')).toMatchObject({ status: 200, body: { data: { credit: 0 } } });
      await fund(t.operator, member.tel, 1234.56);
      expect(await member.get('/api/credit')).toMatchObject({ status: 200, body: { data: { credit: 1234.56 } } });
    });

    it('lists only the active deposit accounts', async () => {
      await t.db.query(
        `INSERT INTO deposit_bank_accounts (bank_code, account_number, account_name, is_active)
         VALUES ('scb', '9999999999', 'ปิดแล้ว', false)`,
      );
      const member = await memberClient(t);
      const answer = await member.get<unknown[]>('/api/deposit-bank-account');
      expect(answer.body.data).toEqual([
        {
          id: expect.any(Number),
          bankCode: 'kbnk',
          bankName: 'ธนาคารกสิกรไทย',
          accountNumber: '0123456789',
          accountName: expect.any(String),
          isActive: true,
        },
      ]);
    });

    it('answers the deposit channels and the minimum withdrawal', async () => {
      const member = await memberClient(t);
      expect((await member.get('/api/combine')).body.data).toEqual({
        credit_min: 100,
        bank_transfer: true,
        promptpay: '0812345678',
        accountNamePp: expect.stringMatching(/[ก-๙]/),
        truemoney: expect.stringMatching(/^\d{10}$/),
        accountNameTmn: expect.stringMatching(/[ก-๙]/),
        tmnAuto: false,
        autoDeposit: false,
        gateways: ['cp', 'ppyp'],
        gatewayNames: DEFAULT_GATEWAY_NAMES,
      });
    });
  });

  describe('bank-transfer deposits', () => {
    it('creates a waiting deposit from the member', async () => {
      const member = await memberClient(t);
      const answer = await member.postKeyed<DepositRow>('/api/member/regulardeposit', { amount: 1500.25 });
      expect(answer).toMatchObject({
        status: 201,
        body: {
          data: {
            id: expect.any(Number),
            amount: 1500.25,
            status: 'waiting_for_approve',
            type: 'bank',
            promotionId: null,
          },
        },
      });
      expect(Date.parse(answer.body.data?.bank_time ?? '')).toBeGreaterThan(Date.now() - 60_000);
      expect(await creditOf(member)).toBe(0);
      expect((await member.get(`/api/member/deposit/${answer.body.data?.id}`)).body.data).toEqual(answer.body.data);
    });

    it.each(BAD_AMOUNTS)('answers 400 for %s', async (_name, amount, message) => {
      const member = await memberClient(t);
      for (const url of ['/api/member/regulardeposit', '/api/member/ppyp/deposit', '/api/withdraw/withdraw']) {
        expect(await member.postKeyed(url, { amount }), url).toMatchObject({
          status: 400,
          body: error('BAD_REQUEST', message),
        });
      }
    });

    it.each([
      ['no key', undefined],
      ['a short key', 'abc'],
      ['a key with spaces', 'abc def ghi jkl'],
      ['a too long key', 'k'.repeat(129)],
    ])('answers 400 idempotencyKeyMissing for %s', async (_name, key) => {
      const member = await memberClient(t);
      for (const url of ['/api/member/regulardeposit', '/api/member/cp/deposit', '/api/withdraw/withdraw']) {
        const answer = await member.request(
          'POST',
          url,
          { amount: 100 },
          key === undefined ? {} : { 'idempotency-key': key },
        );
        expect(answer, url).toMatchObject({
          status: 400,
          body: error('BAD_REQUEST', SERVER_MESSAGES.idempotencyKeyMissing),
        });
      }
    });

    it('answers a replay with the first answer and refuses the key for another body or path', async () => {
      const member = await memberClient(t);
      const key = newKey();
      const first = await member.postKeyed('/api/member/regulardeposit', { amount: 100 }, key);
      const again = await member.postKeyed('/api/member/regulardeposit', { amount: 100 }, key);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      const reused = error('CONFLICT', SERVER_MESSAGES.idempotencyKeyReused);
      expect(await member.postKeyed('/api/member/regulardeposit', { amount: 200 }, key)).toMatchObject({
        status: 409,
        body: reused,
      });
      expect(await member.postKeyed('/api/withdraw/withdraw', { amount: 100 }, key)).toMatchObject({
        status: 409,
        body: reused,
      });
      expect((await member.get<Page<DepositRow>>('/api/member/reportdeposit')).body.data?.total).toBe(1);
      // Another member may use the same key: keys belong to their caller.
      const other = await memberClient(t);
      expect((await other.postKeyed('/api/member/regulardeposit', { amount: 100 }, key)).status).toBe(201);
    });

    it('refuses a deposit while a withdrawal waits, with the English text the client translates', async () => {
      const member = await memberClient(t);
      await fund(t.operator, member.tel, 500);
      expect((await member.postKeyed('/api/withdraw/withdraw', { amount: 100 })).status).toBe(201);
      const refused = error('BUSINESS_RULE', ENGLISH_SERVER_MESSAGES.pendingWithdraw);
      expect(await member.postKeyed('/api/member/regulardeposit', { amount: 100 })).toMatchObject({
        status: 422,
        body: refused,
      });
      expect(await member.postKeyed('/api/member/cp/deposit', { amount: 100 })).toMatchObject({
        status: 422,
        body: refused,
      });
    });

    it('refuses a deposit through a channel the operator closed', async () => {
      const member = await memberClient(t);
      await t.db.query(`UPDATE payment_settings SET bank_transfer = false, gateways = '["ppyp"]'`);
      try {
        const closed = error('BUSINESS_RULE', SERVER_MESSAGES.depositChannelClosed);
        expect(await member.postKeyed('/api/member/regulardeposit', { amount: 100 })).toMatchObject({
          status: 422,
          body: closed,
        });
        expect(await member.postKeyed('/api/member/cp/deposit', { amount: 100 })).toMatchObject({
          status: 422,
          body: closed,
        });
        expect((await member.postKeyed('/api/member/ppyp/deposit', { amount: 100 })).status).toBe(201);
      } finally {
        await t.db.query(`UPDATE payment_settings SET bank_transfer = true, gateways = '["cp","ppyp"]'`);
      }
    });
  });

  describe('gateway deposits', () => {
    it.each(['cp', 'ppyp'] as const)(
      'creates a %s payment with a PromptPay QR for the exact amount',
      async (provider) => {
        const member = await memberClient(t);
        const answer = await member.postKeyed<GatewayPayment>(`/api/member/${provider}/deposit`, { amount: 250.75 });
        expect(answer.status).toBe(201);
        const payment = answer.body.data as GatewayPayment;
        expect(payment).toMatchObject({ provider, amount: 250.75, status: 'pending', deposit_id: expect.any(Number) });
        // EMVCo: version 01, dynamic (12), PromptPay AID with the operator's phone, amount tag 54, THB.
        expect(payment.qr_payload).toMatch(/^000201010212/);
        expect(payment.qr_payload).toContain('A000000677010111');
        expect(payment.qr_payload).toContain('0066812345678');
        expect(payment.qr_payload).toContain('5406250.75');
        expect(payment.qr_payload).toContain('5303764');
        expect(payment.qr_image).toMatch(/^data:image\/png;base64,/);
        expect(payment.payment_url).toBe(`/tx/deposit-qr?ref=${payment.reference}`);
        const ttl = Date.parse(payment.expires_at) - Date.now();
        expect(ttl).toBeGreaterThan(14 * 60_000);
        expect(ttl).toBeLessThanOrEqual(15 * 60_000);
        expect(await member.get(`/api/member/payment/${payment.reference}`)).toMatchObject({
          status: 200,
          body: { data: payment },
        });
        expect((await member.get<DepositRow>(`/api/member/deposit/${payment.deposit_id}`)).body.data).toMatchObject({
          type: provider,
          status: 'waiting_for_approve',
        });
      },
    );

    it.each(['xx', 'promptpay', 'CP', 'tmn'])('answers 404 for the provider %s', async (provider) => {
      const member = await memberClient(t);
      expect(await member.postKeyed(`/api/member/${provider}/deposit`, { amount: 100 })).toMatchObject({
        status: 404,
        body: notFound,
      });
      expect((await callback(provider, '{}', 'ab')).statusCode).toBe(404);
    });

    it('credits once on a signed callback and shows the payment as paid', async () => {
      const member = await memberClient(t);
      const payment = (await member.postKeyed<GatewayPayment>('/api/member/cp/deposit', { amount: 99.5 })).body
        .data as GatewayPayment;
      const body = JSON.stringify({ reference: payment.reference, amount: 99.5, status: 'paid' });
      const first = await callback('cp', body, sign('cp', body));
      expect(first.json()).toEqual({ data: { credited: true } });
      expect(await creditOf(member)).toBe(99.5);
      const replay = await callback('cp', body, sign('cp', body));
      expect(replay.json()).toEqual({ data: { credited: false } });
      expect(await creditOf(member)).toBe(99.5);
      expect((await member.get<GatewayPayment>(`/api/member/payment/${payment.reference}`)).body.data?.status).toBe(
        'paid',
      );
      expect((await member.get<DepositRow>(`/api/member/deposit/${payment.deposit_id}`)).body.data?.status).toBe(
        'approved',
      );
    });

    it('refuses bad signatures, unknown references, wrong amounts and expired payments', async () => {
      const member = await memberClient(t);
      const payment = (await member.postKeyed<GatewayPayment>('/api/member/ppyp/deposit', { amount: 100 })).body
        .data as GatewayPayment;
      const body = JSON.stringify({ reference: payment.reference, amount: 100, status: 'paid' });
      const invalid = error('UNAUTHORIZED', SERVER_MESSAGES.invalidSignature);
      expect((await callback('ppyp', body)).json()).toEqual(invalid);
      expect((await callback('ppyp', body, 'zz')).json()).toEqual(invalid);
      expect((await callback('ppyp', body, sign('cp', body))).json()).toEqual(invalid);
      expect((await callback('ppyp', `${body} `, sign('ppyp', body))).statusCode).toBe(401);
      expect((await callback('cp', body, sign('cp', body))).statusCode).toBe(404);
      const unknown = JSON.stringify({ reference: 'ppyp_nope', amount: 100, status: 'paid' });
      expect(await callback('ppyp', unknown, sign('ppyp', unknown))).toMatchObject({ statusCode: 404 });
      const wrongAmount = JSON.stringify({ reference: payment.reference, amount: 100.01, status: 'paid' });
      expect((await callback('ppyp', wrongAmount, sign('ppyp', wrongAmount))).json()).toEqual(
        error('BUSINESS_RULE', SERVER_MESSAGES.paymentAmountMismatch),
      );
      const notPaid = JSON.stringify({ reference: payment.reference, amount: 100, status: 'failed' });
      expect((await callback('ppyp', notPaid, sign('ppyp', notPaid))).statusCode).toBe(400);
      await t.db.query(`UPDATE gateway_payments SET expires_at = now() - interval '1 minute' WHERE reference = $1`, [
        payment.reference,
      ]);
      expect((await callback('ppyp', body, sign('ppyp', body))).json()).toEqual(
        error('BUSINESS_RULE', SERVER_MESSAGES.paymentExpired),
      );
      expect((await member.get<GatewayPayment>(`/api/member/payment/${payment.reference}`)).body.data?.status).toBe(
        'expired',
      );
      expect(await creditOf(member)).toBe(0);
    });

    it("hides another member's payment", async () => {
      const owner = await memberClient(t);
      const payment = (await owner.postKeyed<GatewayPayment>('/api/member/cp/deposit', { amount: 100 })).body.data;
      const other = await memberClient(t);
      expect(await other.get(`/api/member/payment/${payment?.reference}`)).toMatchObject({
        status: 404,
        body: notFound,
      });
      expect((await other.get('/api/member/payment/unknown')).status).toBe(404);
    });
  });

  describe('withdrawals', () => {
    it('reserves the amount and answers a waiting row with the member bank', async () => {
      const member = await memberClient(t);
      await fund(t.operator, member.tel, 300);
      const answer = await member.postKeyed<WithdrawRow>('/api/withdraw/withdraw', { amount: 120.5 });
      expect(answer).toMatchObject({
        status: 201,
        body: {
          data: {
            amount: 120.5,
            status: 'waiting_for_approve',
            type: 'bank',
            promotionId: null,
            annotation: null,
            bank: { code: 'scb', name: 'ธนาคารไทยพาณิชย์', number: expect.stringMatching(/^55\d{8}$/) },
          },
        },
      });
      expect(await creditOf(member)).toBe(179.5);
      expect((await member.get(`/api/member/withdraw/${answer.body.data?.id}`)).body.data).toEqual(answer.body.data);
    });

    it('answers the balance text with the credit, and the minimum with credit_min', async () => {
      const member = await memberClient(t);
      await fund(t.operator, member.tel, 150.5);
      expect(await member.postKeyed('/api/withdraw/withdraw', { amount: 151 })).toMatchObject({
        status: 422,
        body: error('BUSINESS_RULE', `${ENGLISH_SERVER_MESSAGES.balanceTooLow} 150.5`),
      });
      expect(await member.postKeyed('/api/withdraw/withdraw', { amount: 99.99 })).toMatchObject({
        status: 422,
        body: error('BUSINESS_RULE', `${SERVER_MESSAGES.withdrawBelowMinimum} 100.00 ${LABELS.currency}`),
      });
      expect(await creditOf(member)).toBe(150.5);
      expect((await member.postKeyed('/api/withdraw/withdraw', { amount: 150.5 })).status).toBe(201);
      expect(await creditOf(member)).toBe(0);
    });
  });

  it('never answers 500 to odd bodies on the money routes', async () => {
    const member = await memberClient(t);
    const bodies = [
      null,
      [],
      'x',
      { amount: null },
      { amount: [100] },
      { amount: { value: 1 } },
      { amount: 1e308 },
      { amount: Number.MIN_VALUE },
    ];
    for (const url of ['/api/member/regulardeposit', '/api/member/cp/deposit', '/api/withdraw/withdraw']) {
      for (const body of bodies) {
        const answer = await member.postKeyed(url, body);
        expect(answer.status, `${url} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
      }
    }
    for (const raw of ['', 'not json', '[]', '{"reference":1}']) {
      expect((await callback('cp', raw, 'ab')).statusCode).toBeLessThan(500);
    }
  });

  describe('histories', () => {
    it('lists only the caller rows, newest first, paginated, with manual rows', async () => {
      const member = await memberClient(t);
      const other = await memberClient(t);
      await fund(t.operator, member.tel, 1000);
      await fund(t.operator, other.tel, 1000);
      await member.postKeyed('/api/member/regulardeposit', { amount: 10 });
      await member.postKeyed('/api/member/regulardeposit', { amount: 20 });
      await other.postKeyed('/api/member/regulardeposit', { amount: 30 });
      const debit = await t.operator.postKeyed(`/api/admin/members/${member.tel}/adjustments`, {
        direction: 'debit',
        amount: 5,
        reason: 'แก้ไขยอด',
      });
      expect(debit).toMatchObject({ status: 200, body: { data: { credit: 995 } } });
      await member.postKeyed('/api/withdraw/withdraw', { amount: 100 });

      const deposits = (await member.get<Page<DepositRow>>('/api/member/reportdeposit')).body.data;
      expect(deposits?.total).toBe(3);
      expect(deposits?.items.map((r) => [r.amount, r.type, r.status])).toEqual([
        [20, 'bank', 'waiting_for_approve'],
        [10, 'bank', 'waiting_for_approve'],
        [1000, 'manual', 'manual'],
      ]);
      const page2 = (await member.get<Page<DepositRow>>('/api/member/reportdeposit?page=2&limit=1')).body.data;
      expect(page2).toMatchObject({ page: 2, limit: 1, total: 3, items: [{ amount: 10 }] });

      const withdrawals = (await member.get<Page<WithdrawRow>>('/api/member/reportwithdraw')).body.data;
      expect(withdrawals?.items.map((r) => [r.amount, r.type, r.status, r.annotation])).toEqual([
        [100, 'bank', 'waiting_for_approve', null],
        [5, 'manual', 'manual', 'แก้ไขยอด'],
      ]);

      const otherDeposits = (await other.get<Page<DepositRow>>('/api/member/reportdeposit')).body.data;
      expect(otherDeposits?.items.map((r) => r.amount)).toEqual([30, 1000]);
      for (const row of deposits?.items ?? []) {
        expect(await other.get(`/api/member/deposit/${row.id}`)).toMatchObject({ status: 404, body: notFound });
      }
      for (const row of withdrawals?.items ?? []) {
        expect(await other.get(`/api/member/withdraw/${row.id}`)).toMatchObject({ status: 404, body: notFound });
      }
      expect((await other.get<Page<WithdrawRow>>('/api/member/reportwithdraw')).body.data?.total).toBe(0);
    });

    it.each(['page=0', 'page=abc', 'limit=0', 'limit=101', 'page=1.5'])('answers 400 for ?%s', async (query) => {
      const member = await memberClient(t);
      for (const path of ['reportdeposit', 'reportwithdraw']) {
        expect(await member.get(`/api/member/${path}?${query}`)).toMatchObject({
          status: 400,
          body: error('BAD_REQUEST', VALIDATION.invalidValue),
        });
      }
    });

    it.each(['abc', '0x1', '99999999999999999999', '-1'])('answers 404 for the row id %s', async (id) => {
      const member = await memberClient(t);
      expect((await member.get(`/api/member/deposit/${id}`)).status).toBe(404);
      expect((await member.get(`/api/member/withdraw/${id}`)).status).toBe(404);
    });
  });
});
