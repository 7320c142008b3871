import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// E2E_PORT lets two runs on one machine use different ports.
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  throw new Error(
    'Chromium not found: install it with `sudo apt-get install -y chromium fonts-thai-tlwg` or set CHROMIUM_PATH',
  );
}

// Every run starts the real server on an empty embedded database (its migrations and demo seed run at start).
// Workers load this file again and inherit the runner's environment, so the folder is made once per run.
// The folder outlives the run (the server still writes to it while Playwright tears down), so the
// first load also removes the folders of earlier runs older than a day.
if (!process.env.E2E_DATA_DIR) {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith('member-e2e-'))) {
    const old = join(tmpdir(), name);
    if (statSync(old).mtimeMs < dayAgo) rmSync(old, { recursive: true, force: true });
  }
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'member-e2e-'));
}
const dataDir = process.env.E2E_DATA_DIR;
// The sandbox provider's secret, chosen here so the tests can sign as the provider (the server would
// otherwise keep a generated one in its database); made once per run, like the folder.
process.env.E2E_GAME_SANDBOX_SECRET ??= randomBytes(32).toString('hex');
const gameSandboxSecret = process.env.E2E_GAME_SANDBOX_SECRET;

export default defineConfig({
  testDir: 'tests',
  workers: 1,
  retries: 0,
  timeout: 30_000,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  use: {
    baseURL,
    viewport: { width: 375, height: 812 },
    locale: 'th-TH',
    screenshot: 'only-on-failure',
    // The app's service worker would answer navigations and files in place of the server under test;
    // the installable-app test allows it in its own context.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The member site is used on phones; the back office is desktop-first (tests/backoffice).
    { name: 'chromium-375', testIgnore: 'backoffice/**' },
    { name: 'backoffice-1280', testMatch: 'backoffice/**/*.spec.ts', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'npx tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_OPERATOR_PASSWORD: 'operator-e2e-pass',
      GAME_SANDBOX_SECRET: gameSandboxSecret,
      // Each test sends its own X-Forwarded-For (tests/fixtures.ts), so per-IP limits apply per test;
      // only loopback clients (the tests' browsers) are trusted to set it.
      TRUST_PROXY: 'loopback',
    },
  },
});
