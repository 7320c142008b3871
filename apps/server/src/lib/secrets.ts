import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A bad environment variable: `message` is the one line printed before exiting. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads a secret kept in `dataDir`, or makes one (mode 0600) on the first start, so tokens and
 * signatures survive restarts without a constant in code.
 */
export function loadOrCreateSecret(dataDir: string, name: string, minLength: number): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < minLength) {
      throw new ConfigError(`Invalid configuration: ${file} must hold at least ${minLength} characters`);
    }
    return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
