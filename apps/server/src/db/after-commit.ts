import type { Queryable } from './database';

/**
 * Work that must wait for a transaction to commit (a realtime event about a row that a rollback would
 * take back). The adapters mark each transaction's handle while it is open and run what was queued
 * on it once COMMIT has answered; a rollback drops it. Outside a transaction it runs at once.
 */
const pending = new WeakMap<Queryable, (() => void)[]>();

export function afterCommit(tx: Queryable, fn: () => void): void {
  const queue = pending.get(tx);
  if (queue) queue.push(fn);
  else fn();
}

/** The adapters: a transaction's handle is open. */
export function openScope(tx: Queryable): void {
  pending.set(tx, []);
}

/** The adapters: COMMIT answered (run the queue) or the transaction ended otherwise (drop it). */
export function closeScope(tx: Queryable, committed: boolean): void {
  const queue = pending.get(tx) ?? [];
  pending.delete(tx);
  if (!committed) return;
  for (const fn of queue) {
    try {
      fn();
    } catch {
      // An after-commit action never turns a committed request into a failure.
    }
  }
}
