import { describe, expect, it } from 'vitest';
import { niceTicks } from '../lib/nice-ticks';

describe('niceTicks', () => {
  it('gives whole-baht round steps from zero, whatever the values', () => {
    expect(niceTicks([0.13, 0.5, 0.63])).toEqual([0, 1]);
    expect(niceTicks([])).toEqual([0, 1]);
    expect(niceTicks([3.2, 7])).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks([120, 1234.56])).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks([-40, 90])).toEqual([-50, 0, 50, 100]);
  });
});
