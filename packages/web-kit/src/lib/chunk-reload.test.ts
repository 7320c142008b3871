import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@member/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, onChunkLoadFailure, reloadAfterChunkError } from './chunk-reload';

describe('chunk reload limiter', () => {
  // The limiter remembers its last reload in sessionStorage: each case starts from none.
  beforeEach(() => sessionStorage.clear());

  it('reloads on the first failure', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkError(1_000_000, reload, 0)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again within the interval', () => {
    const reload = vi.fn();
    reloadAfterChunkError(1_000_000, reload, 0);
    expect(reloadAfterChunkError(1_000_000 + CHUNK_RELOAD_MIN_INTERVAL_MS - 1, reload, 0)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the interval has passed', () => {
    const reload = vi.fn();
    reloadAfterChunkError(1_000_000, reload, 0);
    expect(reloadAfterChunkError(1_000_000 + CHUNK_RELOAD_MIN_INTERVAL_MS, reload, 0)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('announces the failure, then reloads only after the delay (the red bar shows first)', () => {
    vi.useFakeTimers();
    try {
      const reload = vi.fn();
      const failures = vi.fn();
      const stop = onChunkLoadFailure(failures);
      expect(reloadAfterChunkError(1_000_000, reload, 700)).toBe(true);
      expect(failures).toHaveBeenCalledTimes(1);
      expect(reload).not.toHaveBeenCalled();
      // A second failure meanwhile: the reload already on its way answers for it.
      expect(reloadAfterChunkError(1_000_100, reload, 700)).toBe(true);
      vi.advanceTimersByTime(700);
      expect(reload).toHaveBeenCalledTimes(1);
      stop();
      reloadAfterChunkError(1_000_200, reload, 0);
      expect(failures).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('recognises dynamic import failures only', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
