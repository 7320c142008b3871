import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../common/messages';
import { minigameFiguresQuerySchema, minigameHistoryQuerySchema, minigameSeedUpdateSchema } from './minigame';
import { expectedCoinsPerPlay, prizeInputSchema, prizeLabel, prizeTableSchema, prizeTableStats } from './prizes';
import { MINIGAME_MESSAGES } from './rules';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('a prize as the operator writes it', () => {
  it('keeps coins whole, baht to the satang, and the expiry only for credit', () => {
    expect(prizeInputSchema.parse({ kind: 'coins', amount: 3, weight: 10 })).toEqual({
      kind: 'coins',
      amount: 3,
      creditExpiryDays: null,
      weight: 10,
      label: null,
    });
    expect(
      prizeInputSchema.parse({ kind: 'credit', amount: 2.5, creditExpiryDays: 7, weight: 1, label: ' ลุ้น ' }),
    ).toEqual({ kind: 'credit', amount: 2.5, creditExpiryDays: 7, weight: 1, label: 'ลุ้น' });
    expect(
      prizeInputSchema.parse({ kind: 'profit', amount: 1, creditExpiryDays: 9, weight: 0 }).creditExpiryDays,
    ).toBeNull();
    expect(prizeInputSchema.parse({ kind: 'nothing', weight: 5 }).amount).toBe(0);
  });

  it.each([
    [{ kind: 'coins', amount: 1.5, weight: 1 }, MINIGAME_MESSAGES.prizeCoinsInvalid],
    [{ kind: 'coins', amount: 0, weight: 1 }, MINIGAME_MESSAGES.prizeCoinsInvalid],
    [{ kind: 'credit', amount: 5, weight: 1 }, MINIGAME_MESSAGES.creditExpiryInvalid],
    [{ kind: 'credit', amount: 5, creditExpiryDays: 0, weight: 1 }, MINIGAME_MESSAGES.creditExpiryInvalid],
    [{ kind: 'profit', amount: 1.234, weight: 1 }, VALIDATION.amountDecimals],
    [{ kind: 'profit', amount: -1, weight: 1 }, VALIDATION.amountPositive],
    [{ kind: 'nothing', amount: 4, weight: 1 }, VALIDATION.invalidValue],
    [{ kind: 'coins', amount: 1, weight: 1.5 }, MINIGAME_MESSAGES.weightInvalid],
    [{ kind: 'coins', amount: 1, weight: 1_000_001 }, MINIGAME_MESSAGES.weightInvalid],
    [{ kind: 'jackpot', amount: 1, weight: 1 }, MINIGAME_MESSAGES.prizeKindInvalid],
  ])('refuses %j', (prize, message) => {
    expect(firstMessage(prizeInputSchema.safeParse(prize))).toBe(message);
  });

  it('needs 2 to 12 prizes and a weight above zero', () => {
    const nothing = { kind: 'nothing', weight: 0 };
    const some = { kind: 'coins', amount: 1, weight: 1 };
    expect(firstMessage(prizeTableSchema.safeParse([some]))).toBe(MINIGAME_MESSAGES.prizesCount);
    expect(firstMessage(prizeTableSchema.safeParse(Array(13).fill(some)))).toBe(MINIGAME_MESSAGES.prizesCount);
    expect(firstMessage(prizeTableSchema.safeParse([nothing, nothing]))).toBe(MINIGAME_MESSAGES.weightsZero);
    expect(prizeTableSchema.safeParse([nothing, some]).success).toBe(true);
  });
});

describe("a table's figures", () => {
  it('gives the expected value per play and the largest baht prize a budget must cover', () => {
    const stats = prizeTableStats([
      { kind: 'nothing', amount: 0, weight: 350 },
      { kind: 'coins', amount: 1, weight: 250 },
      { kind: 'credit', amount: 2, weight: 200 },
      { kind: 'coins', amount: 2, weight: 50 },
      { kind: 'credit', amount: 5, weight: 100 },
      { kind: 'profit', amount: 1, weight: 30 },
      { kind: 'profit', amount: 10, weight: 15 },
      { kind: 'profit', amount: 50, weight: 5 },
      { kind: 'profit', amount: 1000, weight: 0 },
    ]);
    expect(stats).toEqual({
      totalWeight: 1000,
      evCoins: 0.35,
      evCredit: 0.9,
      evProfit: 0.43,
      evBaht: 1.33,
      maxPrizeBaht: 50,
    });
    // In coins, a baht prize counted at the price of a coin in credit (2 baht here): 0.35 + 1.33 / 2.
    expect(expectedCoinsPerPlay(stats, 2)).toBe(1.015);
    expect(expectedCoinsPerPlay(stats, 0)).toBe(0.35);
  });

  it('labels prizes in Thai unless the operator named them', () => {
    expect(prizeLabel({ kind: 'coins', amount: 1000, label: null })).toBe('1,000 เหรียญ');
    expect(prizeLabel({ kind: 'credit', amount: 5, label: null })).toBe('เครดิต 5.00 บาท');
    expect(prizeLabel({ kind: 'profit', amount: 1234.5, label: null })).toBe('กำไร 1,234.50 บาท');
    expect(prizeLabel({ kind: 'nothing', amount: 0, label: null })).toBe('ไม่ได้รางวัล');
    expect(prizeLabel({ kind: 'profit', amount: 1, label: 'แจ็กพอต' })).toBe('แจ็กพอต');
  });
});

describe('member and operator queries', () => {
  it('reads `?limit` of a history: 50 by default, at most 100', () => {
    expect(minigameHistoryQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(minigameHistoryQuerySchema.parse({ limit: '100' })).toEqual({ limit: 100 });
    expect(minigameHistoryQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(minigameHistoryQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });

  it('takes an ASCII client seed only (the bytes of the draw)', () => {
    expect(minigameSeedUpdateSchema.parse({ clientSeed: ' my-seed_1 ' })).toEqual({ clientSeed: 'my-seed_1' });
    for (const clientSeed of ['', 'เมล็ด', 'a b', 'x'.repeat(65), 'a:b']) {
      expect(firstMessage(minigameSeedUpdateSchema.safeParse({ clientSeed })), clientSeed).toBe(
        MINIGAME_MESSAGES.clientSeedInvalid,
      );
    }
  });

  it('keeps the daily figures to at most 92 days', () => {
    expect(minigameFiguresQuerySchema.safeParse({ from: '2026-01-01', to: '2026-04-02' }).success).toBe(true);
    expect(firstMessage(minigameFiguresQuerySchema.safeParse({ from: '2026-01-01', to: '2026-04-03' }))).toBe(
      MINIGAME_MESSAGES.figureRangeTooLong,
    );
    expect(firstMessage(minigameFiguresQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }))).toBe(
      VALIDATION.dateRange,
    );
  });
});
