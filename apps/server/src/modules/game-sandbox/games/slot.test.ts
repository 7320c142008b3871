import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BETS,
  CHERRIES,
  DOCUMENTED_RTP,
  evaluateLine,
  exactFigures,
  outcomeOfStops,
  paytable,
  payout,
  REEL_STRIP,
  spin,
  SYMBOLS,
  THREE_OF_A_KIND,
} from './slot';

describe('the sandbox slot (decision 0105)', () => {
  it('has the documented strip: 16 stops, seven 1, bar 1, bell 2, plum 4, lemon 6, cherry 2', () => {
    const counts = Object.fromEntries(SYMBOLS.map((symbol) => [symbol, REEL_STRIP.filter((s) => s === symbol).length]));
    expect(REEL_STRIP).toHaveLength(16);
    expect(counts).toEqual({ seven: 1, bar: 1, bell: 2, plum: 4, lemon: 6, cherry: 2 });
  });

  it('returns exactly the documented RTP over every combination of stops', () => {
    const figures = exactFigures();
    expect(figures.combinations).toBe(4096);
    expect(figures.rtp).toBe(DOCUMENTED_RTP);
    expect(figures.rtp * figures.combinations).toBe(3932);
    expect(figures.hitRate).toBeCloseTo(1642 / 4096, 12);
  });

  it('pays three of a kind, then cherries anywhere on the line, else nothing', () => {
    expect(evaluateLine(['seven', 'seven', 'seven'])).toEqual({
      multiplier: 40,
      win: { kind: 'three', symbol: 'seven', count: 3 },
    });
    expect(evaluateLine(['cherry', 'cherry', 'cherry']).multiplier).toBe(10);
    expect(evaluateLine(['lemon', 'lemon', 'lemon']).multiplier).toBe(2);
    expect(evaluateLine(['cherry', 'bell', 'cherry'])).toEqual({
      multiplier: 4,
      win: { kind: 'cherries', symbol: 'cherry', count: 2 },
    });
    expect(evaluateLine(['plum', 'plum', 'cherry']).multiplier).toBe(2);
    expect(evaluateLine(['bar', 'seven', 'bell'])).toEqual({ multiplier: 0, win: null });
    expect(evaluateLine(['seven', 'seven', 'bell'])).toEqual({ multiplier: 0, win: null });
  });

  it('shows the stop on the line with its neighbours above and below, wrapping round the strip', () => {
    const outcome = outcomeOfStops([0, 15, 8]);
    expect(outcome.line).toEqual(['seven', 'lemon', 'bar']);
    expect(outcome.window).toEqual([
      ['lemon', 'seven', 'lemon'],
      ['plum', 'lemon', 'seven'],
      ['lemon', 'bar', 'lemon'],
    ]);
  });

  it('draws one stop per reel from the random source, and only from it', () => {
    const asked: number[] = [];
    const draws = [3, 11, 0];
    const outcome = spin((max) => {
      asked.push(max);
      return draws[asked.length - 1] ?? 0;
    });
    expect(asked).toEqual([16, 16, 16]);
    expect(outcome.stops).toEqual([3, 11, 0]);
    expect(outcome.line).toEqual(['cherry', 'cherry', 'seven']);
    expect(outcome.multiplier).toBe(CHERRIES[2]);
  });

  it('draws with crypto.randomInt by default: every stop on the strip, each reel on its own', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) for (const stop of spin().stops) seen.add(stop);
    expect([...seen].sort((a, b) => a - b)).toEqual(REEL_STRIP.map((_, index) => index));
  });

  it('pays only what the paytable lists, a whole number of baht for every bet', () => {
    const multipliers = new Set([0, ...Object.values(THREE_OF_A_KIND), ...Object.values(CHERRIES)]);
    fc.assert(
      fc.property(fc.tuple(fc.nat(15), fc.nat(15), fc.nat(15)), fc.constantFrom(...BETS), (stops, bet) => {
        const outcome = outcomeOfStops(stops);
        expect(multipliers.has(outcome.multiplier)).toBe(true);
        expect(Number.isInteger(payout(bet, outcome))).toBe(true);
        expect(outcome.win === null).toBe(outcome.multiplier === 0);
      }),
    );
  });

  it('lists the paytable largest first, cherries last', () => {
    const rows = paytable();
    expect(rows[0]).toEqual({ symbols: ['seven', 'seven', 'seven'], multiplier: 40 });
    expect(rows.slice(-2)).toEqual([
      { symbols: ['cherry', 'cherry'], multiplier: 4 },
      { symbols: ['cherry'], multiplier: 2 },
    ]);
    expect(rows).toHaveLength(8);
  });
});
