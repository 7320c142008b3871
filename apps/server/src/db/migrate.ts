import { readdirSync, readFileSync } from 'node:fs';
import { serverSourcePath } from '../lib/server-dir';
import type { Database } from './database';

const MIGRATIONS_DIR = serverSourcePath('db', 'migrations');
const FILE_PATTERN = /^(\d{4})_[a-z0-9_]+\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => FILE_PATTERN.test(file))
    .sort()
    .map((file) => ({
      version: file.slice(0, 4),
      name: file,
      sql: readFileSync(`${dir}/${file}`, 'utf8'),
    }));
}

/**
 * Applies the migrations not yet recorded, in order, each in its own transaction. On PostgreSQL
 * each transaction first takes an advisory lock (keyed on the schema), so two processes starting
 * together apply each file once: the second waits, then sees it recorded.
 * Returns the names of the files applied.
 */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  const applied: string[] = [];
  const lock = async (tx: Pick<Database, 'query'>) => {
    if (db.kind === 'postgres') {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('member-site:migrations:' || current_schema()))`);
    }
  };
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  for (const migration of migrations) {
    await db.transaction(async (tx) => {
      await lock(tx);
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (rows.length > 0) return;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.name);
    });
  }
  return applied;
}
