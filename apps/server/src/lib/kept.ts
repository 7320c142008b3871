import { LRUCache } from 'lru-cache';

/**
 * What a process keeps in memory from the database so that a call can skip its lookup (decision 0089):
 * member sessions found live, members' profiles. Whatever keeps something must forget it, here and in
 * every other process, before the change that makes it stale answers (plugins/realtime.ts carries the
 * forget to the other processes and waits for them).
 *
 * Two rules make that safe. A lookup keeps its answer only if no forget happened while it ran (it may
 * have read the row as it was): `begin` before asking, `keep` with what `begin` returned. And a process
 * that cannot hear the others (its Redis connection down) keeps nothing: `suspend` forgets all and
 * stops keeping until it hears again. `ttlMs` bounds an entry's life anyway.
 */
export interface Kept<V extends object | string> {
  get(key: string): V | undefined;
  /** Taken before the database is asked: an answer that raced a forget is not kept. */
  begin(): number;
  keep(key: string, value: V, begun: number): void;
  forget(keys: Iterable<string>): void;
  forgetWhere(test: (value: V) => boolean): void;
  forgetAll(): void;
  /** While `true`, nothing is kept or answered (this process may miss another's forget). */
  suspend(suspended: boolean): void;
}

export interface KeptOptions {
  ttlMs: number;
  max: number;
}

/**
 * What a process keeps of members (their sessions' checks, their profiles): forgets reach it at once
 * anyway, so half a minute bounds only what a process that lost Redis without noticing, or a row changed
 * outside the product's calls, could leave stale; 20,000 are about the members signed in on one process
 * over that time.
 */
export const MEMBER_KEPT_LIMITS: KeptOptions = { ttlMs: 30_000, max: 20_000 };

export function createKept<V extends object | string>(options: KeptOptions): Kept<V> {
  const entries = new LRUCache<string, V>({ max: options.max, ttl: options.ttlMs, ttlAutopurge: false });
  // Bumped by every forget: a lookup that started before one may have read the row as it was.
  let epoch = 0;
  let suspended = false;
  return {
    get: (key) => (suspended ? undefined : entries.get(key)),
    begin: () => epoch,
    keep(key, value, begun) {
      if (!suspended && begun === epoch) entries.set(key, value);
    },
    forget(keys) {
      epoch += 1;
      for (const key of keys) entries.delete(key);
    },
    forgetWhere(test) {
      epoch += 1;
      for (const [key, value] of entries.entries()) {
        if (test(value)) entries.delete(key);
      }
    },
    forgetAll() {
      epoch += 1;
      entries.clear();
    },
    suspend(value) {
      epoch += 1;
      suspended = value;
      if (value) entries.clear();
    },
  };
}
