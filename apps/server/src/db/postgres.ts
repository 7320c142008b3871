import pg from 'pg';
import type { Database, Queryable } from './database';

export interface PostgresOptions {
  connectionString: string;
  /** Schema to use instead of `public` (tests give each app its own). */
  searchPath?: string;
  maxConnections?: number;
}

/** A PostgreSQL server through a pg connection pool. */
export async function createPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await target.query(sql, params ? [...params] : undefined);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });
  // Fail at start, not on the first request, when the server cannot be reached.
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
