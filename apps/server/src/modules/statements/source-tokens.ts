import { createHash, randomBytes } from 'node:crypto';

/**
 * A source's bearer token: 32 random bytes, shown to the operator once; the database keeps only its
 * SHA-256, so a leaked table does not let anyone post lines.
 */
export const newSourceToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}
