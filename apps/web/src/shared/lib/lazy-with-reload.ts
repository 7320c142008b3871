import { type ComponentType, lazy } from 'react';
import { isChunkLoadError, reloadAfterChunkError } from '@member/web-kit';

/**
 * `React.lazy` that reloads the page (rate-limited) when the chunk cannot be fetched; until the reload
 * the Suspense fallback stays, instead of an error page that is about to vanish.
 */
export function lazyWithReload<Props extends object>(factory: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(() =>
    factory().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadAfterChunkError()) return new Promise<never>(() => undefined);
      throw error;
    }),
  );
}
