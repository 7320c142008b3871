import {
  AFFILIATE_MESSAGES,
  type AdminAffiliateWithdrawalRow,
  type AffiliateWithdrawalRow,
  type Page,
  SERVER_MESSAGES,
  VALIDATION,
} from '@member/shared';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../test/harness';
import { creditOf, fund, type MoneyClient, newKey, operatorClient } from '../money/test-support';
import {
  accrueNow,
  downlineOf,
  incomeOf,
  type Member,
  moveOnWallet,
  putSettings,
  register,
  useAffiliateSuite,
} from './test-support';

const error = (code: string, message: string) => ({ error: { code, message } });

describe.each(DATABASE_KINDS)('income withdrawals on %s', (kind) => {
  const t = useAffiliateSuite(kind, { admin: 'admin' });

  /** An affiliate holding `baht` of income (5 % of their downline's stakes). */
  async function earner(baht: number): Promise<Member> {
    const affiliate = await register(t);
    const downline = await downlineOf(t, affiliate);
    await fund(t.admin, downline.tel, baht * 20);
    await moveOnWallet(t.db, downline.id, { stake: baht * 20 });
    await accrueNow(t.admin);
    expect((await incomeOf(affiliate)).availableAff).toBe(baht);
    return affiliate;
  }

  const withdraw = (member: MoneyClient, amount: unknown, key = newKey()) =>
    member.postKeyed<AffiliateWithdrawalRow>('/api/income/withdraw-income', { amount }, key);
  const decide = (id: string | undefined, verb: 'approve' | 'reject', body: unknown = {}, by = t.admin) =>
    by.post<AdminAffiliateWithdrawalRow>(`/api/admin/affiliate/withdrawals/${id}/${verb}`, body);

  it('reserves the income at the request and shows it pending in the history', async () => {
    const affiliate = await earner(250);
    const requested = await withdraw(affiliate, 150.5);
    expect(requested.status).toBe(201);
    expect(requested.body.data).toMatchObject({ amount: 150.5, status: 'pending', decided_at: null, note: null });
    expect(await incomeOf(affiliate)).toMatchObject({ availableAff: 99.5, pendingAff: 150.5, totalAff: 250 });
    const history = await affiliate.get<Page<AffiliateWithdrawalRow>>('/api/income/aff-history');
    expect(history.body.data).toMatchObject({ items: [requested.body.data], page: 1, total: 1 });
  });

  it('refuses below the minimum with the minimum in the message, formatted', async () => {
    const affiliate = await earner(2_000);
    expect((await withdraw(affiliate, 99.99)).body).toEqual(
      error('BUSINESS_RULE', `${AFFILIATE_MESSAGES.belowMinimum} 100.00 บาท`),
    );
    await putSettings(t.admin, { minWithdraw: 1_500 });
    try {
      const refused = await withdraw(affiliate, 1_000);
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual(error('BUSINESS_RULE', `${AFFILIATE_MESSAGES.belowMinimum} 1,500.00 บาท`));
      expect((await withdraw(affiliate, 1_500)).status).toBe(201);
    } finally {
      await putSettings(t.admin, { minWithdraw: 100 });
    }
    expect((await incomeOf(affiliate)).availableAff).toBe(500);
  });

  it('refuses more than is available, and a member with no income at all', async () => {
    const affiliate = await earner(200);
    expect((await withdraw(affiliate, 200.01)).body).toEqual(error('BUSINESS_RULE', AFFILIATE_MESSAGES.overAvailable));
    const nobody = await register(t);
    expect((await withdraw(nobody, 100)).body).toEqual(error('BUSINESS_RULE', AFFILIATE_MESSAGES.overAvailable));
    expect((await withdraw(affiliate, 200)).status).toBe(201);
    expect((await withdraw(affiliate, 100)).body).toEqual(error('BUSINESS_RULE', AFFILIATE_MESSAGES.overAvailable));
  });

  it('refuses a held affiliate until released', async () => {
    const affiliate = await earner(300);
    expect(
      (await t.admin.post(`/api/admin/affiliate/affiliates/${affiliate.tel}/hold`, { note: 'ตรวจสอบ' })).status,
    ).toBe(200);
    expect((await withdraw(affiliate, 100)).body).toEqual(error('BUSINESS_RULE', AFFILIATE_MESSAGES.affiliateHeld));
    expect((await t.admin.post(`/api/admin/affiliate/affiliates/${affiliate.tel}/release`)).status).toBe(200);
    expect((await withdraw(affiliate, 100)).status).toBe(201);
  });

  it('refuses bad amounts with 400 and the shared texts', async () => {
    const affiliate = await earner(100);
    for (const [amount, message] of [
      [undefined, VALIDATION.amountRequired],
      ['100', VALIDATION.invalidValue],
      [0, VALIDATION.amountPositive],
      [-1, VALIDATION.amountPositive],
      [100.001, VALIDATION.amountDecimals],
    ] as const) {
      expect((await withdraw(affiliate, amount)).body, String(amount)).toEqual(error('BAD_REQUEST', message));
    }
    const noKey = await affiliate.post('/api/income/withdraw-income', { amount: 100 });
    expect(noKey.body).toEqual(error('BAD_REQUEST', SERVER_MESSAGES.idempotencyKeyMissing));
    expect((await incomeOf(affiliate)).availableAff).toBe(100);
  });

  it('parallel requests over what is available reserve at most what is there', async () => {
    const affiliate = await earner(250);
    const answers = await Promise.all(Array.from({ length: 8 }, () => withdraw(affiliate, 100)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.body).toEqual(error('BUSINESS_RULE', AFFILIATE_MESSAGES.overAvailable));
    }
    expect(await incomeOf(affiliate)).toMatchObject({ availableAff: 50, pendingAff: 200 });
  });

  it('a replayed key answers the same row and reserves once', async () => {
    const affiliate = await earner(300);
    const key = newKey();
    const first = await withdraw(affiliate, 120, key);
    const replay = await withdraw(affiliate, 120, key);
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect((await incomeOf(affiliate)).availableAff).toBe(180);
    // The same key with another body is a reuse.
    expect((await withdraw(affiliate, 121, key)).status).toBe(409);
  });

  it('approve puts exactly the amount into the wallet credit, once', async () => {
    const affiliate = await earner(400);
    await fund(t.admin, affiliate.tel, 33.33);
    const { id } = (await withdraw(affiliate, 321.45)).body.data as AffiliateWithdrawalRow;
    const queue = (
      await t.admin.get<Page<AdminAffiliateWithdrawalRow>>('/api/admin/affiliate/withdrawals?status=pending&limit=100')
    ).body.data?.items;
    expect(queue?.find((w) => w.id === id)).toMatchObject({
      member: { tel: affiliate.tel },
      amount: 321.45,
      held: false,
    });

    const approved = await decide(id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ id, status: 'approved', decided_by: 'admin', amount: 321.45 });
    expect(await creditOf(affiliate)).toBe(354.78);
    expect(await incomeOf(affiliate)).toMatchObject({ availableAff: 78.55, pendingAff: 0 });

    expect((await decide(id, 'approve')).body).toEqual(error('BUSINESS_RULE', AFFILIATE_MESSAGES.withdrawalNotPending));
    expect((await decide(id, 'reject')).body).toEqual(error('BUSINESS_RULE', AFFILIATE_MESSAGES.withdrawalNotPending));
    expect(await creditOf(affiliate)).toBe(354.78);
    const history = (await affiliate.get<Page<AffiliateWithdrawalRow>>('/api/income/aff-history')).body.data?.items;
    expect(history?.[0]).toMatchObject({ id, status: 'approved', note: null });
    expect(history?.[0]?.decided_at).not.toBeNull();
  });

  it('reject voids the reservation back to income, with the note the member sees', async () => {
    const affiliate = await earner(200);
    const { id } = (await withdraw(affiliate, 200)).body.data as AffiliateWithdrawalRow;
    const rejected = await decide(id, 'reject', { note: 'บัญชีไม่ตรงกัน' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', note: 'บัญชีไม่ตรงกัน' });
    expect(await incomeOf(affiliate)).toMatchObject({ availableAff: 200, pendingAff: 0 });
    expect(await creditOf(affiliate)).toBe(0);
    const history = (await affiliate.get<Page<AffiliateWithdrawalRow>>('/api/income/aff-history')).body.data?.items;
    expect(history?.[0]).toMatchObject({ status: 'rejected', note: 'บัญชีไม่ตรงกัน' });
    expect((await decide(id, 'approve')).status).toBe(422);
  });

  it('two decisions at once: one of them, once', async () => {
    const affiliate = await earner(100);
    const { id } = (await withdraw(affiliate, 100)).body.data as AffiliateWithdrawalRow;
    const answers = await Promise.all([decide(id, 'approve'), decide(id, 'reject'), decide(id, 'approve')]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(2);
    const { availableAff } = await incomeOf(affiliate);
    expect(availableAff + (await creditOf(affiliate))).toBe(100);
  });

  it('answers 404 with the Thai text for an unknown withdrawal, and only money.decide may decide', async () => {
    expect((await decide('999999999', 'approve')).body).toEqual(
      error('NOT_FOUND', AFFILIATE_MESSAGES.withdrawalNotFound),
    );
    const affiliate = await earner(100);
    const { id } = (await withdraw(affiliate, 100)).body.data as AffiliateWithdrawalRow;
    const content = await operatorClient(t, 'content');
    expect((await decide(id, 'approve', {}, content)).status).toBe(403);
    expect((await content.get('/api/admin/affiliate/withdrawals')).status).toBe(403);
    const finance = await operatorClient(t, 'finance');
    expect((await decide(id, 'approve', {}, finance)).status).toBe(200);
    const { rows } = await t.db.query<{ action: string; target_id: string }>(
      `SELECT action, target_id FROM audit_log WHERE action LIKE 'affiliate.withdrawal.%' AND target_id = $1`,
      [id],
    );
    expect(rows).toEqual([{ action: 'affiliate.withdrawal.approve', target_id: id }]);
  });
});
