import { createHash, randomBytes } from 'node:crypto';
import { drawMessage, drawPrizeIndex, webCryptoHmac } from '@member/shared';
import { describe, expect, it } from 'vitest';
import { drawIndex, newServerSeed, nodeHmac, serverSeedHash } from './fair';
import { DEMO_MINIGAMES } from './seed';

/**
 * The draw's fairness: the server's HMAC is the browser's, the published vector holds on the server,
 * and 200,000 draws of each seeded table land on each prize as often as its weight says (a chi-square
 * test on fixed seeds, so the run is the same every time; the same draws against a table that is not
 * theirs are refused, so the test can fail).
 */

const DRAWS = 200_000;

/** P(X ≥ x) for X chi-square with `df` degrees of freedom: the regularized upper incomplete gamma Q(df/2, x/2). */
function chiSquarePValue(x: number, df: number): number {
  const a = df / 2;
  const z = x / 2;
  if (z <= 0) return 1;
  const lnGammaA = lnGamma(a);
  if (z < a + 1) {
    // Series for the lower part P(a, z).
    let term = 1 / a;
    let total = term;
    for (let n = 1; n < 10_000 && Math.abs(term) > Math.abs(total) * 1e-15; n++) {
      term *= z / (a + n);
      total += term;
    }
    return 1 - total * Math.exp(-z + a * Math.log(z) - lnGammaA);
  }
  // Continued fraction for Q(a, z) (Lentz).
  let b = z + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(-z + a * Math.log(z) - lnGammaA) * h;
}

/** ln Γ(a) for a whole or half-whole a > 0 (degrees of freedom are whole): Γ(1) = 1, Γ(½) = √π, Γ(a + 1) = aΓ(a). */
function lnGamma(a: number): number {
  let x = Number.isInteger(a) ? 1 : 0.5;
  let value = Number.isInteger(a) ? 0 : 0.5 * Math.log(Math.PI);
  for (; x < a; x += 1) value += Math.log(x);
  return value;
}

function chiSquare(counts: number[], weights: readonly number[]): { statistic: number; df: number; p: number } {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const draws = counts.reduce((sum, count) => sum + count, 0);
  let statistic = 0;
  let cells = 0;
  for (const [index, weight] of weights.entries()) {
    if (weight === 0) continue;
    const expected = (draws * weight) / total;
    statistic += ((counts[index] ?? 0) - expected) ** 2 / expected;
    cells += 1;
  }
  const df = cells - 1;
  return { statistic, df, p: chiSquarePValue(statistic, df) };
}

describe('the chi-square of the p-value function itself', () => {
  it('gives the textbook critical values', () => {
    expect(chiSquarePValue(24.322, 7)).toBeCloseTo(0.001, 4);
    expect(chiSquarePValue(14.067, 7)).toBeCloseTo(0.05, 3);
    expect(chiSquarePValue(9.488, 4)).toBeCloseTo(0.05, 3);
    expect(chiSquarePValue(1, 5)).toBeCloseTo(0.9626, 3);
  });
});

describe.each(DEMO_MINIGAMES)('200,000 draws of the seeded $slug table', (game) => {
  const weights = game.prizes.map((prize) => prize.weight);
  const serverSeed = createHash('sha256').update(`chi-square:${game.slug}`).digest('hex');
  const counts = Array(weights.length).fill(0) as number[];
  for (let nonce = 0; nonce < DRAWS; nonce++) {
    const index = drawIndex({ serverSeed, clientSeed: 'chi-square', nonce }, weights);
    counts[index] = (counts[index] ?? 0) + 1;
  }

  it('lands on each prize as often as its weight says (chi-square, p > 0.001)', () => {
    const result = chiSquare(counts, weights);
    console.log(
      `chi-square ${game.slug}: ${result.statistic.toFixed(3)} with ${result.df} degrees of freedom, p = ${result.p.toFixed(4)}; ` +
        `counts ${counts.join(', ')} for weights ${weights.join(', ')}`,
    );
    expect(result.p).toBeGreaterThan(0.001);
  });

  it('refuses the same draws against weights that are not the table’s', () => {
    // Two prizes' weights swapped, or one moved by 5 % of itself: both are told apart.
    const swapped = [weights[1] ?? 0, weights[0] ?? 0, ...weights.slice(2)];
    expect(chiSquare(counts, swapped).p).toBeLessThan(1e-6);
    const nudged = weights.map((weight, index) => (index === 0 ? Math.round(weight * 1.05) : weight));
    expect(chiSquare(counts, nudged).p).toBeLessThan(0.001);
  });
});

describe('the server’s draw and the browser’s', () => {
  it('give the same HMAC bytes for any seed and message', async () => {
    for (let i = 0; i < 1_000; i++) {
      const key = randomBytes(32).toString('hex');
      const message = drawMessage(randomBytes(8).toString('base64url'), i, i % 3);
      expect(Buffer.from(await webCryptoHmac(key, message))).toEqual(nodeHmac(key, message));
    }
  });

  it('draw the same prize from the same seeds', async () => {
    const weights = [5, 0, 1_000_000, 3, 999_999, 1];
    for (let nonce = 0; nonce < 300; nonce++) {
      const input = { serverSeed: newServerSeed().serverSeed, clientSeed: 'same', nonce };
      expect(drawIndex(input, weights)).toBe(await drawPrizeIndex(input, weights, webCryptoHmac));
    }
  });

  it('keep the published vector (decision 0120)', () => {
    const serverSeed = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
    expect(serverSeedHash(serverSeed)).toBe('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd');
    const wheel = DEMO_MINIGAMES[0]?.prizes.map((prize) => prize.weight) ?? [];
    expect([0, 1, 2, 3, 4].map((nonce) => drawIndex({ serverSeed, clientSeed: 'member-site', nonce }, wheel))).toEqual([
      0, 0, 1, 4, 2,
    ]);
  });

  it('makes a new 32-byte seed each time, committed to by its SHA-256', () => {
    const a = newServerSeed();
    const b = newServerSeed();
    expect(a.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(a.serverSeed).not.toBe(b.serverSeed);
    expect(a.serverSeedHash).toBe(createHash('sha256').update(Buffer.from(a.serverSeed, 'hex')).digest('hex'));
  });
});
