import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const sharedSrc = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));
/** zod without `new Function` (the CSP is script-src 'self'), as in the member app. */
const zodJitless = fileURLToPath(new URL('../../packages/web-kit/src/zod-jitless.ts', import.meta.url));

/** Vendor groups: big libraries change rarely, so each gets its own long-cached chunk. */
const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/ },
  { name: 'table', test: /node_modules[\\/]@tanstack[\\/](react-table|table-core)[\\/]/ },
  // zod apart from the form library: the sign-in form needs no schema, so its first load skips zod.
  { name: 'zod', test: /node_modules[\\/]zod[\\/]|zod-jitless\.ts$/ },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
];

/** The operators' app: its own build, served by the same server under /backoffice/ (DESIGN.md §1). */
export default defineConfig({
  base: '/backoffice/',
  plugins: [
    react(),
    tailwindcss(),
    compression({
      include: /\.(html|css|js|mjs|svg|json|txt)$/,
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
    ],
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      // The chat service and its socket (the inbox), on the same server in development.
      '/chat/api': 'http://localhost:3000',
      '/chat/realtime-socket': { target: 'http://localhost:3000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (id.startsWith(sharedSrc) ? false : undefined) },
      output: { codeSplitting: { groups: VENDOR_GROUPS } },
    },
  },
});
