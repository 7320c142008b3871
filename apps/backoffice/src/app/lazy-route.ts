import { isChunkLoadError, reloadAfterChunkError } from '@member/web-kit';
import type { ComponentType } from 'react';

/** A `lazy:` route whose module default-exports the screen; a chunk that fails to load reloads once. */
export function lazyRoute(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    try {
      return { Component: (await load()).default };
    } catch (error) {
      if (isChunkLoadError(error)) reloadAfterChunkError();
      throw error;
    }
  };
}
