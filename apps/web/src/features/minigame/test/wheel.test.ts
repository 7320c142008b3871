import { describe, expect, it } from 'vitest';
import {
  landing,
  landingAngle,
  mod,
  restingRotation,
  segmentUnderPointer,
  SPIN_SPEED,
  SPIN_UP_MS,
  spinAngle,
} from '../lib/wheel';

describe('the wheel', () => {
  it('rests every segment of every table size under the pointer', () => {
    for (let count = 2; count <= 12; count++) {
      for (let index = 0; index < count; index++) {
        expect(segmentUnderPointer(restingRotation(index, count), count)).toBe(index);
        // However many turns it made on the way.
        expect(segmentUnderPointer(restingRotation(index, count) + 360 * 7, count)).toBe(index);
      }
    }
  });

  it('lands on the target after at least two more turns, whatever angle it spins from', () => {
    for (const from of [0, 123.4, 5_000.7, -90]) {
      for (const target of [0, 22.5, 157.5, 359]) {
        const slowdown = landing(from, target);
        expect(slowdown.distance).toBeGreaterThanOrEqual(720);
        expect(slowdown.distance).toBeLessThan(1_080);
        const end = landingAngle(slowdown, slowdown.durationMs);
        expect(mod(end, 360)).toBeCloseTo(target, 6);
        // Past the end it stays put.
        expect(landingAngle(slowdown, slowdown.durationMs * 2)).toBe(end);
      }
    }
  });

  it('keeps its speed when it starts to slow down and only slows after that', () => {
    const slowdown = landing(0, 90);
    const startSpeed = landingAngle(slowdown, 1) - landingAngle(slowdown, 0);
    expect(startSpeed).toBeCloseTo(SPIN_SPEED, 2);
    const lateSpeed =
      landingAngle(slowdown, slowdown.durationMs - 100) - landingAngle(slowdown, slowdown.durationMs - 101);
    expect(lateSpeed).toBeLessThan(startSpeed / 10);
  });

  it('speeds up smoothly to full speed while the server draws', () => {
    expect(spinAngle(0)).toBe(0);
    const before = spinAngle(SPIN_UP_MS) - spinAngle(SPIN_UP_MS - 1);
    const after = spinAngle(SPIN_UP_MS + 1) - spinAngle(SPIN_UP_MS);
    expect(before).toBeCloseTo(SPIN_SPEED, 2);
    expect(after).toBeCloseTo(SPIN_SPEED, 6);
  });
});
