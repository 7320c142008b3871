import {
  bahtToSatang,
  type AdminStatementLine,
  type DepositRow,
  type Page,
  type SandboxBankTransfer,
  SLIP_TEXTS,
  type SlipAnswer,
  type StatementSourceWithToken,
} from '@member/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client, DATABASE_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { GIF, makePng, multipartBody } from '../../test/images';
import { creditOf, type MoneyClient, memberClient, operatorClient, useOperatorSuite } from '../money/test-support';
import { kbankCreditSms } from './sandbox-sms';
import { makeSlipPayload, renderSlipImage } from './slip';

const SETTINGS = {
  enabled: true,
  sources: { bank_sms: true, statement_file: true, truemoney: true },
  ceiling: 20_000,
  windowMinutes: 60,
  noReportNeeded: false,
  silentAfterMinutes: 120,
};

/** KBank's credit with the sender's account, to the account ending `to`, at the site's time now. */
const kbankSms = (to: string, from: string, amount: number) =>
  kbankCreditSms(to, from, bahtToSatang(amount), 5_000_000, new Date());

const slipPng = (payload: string) => Buffer.from(renderSlipImage({ payload }, 'png'));

async function uploadSlip(t: TestApp, member: Client, depositId: number, data: Buffer, contentType = 'image/png') {
  const { payload, headers } = multipartBody([{ name: 'file', filename: 'slip.png', contentType, data }]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/member/deposits/${depositId}/slip`,
    remoteAddress: member.ip,
    headers: { ...headers, authorization: `Bearer ${member.token}` },
    payload,
  });
  return {
    status: response.statusCode,
    body: response.json() as { data?: SlipAnswer; error?: { code: string; message: string } },
  };
}

describe.each(DATABASE_KINDS)('transfer slips on bank deposit requests on %s', (kind) => {
  const t = useOperatorSuite(kind, { admin: 'admin', finance: 'finance' });
  let counter = 0;
  let account: { id: number; number: string };

  const requestDeposit = async (member: MoneyClient, amount: number) => {
    const answer = await member.postKeyed<DepositRow>('/api/member/regulardeposit', { amount });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as DepositRow;
  };
  const depositOf = async (member: MoneyClient, id: number) => {
    const answer = await member.get<Page<DepositRow>>('/api/member/reportdeposit?limit=100');
    return answer.body.data?.items.find((row) => row.id === id);
  };
  const sandboxTransfer = async (amount: number, body: Record<string, unknown> = {}) => {
    const answer = await t.finance.request<SandboxBankTransfer>('POST', '/api/admin/sandbox/bank-transfers', {
      depositBankAccountId: account.id,
      amount,
      ...body,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body.data as SandboxBankTransfer;
    const [, base64] = data.slip.split(',');
    return { ...data, png: Buffer.from(base64 ?? '', 'base64') };
  };
  /** A transfer stored straight in the sandbox bank, to any account at any time. */
  const storedTransfer = async (amountSatang: number, receiver: string, occurredAt: Date) => {
    counter += 1;
    const transRef = `T${process.pid}X${counter}X${Date.now()}`;
    await t.db.query(
      `INSERT INTO sandbox_bank_transfers (trans_ref, sending_bank, amount_satang, occurred_at, receiver_account, receiver_name)
       VALUES ($1, '014', $2, $3, $4, 'ใครก็ได้')`,
      [transRef, amountSatang, occurredAt, receiver],
    );
    return slipPng(makeSlipPayload({ sendingBank: '014', transRef }));
  };
  const slipsOf = async (depositId: number) =>
    (
      await t.db.query<{ state: string; reason: string | null; image_key: string }>(
        'SELECT state, reason, image_key FROM deposit_slips WHERE deposit_id = $1 ORDER BY id',
        [depositId],
      )
    ).rows;
  const memberWithAccount = (digits: string) =>
    memberClient(t, { bank_name: 'kbnk', bank_number: `1000000000${digits}`.slice(-10) });

  beforeEach(async () => {
    counter += 1;
    const number = `41${String(counter + 1000 * (process.pid % 1000)).padStart(8, '0')}`;
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO deposit_bank_accounts (bank_code, account_number, account_name, is_active)
       VALUES ('kbnk', $1, 'บริษัท ทดสอบ', true) RETURNING id::text AS id`,
      [number],
    );
    account = { id: Number(rows[0]?.id), number };
    const settings = await t.admin.request('PUT', '/api/admin/auto-deposit/settings', SETTINGS);
    expect(settings.status).toBe(200);
  });

  it('approves the request its slip proves, once, and marks it automatic', async () => {
    const member = await memberClient(t);
    const deposit = await requestDeposit(member, 500);
    const transfer = await sandboxTransfer(deposit.amount);
    expect(transfer.sendingBank).toBe('004');
    const answer = await uploadSlip(t, member, deposit.id, transfer.png);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      result: 'approved',
      deposit: { id: deposit.id, status: 'approved', automatic: true },
    });
    expect(await creditOf(member)).toBe(deposit.amount);
    expect(await depositOf(member, deposit.id)).toMatchObject({ status: 'approved', automatic: true });
    const [stored] = await slipsOf(deposit.id);
    expect(stored).toMatchObject({ state: 'verified', reason: null });
    expect(await t.app.storage.get(stored!.image_key)).not.toBeNull();
    // The same slip on another request of the same amount: used.
    const second = await requestDeposit(member, deposit.amount);
    const again = await uploadSlip(t, member, second.id, transfer.png);
    expect(again).toMatchObject({ status: 422, body: { error: { message: SLIP_TEXTS.errors.used } } });
    expect(await creditOf(member)).toBe(deposit.amount);
    expect(await slipsOf(second.id)).toMatchObject([{ state: 'refused', reason: 'used' }]);
  });

  it('credits one of two uploads of the same slip at once, the other is used', async () => {
    // Matching off: requests keep their amount as asked, so both are of the slip's amount.
    await t.admin.request('PUT', '/api/admin/auto-deposit/settings', { ...SETTINGS, enabled: false });
    const member = await memberClient(t);
    const first = await requestDeposit(member, 300);
    const second = await requestDeposit(member, 300);
    expect([first.amount, second.amount]).toEqual([300, 300]);
    const transfer = await sandboxTransfer(first.amount);
    const answers = await Promise.all([
      uploadSlip(t, member, first.id, transfer.png),
      uploadSlip(t, member, second.id, transfer.png),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.status === 422)?.body.error?.message).toBe(SLIP_TEXTS.errors.used);
    expect(await creditOf(member)).toBe(first.amount);
    const { rows } = await t.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM deposit_slips WHERE trans_ref = $1 AND state = 'verified'`,
      [transfer.transRef],
    );
    expect(rows[0]?.n).toBe('1');
  });

  it('refuses a slip to another account, of another amount or too old, storing it and moving nothing', async () => {
    const member = await memberClient(t);
    const deposit = await requestDeposit(member, 200);
    const satang = Math.round(deposit.amount * 100);
    const cases = [
      [await storedTransfer(satang, '9990001112', new Date()), SLIP_TEXTS.errors.otherReceiver, 'other_receiver'],
      [
        await storedTransfer(satang + 100, account.number, new Date()),
        SLIP_TEXTS.errors.amountMismatch,
        'amount_mismatch',
      ],
      [
        await storedTransfer(satang, account.number, new Date(Date.now() - 2 * 3_600_000)),
        SLIP_TEXTS.errors.tooOld,
        'too_old',
      ],
      [
        slipPng(makeSlipPayload({ sendingBank: '004', transRef: 'NOSUCHREF1' })),
        SLIP_TEXTS.errors.notFound,
        'not_found',
      ],
      [slipPng('https://example.com/not-a-slip'), SLIP_TEXTS.errors.notSlip, 'not_slip'],
    ] as const;
    for (const [png, message] of cases) {
      const answer = await uploadSlip(t, member, deposit.id, png);
      expect(answer, message).toMatchObject({ status: 422, body: { error: { message } } });
    }
    expect(await creditOf(member)).toBe(0);
    expect(await depositOf(member, deposit.id)).toMatchObject({ status: 'waiting_for_approve' });
    expect(await slipsOf(deposit.id)).toMatchObject(cases.map(([, , reason]) => ({ state: 'refused', reason })));
    // A transfer made within the window before the request still proves it.
    const recent = await storedTransfer(satang, account.number, new Date(Date.now() - 30 * 60_000));
    expect((await uploadSlip(t, member, deposit.id, recent)).body.data?.result).toBe('approved');
  });

  it('refuses what is not an image, and leaves a slip without a QR to an operator', async () => {
    const member = await memberClient(t);
    const deposit = await requestDeposit(member, 150);
    const gif = await uploadSlip(t, member, deposit.id, GIF, 'image/gif');
    expect(gif).toMatchObject({ status: 400, body: { error: { message: SLIP_TEXTS.errors.notImage } } });
    const broken = await uploadSlip(t, member, deposit.id, makePng(40, 40).subarray(0, 60));
    expect(broken).toMatchObject({ status: 400, body: { error: { message: SLIP_TEXTS.errors.notImage } } });
    expect(await slipsOf(deposit.id)).toEqual([]);
    const plain = await uploadSlip(t, member, deposit.id, makePng(120, 160, [240, 240, 240]));
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(plain.body.data).toMatchObject({
      result: 'review',
      deposit: { id: deposit.id, status: 'waiting_for_approve' },
    });
    expect(await slipsOf(deposit.id)).toMatchObject([{ state: 'review', reason: 'no_qr' }]);
    expect(await creditOf(member)).toBe(0);
  });

  it('answers 404 for another member’s request and 409 for a decided one', async () => {
    const owner = await memberClient(t);
    const other = await memberClient(t);
    const deposit = await requestDeposit(owner, 120);
    const transfer = await sandboxTransfer(deposit.amount);
    expect((await uploadSlip(t, other, deposit.id, transfer.png)).status).toBe(404);
    expect((await uploadSlip(t, other, 999_999_999, transfer.png)).status).toBe(404);
    expect(await slipsOf(deposit.id)).toEqual([]);
    expect((await uploadSlip(t, owner, deposit.id, transfer.png)).status).toBe(200);
    const later = await sandboxTransfer(deposit.amount);
    const decided = await uploadSlip(t, owner, deposit.id, later.png);
    expect(decided).toMatchObject({ status: 409, body: { error: { message: SLIP_TEXTS.errors.notWaiting } } });
    expect(await creditOf(owner)).toBe(deposit.amount);
  });

  it('does not credit again when the bank’s SMS of the slip’s transfer arrives after it', async () => {
    await t.admin.request('PUT', '/api/admin/auto-deposit/settings', { ...SETTINGS, noReportNeeded: true });
    const digits = `${counter}7788`;
    const member = await memberWithAccount(digits);
    const deposit = await requestDeposit(member, 400);
    const transfer = await sandboxTransfer(deposit.amount, { senderTel: member.tel });
    // No phone source on the account yet: the bank's SMS reached no forwarder (it is posted below, late).
    expect(transfer.line).toBeNull();
    expect((await uploadSlip(t, member, deposit.id, transfer.png)).body.data?.result).toBe('approved');
    const source = await t.admin.request<StatementSourceWithToken>('POST', '/api/admin/statement-sources', {
      kind: 'bank_sms',
      name: `โทรศัพท์สลิป ${counter}`,
      depositBankAccountId: account.id,
    });
    expect(source.status).toBe(201);
    const sms = (text: string) =>
      new Client(t.app).request<{ id: number; state: string }>(
        'POST',
        '/api/statements/sms',
        { text },
        { authorization: `Bearer ${source.body.data?.token}` },
      );
    const lines = await t.finance.get<Page<AdminStatementLine>>('/api/admin/statement-lines?limit=100');
    expect(lines.status).toBe(200);
    // The site's SCB notification of the transfer, and a KBank one naming the member's account (which
    // "no need to report" would otherwise credit): both left for review, neither credits.
    for (const text of [transfer.smsText, kbankSms(account.number.slice(-6), digits, deposit.amount)]) {
      const line = await sms(text);
      expect(line.status, JSON.stringify(line.body)).toBe(200);
      const stored = (
        await t.finance.get<Page<AdminStatementLine>>('/api/admin/statement-lines?limit=100')
      ).body.data?.items.find((row) => row.id === line.body.data?.id);
      expect(stored, text).toMatchObject({ state: 'review', reason: 'possible_duplicate' });
    }
    expect(await creditOf(member)).toBe(deposit.amount);
  });
});

describe('slips outside sandbox mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { paymentMode: 'live' });
  });
  afterAll(() => t.close());

  it('has no sandbox bank, and a slip with a QR cannot be verified (503)', async () => {
    const admin = await operatorClient(t);
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO deposit_bank_accounts (bank_code, account_number, account_name, is_active)
       VALUES ('kbnk', '4299999999', 'บริษัท ทดสอบ', true) RETURNING id::text AS id`,
    );
    const created = await admin.request('POST', '/api/admin/sandbox/bank-transfers', {
      depositBankAccountId: Number(rows[0]?.id),
      amount: 100,
    });
    expect(created.status).toBe(404);
    const member = await memberClient(t);
    const deposit = await member.postKeyed<DepositRow>('/api/member/regulardeposit', { amount: 100 });
    expect(deposit.status).toBe(201);
    const png = slipPng(makeSlipPayload({ sendingBank: '004', transRef: 'LIVEREF1' }));
    const answer = await uploadSlip(t, member, deposit.body.data!.id, png);
    expect(answer).toMatchObject({ status: 503, body: { error: { message: SLIP_TEXTS.errors.unavailable } } });
  });
});
