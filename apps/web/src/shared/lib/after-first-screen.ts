/**
 * Runs `callback` once the page has loaded and the browser has then been idle: work that is not part of
 * the first screen (prefetches, what lies below the fold or under a dialog) never competes with it for
 * the network or the main thread on a slow phone. Answers a function that cancels it.
 */
export function afterFirstScreen(callback: () => void): () => void {
  let cancelIdle = () => {};
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(callback, { timeout: 2_000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(callback, 500);
      cancelIdle = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}
