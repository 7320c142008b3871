import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@member/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

describe('chunk reload limiter', () => {
  // The limiter remembers its last reload in sessionStorage: each case starts from none.
  beforeEach(() => sessionStorage.clear());

  it('reloads on the first failure', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkError(1_000_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again within the interval', () => {
    const reload = vi.fn();
    reloadAfterChunkError(1_000_000, reload);
    expect(reloadAfterChunkError(1_000_000 + CHUNK_RELOAD_MIN_INTERVAL_MS - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the interval has passed', () => {
    const reload = vi.fn();
    reloadAfterChunkError(1_000_000, reload);
    expect(reloadAfterChunkError(1_000_000 + CHUNK_RELOAD_MIN_INTERVAL_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('recognises dynamic import failures only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
