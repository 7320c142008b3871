import { createHash } from 'node:crypto';
// A relative import: Vite bundles the config with it (the workspace package is TypeScript source).
import { SHELL } from '../../packages/shared/src/shell/texts';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * What the browser gets besides the app's own chunks (issue 11): the HTML shell's texts, preloads of
 * the guest's first screen and its font, and the installable app (manifest, service worker, offline
 * page).
 */

/** The code-splitting group holding the guest's first screen (vite.config.ts). */
export const FIRST_SCREEN_CHUNK = 'guest';
/** The font face the first screen paints with: preloaded so Thai text does not swap late. */
const FIRST_FONT = 'noto-sans-thai-thai-400-normal.woff2';
const THEME_COLOR = '#0d0507';

/** `%SHELL.key%` in index.html → the text of SHELL (packages/shared), so each Thai text lives once. */
export function shellTexts(): Plugin {
  return {
    name: 'member-shell-texts',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(/%SHELL\.(\w+)%/g, (token, key: string) => {
          const text = (SHELL as Record<string, string>)[key];
          if (text === undefined) throw new Error(`index.html names ${token}, which SHELL does not have`);
          return text;
        }),
    },
  };
}

function chunkNamed(bundle: OutputBundle, name: string): OutputChunk | undefined {
  return Object.values(bundle).find((file): file is OutputChunk => file.type === 'chunk' && file.name === name);
}

/** modulepreload for the first screen's chunk and what it imports, and a preload for its font. */
export function firstScreenPreload(): Plugin {
  return {
    name: 'member-first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const firstScreen = chunkNamed(bundle, FIRST_SCREEN_CHUNK);
        if (!firstScreen) throw new Error(`no "${FIRST_SCREEN_CHUNK}" chunk: check codeSplitting.groups`);
        const tags: HtmlTagDescriptor[] = [firstScreen.fileName, ...firstScreen.imports]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` } }));
        const font = Object.values(bundle).find(
          (file) => file.type === 'asset' && file.originalFileNames.some((name) => name.endsWith(FIRST_FONT)),
        );
        if (font) {
          tags.push({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: `/${font.fileName}` },
          });
        }
        return { html: stylesheetsAfterShell(html), tags: tags.map((tag) => ({ ...tag, injectTo: 'head' as const })) };
      },
    },
  };
}

/**
 * The app's stylesheet and entry script move from the head to the end of the body, in that order:
 * the shell (inline CSS) paints as soon as the HTML arrives, and the script, which waits for the
 * stylesheets before it, still never renders unstyled. The modulepreloads stay in the head, so every
 * file is requested as early as before.
 */
function stylesheetsAfterShell(html: string): string {
  const moved: string[] = [];
  const take = (tag: string) => {
    moved.push(tag.trim());
    return '';
  };
  const rest = html
    .replace(/\s*<script type="module"[^>]*><\/script>/g, take)
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, take);
  const [script = '', ...stylesheets] = moved;
  return rest.replace('</body>', `  ${[...stylesheets, script].join('\n    ')}\n  </body>`);
}

const manifest = () => ({
  name: SHELL.appName,
  short_name: SHELL.appName,
  description: SHELL.description,
  lang: 'th',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: THEME_COLOR,
  theme_color: THEME_COLOR,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
});

/** Self-contained (no script: the CSP allows only the site's own files), with a link that retries. */
const offlinePage = () => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${THEME_COLOR}" />
    <title lang="th">${SHELL.offlineTitle}</title>
    <style>
      body { margin: 0; min-height: 100dvh; display: flex; flex-direction: column; align-items: center;
        justify-content: center; gap: 1rem; padding: 1.5rem; box-sizing: border-box; text-align: center;
        background: ${THEME_COLOR}; color: #f7eef0; font-family: system-ui, 'Noto Sans Thai', Tahoma, sans-serif; }
      h1 { margin: 0; font-size: 1.25rem; }
      p { margin: 0; color: #b49aa1; }
      a { display: inline-block; min-height: 44px; line-height: 44px; padding: 0 1.5rem; border-radius: 0.75rem;
        background: #e11d48; color: #fff; text-decoration: none; font-weight: 600; }
    </style>
  </head>
  <body lang="th">
    <h1>${SHELL.offlineTitle}</h1>
    <p>${SHELL.offlineBody}</p>
    <a href="/">${SHELL.offlineRetry}</a>
  </body>
</html>
`;

/**
 * The service worker. It keeps the app shell and the hashed files, and answers a page it cannot
 * fetch with the offline page. Service calls (/api, /uploads, the chat and mini-game services) never
 * pass through it: balances, history and anything else that carries money always come from the
 * server or not at all.
 */
const serviceWorker = (version: string, precache: string[]) => `// Generated by apps/web/vite.shell.ts.
const CACHE = 'member-shell-${version}';
const PRECACHE = ${JSON.stringify(precache)};
const SERVICE_PATHS = /^\\/(api|uploads)(\\/|$)|^\\/chat\\/(api|realtime-socket)(\\/|$)|^\\/minigame\\/api(\\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || SERVICE_PATHS.test(url.pathname)) return;
  if (event.request.mode === 'navigate') {
    event.respondWith(fetch(event.request).catch(() => caches.match('/offline.html')));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed names never change content: the cache is always right once it has the file.
    event.respondWith(
      caches.match(event.request).then(
        (cached) =>
          cached ||
          fetch(event.request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              event.waitUntil(caches.open(CACHE).then((cache) => cache.put(event.request, copy)));
            }
            return response;
          }),
      ),
    );
  }
});
`;

/** manifest.webmanifest, offline.html and sw.js, written beside index.html. */
export function installableApp(): Plugin {
  return {
    name: 'member-installable-app',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file): file is OutputChunk => file.type === 'chunk' && file.isEntry);
      const firstScreen = chunkNamed(bundle, FIRST_SCREEN_CHUNK);
      if (!entry || !firstScreen) throw new Error('the entry or the first-screen chunk is missing');
      const css = Object.values(bundle).filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
      const shellFiles = new Set([
        entry.fileName,
        ...entry.imports,
        firstScreen.fileName,
        ...firstScreen.imports,
        ...css.map((file) => file.fileName),
      ]);
      const precache = ['/offline.html', ...[...shellFiles].sort().map((file) => `/${file}`)];
      // The worker changes (and so replaces the old cache) whenever any shell file does.
      const version = [...shellFiles].sort().join('|');
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: JSON.stringify(manifest(), null, 2) });
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlinePage() });
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: serviceWorker(createHash('sha256').update(version).digest('hex').slice(0, 12), precache),
      });
    },
  };
}
