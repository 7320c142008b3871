import { defineConfig } from 'vitest/config';

// One run covers every unit and integration suite; e2e runs under Playwright.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/web-kit', 'apps/server', 'apps/web', 'apps/backoffice'],
  },
});
