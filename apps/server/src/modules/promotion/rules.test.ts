import { nominalBonusSatang, type PromotionIneligibility } from '@member/shared';
import { describe, expect, it } from 'vitest';
import {
  bangkokDate,
  bangkokWeekStart,
  depositBonusSatang,
  depositEligibility,
  lastClosedPeriod,
  type MemberFacts,
  type PromotionRule,
  returnLossCreditSatang,
} from './rules';

const NOW = Date.parse('2026-11-22T05:00:00Z'); // Sunday 12:00 in Bangkok

const rule = (overrides: Partial<PromotionRule> = {}): PromotionRule => ({
  kind: 'deposit_percent',
  rateBp: 10_000,
  maxBonusSatang: 50_000,
  fixedBonusSatang: null,
  period: null,
  minDepositSatang: 10_000,
  firstDepositOnly: false,
  oncePerMember: false,
  oncePerDay: false,
  memberLevels: [],
  turnoverMultiple: 5,
  blockedByTurnover: false,
  isActive: true,
  startMs: NOW - 1000,
  endMs: null,
  ...overrides,
});

const member = (overrides: Partial<MemberFacts> = {}): MemberFacts => ({
  level: 'normal',
  bonus: 1,
  hasApprovedDeposit: false,
  claimsOfPromotion: 0,
  claimsOfPromotionToday: 0,
  hasOpenTurnover: false,
  ...overrides,
});

describe('deposit promotion eligibility', () => {
  const cases: {
    name: string;
    rule?: Partial<PromotionRule>;
    member?: Partial<MemberFacts>;
    amount?: number | null;
    reason: PromotionIneligibility | null;
  }[] = [
    { name: 'eligible', reason: null },
    { name: 'switched off', rule: { isActive: false }, reason: 'inactive' },
    { name: 'not started', rule: { startMs: NOW + 1 }, reason: 'inactive' },
    { name: 'ended exactly now', rule: { endMs: NOW }, reason: 'inactive' },
    { name: 'ends later', rule: { endMs: NOW + 1 }, reason: null },
    { name: 'return loss', rule: { kind: 'return_loss', period: 'daily' }, reason: 'not_deposit' },
    { name: 'bonus preference off', member: { bonus: 0 }, reason: 'bonus_off' },
    { name: 'level not listed', rule: { memberLevels: ['vip', 'gold'] }, reason: 'level' },
    { name: 'level listed (any case)', rule: { memberLevels: ['vip'] }, member: { level: 'VIP' }, reason: null },
    {
      name: 'first deposit taken',
      rule: { firstDepositOnly: true },
      member: { hasApprovedDeposit: true },
      reason: 'first_deposit_only',
    },
    { name: 'first deposit free', rule: { firstDepositOnly: true }, reason: null },
    { name: 'earlier deposits, no first rule', member: { hasApprovedDeposit: true }, reason: null },
    {
      name: 'once per member used',
      rule: { oncePerMember: true },
      member: { claimsOfPromotion: 1 },
      reason: 'once_per_member',
    },
    {
      name: 'once per day used today',
      rule: { oncePerDay: true },
      member: { claimsOfPromotion: 3, claimsOfPromotionToday: 1 },
      reason: 'once_per_day',
    },
    {
      name: 'once per day used other days',
      rule: { oncePerDay: true },
      member: { claimsOfPromotion: 3 },
      reason: null,
    },
    { name: 'below minimum', amount: 9_999, reason: 'below_minimum' },
    { name: 'exactly minimum', amount: 10_000, reason: null },
    { name: 'bonus rounds to 0', rule: { rateBp: 1, minDepositSatang: 0 }, amount: 99, reason: 'zero_bonus' },
    { name: 'no amount yet (available-now)', amount: null, reason: null },
    {
      name: 'no amount yet, but used',
      rule: { oncePerMember: true },
      member: { claimsOfPromotion: 1 },
      amount: null,
      reason: 'once_per_member',
    },
    // The first failing check wins, in the contract's order.
    {
      name: 'inactive before bonus off',
      rule: { isActive: false },
      member: { bonus: 0 },
      reason: 'inactive',
    },
    { name: 'level before bonus off', rule: { memberLevels: ['vip'] }, member: { bonus: 0 }, reason: 'level' },
    {
      name: 'used before bonus off',
      rule: { oncePerMember: true },
      member: { bonus: 0, claimsOfPromotion: 1 },
      reason: 'once_per_member',
    },
    {
      name: 'level before minimum',
      rule: { memberLevels: ['vip'] },
      amount: 1,
      reason: 'level',
    },
  ];

  it.each(cases)('$name', ({ rule: r, member: m, amount, reason }) => {
    const result = depositEligibility(rule(r), member(m), amount === undefined ? 20_000 : amount, NOW);
    if (reason === null) expect(result.eligible).toBe(true);
    else expect(result).toMatchObject({ eligible: false, reason });
  });

  it('computes the bonus and the turnover of an eligible deposit', () => {
    expect(depositEligibility(rule(), member(), 20_000, NOW)).toEqual({
      eligible: true,
      bonusSatang: 20_000,
      turnoverSatang: (20_000 + 20_000) * 5,
    });
  });
});

describe('bonus amounts', () => {
  it.each([
    { name: '100 % of 200 baht', r: {}, deposit: 20_000, bonus: 20_000 },
    { name: '100 % capped at 500 baht', r: {}, deposit: 100_000, bonus: 50_000 },
    {
      name: '10 % floors to the satang',
      r: { rateBp: 1_000, maxBonusSatang: 10_000_000 },
      deposit: 12_345,
      bonus: 1_234,
    },
    { name: '12.5 %', r: { rateBp: 1_250, maxBonusSatang: 10_000_000 }, deposit: 10_001, bonus: 1_250 },
    {
      name: 'fixed',
      r: { kind: 'deposit_fixed', rateBp: null, maxBonusSatang: null, fixedBonusSatang: 5_000 },
      deposit: 1,
      bonus: 5_000,
    },
    { name: 'return loss is no deposit bonus', r: { kind: 'return_loss', period: 'daily' }, deposit: 10_000, bonus: 0 },
  ] as const)('$name', ({ r, deposit, bonus }) => {
    const promotion = rule(r as Partial<PromotionRule>);
    expect(depositBonusSatang(promotion, deposit)).toBe(bonus);
    // The client's preview helper agrees with the server.
    expect(
      nominalBonusSatang(
        {
          kind: promotion.kind,
          ratePercent: promotion.rateBp === null ? null : promotion.rateBp / 100,
          maxBonus: promotion.maxBonusSatang === null ? null : promotion.maxBonusSatang / 100,
          fixedBonus: promotion.fixedBonusSatang === null ? null : promotion.fixedBonusSatang / 100,
        },
        deposit,
      ),
    ).toBe(bonus);
  });

  it.each([
    { loss: 0, cap: null, credit: 0 },
    { loss: -500, cap: null, credit: 0 },
    { loss: 40_000, cap: null, credit: 2_000 },
    { loss: 40_019, cap: null, credit: 2_000 },
    { loss: 1_000_000, cap: 10_000, credit: 10_000 },
  ])('return loss of $loss satang at 5 % (cap $cap) credits $credit', ({ loss, cap, credit }) => {
    const promotion = rule({ kind: 'return_loss', rateBp: 500, maxBonusSatang: cap, period: 'weekly' });
    expect(returnLossCreditSatang(promotion, loss)).toBe(credit);
  });
});

describe('Asia/Bangkok periods', () => {
  it.each([
    // 2026-11-22 is a Sunday. Bangkok is UTC+7.
    { now: '2026-11-22T05:00:00Z', daily: ['2026-11-20T17:00:00.000Z', '2026-11-21T17:00:00.000Z'] },
    // 23:59 UTC on the 21st is already 06:59 on the 22nd in Bangkok.
    { now: '2026-11-21T23:59:00Z', daily: ['2026-11-20T17:00:00.000Z', '2026-11-21T17:00:00.000Z'] },
    // 16:59 UTC on the 21st is still 23:59 on the 21st in Bangkok.
    { now: '2026-11-21T16:59:00Z', daily: ['2026-11-19T17:00:00.000Z', '2026-11-20T17:00:00.000Z'] },
  ])('daily: yesterday in Bangkok ($now)', ({ now, daily }) => {
    const period = lastClosedPeriod('daily', Date.parse(now));
    expect([new Date(period.startMs).toISOString(), new Date(period.endMs).toISOString()]).toEqual(daily);
  });

  it.each([
    // Sunday 22nd (Bangkok) → the week Monday 9th to Monday 16th.
    { now: '2026-11-22T05:00:00Z', weekly: ['2026-11-08T17:00:00.000Z', '2026-11-15T17:00:00.000Z'] },
    // Monday 23rd 00:30 Bangkok (Sunday 17:30 UTC) → the week that just ended, 16th to 23rd.
    { now: '2026-11-22T17:30:00Z', weekly: ['2026-11-15T17:00:00.000Z', '2026-11-22T17:00:00.000Z'] },
    // Sunday 22nd 23:30 Bangkok → still the week 9th to 16th.
    { now: '2026-11-22T16:30:00Z', weekly: ['2026-11-08T17:00:00.000Z', '2026-11-15T17:00:00.000Z'] },
  ])('weekly: last Monday-to-Monday week in Bangkok ($now)', ({ now, weekly }) => {
    const period = lastClosedPeriod('weekly', Date.parse(now));
    expect([new Date(period.startMs).toISOString(), new Date(period.endMs).toISOString()]).toEqual(weekly);
  });

  it('names Bangkok dates and week starts', () => {
    expect(bangkokDate(Date.parse('2026-11-21T16:59:59Z'))).toBe('2026-11-21');
    expect(bangkokDate(Date.parse('2026-11-21T17:00:00Z'))).toBe('2026-11-22');
    expect(new Date(bangkokWeekStart(Date.parse('2026-11-16T10:00:00Z'))).toISOString()).toBe(
      '2026-11-15T17:00:00.000Z',
    );
  });
});
