/**
 * The provably fair draw of the mini-games (issue 15, decision 0120), one pure module that the
 * server and the member's browser both run, so a verifier recomputes a play with the very code
 * that made it.
 *
 * - A server seed is 32 random bytes, written as 64 lower-case hex digits. Before any play the
 *   member sees `serverSeedHash` = SHA-256 of those 32 bytes (hex).
 * - Round r of a play's bytes is HMAC-SHA256(key = the 32 seed bytes, message) with the message
 *   `${clientSeed}:${nonce}` for r = 0 and `${clientSeed}:${nonce}:${r}` after it (ASCII).
 * - Each round gives eight 32-bit big-endian words, taken in order. With `total` the sum of the
 *   prize weights, a word w is used only when w < 2^32 − (2^32 mod total) (rejection sampling: every
 *   value of w mod total is then equally likely); otherwise the next word is taken, and after the
 *   eighth the next round. The prize is the first index whose running weight exceeds w mod total.
 *
 * The HMAC is passed in: `webCryptoHmac` (browsers, and Node's global WebCrypto) or the server's
 * node:crypto one; both must give identical bytes.
 */

/** HMAC-SHA256 of an ASCII message under a key given in hex. */
export type HmacSha256 = (keyHex: string, message: string) => Promise<Uint8Array>;
export type HmacSha256Sync = (keyHex: string, message: string) => Uint8Array;

export interface DrawInput {
  /** 64 hex digits (the 32 seed bytes). */
  serverSeed: string;
  clientSeed: string;
  /** The play's nonce: 0 for the first play under a seed pair, then 1, 2, ... */
  nonce: number;
}

const WORD_SPACE = 2 ** 32;
const WORDS_PER_ROUND = 8;
/** Each round rejects all eight words with probability below (12 000 000 / 2^32)^8 ≈ 4e-21. */
const MAX_ROUNDS = 64;

export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;

/** The HMAC message of round `round` of a play. */
export function drawMessage(clientSeed: string, nonce: number, round: number): string {
  return round === 0 ? `${clientSeed}:${nonce}` : `${clientSeed}:${nonce}:${round}`;
}

/** The weights' sum, or an error for a table no draw can use. */
export function totalWeight(weights: readonly number[]): number {
  let total = 0;
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) throw new Error(`invalid prize weight ${weight}`);
    total += weight;
  }
  if (total < 1 || total > WORD_SPACE) throw new Error(`prize weights must sum to 1..2^32, not ${total}`);
  return total;
}

/** The eight big-endian 32-bit words of a 32-byte HMAC. */
export function wordsOf(bytes: Uint8Array): number[] {
  const words: number[] = [];
  for (let offset = 0; offset + 4 <= bytes.length; offset += 4) {
    words.push(bytes[offset]! * 2 ** 24 + (bytes[offset + 1]! << 16) + (bytes[offset + 2]! << 8) + bytes[offset + 3]!);
  }
  return words;
}

/** The index a value in [0, total) falls on, by running weight. */
function indexOfValue(weights: readonly number[], value: number): number {
  let running = 0;
  for (let index = 0; index < weights.length; index++) {
    running += weights[index]!;
    if (value < running) return index;
  }
  throw new Error('value outside the weights');
}

/**
 * The prize index from a stream of 32-bit words, or null when every word was rejected (the caller
 * takes another round). Pure: the statistical tests feed it words directly.
 */
export function pickWeighted(weights: readonly number[], words: readonly number[]): number | null {
  const total = totalWeight(weights);
  const limit = WORD_SPACE - (WORD_SPACE % total);
  for (const word of words) {
    if (word < limit) return indexOfValue(weights, word % total);
  }
  return null;
}

function checkInput(input: DrawInput): void {
  if (!SERVER_SEED_PATTERN.test(input.serverSeed)) throw new Error('server seed must be 64 hex digits');
  if (!Number.isSafeInteger(input.nonce) || input.nonce < 0) throw new Error(`invalid nonce ${input.nonce}`);
}

/** The prize index of a play (browser or server, any asynchronous HMAC). */
export async function drawPrizeIndex(input: DrawInput, weights: readonly number[], hmac: HmacSha256): Promise<number> {
  checkInput(input);
  const words: number[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const bytes = await hmac(input.serverSeed, drawMessage(input.clientSeed, input.nonce, round));
    words.push(...wordsOf(bytes).slice(0, WORDS_PER_ROUND));
    const index = pickWeighted(weights, words);
    if (index !== null) return index;
  }
  throw new Error('no word accepted');
}

/** The same draw with a synchronous HMAC (the server's node:crypto): identical results. */
export function drawPrizeIndexSync(input: DrawInput, weights: readonly number[], hmac: HmacSha256Sync): number {
  checkInput(input);
  const words: number[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    words.push(...wordsOf(hmac(input.serverSeed, drawMessage(input.clientSeed, input.nonce, round))));
    const index = pickWeighted(weights, words);
    if (index !== null) return index;
  }
  throw new Error('no word accepted');
}

// ---------------------------------------------------------------------------------------------
// WebCrypto (the member's browser; Node 20 has the same global)

interface SubtleLike {
  importKey(
    format: 'raw',
    keyData: Uint8Array,
    algorithm: { name: 'HMAC'; hash: 'SHA-256' },
    extractable: false,
    usages: ['sign'],
  ): Promise<unknown>;
  sign(algorithm: 'HMAC', key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
}

function subtle(): SubtleLike {
  const crypto = (globalThis as { crypto?: { subtle?: SubtleLike } }).crypto;
  if (!crypto?.subtle) throw new Error('WebCrypto is not available (a secure context is needed)');
  return crypto.subtle;
}

export function hexToBytes(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) throw new Error('not hex');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A message of the draw as bytes: client seeds are ASCII (`CLIENT_SEED_PATTERN`), nonces digits. */
export function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) throw new Error('the draw message must be ASCII');
    bytes[i] = code;
  }
  return bytes;
}

export const webCryptoHmac: HmacSha256 = async (keyHex, message) => {
  const key = await subtle().importKey('raw', hexToBytes(keyHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await subtle().sign('HMAC', key, asciiBytes(message)));
};

/** SHA-256 (hex) of a server seed's 32 bytes: what the member saw before playing. */
export async function serverSeedHashOf(serverSeedHex: string): Promise<string> {
  return bytesToHex(new Uint8Array(await subtle().digest('SHA-256', hexToBytes(serverSeedHex))));
}

/** What a verifier checks of a past play once its server seed is revealed. */
export interface PlayToVerify extends DrawInput {
  serverSeedHash: string;
  weights: readonly number[];
  prizeIndex: number;
}

export interface Verification {
  /** SHA-256 of the revealed seed equals the hash shown before the play. */
  hashMatches: boolean;
  /** The index recomputed from the seeds, nonce and weights. */
  prizeIndex: number;
  /** Both hold: the play was what the seeds say. */
  matches: boolean;
}

/** Recomputes a play in the browser (WebCrypto) from its revealed seed. */
export async function verifyPlay(play: PlayToVerify, hmac: HmacSha256 = webCryptoHmac): Promise<Verification> {
  const hashMatches = (await serverSeedHashOf(play.serverSeed)) === play.serverSeedHash;
  const prizeIndex = await drawPrizeIndex(play, play.weights, hmac);
  return { hashMatches, prizeIndex, matches: hashMatches && prizeIndex === play.prizeIndex };
}
