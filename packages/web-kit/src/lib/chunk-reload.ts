import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@member/shared';

const LAST_RELOAD_KEY = 'chunkReloadAt';

/**
 * A chunk that fails to load usually means a new release replaced the files: reload to get the new
 * entry, but at most once per interval so a broken deploy cannot loop (SPEC.md §4).
 * Returns true when it reloaded.
 */
export function reloadAfterChunkError(
  now: number = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_MIN_INTERVAL_MS) return false;
  sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  reload();
  return true;
}

/** A dynamic import or module-preload failure, as the browsers word it. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );
}
