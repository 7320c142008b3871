import {
  type AdminWithdrawRow,
  type Page,
  PAYOUT_BACKOFFICE_TEXTS,
  type PayoutDetail,
  type PayoutSettings,
  type WithdrawRow,
} from '@member/shared';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/harness';
import { creditOf, fund, type MoneyClient, memberClient, newKey, useOperatorSuite } from '../test-support';
import { type PayoutFacts, type PayoutRules, payoutStop } from './rules';

const DAY_MS = 86_400_000;
type Member = MoneyClient & { tel: string };
const NOW = Date.UTC(2026, 10, 28, 5);

describe('the automatic payout rules', () => {
  const rules: PayoutRules = {
    enabled: true,
    provider: 'sandbox',
    maxAmountSatang: 500_000,
    dailyMemberSatang: 1_000_000,
    minAccountAgeDays: 7,
    bankUnchangedDays: 3,
  };
  const facts: PayoutFacts = {
    amountSatang: 100_000,
    todayOtherSatang: 0,
    registeredMs: NOW - 30 * DAY_MS,
    bankSetMs: NOW - 30 * DAY_MS,
    paidWithdrawals: 2,
    openTurnover: false,
    flagged: false,
    providerAvailable: true,
    nowMs: NOW,
  };
  const cases: [string, Partial<PayoutRules>, Partial<PayoutFacts>, string | null][] = [
    ['passes every rule', {}, {}, null],
    ['off', { enabled: false }, {}, 'disabled'],
    ['no adapter for the provider', {}, { providerAvailable: false }, 'no_provider'],
    ['over the ceiling', {}, { amountSatang: 500_001 }, 'over_ceiling'],
    ['at the ceiling', {}, { amountSatang: 500_000 }, null],
    ['over the day with earlier ones', {}, { todayOtherSatang: 900_001 }, 'daily_total'],
    ['exactly the day', {}, { todayOtherSatang: 900_000 }, null],
    ['a new account', {}, { registeredMs: NOW - 6 * DAY_MS }, 'account_age'],
    ['the first withdrawal', {}, { paidWithdrawals: 0 }, 'first_withdrawal'],
    ['open turnover', {}, { openTurnover: true }, 'open_turnover'],
    ['bank account set lately', {}, { bankSetMs: NOW - 2 * DAY_MS }, 'bank_changed'],
    ['flagged', {}, { flagged: true }, 'affiliate_flag'],
    ['the first failing rule wins', { enabled: true }, { amountSatang: 600_000, flagged: true }, 'over_ceiling'],
  ];
  it.each(cases)('%s', (_name, ruleChanges, factChanges, stop) => {
    expect(payoutStop({ ...rules, ...ruleChanges }, { ...facts, ...factChanges })).toBe(stop);
  });
});

describe.each(DATABASE_KINDS)('automatic withdrawals on %s', (kind) => {
  const t = useOperatorSuite(kind, { admin: 'admin', finance: 'finance' });

  const sandbox = () => {
    const box = t.app.payouts.sandbox;
    if (!box) throw new Error('no sandbox payout provider');
    return box;
  };
  const settings = (body: Partial<PayoutSettings> = {}) =>
    t.admin.request<PayoutSettings>('PUT', '/api/admin/payouts/settings', {
      enabled: true,
      max_amount: 5000,
      daily_total: 20000,
      min_account_age_days: 0,
      bank_unchanged_days: 0,
      ...body,
    });
  const withdraw = (member: MoneyClient, amount: number, key = newKey()) =>
    member.postKeyed<WithdrawRow>('/api/withdraw/withdraw', { amount }, key);
  const rowOf = async (member: Member, id: number | undefined) =>
    (await t.admin.get<Page<AdminWithdrawRow>>(`/api/admin/members/${member.tel}/withdrawals`)).body.data?.items.find(
      (row) => row.id === id,
    );
  const detailOf = async (id: number | undefined) =>
    (await t.admin.get<PayoutDetail>(`/api/admin/withdrawals/${id}/payout`)).body.data;
  /** Waits for the payout sent after the request's commit and for the sandbox's callbacks. */
  async function settled(member: Member, id: number | undefined) {
    for (let i = 0; i < 100; i++) {
      await sandbox().delivered();
      const row = await rowOf(member, id);
      if (row?.payout && !['queued', 'sending', 'sent'].includes(row.payout.status)) return row;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`payout of withdrawal ${id} did not settle`);
  }
  const postedTransfers = async (id: number | undefined) => {
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transfers WHERE ref_type = 'withdrawal' AND ref_id = $1
         AND code = 'withdrawal_post'`,
      [id],
    );
    return rows[0]?.n;
  };

  /** A member whose first withdrawal an operator paid, with `baht` left. */
  async function regular(baht: number): Promise<Member> {
    const member = await memberClient(t);
    await fund(t.admin, member.tel, baht + 100);
    const first = await withdraw(member, 100);
    expect((await rowOf(member, first.body.data?.id))?.auto_stop).toBe('first_withdrawal');
    expect((await t.finance.postKeyed(`/api/admin/withdrawals/${first.body.data?.id}/approve`, {})).status).toBe(200);
    return member;
  }

  it('pays a withdrawal within the rules by itself, once, and keeps the others for an operator with the rule', async () => {
    await settings();
    const member = await regular(5000);
    const asked = await withdraw(member, 500);
    expect(asked.status).toBe(201);
    const row = await settled(member, asked.body.data?.id);
    expect(row).toMatchObject({ status: 'approved', auto_stop: null, decided_by: null });
    expect(row.payout).toMatchObject({ status: 'paid', provider: 'sandbox', late_callbacks: 0 });
    expect(await creditOf(member)).toBe(4500);
    expect(await postedTransfers(asked.body.data?.id)).toBe(1);

    const big = await withdraw(member, 2000);
    expect((await settled(member, big.body.data?.id)).status).toBe('approved');
    await settings({ max_amount: 1000 });
    const over = await withdraw(member, 1001);
    expect((await rowOf(member, over.body.data?.id))?.auto_stop).toBe('over_ceiling');
    await settings({ daily_total: 3000 });
    const daily = await withdraw(member, 100);
    expect((await rowOf(member, daily.body.data?.id))?.auto_stop).toBe('daily_total');
    await settings({ enabled: false });
    const off = await withdraw(member, 100);
    expect(await rowOf(member, off.body.data?.id)).toMatchObject({ auto_stop: 'disabled', payout: null });
  });

  it('sends one payout for a repeated request and applies a callback that arrives twice once', async () => {
    await settings();
    const member = await regular(1000);
    sandbox().script('twice');
    const key = newKey();
    const [first, again] = [await withdraw(member, 300, key), await withdraw(member, 300, key)];
    expect(again.body.data?.id).toBe(first.body.data?.id);
    const row = await settled(member, first.body.data?.id);
    expect(row.status).toBe('approved');
    expect(row.payout?.late_callbacks).toBe(1);
    const detail = await detailOf(first.body.data?.id);
    expect(detail?.events.filter((e) => e.kind === 'callback').map((e) => e.applied)).toEqual([true, false]);
    expect(await postedTransfers(first.body.data?.id)).toBe(1);
    expect(await creditOf(member)).toBe(700);
  });

  it('returns a failed payout to the operator, and records a late success without paying it again', async () => {
    await settings();
    const member = await regular(1000);
    sandbox().script('fail');
    const asked = await withdraw(member, 400);
    const row = await settled(member, asked.body.data?.id);
    expect(row).toMatchObject({ status: 'waiting_for_approve', auto_stop: 'payout_failed' });
    expect(row.payout?.status).toBe('failed');
    expect(await creditOf(member)).toBe(600);

    // The provider changes its mind afterwards: recorded and shown, not applied.
    const detail = await detailOf(asked.body.data?.id);
    const raw = JSON.stringify({ reference: detail?.reference, status: 'paid', provider_ref: 'LATE-1', reason: null });
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/payouts/sandbox/callback',
      headers: { 'content-type': 'application/json', 'x-signature': sandbox().sign(raw) },
      payload: raw,
    });
    expect(late.json()).toEqual({ data: { applied: false } });
    expect((await rowOf(member, asked.body.data?.id))?.payout?.late_callbacks).toBe(1);
    expect(await postedTransfers(asked.body.data?.id)).toBe(0);

    // The operator decides it: rejected, the money goes back.
    expect(
      (await t.finance.postKeyed(`/api/admin/withdrawals/${asked.body.data?.id}/reject`, { annotation: 'บัญชีผิด' }))
        .status,
    ).toBe(200);
    expect(await creditOf(member)).toBe(1000);
  });

  it('resolves a timeout by asking for the status, and keeps the operator out while a payout is under way', async () => {
    await settings();
    const member = await regular(1000);
    sandbox().script('timeout');
    const asked = await withdraw(member, 250);
    const row = await settled(member, asked.body.data?.id);
    expect(row.payout?.status).toBe('unknown');
    const approve = await t.finance.postKeyed(`/api/admin/withdrawals/${asked.body.data?.id}/approve`, {});
    expect(approve).toMatchObject({ status: 409, body: { error: { message: PAYOUT_BACKOFFICE_TEXTS.inFlight } } });
    expect(await t.app.payouts.resolveOpen(0)).toBe(1);
    expect(await rowOf(member, asked.body.data?.id)).toMatchObject({ status: 'approved', payout: { status: 'paid' } });
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payout_sandbox_transfers WHERE reference = $1',
      [row.payout?.reference],
    );
    expect(rows[0]?.n).toBe(1);
    expect(await creditOf(member)).toBe(750);
  });

  it('sends again under the same reference only what the provider never received', async () => {
    await settings();
    const member = await regular(1000);
    sandbox().script('timeout');
    const asked = await withdraw(member, 150);
    const row = await settled(member, asked.body.data?.id);
    // The request never reached the provider after all.
    await t.db.query('DELETE FROM payout_sandbox_transfers WHERE reference = $1', [row.payout?.reference]);
    await t.app.payouts.resolveOpen(0);
    const after = await settled(member, asked.body.data?.id);
    expect(after).toMatchObject({ status: 'approved', payout: { status: 'paid', reference: row.payout?.reference } });
    expect((await detailOf(asked.body.data?.id))?.attempts).toBe(2);
    expect(await postedTransfers(asked.body.data?.id)).toBe(1);
  });

  it('refuses an unsigned or forged callback and validates the settings in Thai', async () => {
    const raw = JSON.stringify({ reference: 'WD0000000001', status: 'paid', provider_ref: 'X', reason: null });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payouts/sandbox/callback',
      headers: { 'content-type': 'application/json', 'x-signature': 'ab'.repeat(32) },
      payload: raw,
    });
    expect(forged.statusCode).toBe(401);
    const unknownProvider = await t.app.inject({
      method: 'POST',
      url: '/api/payouts/other/callback',
      headers: { 'content-type': 'application/json', 'x-signature': sandbox().sign(raw) },
      payload: raw,
    });
    expect(unknownProvider.statusCode).toBe(404);
    expect(await settings({ max_amount: 0 })).toMatchObject({
      status: 400,
      body: { error: { message: '*จำนวนเงินต้องเป็นจำนวนเต็ม 1-1,000,000 บาท' } },
    });
    expect((await settings({ min_account_age_days: 400 })).status).toBe(400);
    expect((await t.finance.request('PUT', '/api/admin/payouts/settings', {})).status).toBe(403);
    await settings({ enabled: false });
  });
});
