import { SHELL } from '@member/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { memberToken, shot, signInNewMember } from './helpers';

// The suite blocks service workers (playwright.config.ts); this file allows them in its own contexts.
test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  lang: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; purpose: string }[];
}

/** Waits until the page is controlled by the app's service worker (it claims open pages on activation). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 });
}

test('the app is installable: a Thai manifest with the brand icons, each of them served', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({ name: SHELL.appName, lang: 'th', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
  }
});

test('offline: no money answer from a cache, the Thai offline page, and the app back on retry', async ({
  page,
  context,
  request,
}) => {
  await signInNewMember(page, request);
  await controlledByWorker(page);
  // The member's balance has been fetched and shown through the worker...
  await page.goto('/');
  await expect(page.getByTestId('credit').first()).toHaveText(/\d/);

  // ...and nothing of /api or /uploads is kept by it; the shell and the offline page are.
  const cached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      for (const entry of await cache.keys()) paths.push(new URL(entry.url).pathname);
    }
    return paths;
  });
  expect(cached).toContain('/offline.html');
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((path) => /^\/(api|uploads)\//.test(path))).toEqual([]);

  // The chunks the page prefetches once idle have arrived: a prefetch cut off by going offline would
  // reload the page (a failed chunk does) in the middle of the checks below.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  const token = await memberToken(page);
  const offlineCredit = await page.evaluate(async (bearer) => {
    try {
      return (await fetch('/api/member/credit', { headers: { authorization: `Bearer ${bearer}` } })).status;
    } catch {
      return 'network error';
    }
  }, token);
  expect(offlineCredit).toBe('network error');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: SHELL.offlineTitle })).toBeVisible();
  await expect(page.getByText(SHELL.offlineBody)).toBeVisible();
  await expect(page.getByTestId('credit')).toHaveCount(0);
  await shot(page, 'offline');

  await context.setOffline(false);
  await page.getByRole('link', { name: SHELL.offlineRetry }).click();
  await expect(page.getByTestId('credit').first()).toHaveText(/\d/);
});
