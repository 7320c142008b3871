import { createHash, createHmac, randomBytes } from 'node:crypto';
import { type DrawInput, drawPrizeIndexSync, type HmacSha256Sync } from '@member/shared';

/**
 * The server's side of the provably fair draw (decision 0120): new seeds, and the shared draw
 * (`packages/shared/src/minigame/draw.ts`) with node:crypto's HMAC, which gives the same bytes as
 * the browser's WebCrypto (tested).
 */

export const nodeHmac: HmacSha256Sync = (keyHex, message) =>
  createHmac('sha256', Buffer.from(keyHex, 'hex')).update(message, 'ascii').digest();

export const serverSeedHash = (serverSeedHex: string): string =>
  createHash('sha256').update(Buffer.from(serverSeedHex, 'hex')).digest('hex');

/** A new server seed (32 random bytes, hex) and the hash the member sees before playing with it. */
export function newServerSeed(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, serverSeedHash: serverSeedHash(serverSeed) };
}

/** The client seed of a member who never chose one: random, so no two members share a sequence. */
export const defaultClientSeed = (): string => randomBytes(8).toString('hex');

export const drawIndex = (input: DrawInput, weights: readonly number[]): number =>
  drawPrizeIndexSync(input, weights, nodeHmac);
