/**
 * A process's memory of public reads that are the same for every visitor (the site's images, banners,
 * announcement, news): each read once per `ttlMs` at most, or until `invalidate()`.
 *
 * Concurrent reads of a key share the one in flight. `invalidate` forgets reads still in flight too
 * (they may hold the rows from before the change), so the next read goes to the database. `ttlMs`
 * bounds how long a process that missed an invalidation (another process's, with Redis unreachable)
 * shows old content.
 */
export interface PublicCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  invalidate(): void;
}

export function createPublicCache(ttlMs: number, now: () => number = Date.now): PublicCache {
  const entries = new Map<string, { value: Promise<unknown>; until: number }>();
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.until > now()) return entry.value as Promise<T>;
      const value = load();
      entries.set(key, { value, until: now() + ttlMs });
      // A failed read is never kept.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    invalidate() {
      entries.clear();
    },
  };
}
