import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadMemberLayout } from './app/chunks';
import { prefetchPageData } from './app/page-data';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { queryClient } from './shared/api/query-client';
import { profileQueryOptions } from './shared/api/session';
import { getAccessToken } from './shared/api/token';
import { reloadAfterChunkError } from '@member/web-kit';
// The Thai faces only: Latin letters and digits fall through to the phone's own UI font (Roboto, SF),
// two font files fewer on a first load (decision 0080).
import '@fontsource/noto-sans-thai/thai-400.css';
import '@fontsource/noto-sans-thai/thai-600.css';
import './index.css';
import { registerServiceWorker } from './shared/lib/service-worker';

// A preloaded chunk of an older release is gone: reload once (rate-limited) instead of breaking.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError()) event.preventDefault();
});

// A stored token: the member's profile, layout and the page's data start loading now, beside the page's
// own chunks that the router loads before its first render, instead of one after the other.
if (getAccessToken()) {
  void queryClient.prefetchQuery(profileQueryOptions);
  loadMemberLayout().catch(() => undefined);
  prefetchPageData(queryClient, window.location.pathname);
}

const root = document.getElementById('root');
if (root) {
  // Three tasks instead of one: the modules' evaluation (with the requests above), the router's first
  // match (which starts the page's chunks), then the first render. A phone's main thread then never
  // holds one long task for all of them (Total Blocking Time).
  setTimeout(() => {
    const router = createBrowserRouter(routes);
    setTimeout(() =>
      createRoot(root).render(
        <StrictMode>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      ),
    );
  });
}

registerServiceWorker();
