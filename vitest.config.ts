import { defineConfig } from 'vitest/config';

// One run covers every unit and integration suite; e2e runs under Playwright.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
