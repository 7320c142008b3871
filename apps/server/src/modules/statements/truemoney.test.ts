import {
  bahtToSatang,
  type AdminJob,
  type AdminStatementLine,
  type DepositRow,
  JOB_LABELS,
  type Page,
  type SandboxTrueMoneyTransfer,
  type StatementSourceWithToken,
  TRUEMONEY_FEED_EVERY_MS,
  VALIDATION,
} from '@member/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { creditOf, type MoneyClient, memberClient, operatorClient, useOperatorSuite } from '../money/test-support';

const SETTINGS = {
  enabled: true,
  sources: { bank_sms: true, statement_file: true, truemoney: true },
  ceiling: 20_000,
  windowMinutes: 60,
  noReportNeeded: false,
  silentAfterMinutes: 120,
};

let phoneCounter = 0;
/** A wallet phone no other member of the run has. */
const newPhone = () => {
  phoneCounter += 1;
  return `06${String(phoneCounter + (process.pid % 10_000) * 100).padStart(8, '0')}`.slice(0, 10);
};

describe.each(DATABASE_KINDS)('deposits from the TrueMoney feed on %s', (kind) => {
  const t = useOperatorSuite(kind, { admin: 'admin', finance: 'finance', content: 'content' });

  const tmnAuto = async (on: boolean) => {
    const answer = await t.admin.put('/api/admin/settings/payment', { tmnAuto: on });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  const runFeed = () => t.app.jobs.runNow('truemoney-feed');
  /** A transfer into the site's wallet, as the sandbox wallet's history will show it. */
  const transfer = async (body: { amount: number; senderPhone: string; senderName?: string }) => {
    const answer = await t.finance.request<SandboxTrueMoneyTransfer>(
      'POST',
      '/api/admin/sandbox/truemoney-transfers',
      body,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as SandboxTrueMoneyTransfer;
  };
  const trueMoneyLines = async () => {
    const answer = await t.finance.get<Page<AdminStatementLine>>('/api/admin/statement-lines?kind=truemoney&limit=100');
    expect(answer.status).toBe(200);
    return answer.body.data?.items ?? [];
  };
  /** The lines of one transfer: the wallet's transaction id is in the line's text. */
  const linesOf = async (sent: SandboxTrueMoneyTransfer) =>
    (await trueMoneyLines()).filter((line) => line.raw.includes(sent.transactionId));
  /** A member who registered their TrueMoney wallet (bank code `tmn`, the wallet's phone as its number). */
  const walletMember = async () => {
    const phone = newPhone();
    const member = await memberClient(t, { bank_name: 'tmn', bank_number: phone });
    return Object.assign(member, { phone });
  };
  const requestDeposit = async (member: MoneyClient, amount: number) => {
    const answer = await member.postKeyed<DepositRow>('/api/member/regulardeposit', { amount });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as DepositRow;
  };
  const depositOf = async (member: MoneyClient, id: number) => {
    const answer = await member.get<Page<DepositRow>>('/api/member/reportdeposit?limit=100');
    return answer.body.data?.items.find((row) => row.id === id);
  };

  beforeAll(async () => {
    const created = await t.admin.request<StatementSourceWithToken>('POST', '/api/admin/statement-sources', {
      kind: 'truemoney',
      name: 'ทรูมันนี่ของเว็บ',
      depositBankAccountId: null,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const settings = await t.admin.request('PUT', '/api/admin/auto-deposit/settings', SETTINGS);
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  });

  it('reads nothing while "ตรวจสอบยอดฝากทรูมันนี่อัตโนมัติ" is off', async () => {
    await tmnAuto(false);
    const member = await walletMember();
    const deposit = await requestDeposit(member, 150);
    const sent = await transfer({ amount: deposit.amount, senderPhone: member.phone });
    expect(sent.senderPhone).toBe(`${member.phone.slice(0, 3)}-xxx-${member.phone.slice(-4)}`);
    expect(await runFeed()).toBe('completed');
    expect(await linesOf(sent)).toEqual([]);
    expect(await creditOf(member)).toBe(0);
    // Switched on, the next read finds it.
    await tmnAuto(true);
    expect(await runFeed()).toBe('completed');
    expect(await linesOf(sent)).toMatchObject([{ state: 'matched_auto', deposit_id: deposit.id }]);
    expect(await creditOf(member)).toBe(deposit.amount);
  });

  it('credits a wallet member’s open request once, however often and however many reads see the transfer', async () => {
    await tmnAuto(true);
    const member = await walletMember();
    const deposit = await requestDeposit(member, 500);
    expect(deposit.exactAmount).toBe(true);
    const sent = await transfer({ amount: deposit.amount, senderPhone: member.phone, senderName: 'สมหญิง Rakdee' });
    expect(await runFeed()).toBe('completed');
    expect(await runFeed()).toBe('completed');
    const [line, ...more] = await linesOf(sent);
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      state: 'matched_auto',
      bank: 'tmn',
      amount: deposit.amount,
      receiving_account: null,
      sender_account: `${member.phone.slice(0, 3)}xxx${member.phone.slice(-4)}`,
      sender_name: 'สมหญิง Rakdee',
      deposit_id: deposit.id,
      member: { tel: member.tel, bank_code: 'tmn' },
    });
    expect(await creditOf(member)).toBe(deposit.amount);
    expect(await depositOf(member, deposit.id)).toMatchObject({ status: 'approved', automatic: true });

    // Two reads at once (two processes, or a retry overlapping the next due time).
    const second = await requestDeposit(member, 300);
    const again = await transfer({ amount: second.amount, senderPhone: member.phone });
    expect(await Promise.all([runFeed(), runFeed()])).toEqual(['completed', 'completed']);
    expect(await linesOf(again)).toMatchObject([{ state: 'matched_auto', deposit_id: second.id }]);
    // In satang: two baht amounts added as floats are not always exact (801.16 + … = 801.1600000000001).
    expect(bahtToSatang(await creditOf(member))).toBe(bahtToSatang(deposit.amount) + bahtToSatang(second.amount));
    const credited = await t.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM deposits WHERE member_id = (SELECT id FROM members WHERE tel = $1) AND status = 'approved'`,
      [member.tel],
    );
    expect(credited.rows[0]?.n).toBe('2');
  });

  it('leaves a transfer from a phone no wallet member registered to an operator', async () => {
    await tmnAuto(true);
    const member = await walletMember();
    const deposit = await requestDeposit(member, 700);
    // The unique amount of this member's request, from someone else's wallet.
    const stranger = await transfer({ amount: deposit.amount, senderPhone: newPhone() });
    // A bank member whose account number happens to be that phone is not a wallet sender either.
    const bankPhone = newPhone();
    const bankMember = await memberClient(t, { bank_name: 'kbnk', bank_number: bankPhone });
    const fromBankNumber = await transfer({ amount: 123.45, senderPhone: bankPhone });
    expect(await runFeed()).toBe('completed');
    expect(await linesOf(stranger)).toMatchObject([{ state: 'review', reason: 'sender_mismatch', member: null }]);
    expect(await linesOf(fromBankNumber)).toMatchObject([{ state: 'review', reason: 'no_match', member: null }]);
    expect(await creditOf(member)).toBe(0);
    expect(await creditOf(bankMember)).toBe(0);
    expect(await depositOf(member, deposit.id)).toMatchObject({ status: 'waiting_for_approve' });
  });

  it('credits the wallet’s member without a request only with "no need to report"', async () => {
    await tmnAuto(true);
    const member = await walletMember();
    const unreported = await transfer({ amount: 210, senderPhone: member.phone });
    expect(await runFeed()).toBe('completed');
    expect(await linesOf(unreported)).toMatchObject([
      { state: 'review', reason: 'no_match', member: { tel: member.tel } },
    ]);
    await t.admin.request('PUT', '/api/admin/auto-deposit/settings', { ...SETTINGS, noReportNeeded: true });
    try {
      const credited = await transfer({ amount: 220, senderPhone: member.phone });
      expect(await runFeed()).toBe('completed');
      expect(await linesOf(credited)).toMatchObject([{ state: 'matched_auto', member: { tel: member.tel } }]);
      expect(await creditOf(member)).toBe(220);
    } finally {
      await t.admin.request('PUT', '/api/admin/auto-deposit/settings', SETTINGS);
    }
  });

  it('lets only a money decider make a sandbox transfer, of a valid amount and phone', async () => {
    const body = { amount: 100, senderPhone: newPhone() };
    expect((await t.content.request('POST', '/api/admin/sandbox/truemoney-transfers', body)).status).toBe(403);
    for (const bad of [
      { ...body, amount: 0 },
      { ...body, senderPhone: '081-xxx-5678' },
      { ...body, senderPhone: '12345' },
      { ...body, extra: true },
    ]) {
      const answer = await t.finance.request('POST', '/api/admin/sandbox/truemoney-transfers', bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    const badPhone = await t.finance.request('POST', '/api/admin/sandbox/truemoney-transfers', {
      ...body,
      senderPhone: '12345',
    });
    expect(badPhone.body.error?.message).toBe(VALIDATION.telLength);
  });

  it('lists the feed among the scheduled jobs', async () => {
    const answer = await t.admin.get<AdminJob[]>('/api/admin/jobs');
    expect(answer.status).toBe(200);
    expect(answer.body.data?.find((job) => job.name === 'truemoney-feed')).toMatchObject({
      label: JOB_LABELS['truemoney-feed'],
      every_seconds: TRUEMONEY_FEED_EVERY_MS / 1000,
    });
  });
});

describe('the TrueMoney sandbox outside sandbox mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { paymentMode: 'live' });
  });
  afterAll(() => t.close());

  it('has no sandbox transfers', async () => {
    const admin = await operatorClient(t);
    const answer = await admin.request('POST', '/api/admin/sandbox/truemoney-transfers', {
      amount: 100,
      senderPhone: '0812345678',
    });
    expect(answer.status).toBe(404);
    expect(await t.app.jobs.runNow('truemoney-feed')).toBe('completed');
  });
});
