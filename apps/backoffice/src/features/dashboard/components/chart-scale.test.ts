import { describe, expect, it } from 'vitest';
import { niceScale, shortDay } from './chart-scale';

describe('niceScale', () => {
  it('covers the maximum with a round step', () => {
    expect(niceScale(1000)).toEqual({ top: 1000, values: [0, 250, 500, 750, 1000] });
    expect(niceScale(1234)).toEqual({ top: 2000, values: [0, 500, 1000, 1500, 2000] });
    expect(niceScale(87_650)).toEqual({ top: 100_000, values: [0, 25_000, 50_000, 75_000, 100_000] });
  });

  it('counts people in whole steps, and gives an empty series an axis', () => {
    expect(niceScale(3, { counts: true }).values).toEqual([0, 1, 2, 3, 4]);
    expect(niceScale(10, { counts: true }).values).toEqual([0, 5, 10, 15, 20]);
    expect(niceScale(0, { counts: true }).values).toEqual([0, 1, 2, 3, 4]);
    // An empty money series: whole baht, not 0, 0.25, … (which read as 0, 0, 1, 1, 1).
    expect(niceScale(0).values).toEqual([0, 1, 2, 3, 4]);
    expect(niceScale(2).values).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('shortDay', () => {
  it('reads a Bangkok day as DD/MM', () => {
    expect(shortDay('2026-03-09')).toBe('09/03');
  });
});
