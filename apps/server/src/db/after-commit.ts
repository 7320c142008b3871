import type { Queryable } from './database';

/**
 * Work that must wait for a transaction to commit (a realtime event about a row that a rollback would
 * take back). The adapters mark each transaction's handle while it is open and run what was queued
 * on it once COMMIT has answered; a rollback drops it. Outside a transaction it runs at once.
 *
 * Work that returns a promise is awaited: the transaction's call resolves once it has settled (a
 * revocation reaches every process before the revoking request answers). Outside a transaction,
 * its promise is returned to await.
 */
type Work = () => void | Promise<void>;
const pending = new WeakMap<Queryable, Work[]>();

export function afterCommit(tx: Queryable, fn: Work): void | Promise<void> {
  const queue = pending.get(tx);
  if (queue) queue.push(fn);
  else return fn();
}

/** The adapters: a transaction's handle is open. */
export function openScope(tx: Queryable): void {
  pending.set(tx, []);
}

/** The adapters: COMMIT answered (run the queue) or the transaction ended otherwise (drop it). */
export async function closeScope(tx: Queryable, committed: boolean): Promise<void> {
  const queue = pending.get(tx) ?? [];
  pending.delete(tx);
  if (!committed) return;
  const running: Promise<void>[] = [];
  for (const fn of queue) {
    try {
      const result = fn();
      if (result) running.push(result);
    } catch {
      // An after-commit action never turns a committed request into a failure.
    }
  }
  if (running.length > 0) await Promise.allSettled(running);
}
