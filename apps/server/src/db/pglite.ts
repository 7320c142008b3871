import { closeScope, openScope } from './after-commit';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

/** Thrown when another live process already has the embedded database open. */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

/**
 * PGlite is single-process: a second process on the same folder (a second `npm start`, or
 * `npm run seed` while the server runs) could corrupt it. A pid file guards the folder; a file left
 * by a process that is gone is taken over.
 */
function lockFolder(dataDir: string): () => void {
  // Beside the folder, not in it: PostgreSQL owns its data folder.
  const file = `${path.resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dataDir} is in use by process ${pid}; stop it first or use another DATA_DIR.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, in a folder or in memory (tests).
 * PGlite runs one statement at a time and queues the rest while a transaction is open.
 */
export async function createPgliteDatabase(dataDir?: string): Promise<Database> {
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockFolder(dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await target.query<T>(sql, params ? [...params] : undefined);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pglite),
    async transaction(fn) {
      let handle = null as Queryable | null;
      try {
        const result = await pglite.transaction((tx) => {
          handle = wrap(tx);
          openScope(handle);
          return fn(handle);
        });
        if (handle) await closeScope(handle, true);
        return result;
      } catch (error) {
        if (handle) await closeScope(handle, false);
        throw error;
      }
    },
    async script(sql) {
      try {
        const results = await pglite.exec(sql);
        return { rows: results.flatMap((result) => result.rows as Record<string, unknown>[]) };
      } catch (error) {
        // One connection: a script that failed inside its BEGIN would leave every later statement in
        // an aborted transaction.
        await pglite.query('ROLLBACK').catch(() => {});
        throw error;
      }
    },
    async close() {
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
  };
}
