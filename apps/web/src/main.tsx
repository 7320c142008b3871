import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { reloadAfterChunkError } from './shared/lib/chunk-reload';
import './index.css';

// A preloaded chunk of an older release is gone: reload once (rate-limited) instead of breaking.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError()) event.preventDefault();
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
