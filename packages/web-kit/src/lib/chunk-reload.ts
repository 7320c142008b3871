import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@member/shared';

const LAST_RELOAD_KEY = 'chunkReloadAt';
/**
 * How long a failed navigation shows before the reload: long enough to see the progress bar turn red
 * (SPEC.md §2), short enough not to feel stuck.
 */
export const CHUNK_FAILURE_SHOWN_MS = 700;

const failureListeners = new Set<() => void>();
let reloadScheduled = false;

/** Called on every chunk-load failure (the progress bar turns red); returns the unsubscribe. */
export function onChunkLoadFailure(listener: () => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/**
 * A chunk that fails to load usually means a new release replaced the files: reload to get the new
 * entry, but at most once per interval so a broken deploy cannot loop (SPEC.md §9). The failure is
 * announced first (listeners) and the reload waits `delayMs`, so the member sees the navigation fail
 * instead of a page that silently starts over. Returns true when a reload is on its way (now or
 * already scheduled by an earlier failure): the caller then has nothing more to show.
 */
export function reloadAfterChunkError(
  now: number = Date.now(),
  reload: () => void = () => window.location.reload(),
  delayMs: number = CHUNK_FAILURE_SHOWN_MS,
): boolean {
  for (const listener of failureListeners) listener();
  if (reloadScheduled) return true;
  const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_MIN_INTERVAL_MS) return false;
  sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  if (delayMs <= 0) {
    reload();
    return true;
  }
  reloadScheduled = true;
  setTimeout(() => {
    reloadScheduled = false;
    reload();
  }, delayMs);
  return true;
}

/** A dynamic import or module-preload failure, as the browsers word it. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );
}
