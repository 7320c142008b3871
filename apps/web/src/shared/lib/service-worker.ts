import { afterFirstScreen } from './after-first-screen';

/**
 * Registers the service worker the build writes (vite.shell.ts) once the first screen is done and the
 * browser is idle: its install downloads and stores the app shell, which on a phone would otherwise
 * compete with the first page's chunks, data and render (at the page's `load`, it did). Not in
 * development: Vite serves modules the worker must not keep.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  afterFirstScreen(() => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
