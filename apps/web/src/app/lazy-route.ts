import type { ComponentType } from 'react';
import { isChunkLoadError, reloadAfterChunkError } from '@member/web-kit';

/** Never settles: the navigation stays pending (old page, red progress bar) until the reload. */
const untilReload = () => new Promise<never>(() => undefined);

/** A `lazy:` route whose module default-exports the page; a chunk that fails to load reloads the app. */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    try {
      const module = await load();
      return { Component: module.default };
    } catch (error) {
      if (isChunkLoadError(error) && reloadAfterChunkError()) return untilReload();
      throw error;
    }
  };
}
