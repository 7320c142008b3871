import { useEffect, useState } from 'react';
import { queryClient } from '@/shared/api/query-client';

/**
 * The first screen: the page the member opened, rendered with its data. Work that is not part of it
 * (prefetches, the member's socket, what lies below the fold or under a dialog) waits until it is
 * done, so on a slow phone it never competes with the page for the network (six connections) or the
 * main thread (issue 11).
 */

/** Nothing waits longer than this for a first screen that never settles (a request that hangs). */
const FIRST_SCREEN_CAP_MS = 5_000;

let markShown = () => {};
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** The first page has rendered (PageTransition says so once it has mounted its page). */
export function markFirstScreen(): void {
  markShown();
}

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** No query is loading any more: the page's own data has come (or failed). */
const queriesSettled = () =>
  new Promise<void>((resolve) => {
    // A task later: the page's effects have started its queries by then.
    setTimeout(() => {
      if (queryClient.isFetching() === 0) return resolve();
      const stop = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() > 0) return;
        stop();
        resolve();
      });
    });
  });

/** Two frames later: what the data changed has been rendered and painted (at once where nothing paints). */
const painted = () =>
  new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return resolve();
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  });

let done: Promise<void> | null = null;

/** Resolves once the page has loaded, its first page has rendered and painted with the data it asked for. */
export function whenFirstScreenDone(): Promise<void> {
  done ??= Promise.race([
    Promise.all([loaded(), shown]).then(queriesSettled).then(painted),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_CAP_MS)),
  ]);
  return done;
}

/** False until the first screen is done: for a query that must not compete with the page's own. */
export function useFirstScreenDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenFirstScreenDone().then(() => mounted && setDone(true));
    return () => {
      mounted = false;
    };
  }, []);
  return done;
}

/** Runs `callback` once the first screen is done and the browser is then idle; answers a function that cancels it. */
export function afterFirstScreen(callback: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  void whenFirstScreenDone().then(() => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(callback, { timeout: 2_000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(callback, 500);
      cancelIdle = () => clearTimeout(timer);
    }
  });
  return () => {
    cancelled = true;
    cancelIdle();
  };
}
