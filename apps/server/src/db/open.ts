import path from 'node:path';
import type { Config } from '../config';
import type { Database } from './database';
import { createPgliteDatabase } from './pglite';
import { createPostgresDatabase } from './postgres';

/** The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  return config.databaseUrl
    ? createPostgresDatabase({ connectionString: config.databaseUrl })
    : createPgliteDatabase(path.join(config.dataDir, 'pglite'));
}
