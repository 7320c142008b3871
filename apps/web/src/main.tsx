import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadMemberLayout } from './app/chunks';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { queryClient } from './shared/api/query-client';
import { profileQueryOptions } from './shared/api/session';
import { getAccessToken } from './shared/api/token';
import { reloadAfterChunkError } from '@member/web-kit';
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/600.css';
import './index.css';
import { registerServiceWorker } from './shared/lib/service-worker';

// A preloaded chunk of an older release is gone: reload once (rate-limited) instead of breaking.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError()) event.preventDefault();
});

// A stored token: the member's profile and layout start loading now, beside the page's own chunks that the
// router loads before its first render, instead of one after the other.
if (getAccessToken()) {
  void queryClient.prefetchQuery(profileQueryOptions);
  loadMemberLayout().catch(() => undefined);
}

const root = document.getElementById('root');
if (root) {
  // The first render runs in a task of its own, after the modules' evaluation: a phone's main thread
  // then never holds one long task for both (Total Blocking Time).
  setTimeout(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

registerServiceWorker();
