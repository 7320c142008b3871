import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHOICES,
  DOCUMENTED_RTP,
  exactFigures,
  hiloGame,
  MULTIPLIER,
  outcomeOfDice,
  RANGES,
  resultOf,
  roll,
} from './hilo';
import { BETS, payout } from './types';

describe('the sandbox Hi-Lo dice (decision 0106)', () => {
  it('returns exactly the documented RTP, 2 × 105 / 216 = 35 / 36, for either choice', () => {
    for (const choice of CHOICES) {
      const figures = exactFigures(choice);
      expect(figures.combinations).toBe(216);
      expect(figures.rtp).toBe(DOCUMENTED_RTP);
      expect(figures.rtp * figures.combinations).toBe(210);
      expect(figures.hitRate).toBe(105 / 216);
    }
    expect(DOCUMENTED_RTP).toBe(210 / 216);
    expect((DOCUMENTED_RTP * 100).toFixed(4)).toBe('97.2222');
    expect(hiloGame.exactFigures().rtp).toBe(hiloGame.documentedRtp);
  });

  it('splits the 216 rolls into 105 high, 105 low and 6 triples', () => {
    const counts = { high: 0, low: 0, triple: 0 };
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) counts[resultOf([a, b, c])] += 1;
    expect(counts).toEqual({ high: 105, low: 105, triple: 6 });
  });

  it('pays high on a total of 11–17 and low on 4–10, 1:1', () => {
    expect(outcomeOfDice('high', [5, 6, 6])).toEqual({
      choice: 'high',
      dice: [5, 6, 6],
      total: 17,
      result: 'high',
      multiplier: 2,
    });
    expect(outcomeOfDice('high', [2, 4, 5])).toMatchObject({ total: 11, result: 'high', multiplier: 2 });
    expect(outcomeOfDice('low', [2, 4, 5])).toMatchObject({ total: 11, result: 'high', multiplier: 0 });
    expect(outcomeOfDice('low', [1, 4, 5])).toMatchObject({ total: 10, result: 'low', multiplier: 2 });
    expect(outcomeOfDice('high', [1, 4, 5])).toMatchObject({ total: 10, result: 'low', multiplier: 0 });
    expect(outcomeOfDice('low', [1, 1, 2])).toMatchObject({ total: 4, result: 'low', multiplier: 2 });
    expect(payout(50, outcomeOfDice('low', [1, 1, 2]))).toBe(100);
    expect(RANGES).toEqual({ high: { min: 11, max: 17 }, low: { min: 4, max: 10 } });
    expect(MULTIPLIER).toBe(2);
  });

  it('loses both choices on every triple, the 1-1-1 and 6-6-6 included', () => {
    for (let value = 1; value <= 6; value++) {
      for (const choice of CHOICES) {
        const outcome = outcomeOfDice(choice, [value, value, value]);
        expect(outcome.result, `${value} ${choice}`).toBe('triple');
        expect(outcome.multiplier).toBe(0);
        expect(outcome.total).toBe(3 * value);
      }
    }
  });

  it('wins exactly when the result is the choice, only by the documented multiplier', () => {
    const die = fc.integer({ min: 1, max: 6 });
    fc.assert(
      fc.property(
        fc.tuple(die, die, die),
        fc.constantFrom(...CHOICES),
        fc.constantFrom(...BETS),
        (dice, choice, bet) => {
          const outcome = outcomeOfDice(choice, dice);
          const total = dice[0] + dice[1] + dice[2];
          const triple = dice[0] === dice[1] && dice[1] === dice[2];
          const inRange = total >= RANGES[choice].min && total <= RANGES[choice].max;
          expect(outcome.multiplier).toBe(!triple && inRange ? 2 : 0);
          expect(Number.isInteger(payout(bet, outcome))).toBe(true);
        },
      ),
    );
  });

  it('throws three dice from the random source, and only from it', () => {
    const asked: number[] = [];
    const draws = [0, 5, 2];
    const outcome = roll('high', (max) => {
      asked.push(max);
      return draws[asked.length - 1] ?? 0;
    });
    expect(asked).toEqual([6, 6, 6]);
    expect(outcome).toMatchObject({ dice: [1, 6, 3], total: 10, result: 'low', multiplier: 0 });
    expect(hiloGame.play({ choice: 'low' }, () => 3)).toMatchObject({ dice: [4, 4, 4], result: 'triple' });
  });

  it('throws with crypto.randomInt by default: every face on every die', () => {
    const seen = [new Set<number>(), new Set<number>(), new Set<number>()];
    for (let i = 0; i < 500; i++) roll('high').dice.forEach((value, index) => seen[index]?.add(value));
    for (const faces of seen) expect([...faces].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
