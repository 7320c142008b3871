/**
 * The prize wheel's geometry: n equal segments clockwise from the top, the pointer at the top. Angles
 * are degrees clockwise; a wheel turned by `rotation` shows under the pointer the point of the wheel at
 * −rotation.
 */

/** The angle each of `count` segments spans. */
export const segmentAngle = (count: number): number => 360 / count;

/** A point on the circle of `radius` at `angle` from the top, clockwise (SVG's y grows downwards). */
export function pointAt(angle: number, radius: number): { x: number; y: number } {
  const radians = (angle * Math.PI) / 180;
  return { x: round(radius * Math.sin(radians)), y: round(-radius * Math.cos(radians)) };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The SVG path of segment `index` of `count`: a slice from the centre. */
export function segmentPath(index: number, count: number, radius: number): string {
  const span = segmentAngle(count);
  const start = pointAt(index * span, radius);
  const end = pointAt((index + 1) * span, radius);
  const largeArc = span > 180 ? 1 : 0;
  return `M0 0L${start.x} ${start.y}A${radius} ${radius} 0 ${largeArc} 1 ${end.x} ${end.y}Z`;
}

/** The rotation (0 ≤ r < 360) that brings the middle of segment `index` under the pointer. */
export function restingRotation(index: number, count: number): number {
  return mod(-(index + 0.5) * segmentAngle(count), 360);
}

/** The segment under the pointer for a rotation: what the member sees the wheel landed on. */
export function segmentUnderPointer(rotation: number, count: number): number {
  return Math.floor(mod(-rotation, 360) / segmentAngle(count)) % count;
}

export const mod = (value: number, modulus: number): number => ((value % modulus) + modulus) % modulus;

/** Degrees per millisecond of the wheel at full speed while the server draws (about 2 turns a second). */
export const SPIN_SPEED = 0.72;
/** The wheel reaches full speed over this long. */
export const SPIN_UP_MS = 400;
/** Full turns the wheel makes at least while it slows down onto the prize. */
const LANDING_TURNS = 2;

/** The angle the wheel has turned `elapsed` ms after it started: speeding up, then at full speed. */
export function spinAngle(elapsed: number): number {
  if (elapsed <= SPIN_UP_MS) return (SPIN_SPEED * elapsed * elapsed) / (2 * SPIN_UP_MS);
  return SPIN_SPEED * (SPIN_UP_MS / 2 + elapsed - SPIN_UP_MS);
}

export interface Landing {
  from: number;
  /** Degrees still to turn: at least two full turns, ending on the target. */
  distance: number;
  durationMs: number;
}

/**
 * How the wheel slows onto `target` from `from` at full speed: an ease-out cubic starts at three times
 * its average speed, so the duration that keeps the speed unbroken is 3 × distance / speed.
 */
export function landing(from: number, target: number): Landing {
  const minimum = LANDING_TURNS * 360;
  const distance = minimum + mod(target - (from + minimum), 360);
  return { from, distance, durationMs: (3 * distance) / SPIN_SPEED };
}

/** The wheel's angle `elapsed` ms into a landing; exactly on the target at its end. */
export function landingAngle({ from, distance, durationMs }: Landing, elapsed: number): number {
  const t = Math.min(1, elapsed / durationMs);
  return from + distance * (1 - (1 - t) ** 3);
}
