import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import {
  drawMessage,
  drawPrizeIndex,
  drawPrizeIndexSync,
  type HmacSha256Sync,
  pickWeighted,
  serverSeedHashOf,
  verifyPlay,
  webCryptoHmac,
  wordsOf,
} from './draw';

/** The published test vector (decision 0120). */
const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const SEED_HASH = '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd';
const CLIENT_SEED = 'member-site';
const WHEEL = [350, 250, 200, 50, 100, 30, 15, 5];
/** Three equal weights summing to 2^31 + 1: almost half of all words are rejected. */
const THIRDS = [715_827_883, 715_827_883, 715_827_883];

const nodeHmac: HmacSha256Sync = (key, message) =>
  createHmac('sha256', Buffer.from(key, 'hex')).update(message, 'ascii').digest();

describe('the published test vector', () => {
  it('hashes the seed and gives the first HMAC', async () => {
    expect(await serverSeedHashOf(SEED)).toBe(SEED_HASH);
    const bytes = await webCryptoHmac(SEED, drawMessage(CLIENT_SEED, 0, 0));
    expect(Buffer.from(bytes).toString('hex')).toBe('0d47250a8694d4e2e3cb0c3d4c3536c7954c7c68311178e7c5807ef8530facea');
    expect(wordsOf(bytes)[0]).toBe(222_766_346);
  });

  it('draws the seeded wheel for nonces 0 to 4 in the browser and on the server alike', async () => {
    const expected = [0, 0, 1, 4, 2];
    for (const [nonce, index] of expected.entries()) {
      const input = { serverSeed: SEED, clientSeed: CLIENT_SEED, nonce };
      expect(await drawPrizeIndex(input, WHEEL, webCryptoHmac), `nonce ${nonce}`).toBe(index);
      expect(drawPrizeIndexSync(input, WHEEL, nodeHmac), `nonce ${nonce}`).toBe(index);
    }
  });

  it('goes to the next round when every word of the first is rejected', async () => {
    const input = { serverSeed: SEED, clientSeed: CLIENT_SEED, nonce: 85 };
    const limit = 2 ** 32 - (2 ** 32 % (2 ** 31 + 1));
    const first = wordsOf(nodeHmac(SEED, drawMessage(CLIENT_SEED, 85, 0)));
    expect(first.every((word) => word >= limit)).toBe(true);
    const second = wordsOf(nodeHmac(SEED, drawMessage(CLIENT_SEED, 85, 1)));
    expect(second.slice(0, 5)).toEqual([3_679_610_009, 2_999_126_692, 3_014_813_350, 4_255_309_504, 502_174_728]);
    // The fifth word of round 1 is the first below the limit: 502174728 falls on the first third.
    expect(await drawPrizeIndex(input, THIRDS, webCryptoHmac)).toBe(0);
    expect(drawPrizeIndexSync(input, THIRDS, nodeHmac)).toBe(0);
    // Without rejection the first word would have said the third prize: the vector tells them apart.
    expect(Math.floor(((first[0] ?? 0) % (2 ** 31 + 1)) / 715_827_883)).toBe(2);
  });

  it('names its messages as the decision says', () => {
    expect(drawMessage('abc', 7, 0)).toBe('abc:7');
    expect(drawMessage('abc', 7, 2)).toBe('abc:7:2');
  });
});

describe('pickWeighted', () => {
  it('maps a word on the running weights', () => {
    expect(pickWeighted([1, 2, 3], [0])).toBe(0);
    expect(pickWeighted([1, 2, 3], [1])).toBe(1);
    expect(pickWeighted([1, 2, 3], [2])).toBe(1);
    expect(pickWeighted([1, 2, 3], [5])).toBe(2);
    expect(pickWeighted([1, 2, 3], [6])).toBe(0);
    expect(pickWeighted([0, 5, 0], [4])).toBe(1);
  });

  it('rejects the words of the last, incomplete block and takes the next one', () => {
    // 2^32 = 1,431,655,765 × 3 + 1: the single word 2^32 − 1 would favour the first prize.
    expect(pickWeighted([1, 1, 1], [2 ** 32 - 1])).toBeNull();
    expect(pickWeighted([1, 1, 1], [2 ** 32 - 1, 4])).toBe(1);
    expect(pickWeighted([1, 1, 1], [2 ** 32 - 2])).toBe(2);
  });

  it('refuses tables no draw can use', () => {
    expect(() => pickWeighted([0, 0], [1])).toThrow();
    expect(() => pickWeighted([1, -1], [1])).toThrow();
    expect(() => pickWeighted([1.5, 1], [1])).toThrow();
  });
});

describe('verifyPlay', () => {
  it('says a play matches when the revealed seed and the outcome do, and not otherwise', async () => {
    const play = { serverSeed: SEED, serverSeedHash: SEED_HASH, clientSeed: CLIENT_SEED, nonce: 3, weights: WHEEL };
    expect(await verifyPlay({ ...play, prizeIndex: 4 })).toEqual({ hashMatches: true, prizeIndex: 4, matches: true });
    expect((await verifyPlay({ ...play, prizeIndex: 2 })).matches).toBe(false);
    const otherHash = `${SEED_HASH.slice(0, -1)}0`;
    expect(await verifyPlay({ ...play, serverSeedHash: otherHash, prizeIndex: 4 })).toMatchObject({
      hashMatches: false,
      matches: false,
    });
  });
});
