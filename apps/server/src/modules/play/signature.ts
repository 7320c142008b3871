import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Lowercase hex HMAC-SHA256 of the raw body under the provider's secret (decision 0100). */
export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Whether `given` is the body's signature: a constant-time comparison of the bytes. */
export function signatureMatches(secret: string, rawBody: string, given: string | undefined): boolean {
  if (!given || given.length !== 64 || !/^[0-9a-fA-F]+$/.test(given)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'));
}

/** Whether `timestampMs` is within `toleranceMs` of `nowMs`, either way. */
export function timestampFresh(timestampMs: number, nowMs: number, toleranceMs: number): boolean {
  return Math.abs(nowMs - timestampMs) <= toleranceMs;
}

/** A launch token is kept only as its SHA-256 (hex). */
export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
