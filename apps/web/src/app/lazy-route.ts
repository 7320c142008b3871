import type { ComponentType } from 'react';
import { isChunkLoadError, reloadAfterChunkError } from '@member/web-kit';

/** A `lazy:` route whose module default-exports the page; a chunk that fails to load reloads the app. */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    try {
      const module = await load();
      return { Component: module.default };
    } catch (error) {
      if (isChunkLoadError(error)) reloadAfterChunkError();
      throw error;
    }
  };
}
