/** What every query site needs: one SQL dialect (PostgreSQL), parameters only ($1, $2...). */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs a script of several statements without parameters, which may open and commit its own
   * transaction, and answers the rows of all its statements (the job queue's schema and locked steps).
   */
  script(sql: string): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
  /**
   * The connection pool's use now (`/metrics`); absent where there is no pool (PGlite is one
   * connection in the process).
   */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  /** Connections open, idle or in use. */
  total: number;
  idle: number;
  /** Queries and transactions waiting for a connection. */
  waiting: number;
}

/** The PostgreSQL error fields we act on (both drivers expose them). */
export interface PostgresError {
  code: string;
  constraint?: string;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

export function isPostgresError(error: unknown, code: string): error is PostgresError {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}
