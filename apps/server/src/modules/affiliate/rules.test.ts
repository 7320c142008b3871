import { AFFILIATE_LIMITS, bangkokDayStartMs } from '@member/shared';
import { describe, expect, it } from 'vitest';
import {
  ACCRUAL_SETTLE_MS,
  baseOf,
  bangkokWeekStart,
  type CommissionLine,
  type CommissionRates,
  DAY_MS,
  flagReasonsOf,
  flagsDownline,
  holderNameKey,
  newAffiliateCode,
  nextScheduledPeriod,
  rankingWindow,
  referralCodeOf,
  settleCommission,
  shareOf,
  type WalletMovements,
} from './rules';

const moved = (m: Partial<WalletMovements>): WalletMovements => ({
  stakes: 0,
  wins: 0,
  refunds: 0,
  bonuses: 0,
  deposits: 0,
  ...m,
});

describe('a downline’s base', () => {
  it.each([
    ['a plain loss', 'net_loss', moved({ stakes: 10_000, wins: 4_000 }), 6_000],
    ['a win is a negative base', 'net_loss', moved({ stakes: 10_000, wins: 25_000 }), -15_000],
    ['a refunded stake is no loss', 'net_loss', moved({ stakes: 10_000, refunds: 10_000 }), 0],
    [
      'bonuses and returned losses are deducted',
      'net_loss',
      moved({ stakes: 10_000, wins: 2_000, bonuses: 3_000 }),
      5_000,
    ],
    ['bonuses alone make it negative', 'net_loss', moved({ bonuses: 5_000 }), -5_000],
    ['deposits do not count on net loss', 'net_loss', moved({ deposits: 50_000 }), 0],
    ['the deposit basis counts approved deposits', 'deposit', moved({ deposits: 50_000 }), 50_000],
    ['the deposit basis ignores play and bonuses', 'deposit', moved({ stakes: 9_000, wins: 1, bonuses: 7 }), 0],
  ] as const)('%s', (_, basis, movements, base) => {
    expect(baseOf(basis, movements)).toBe(base);
  });
});

describe('a line’s share: base × rate truncated toward zero, in satang', () => {
  it.each([
    [10_000, 500, 500],
    [12_345, 500, 617], // 617.25
    [12_399, 500, 619], // 619.95: never rounded up
    [-12_345, 500, -617], // -617.25: toward zero, not -618
    [-12_399, 500, -619],
    [1, 9_999, 0],
    [-1, 9_999, 0],
    [99, 101, 0], // 0.9999
    [100_000_000, 10_000, 100_000_000],
    [7, 0, 0],
  ])('%i satang at %i bp → %i', (base, rate, share) => {
    expect(shareOf(base, rate)).toBe(share);
  });
});

describe('one affiliate’s commission', () => {
  const on: CommissionRates = { rateBp: 500, secondLevelRateBp: 100, negativeCarryover: true };
  const off: CommissionRates = { ...on, negativeCarryover: false };
  const one = (baseSatang: number): CommissionLine => ({ level: 1, baseSatang });
  const two = (baseSatang: number): CommissionLine => ({ level: 2, baseSatang });

  it.each<[string, CommissionLine[], CommissionRates, number, Partial<ReturnType<typeof settleCommission>>]>([
    [
      'two level-1 losses',
      [one(10_000), one(30_000)],
      on,
      0,
      {
        levelOneBaseSatang: 40_000,
        levelTwoBaseSatang: 0,
        sharesSatang: 2_000,
        amountSatang: 2_000,
        carriedOutSatang: 0,
      },
    ],
    [
      'level 2 at its own rate',
      [one(10_000), two(50_000)],
      on,
      0,
      { levelOneBaseSatang: 10_000, levelTwoBaseSatang: 50_000, sharesSatang: 1_000, amountSatang: 1_000 },
    ],
    [
      'no level 2 at rate 0',
      [one(10_000), two(50_000)],
      { ...on, secondLevelRateBp: 0 },
      0,
      { levelOneBaseSatang: 10_000, levelTwoBaseSatang: 0, sharesSatang: 500, amountSatang: 500 },
    ],
    [
      'each line truncated before the sum',
      [one(199), one(199), one(199)], // 9.95 each → 9
      on,
      0,
      { sharesSatang: 27, amountSatang: 27 },
    ],
    [
      'a downline’s win offsets another’s loss',
      [one(100_000), one(-60_000)],
      on,
      0,
      { levelOneBaseSatang: 40_000, sharesSatang: 2_000, amountSatang: 2_000, carriedOutSatang: 0 },
    ],
    [
      'a negative period carried out with carryover',
      [one(-60_000)],
      on,
      0,
      { sharesSatang: -3_000, amountSatang: 0, carriedOutSatang: -3_000 },
    ],
    [
      'a negative period forgotten without carryover',
      [one(-60_000)],
      off,
      0,
      { sharesSatang: -3_000, carriedInSatang: 0, amountSatang: 0, carriedOutSatang: 0 },
    ],
    [
      'the carry eats into the next period',
      [one(100_000)],
      on,
      -3_000,
      { carriedInSatang: -3_000, amountSatang: 2_000, carriedOutSatang: 0 },
    ],
    [
      'a carry larger than the period carries on',
      [one(20_000)],
      on,
      -3_000,
      { carriedInSatang: -3_000, amountSatang: 0, carriedOutSatang: -2_000 },
    ],
    ['a carry with no play carries on unchanged', [], on, -3_000, { amountSatang: 0, carriedOutSatang: -3_000 }],
    [
      'a carry is ignored once carryover is off',
      [one(20_000)],
      off,
      -3_000,
      { carriedInSatang: 0, amountSatang: 1_000, carriedOutSatang: 0 },
    ],
    [
      'negative shares truncated toward zero',
      [one(-12_399), two(-99)], // -619.95 → -619; -0.99 → 0
      on,
      0,
      { sharesSatang: -619, amountSatang: 0, carriedOutSatang: -619 },
    ],
    [
      'exactly zero credits nothing and carries nothing',
      [one(10_000)],
      on,
      -500,
      { amountSatang: 0, carriedOutSatang: 0 },
    ],
  ])('%s', (_, lines, rates, carry, expected) => {
    expect(settleCommission(lines, rates, carry)).toMatchObject(expected);
  });

  it('the deposit basis: deposits of two levels, bonuses not deducted', () => {
    const lines = [
      one(baseOf('deposit', moved({ deposits: 100_000, bonuses: 50_000 }))),
      two(baseOf('deposit', moved({ deposits: 30_000 }))),
    ];
    expect(settleCommission(lines, on, 0)).toMatchObject({
      levelOneBaseSatang: 100_000,
      levelTwoBaseSatang: 30_000,
      amountSatang: 5_300,
    });
  });

  it('the net-loss basis: bonuses deducted before the share', () => {
    const base = baseOf('net_loss', moved({ stakes: 100_000, wins: 20_000, bonuses: 30_000 }));
    expect(settleCommission([one(base)], on, 0).amountSatang).toBe(2_500);
  });
});

describe('codes', () => {
  it('draws 8 upper-case letters and digits that the contract accepts, each time another', () => {
    const codes = new Set(Array.from({ length: 2_000 }, newAffiliateCode));
    expect(codes.size).toBe(2_000);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z0-9]{8}$/);
      expect(AFFILIATE_LIMITS.codePattern.test(code)).toBe(true);
    }
  });

  it.each([
    ['AB12CD34', 'AB12CD34'],
    ['  ab12cd34 ', 'AB12CD34'],
    ['', null],
    [null, null],
    [undefined, null],
    ['AB1', null],
    ['AB12-CD34', null],
    ['ก'.repeat(8), null],
    ['A'.repeat(17), null],
  ])('prefix %j → %j', (prefix, code) => {
    expect(referralCodeOf(prefix)).toBe(code);
  });
});

describe('flags at registration', () => {
  const affiliate = { firstName: 'สมชาย', lastName: 'ใจดี', deviceId: 'device-of-the-affiliate-1' };
  it.each([
    ['nothing shared', { firstName: 'สมหญิง', lastName: 'ใจดี', deviceId: 'another-device-000001' }, false, []],
    ['the same name', { firstName: 'สมชาย', lastName: 'ใจดี', deviceId: null }, false, ['same_name']],
    [
      'the same name, spaced and cased otherwise',
      { firstName: ' สม ชาย', lastName: 'ใจ ดี ', deviceId: null },
      false,
      ['same_name'],
    ],
    [
      'the same device',
      { firstName: 'สมหญิง', lastName: 'ใจดี', deviceId: 'device-of-the-affiliate-1' },
      false,
      ['same_device'],
    ],
    ['no device is no match', { firstName: 'ก', lastName: 'ข', deviceId: null }, false, []],
    ['the same address', { firstName: 'ก', lastName: 'ข', deviceId: null }, true, ['same_address']],
    [
      'all three',
      { firstName: 'สมชาย', lastName: 'ใจดี', deviceId: 'device-of-the-affiliate-1' },
      true,
      ['same_name', 'same_device', 'same_address'],
    ],
  ] as const)('%s', (_, newcomer, sharesAddress, reasons) => {
    expect(flagReasonsOf({ newcomer, affiliate, sharesAddress })).toEqual(reasons);
  });

  it('compares Latin names in any case', () => {
    expect(holderNameKey('John', 'Smith')).toBe(holderNameKey(' JOHN ', 'smith'));
  });

  it('a device id shared with an affiliate that has none is no match', () => {
    expect(
      flagReasonsOf({
        newcomer: { firstName: 'a', lastName: 'b', deviceId: null },
        affiliate: { firstName: 'c', lastName: 'd', deviceId: null },
        sharesAddress: false,
      }),
    ).toEqual([]);
  });

  it.each([
    [[], false, false],
    [[], true, false],
    [['same_address'], false, false],
    [['same_address'], true, true],
    [['same_name'], false, true],
    [['same_device', 'same_address'], false, true],
  ] as const)('reasons %j with an address flagging alone %s: flagged %s', (reasons, addressFlagsAlone, flagged) => {
    expect(flagsDownline(reasons, addressFlagsAlone)).toBe(flagged);
  });
});

describe('Bangkok periods', () => {
  const at = (day: string, hours = 0, minutes = 0) => bangkokDayStartMs(day) + (hours * 60 + minutes) * 60_000;

  it('weeks start on Monday 00:00 Bangkok time', () => {
    // 2026-06-01 is a Monday.
    expect(bangkokWeekStart(at('2026-06-01'))).toBe(at('2026-06-01'));
    expect(bangkokWeekStart(at('2026-06-07', 23, 59))).toBe(at('2026-06-01'));
    expect(bangkokWeekStart(at('2026-06-08'))).toBe(at('2026-06-08'));
    expect(bangkokWeekStart(at('2026-06-03', 3))).toBe(at('2026-06-01'));
  });

  it('the scheduled job closes the watermark’s day once its midnight has settled', () => {
    const watermark = at('2026-06-02', 14, 30);
    expect(nextScheduledPeriod(watermark, at('2026-06-02', 23, 59))).toBeNull();
    expect(nextScheduledPeriod(watermark, at('2026-06-03') + ACCRUAL_SETTLE_MS - 1)).toBeNull();
    expect(nextScheduledPeriod(watermark, at('2026-06-03') + ACCRUAL_SETTLE_MS)).toEqual({
      startMs: watermark,
      endMs: at('2026-06-03'),
    });
    // From a midnight, a whole day; several days behind, still one day at a time.
    expect(nextScheduledPeriod(at('2026-06-03'), at('2026-06-09', 8))).toEqual({
      startMs: at('2026-06-03'),
      endMs: at('2026-06-03') + DAY_MS,
    });
  });

  it('rankings sum this week or the week before', () => {
    const now = at('2026-06-04', 10);
    expect(rankingWindow('week', now)).toEqual({ startMs: at('2026-06-01'), endMs: at('2026-06-08') });
    expect(rankingWindow('last-week', now)).toEqual({ startMs: at('2026-05-25'), endMs: at('2026-06-01') });
  });
});
