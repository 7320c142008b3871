/**
 * Registers the service worker the build writes (vite.shell.ts) once the page has loaded, so it
 * never competes with the first load. Not in development: Vite serves modules the worker must not keep.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
