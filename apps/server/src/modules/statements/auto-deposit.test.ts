import {
  type AdminStatementLine,
  bahtToSatang,
  type AutoDepositSummary,
  type DepositRow,
  type Page,
  type SandboxBankTransfer,
  STATEMENT_MESSAGES,
  type StatementLineCandidates,
  type StatementSourceWithToken,
} from '@member/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { Client, DATABASE_KINDS } from '../../test/harness';
import { kbankCreditSms, scbCreditSms } from './sandbox-sms';
import { creditOf, type MoneyClient, memberClient, useOperatorSuite } from '../money/test-support';

let balance = 10_000;
/** KBank's credit with the sender's account, to the account ending `to`. */
const kbankSms = (to: string, from: string, amount: number, atMs = Date.now()) => {
  balance += amount;
  return kbankCreditSms(to, from, bahtToSatang(amount), bahtToSatang(balance), new Date(atMs));
};
/** SCB's credit without the sender, to the account ending `to`. */
const scbSms = (to: string, amount: number) => {
  balance += amount;
  return scbCreditSms(to, bahtToSatang(amount), bahtToSatang(balance), new Date());
};
/** Bangkok's `HH:MM` now, as a statement file prints a row's time. */
const bangkokTime = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(11, 16);

const SETTINGS = {
  enabled: true,
  sources: { bank_sms: true, statement_file: true, truemoney: true },
  ceiling: 20_000,
  windowMinutes: 60,
  noReportNeeded: false,
  silentAfterMinutes: 120,
};

describe.each(DATABASE_KINDS)('automatic deposits from bank notifications on %s', (kind) => {
  const t = useOperatorSuite(kind, { admin: 'admin', finance: 'finance', content: 'content' });
  let accountDigits = 0;
  let account: { id: number; number: string };
  let source: StatementSourceWithToken;

  const sms = (text: string, token: string | null | undefined = source.token, body: Record<string, unknown> = {}) => {
    const client = new Client(t.app);
    return client.request<{ id: number; state: string; duplicate: boolean }>(
      'POST',
      '/api/statements/sms',
      { text, ...body },
      token == null ? {} : { authorization: `Bearer ${token}` },
    );
  };
  const settings = async (changes: Partial<typeof SETTINGS> = {}) => {
    const answer = await t.admin.request('PUT', '/api/admin/auto-deposit/settings', { ...SETTINGS, ...changes });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
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
  const line = async (id: number) => {
    const answer = await t.finance.get<Page<AdminStatementLine>>('/api/admin/statement-lines?limit=100');
    return answer.body.data?.items.find((row) => row.id === id);
  };
  const linesCount = async () =>
    Number((await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM statement_lines')).rows[0]?.n);
  /** A member whose registered account ends in `digits`. */
  const memberWithAccount = (digits: string) =>
    memberClient(t, { bank_name: 'kbnk', bank_number: `1000000000${digits}`.slice(-10) });

  beforeEach(async () => {
    accountDigits += 1;
    const number = `40${String(accountDigits + 1000 * (process.pid % 1000)).padStart(8, '0')}`;
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO deposit_bank_accounts (bank_code, account_number, account_name, is_active)
       VALUES ('kbnk', $1, 'บริษัท ทดสอบ', true) RETURNING id::text AS id`,
      [number],
    );
    account = { id: Number(rows[0]?.id), number };
    const created = await t.admin.request<StatementSourceWithToken>('POST', '/api/admin/statement-sources', {
      kind: 'bank_sms',
      name: `โทรศัพท์ ${accountDigits}`,
      depositBankAccountId: account.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    source = created.body.data as StatementSourceWithToken;
    await settings();
  });
  const to = () => account.number.slice(-6);

  it('refuses a post without the source token, with a wrong one or from a source that is off, storing nothing', async () => {
    const before = await linesCount();
    const text = scbSms(to(), 100);
    expect((await sms(text, null)).status).toBe(401);
    expect((await sms(text, 'x'.repeat(43))).status).toBe(401);
    expect((await sms(text, `${source.token}x`)).status).toBe(401);
    const patched = await t.admin.request('PATCH', `/api/admin/statement-sources/${source.id}`, { isActive: false });
    expect(patched.status).toBe(200);
    expect(await sms(text)).toMatchObject({ status: 403, body: { error: { message: STATEMENT_MESSAGES.sourceOff } } });
    await t.admin.request('PATCH', `/api/admin/statement-sources/${source.id}`, { isActive: true });
    for (const bad of [
      { text: '' },
      { text: 5 },
      { text: 'x'.repeat(1001) },
      { text: 'ok', receivedAt: 'yesterday' },
    ]) {
      const answer = await new Client(t.app).request('POST', '/api/statements/sms', bad, {
        authorization: `Bearer ${source.token}`,
      });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await linesCount()).toBe(before);
    // A new token replaces the old one.
    const renewed = await t.admin.request<StatementSourceWithToken>(
      'POST',
      `/api/admin/statement-sources/${source.id}/token`,
    );
    expect(renewed.status).toBe(200);
    expect((await sms(text)).status).toBe(401);
    expect((await sms(text, renewed.body.data?.token)).status).toBe(200);
  });

  it('stores an unknown format as unparsed and moves no money', async () => {
    const answer = await sms('รหัส OTP ของคุณคือ 123456 ห้ามบอกผู้อื่น');
    expect(answer).toMatchObject({ status: 200, body: { data: { state: 'unparsed', duplicate: false } } });
    const stored = await line(answer.body.data!.id);
    expect(stored).toMatchObject({ state: 'unparsed', amount: null, raw: 'รหัส OTP ของคุณคือ 123456 ห้ามบอกผู้อื่น' });
  });

  it('gives a request a unique amount and credits the transfer of exactly it, once, without an operator', async () => {
    const member = await memberWithAccount(`${accountDigits}11223`);
    const deposit = await requestDeposit(member, 500);
    expect(deposit.exactAmount).toBe(true);
    expect(deposit.amount).toBeGreaterThan(500);
    expect(deposit.amount).toBeLessThan(501);
    const text = scbSms(to(), deposit.amount);
    const [first, again] = await Promise.all([sms(text), sms(text)]);
    const answers = [first, again].map((answer) => answer.body.data);
    expect(answers.map((a) => a?.state).sort()).toEqual(['duplicate', 'matched_auto']);
    expect(answers[0]?.id).toBe(answers[1]?.id);
    expect(await creditOf(member)).toBe(deposit.amount);
    expect(await depositOf(member, deposit.id)).toMatchObject({ status: 'approved', automatic: true });
    const stored = await line(answers[0]!.id);
    expect(stored).toMatchObject({ state: 'matched_auto', deposit_id: deposit.id, member: { tel: member.tel } });
    // Forwarded again later: a duplicate, nothing more.
    expect((await sms(text)).body.data).toMatchObject({ state: 'duplicate', duplicate: true });
    expect(await creditOf(member)).toBe(deposit.amount);
  });

  it('credits a sandbox bank transfer whose SMS the account’s phone forwards', async () => {
    const member = await memberWithAccount(`${accountDigits}91`);
    const deposit = await requestDeposit(member, 720);
    const transfer = await t.finance.request<SandboxBankTransfer>('POST', '/api/admin/sandbox/bank-transfers', {
      depositBankAccountId: account.id,
      amount: deposit.amount,
    });
    expect(transfer.status, JSON.stringify(transfer.body)).toBe(200);
    expect(transfer.body.data?.line).toMatchObject({ state: 'matched_auto' });
    expect(await creditOf(member)).toBe(deposit.amount);
  });

  it('approves a request once when its line and an operator reach it together', async () => {
    const member = await memberWithAccount(`${accountDigits}81`);
    const deposit = await requestDeposit(member, 650);
    const [line, approval] = await Promise.all([
      sms(scbSms(to(), deposit.amount)),
      t.finance.postKeyed(`/api/admin/deposits/${deposit.id}/approve`, {}),
    ]);
    expect(line.status).toBe(200);
    // Whichever came first approved it; the other changed nothing.
    if (line.body.data?.state === 'matched_auto') expect(approval.status).toBe(409);
    else expect([approval.status, line.body.data?.state]).toEqual([200, 'review']);
    expect(await creditOf(member)).toBe(deposit.amount);
  });

  it('makes two requests of one amount unique, so each transfer finds its own', async () => {
    const [a, b] = [await memberWithAccount(`${accountDigits}21`), await memberWithAccount(`${accountDigits}22`)];
    const [da, db] = await Promise.all([requestDeposit(a, 300), requestDeposit(b, 300)]);
    expect(da.amount).not.toBe(db.amount);
    await sms(scbSms(to(), db.amount));
    await sms(scbSms(to(), da.amount));
    expect([await creditOf(a), await creditOf(b)]).toEqual([da.amount, db.amount]);
  });

  it('sends a transfer without a sender and without a unique amount to review', async () => {
    await settings({ enabled: false });
    const member = await memberWithAccount(`${accountDigits}31`);
    const deposit = await requestDeposit(member, 250);
    expect(deposit).toMatchObject({ amount: 250, exactAmount: false });
    const off = await sms(scbSms(to(), 250));
    expect(await line(off.body.data!.id)).toMatchObject({ state: 'review', reason: 'auto_off' });
    await settings();
    const on = await sms(scbSms(to(), 250));
    expect(await line(on.body.data!.id)).toMatchObject({ state: 'review', reason: 'sender_unknown' });
    expect(await creditOf(member)).toBe(0);
  });

  it('credits by the sender’s account only with "no need to report", and never a member the line does not name', async () => {
    const digits = `${accountDigits}4455`;
    const member = await memberWithAccount(digits);
    const other = await memberWithAccount(`${accountDigits}9999`);
    const otherDeposit = await requestDeposit(other, 700);
    // The amount of another member's request, from this member's account: not the other's money.
    const mismatch = await sms(kbankSms(to(), digits, otherDeposit.amount));
    expect(await line(mismatch.body.data!.id)).toMatchObject({ state: 'review', reason: 'sender_mismatch' });
    const unreported = await sms(kbankSms(to(), digits, 120));
    expect(await line(unreported.body.data!.id)).toMatchObject({ state: 'review', reason: 'no_match' });
    await settings({ noReportNeeded: true });
    const credited = await sms(kbankSms(to(), digits, 130));
    expect(credited.body.data?.state).toBe('matched_auto');
    expect(await creditOf(member)).toBe(130);
    expect(await creditOf(other)).toBe(0);
    // A sender no member has.
    const stranger = await sms(kbankSms(to(), '909090', 140));
    expect(await line(stranger.body.data!.id)).toMatchObject({ state: 'review', reason: 'no_match' });
  });

  it('leaves the ceiling, a disabled member, an old line and another account to an operator', async () => {
    await settings({ noReportNeeded: true, ceiling: 1_000 });
    const digits = `${accountDigits}5566`;
    const member = await memberWithAccount(digits);
    const above = await sms(kbankSms(to(), digits, 1_000.5));
    expect(await line(above.body.data!.id)).toMatchObject({ state: 'review', reason: 'above_ceiling' });
    const old = await sms(kbankSms(to(), digits, 100, Date.now() - 3 * 3_600_000));
    expect(await line(old.body.data!.id)).toMatchObject({ state: 'review', reason: 'too_old' });
    const elsewhere = await sms(kbankSms('999999', digits, 100));
    expect(await line(elsewhere.body.data!.id)).toMatchObject({ state: 'review', reason: 'unknown_account' });
    const status = await t.admin.request('PUT', `/api/admin/members/${member.tel}/status`, { status: 'disabled' });
    expect(status.status, JSON.stringify(status.body)).toBe(200);
    const disabled = await sms(kbankSms(to(), digits, 100));
    expect(await line(disabled.body.data!.id)).toMatchObject({ state: 'review', reason: 'member_inactive' });
    const deposits = await t.db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM deposits d JOIN members m ON m.id = d.member_id WHERE m.tel = $1',
      [member.tel],
    );
    expect(deposits.rows[0]?.n).toBe('0');
  });

  it('lets one operator match a waiting line to a request or a member, once, and dismiss another with a note', async () => {
    const member = await memberWithAccount(`${accountDigits}61`);
    const deposit = await requestDeposit(member, 400);
    await settings({ enabled: false });
    const waiting = (await sms(scbSms(to(), deposit.amount))).body.data!.id;
    const candidates = await t.finance.get<StatementLineCandidates>(`/api/admin/statement-lines/${waiting}/candidates`);
    expect(candidates.body.data?.requests.map((r) => r.deposit_id)).toEqual([deposit.id]);
    // Not the content role; not another amount; then two operators at once: one wins.
    const content = await t.content.request('POST', `/api/admin/statement-lines/${waiting}/match`, {
      depositId: deposit.id,
    });
    expect(content.status).toBe(403);
    const other = await requestDeposit(await memberWithAccount(`${accountDigits}62`), 90);
    expect(
      await t.finance.request('POST', `/api/admin/statement-lines/${waiting}/match`, { depositId: other.id }),
    ).toMatchObject({ status: 422, body: { error: { message: STATEMENT_MESSAGES.amountMismatch } } });
    const both = await Promise.all([
      t.finance.request('POST', `/api/admin/statement-lines/${waiting}/match`, { depositId: deposit.id }),
      t.admin.request('POST', `/api/admin/statement-lines/${waiting}/match`, { depositId: deposit.id }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await creditOf(member)).toBe(deposit.amount);
    expect(await line(waiting)).toMatchObject({ state: 'matched_manual', decided_by: expect.any(String) });
    expect(await depositOf(member, deposit.id)).toMatchObject({ status: 'approved', automatic: false });

    const toMember = (await sms(scbSms(to(), 55.5))).body.data!.id;
    const credited = await t.finance.request<AdminStatementLine>(
      'POST',
      `/api/admin/statement-lines/${toMember}/match`,
      {
        memberId: Number(
          (await t.db.query<{ id: string }>('SELECT id::text AS id FROM members WHERE tel = $1', [member.tel])).rows[0]
            ?.id,
        ),
        note: 'ลูกค้าแจ้งทางแชท',
      },
    );
    expect(credited.status, JSON.stringify(credited.body)).toBe(200);
    expect(bahtToSatang(await creditOf(member))).toBe(bahtToSatang(deposit.amount) + 5550);

    const stray = (await sms(scbSms(to(), 12))).body.data!.id;
    expect((await t.finance.request('POST', `/api/admin/statement-lines/${stray}/dismiss`, { note: ' ' })).status).toBe(
      400,
    );
    const dismissed = await t.finance.request('POST', `/api/admin/statement-lines/${stray}/dismiss`, {
      note: 'โอนผิดบัญชี',
    });
    expect(dismissed).toMatchObject({ status: 200, body: { data: { state: 'dismissed', note: 'โอนผิดบัญชี' } } });
    expect(
      (await t.finance.request('POST', `/api/admin/statement-lines/${stray}/dismiss`, { note: 'อีกครั้ง' })).status,
    ).toBe(409);
    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_type = 'statement_line' AND target_id = ANY($1)`,
      [[String(waiting), String(toMember), String(stray)]],
    );
    expect(audit.rows.map((row) => row.action).sort()).toEqual([
      'statement_line.dismiss',
      'statement_line.match',
      'statement_line.match',
    ]);
  });

  it('counts today’s automatic share and the lines waiting, and warns of a silent source', async () => {
    const member = await memberWithAccount(`${accountDigits}71`);
    const deposit = await requestDeposit(member, 80);
    await sms(scbSms(to(), deposit.amount));
    await sms(scbSms(to(), 33));
    await t.db.query(`UPDATE statement_sources SET last_line_at = now() - interval '3 hours' WHERE id = $1`, [
      source.id,
    ]);
    const summary = await t.finance.get<AutoDepositSummary>('/api/admin/auto-deposit/summary');
    expect(summary.status).toBe(200);
    expect(summary.body.data?.approved_automatically_today).toBeGreaterThanOrEqual(1);
    expect(summary.body.data?.waiting_review).toBeGreaterThanOrEqual(1);
    expect(summary.body.data?.silent_sources.map((s) => s.id)).toContain(source.id);
    expect((await t.content.get('/api/admin/auto-deposit/summary')).status).toBe(403);
    expect((await t.finance.request('PUT', '/api/admin/auto-deposit/settings', SETTINGS)).status).toBe(403);
    expect(
      (await t.admin.request('PUT', '/api/admin/auto-deposit/settings', { ...SETTINGS, windowMinutes: 1 })).status,
    ).toBe(400);
    expect(
      (await t.admin.request('PUT', '/api/admin/auto-deposit/settings', { ...SETTINGS, ceiling: -5 })).status,
    ).toBe(400);
  });
});

describe.each(DATABASE_KINDS)('statement files on %s', (kind) => {
  const t = useOperatorSuite(kind, { admin: 'admin', finance: 'finance' });

  /** Today's KBank K BIZ export of the account `XXX-X-XX861-4` with `rows` (time, deposit, details). */
  function kbankFile(rows: [string, string, string][]): Buffer {
    const local = new Date(Date.now() + 7 * 3_600_000);
    const two = (n: number) => String(n).padStart(2, '0');
    const day = `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`;
    const short = `${two(local.getUTCDate())}-${two(local.getUTCMonth() + 1)}-${String(local.getUTCFullYear()).slice(2)}`;
    const lines = [
      'รายการเดินบัญชีเงินฝากออมทรัพย์ (มีรายละเอียด),,,,,,,,,,,,',
      'K-DEPOSIT STATEMENT OF SAVING ACCOUNT (WITH DETAIL),,,,,,,,,,,,',
      ',,,,,,,Account Number,,,,XXX-X-XX861-4,',
      `,,,,,,,Period,,,,${day} - ${day},`,
      ',Date,"Time/\nEff.Date",Descriptions,Withdrawal,,Deposit,,"Outstanding\nBalance",,Channel,,Details',
      `,${short},,Beginning Balance,,,,,"10,000.00",,,,`,
      ...rows.map(
        ([time, amount, details]) => `,${short},${time},Transfer Deposit,,,"${amount}",,"1.00",,K PLUS,,${details}`,
      ),
      `,${short},23:59,Transfer Withdrawal,300.00,,,,"7,200.25",,K BIZ,,To KTB X5432 SOMSRI++`,
    ];
    return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
  }
  const upload = async (sourceId: number | string, file: Buffer, name = 'statement.csv') => {
    const boundary = '----statement';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="sourceId"\r\n\r\n${sourceId}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/statement-files',
      remoteAddress: t.finance.ip,
      headers: {
        authorization: `Bearer ${t.finance.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    return {
      status: response.statusCode,
      body: response.json() as { data?: Record<string, unknown>; error?: { message: string } },
    };
  };

  it('imports an export of the source’s account once, crediting the sender it names, refusing other files', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO deposit_bank_accounts (bank_code, account_number, account_name, is_active)
       VALUES ('kbnk', '123-4-56861-4', 'บริษัท ทดสอบ', true) RETURNING id::text AS id`,
    );
    const source = await t.admin.request<StatementSourceWithToken>('POST', '/api/admin/statement-sources', {
      kind: 'statement_file',
      name: 'Statement K BIZ',
      depositBankAccountId: Number(rows[0]?.id),
    });
    expect(source.status).toBe(201);
    const sourceId = source.body.data!.id;
    await t.admin.request('PUT', '/api/admin/auto-deposit/settings', { ...SETTINGS, noReportNeeded: true });
    const suda = await memberClient(t, {
      bank_name: 'kbnk',
      bank_number: '3210097788',
      first_name: 'Suda',
      last_name: 'Rakdee',
    });
    const time = bangkokTime();
    const file = kbankFile([
      [time, '500.00', 'From X7788 MS. SUDA RAKDEE'],
      [time, '1,500.25', 'From KTB X0052 NOBODY KNOWN++'],
    ]);
    const first = await upload(sourceId, file);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ lines: 2, stored: 2, duplicates: 0, matched: 1, review: 1, skipped: 2 });
    expect(await creditOf(suda)).toBe(500);
    const again = await upload(sourceId, file);
    expect(again.body.data).toMatchObject({ lines: 2, stored: 0, duplicates: 2, matched: 0 });
    expect(await creditOf(suda)).toBe(500);

    expect(await upload(sourceId, Buffer.from('not,a\nstatement'))).toMatchObject({
      status: 400,
      body: { error: { message: STATEMENT_MESSAGES.fileWrongLayout } },
    });
    expect(await upload(sourceId, Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]))).toMatchObject({
      status: 400,
      body: { error: { message: STATEMENT_MESSAGES.fileUnreadable } },
    });
    const sms = await t.admin.request<StatementSourceWithToken>('POST', '/api/admin/statement-sources', {
      kind: 'bank_sms',
      name: 'โทรศัพท์',
      depositBankAccountId: Number(rows[0]?.id),
    });
    expect((await upload(sms.body.data!.id, file)).status).toBe(400);
    expect((await t.finance.request('POST', '/api/admin/statement-files', { sourceId })).status).toBe(415);
  });
});
