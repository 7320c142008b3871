import { randomUUID } from 'node:crypto';
import {
  type AdminMemberTurnover,
  type AdminPromotion,
  type AdminWithdrawRow,
  type DepositBonus,
  type DepositRow,
  type MemberTurnover,
  type Page,
  PROMOTION_REASONS,
  TURNOVER_TEXTS,
  type TurnoverForfeited,
  type TurnoverSettings,
  type WithdrawRow,
} from '@member/shared';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../test/harness';
import { creditOf, fund, type MoneyClient, memberClient, useOperatorSuite } from '../money/test-support';
import { ProviderClient } from './test-support';

/**
 * Turnover requirements (decision 0174): opened by a bonus, paid down by weighted real stakes in order,
 * respected by withdrawals, given up by a forfeit, ended when the wallet is played away. After every test
 * the ledger check runs, with its turnover invariant (progress equals what the stakes paid).
 */
describe.each(DATABASE_KINDS)('turnover requirements on %s', (kind) => {
  const t = useOperatorSuite(kind, { admin: 'admin' });

  const refused = (message: string) => ({ status: 422, body: { error: { code: 'BUSINESS_RULE', message } } });
  const turnoverOf = async (member: MoneyClient) => {
    const answer = await member.get<MemberTurnover>('/api/member/turnover');
    if (!answer.body.data) throw new Error(JSON.stringify(answer.body));
    return answer.body.data;
  };
  const withdraw = (member: MoneyClient, amount: number) =>
    member.postKeyed<WithdrawRow>('/api/withdraw/withdraw', { amount });
  const settings = (body: Partial<TurnoverSettings>) =>
    t.admin.request<TurnoverSettings>('PUT', '/api/admin/turnover/settings', {
      forfeit_rule: 'bonus_and_winnings',
      played_away: 10,
      default_weight: 100,
      provider_weights: [],
      ...body,
    });

  const createPromotion = async (operator: MoneyClient, overrides: Record<string, unknown>) => {
    const answer = await operator.post<AdminPromotion>('/api/admin/promotions', {
      title: 'โบนัสทดสอบ',
      description: '<p>ฝากรับโบนัส</p>',
      kind: 'deposit_percent',
      ratePercent: 100,
      maxBonus: 500,
      minDeposit: 100,
      startDate: new Date(Date.now() - 3_600_000).toISOString(),
      ...overrides,
    });
    if (!answer.body.data) throw new Error(JSON.stringify(answer.body));
    return answer.body.data;
  };
  const wantBonus = async (member: MoneyClient) =>
    expect((await member.put('/api/promotion/bonus', { bonus: 1 })).status).toBe(200);

  /** A member who deposited `amount` with a 100 % bonus (up to 500) of `multiple`× turnover, approved. */
  async function bonusMember(amount = 500, multiple = 5) {
    const promotion = await createPromotion(t.admin, {
      title: `ฝากแรก 100% ${randomUUID().slice(0, 6)}`,
      ratePercent: 100,
      maxBonus: 500,
      minDeposit: 100,
      turnoverMultiple: multiple,
    });
    const member = await memberClient(t);
    await wantBonus(member);
    const deposit = await member.postKeyed<DepositRow>('/api/member/regulardeposit', {
      amount,
      promotionId: promotion.id,
    });
    expect(deposit.status).toBe(201);
    const depositId = deposit.body.data?.id as number;
    const bonuses = await t.admin.get<DepositBonus[]>(`/api/admin/promotions/deposit-bonuses?ids=${depositId}`);
    expect(bonuses.body.data).toEqual([
      expect.objectContaining({ deposit_id: depositId, state: 'preview', bonus: Math.min(amount, 500) }),
    ]);
    expect((await t.admin.postKeyed(`/api/admin/deposits/${depositId}/approve`, {})).status).toBe(200);
    return { member, promotion, depositId, provider: new ProviderClient(t) };
  }

  it('opens a requirement on the bonus, refuses the withdrawal with the baht to play, and unlocks it once played', async () => {
    await settings({});
    const { member, depositId, provider } = await bonusMember();
    expect(await creditOf(member)).toBe(1000);
    const opened = await turnoverOf(member);
    expect(opened).toMatchObject({ required: 5000, played: 0, left: 5000, forfeit_rule: 'bonus_and_winnings' });
    expect(opened.open).toEqual([expect.objectContaining({ source: 'deposit_bonus', bonus: 500, required: 5000 })]);

    // The operator's dialog and row: the bonus and the turnover it opened beside the deposit.
    const bonuses = await t.admin.get<DepositBonus[]>(`/api/admin/promotions/deposit-bonuses?ids=${depositId}`);
    expect(bonuses.body.data).toEqual([
      expect.objectContaining({ state: 'claimed', bonus: 500, turnover: 5000, reason: null }),
    ]);

    expect(await withdraw(member, 100)).toMatchObject(refused(TURNOVER_TEXTS.withdrawBlocked(5000)));
    await provider.round(member.tel, 800, 0);
    expect(await withdraw(member, 100)).toMatchObject(refused(TURNOVER_TEXTS.withdrawBlocked(4200)));
    expect((await turnoverOf(member)).left).toBe(4200);

    // Stakes keep coming back as wins: the requirement counts the stakes, not the losses.
    for (let i = 0; i < 42; i++) await provider.round(member.tel, 100, 100);
    expect(await turnoverOf(member)).toMatchObject({ open: [], left: 0 });
    expect((await withdraw(member, 100)).status).toBe(201);

    const page = await t.admin.get<AdminMemberTurnover>(`/api/admin/members/${member.tel}/turnover`);
    expect(page.body.data).toMatchObject({ left: 0, requirements: [{ status: 'completed', played: 5000 }] });
  });

  it('pays the oldest requirement first, counts the weighted part of a stake, and takes a refunded stake back', async () => {
    await settings({ default_weight: 100, provider_weights: [{ provider: 'sandbox', weight: 50 }] });
    const { member, promotion, provider } = await bonusMember(200, 1);
    // A second bonus on the same promotion: two requirements, in order (400 then 400).
    const second = await member.postKeyed<DepositRow>('/api/member/regulardeposit', {
      amount: 200,
      promotionId: promotion.id,
    });
    expect((await t.admin.postKeyed(`/api/admin/deposits/${second.body.data?.id}/approve`, {})).status).toBe(200);
    expect((await turnoverOf(member)).open.map((r) => r.required)).toEqual([400, 400]);

    // 600 staked at 50 %: 300 counts, all of it into the first.
    await provider.round(member.tel, 600, 600);
    expect((await turnoverOf(member)).open.map((r) => r.played)).toEqual([300, 0]);
    // 400 at 50 % = 200: 100 completes the first, 100 goes to the second.
    await provider.round(member.tel, 400, 400);
    expect((await turnoverOf(member)).open.map((r) => [r.played, r.required])).toEqual([[100, 400]]);

    // A stake refunded: what it paid into the open requirement is taken back.
    const bet = randomUUID();
    expect((await provider.bet(member.tel, 200, randomUUID(), bet)).status).toBe(200);
    expect((await turnoverOf(member)).played).toBe(200);
    expect((await provider.refund(member.tel, bet)).status).toBe(200);
    expect((await turnoverOf(member)).played).toBe(100);
    await settings({});
  });

  it('gives up the bonus and what it won, or the bonus alone, as the operator set it', async () => {
    await settings({ forfeit_rule: 'bonus_and_winnings' });
    const first = await bonusMember(500, 5);
    await first.provider.round(first.member.tel, 100, 400); // +300 on the bonus
    expect(await creditOf(first.member)).toBe(1300);
    expect((await turnoverOf(first.member)).forfeit_amount).toBe(800);
    const forfeited = await first.member.postKeyed<TurnoverForfeited>('/api/member/turnover/forfeit');
    expect(forfeited).toMatchObject({ status: 200, body: { data: { removed: 800, wallet: 500 } } });
    expect((await withdraw(first.member, 500)).status).toBe(201);
    expect(await first.member.postKeyed('/api/member/turnover/forfeit')).toMatchObject(
      refused(TURNOVER_TEXTS.nothingOpen),
    );

    await settings({ forfeit_rule: 'bonus' });
    const second = await bonusMember(500, 5);
    await second.provider.round(second.member.tel, 100, 400);
    const alone = await second.member.postKeyed<TurnoverForfeited>('/api/member/turnover/forfeit');
    expect(alone.body.data).toEqual({ removed: 500, wallet: 800 });
    const page = await t.admin.get<AdminMemberTurnover>(`/api/admin/members/${second.member.tel}/turnover`);
    expect(page.body.data?.requirements).toEqual([expect.objectContaining({ status: 'forfeited', forfeited: 500 })]);
    await settings({});
  });

  it('ends the requirements when a stake leaves the wallet below the operator amount', async () => {
    await settings({ played_away: 10 });
    const { member, provider } = await bonusMember(100, 10);
    await provider.round(member.tel, 190, 0); // 10 baht left: not below
    expect((await turnoverOf(member)).left).toBe(1810);
    await provider.round(member.tel, 6, 0); // 4 baht left: played away
    expect(await turnoverOf(member)).toMatchObject({ open: [], left: 0 });
    expect((await withdraw(member, 4)).status).toBe(422); // below the minimum withdrawal, not the turnover
    const page = await t.admin.get<AdminMemberTurnover>(`/api/admin/members/${member.tel}/turnover`);
    expect(page.body.data?.requirements[0]).toMatchObject({ status: 'played_away', played: 196 });
  });

  it('refuses a promotion that says so while another requirement is open', async () => {
    await settings({});
    const { member } = await bonusMember(200, 2);
    const blocked = await createPromotion(t.admin, { title: 'เฉพาะไม่มีเทิร์นค้าง', blockedByTurnover: true });
    expect(blocked.blockedByTurnover).toBe(true);
    const preview = await member.post<{ reasonCode: string; reason: string }>('/api/v2/promotion/calculate-bonus', {
      amount: 300,
      promotionId: blocked.id,
    });
    expect(preview.body.data).toMatchObject({ reasonCode: 'turnover_open', reason: PROMOTION_REASONS.turnover_open });
    const deposit = await member.postKeyed('/api/member/regulardeposit', { amount: 300, promotionId: blocked.id });
    expect(deposit.status).toBe(422);
  });

  it('shows the open turnover on the withdrawal queue row of a member whose bonus came after asking', async () => {
    await settings({});
    const promotion = await createPromotion(t.admin, { ratePercent: 100, maxBonus: 500, turnoverMultiple: 1 });
    const member = await memberClient(t);
    await wantBonus(member);
    await fund(t.admin, member.tel, 500);
    const deposit = await member.postKeyed<DepositRow>('/api/member/regulardeposit', {
      amount: 100,
      promotionId: promotion.id,
    });
    expect((await withdraw(member, 200)).status).toBe(201);
    const row = async () =>
      (await t.admin.get<Page<AdminWithdrawRow>>(`/api/admin/members/${member.tel}/withdrawals`)).body.data?.items[0];
    expect((await row())?.turnover_left).toBe(0);
    expect((await t.admin.postKeyed(`/api/admin/deposits/${deposit.body.data?.id}/approve`, {})).status).toBe(200);
    expect((await row())?.turnover_left).toBe(200);
    const page = await t.admin.get<AdminMemberTurnover>(`/api/admin/members/${member.tel}/turnover`);
    expect(page.body.data?.left).toBe(200);
  });

  it('resolves a withdrawal racing the stake that completes the requirement, and one racing a forfeit', async () => {
    await settings({});
    for (let i = 0; i < 3; i++) {
      const { member, provider } = await bonusMember(100, 1);
      await provider.round(member.tel, 150, 150);
      const [stake, withdrawal] = await Promise.all([provider.bet(member.tel, 50), withdraw(member, 100)]);
      expect(stake.status).toBe(200);
      // Either the stake came first and the withdrawal went through, or the withdrawal saw 50 to play.
      if (withdrawal.status === 201) expect((await turnoverOf(member)).left).toBe(0);
      else expect(withdrawal).toMatchObject(refused(TURNOVER_TEXTS.withdrawBlocked(50)));
    }
    for (let i = 0; i < 3; i++) {
      const { member } = await bonusMember(100, 5);
      const [forfeit, withdrawal] = await Promise.all([
        member.postKeyed<TurnoverForfeited>('/api/member/turnover/forfeit'),
        withdraw(member, 100),
      ]);
      // Either the forfeit came first (the withdrawal takes what it left) or the withdrawal saw the turnover.
      expect(forfeit.body.data).toEqual({ removed: 100, wallet: 100 });
      if (withdrawal.status !== 201) expect(withdrawal).toMatchObject(refused(TURNOVER_TEXTS.withdrawBlocked(1000)));
      expect(await creditOf(member)).toBe(withdrawal.status === 201 ? 0 : 100);
    }
  });

  it('validates the operator settings with Thai messages and changes nothing on a refusal', async () => {
    const bad = await settings({ default_weight: 101 });
    expect(bad).toMatchObject({ status: 400, body: { error: { message: '*น้ำหนักต้องเป็นจำนวนเต็ม 0-100' } } });
    expect((await settings({ played_away: 2000 })).status).toBe(400);
    expect((await settings({ provider_weights: [{ provider: 'BAD CODE', weight: 5 }] })).status).toBe(400);
    const saved = await settings({
      forfeit_rule: 'bonus',
      played_away: 5,
      provider_weights: [{ provider: 'sandbox', weight: 20 }],
    });
    expect(saved.body.data).toEqual({
      forfeit_rule: 'bonus',
      played_away: 5,
      default_weight: 100,
      provider_weights: [{ provider: 'sandbox', weight: 20 }],
    });
    expect((await t.admin.get('/api/admin/turnover/settings')).body.data).toEqual(saved.body.data);
    await settings({});
  });
});
