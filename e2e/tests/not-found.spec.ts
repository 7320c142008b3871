import { UI } from '@member/shared';
import { expect, test } from './fixtures';
import { expectAxeClean } from './a11y-helpers';
import { loginDialog, shot } from './helpers';

test('an unknown route shows the 404 page and its home link works', async ({ page }) => {
  const answer = await page.goto('/no-such-page');
  // The same page, with the status a crawler or a monitor reads.
  expect(answer?.status()).toBe(404);
  await expect(page.getByText(UI.notFound)).toBeVisible();
  // The spec's English text inside the Thai page says its language (decision 0017).
  await expect(page.getByText(UI.notFound)).toHaveAttribute('lang', 'en');
  await expectAxeClean(page, 'the 404 page');
  await shot(page, 'not-found');
  await page.getByRole('link', { name: UI.backHome, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // Home as a guest: the login dialog.
  await expect(loginDialog(page)).toBeVisible();
});

test('a page of the route table answers 200, a path outside it 404, on both sites', async ({ request }) => {
  for (const [url, status] of [
    ['/news', 200],
    ['/tx/deposit', 200],
    ['/mini-game/play/dice', 200],
    ['/tx/deposit/nope', 404],
    ['/backoffice/members', 200],
    ['/backoffice/no-such-screen', 404],
  ] as const) {
    const answer = await request.get(url);
    expect(answer.status(), url).toBe(status);
    expect(answer.headers()['content-type'], url).toContain('text/html');
  }
});
