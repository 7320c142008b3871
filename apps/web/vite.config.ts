import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const sharedSrc = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));

/** Vendor groups: big libraries change rarely, so each gets its own long-cached chunk. */
const VENDOR_GROUPS: { name: string; test: RegExp }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
  // Dialog (every dialog and the drawer) first, taking the primitives it depends on; Select and its
  // positioning then ride only with the register wizard.
  { name: 'radix-dialog', test: /node_modules[\\/]@radix-ui[\\/]react-dialog[\\/]/ },
  { name: 'radix-select', test: /node_modules[\\/](@radix-ui|@floating-ui)[\\/]/ },
];

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
/** react-router's package exports point at its development build; production builds use its production files. */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: srcDir },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  preview: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The shared contract is pure declarations: let unused schemas (and zod) drop out of the entry.
        moduleSideEffects: (id) => (id.startsWith(sharedSrc) ? false : undefined),
      },
      output: { codeSplitting: { groups: VENDOR_GROUPS } },
    },
  },
}));
