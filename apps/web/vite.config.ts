import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { sharedAppChunk } from './vite.chunks';
import { FIRST_SCREEN_CHUNK, firstScreenPreload, installableApp, shellTexts } from './vite.shell';

const sharedSrc = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));

const GUEST_FIRST_SCREEN = new RegExp(
  [
    'app/routes/home-route',
    'features/home/components/guest-home',
    'features/auth/components/(login-dialog|auth-links)',
    'features/auth/(hooks/use-login-flow|api/auth-api|lib/login-redirect)',
    'shared/ui/(dialog|alert-dialog|loading-dialog|text-field|button|spinner|logo|icons)',
  ]
    .map((path) => `apps/web/src/${path}\\.tsx?$`)
    // The number formats and Bangkok's time zone (format.ts's pure imports, which the pages import too):
    // left alone, each would be a file of its own, a round trip for a few hundred bytes.
    .concat('packages/shared/src/common/(number-format|bangkok)\\.ts$')
    .join('|'),
);

/** Vendor groups: big libraries change rarely, so each gets its own long-cached chunk. */
const VENDOR_GROUPS: { name: string; test: RegExp }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|preact)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]|zod-jitless\.ts$/ },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
  // Dialog (every dialog and the drawer) first, taking the primitives it depends on; Select and its
  // positioning then ride only with the register wizard.
  { name: 'radix-dialog', test: /node_modules[\\/]@radix-ui[\\/]react-dialog[\\/]/ },
  { name: 'radix-select', test: /node_modules[\\/](@radix-ui|@floating-ui)[\\/]/ },
  // A guest's first screen (the landing under the login dialog) as one chunk, not a dozen small
  // requests: each costs a round trip and its headers on a phone's network.
  { name: FIRST_SCREEN_CHUNK, test: GUEST_FIRST_SCREEN },
];

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const zodJitless = fileURLToPath(new URL('../../packages/web-kit/src/zod-jitless.ts', import.meta.url));
/** react-router's package exports point at its development build; production builds use its production files. */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * The built app renders with Preact's React compatibility layer: the same components and libraries, about
 * 45 KB less on a phone's first load than React DOM (decision 0080).
 */
const PREACT_ALIASES = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** The server's paths in `vite dev` and `vite preview`: the member API, uploads, the chat service and its socket. */
const DEV_PROXY = {
  '/api': 'http://localhost:3000',
  '/uploads': 'http://localhost:3000',
  '/minigame/api': 'http://localhost:3000',
  '/chat/api': 'http://localhost:3000',
  '/chat/realtime-socket': { target: 'http://localhost:3000', ws: true },
};

const appChunk = sharedAppChunk(GUEST_FIRST_SCREEN);

export default defineConfig(({ command }) => ({
  plugins: [
    appChunk.plugin,
    react(),
    tailwindcss(),
    shellTexts(),
    firstScreenPreload(),
    installableApp(),
    // .br and .gz beside every text file, made once here at maximum effort; the server picks one by
    // Accept-Encoding (apps/server/src/plugins/spa.ts).
    compression({
      include: /\.(html|css|js|mjs|svg|json|webmanifest|txt)$/,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 256,
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: srcDir },
      { find: /^zod$/, replacement: zodJitless },
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }, ...PREACT_ALIASES]
        : []),
    ],
  },
  server: { proxy: DEV_PROXY },
  preview: { proxy: DEV_PROXY },
  build: {
    outDir: 'dist',
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The shared contract is pure declarations: let unused schemas (and zod) drop out of the entry.
        moduleSideEffects: (id) => (id.startsWith(sharedSrc) ? false : undefined),
      },
      output: { codeSplitting: { groups: [...VENDOR_GROUPS, ...appChunk.groups] } },
    },
  },
}));
