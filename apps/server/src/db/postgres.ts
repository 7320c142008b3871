import { closeScope, openScope } from './after-commit';
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database, Queryable } from './database';

export interface PostgresOptions {
  connectionString: string;
  /** Schema to use instead of `public` (tests give each app its own). */
  searchPath?: string;
  maxConnections?: number;
}

const statementNames = new Map<string, string>();
/**
 * Parameterised statements are prepared once per connection under a name derived from their text,
 * so PostgreSQL parses them once and may reuse a generic plan (the ledger's CTE statements cost
 * more to plan than to run).
 */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/**
 * Statements issued on a connection in the same tick leave in one write (one system call, one
 * packet) instead of one each: a transaction's BEGIN with its first statement, the statements of a
 * `Promise.all` together. The stream is corked at the first and uncorked once the tick's code has run.
 */
function coalesceWrites(client: pg.PoolClient): () => void {
  const stream = client.connection.stream;
  let corked = false;
  return () => {
    if (corked) return;
    corked = true;
    stream.cork();
    process.nextTick(() => {
      corked = false;
      stream.uncork();
    });
  };
}

/**
 * A PostgreSQL server through a pg connection pool. Pipeline mode: a statement is sent as soon as it
 * is issued, without waiting for the answer of the one before on the same connection; the server
 * still runs them one after the other, in order. A transaction's BEGIN thus travels with its first
 * statement, and statements issued together (`Promise.all`) share one round trip.
 */
export async function createPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    pipeline: true,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const wrap = (target: pg.Pool | pg.PoolClient, beforeWrite = () => {}): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      beforeWrite();
      const result = params
        ? await target.query({ name: statementName(sql), text: sql, values: [...params] })
        : await target.query(sql);
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
      const coalesce = coalesceWrites(client);
      const handle = wrap(client, coalesce);
      openScope(handle);
      let committed = false;
      try {
        coalesce();
        // Sent with `fn`'s first statement and awaited after it: BEGIN fails only with the
        // connection, and then so does every statement behind it.
        const begun = client.query('BEGIN');
        begun.catch(() => {});
        const result = await fn(handle);
        await begun;
        await client.query('COMMIT');
        committed = true;
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
        await closeScope(handle, committed);
      }
    },
    async script(sql) {
      // One simple-protocol query: the statements run on one connection, in order.
      const result = (await pool.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
      const results = Array.isArray(result) ? result : [result];
      return { rows: results.flatMap((each) => (each.rows ?? []) as Record<string, unknown>[]) };
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
