import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../db/database';

/** A bad environment variable: `message` is the one line printed before exiting. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A secret every process of one deployment must share (the JWT key, a callback key...). */
export interface SharedSecretSpec {
  /** Its row in `shared_secrets`, and the name of the file an older install kept it in, in DATA_DIR. */
  name: string;
  minLength: number;
  /** Its environment variable's value, which wins; null when the variable is unset. */
  fromEnvironment: string | null;
}

/** Where a secret came from: the environment, the database, an older install's file, or made now. */
export type SecretSource = 'environment' | 'database' | 'file' | 'generated';

export interface ResolvedSecret {
  value: string;
  source: SecretSource;
  /** A file in DATA_DIR holding another value, now ignored (tokens it signed no longer verify). */
  ignoredFile: string | null;
}

/** The value of an older install's secret file, if there is one. */
function readSecretFile(file: string, minLength: number): string | null {
  if (!existsSync(file)) return null;
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < minLength) {
    throw new ConfigError(`Invalid configuration: ${file} must hold at least ${minLength} characters`);
  }
  return secret;
}

/**
 * The one rule for shared secrets (decision 0150): the environment variable when set; else the value
 * kept in the database; else, the first time, the value of `DATA_DIR/<name>` if an older install has
 * that file (so its tokens and signatures keep working), or a new random one. The first process to
 * write wins: every process starting together inserts its candidate, none overwrites, and all read
 * back the one that was kept.
 */
export async function resolveSharedSecret(
  db: Queryable,
  dataDir: string,
  spec: SharedSecretSpec,
): Promise<ResolvedSecret> {
  const file = path.join(dataDir, spec.name);
  if (spec.fromEnvironment !== null) return { value: spec.fromEnvironment, source: 'environment', ignoredFile: null };
  const read = async () =>
    (await db.query<{ value: string }>('SELECT value FROM shared_secrets WHERE name = $1', [spec.name])).rows[0]?.value;
  let value = await read();
  let source: SecretSource = 'database';
  if (value === undefined) {
    const fromFile = readSecretFile(file, spec.minLength);
    const candidate = fromFile ?? randomBytes(48).toString('base64url');
    await db.query('INSERT INTO shared_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      spec.name,
      candidate,
    ]);
    value = await read();
    if (value === undefined) throw new Error(`shared secret ${spec.name} was not kept`);
    if (value === candidate) source = fromFile === null ? 'generated' : 'file';
  }
  if (value.length < spec.minLength) throw new Error(`shared secret ${spec.name} is shorter than ${spec.minLength}`);
  const onDisk = existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
  return { value, source, ignoredFile: onDisk !== null && onDisk !== value ? file : null };
}
