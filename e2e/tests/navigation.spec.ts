import { expect, test } from './fixtures';
import { DEMO, expectMemberView, shot } from './helpers';

/** The bottom menu's link to /news (the member layout). */
const newsLink = (page: import('@playwright/test').Page) => page.locator('nav a[href="/news"]').last();

test.beforeEach(async ({ page }) => {
  await page.goto(`/login?tel=${DEMO.tel}&password=${DEMO.password}`);
  await expectMemberView(page);
});

test('the old page fades out before the new one mounts (out-in)', async ({ page }) => {
  const leaving = page.waitForSelector('[data-transition="page"][data-phase="leave"]', { state: 'attached' });
  await newsLink(page).click();
  await leaving;
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.locator('[data-transition="page"]')).toHaveCount(1);
  await expect(page.locator('[data-phase="leave"]')).toHaveCount(0);
});

test('with reduced motion there is no leave phase', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let sawLeave = false;
  await page.exposeFunction('sawLeave', () => (sawLeave = true));
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-phase="leave"]')) (window as unknown as { sawLeave: () => void }).sawLeave();
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await newsLink(page).click();
  await expect(page).toHaveURL(/\/news$/);
  await page.waitForLoadState('networkidle');
  expect(sawLeave).toBe(false);
});

test('a page whose files cannot load turns the progress bar red before the app reloads', async ({ page }) => {
  await page.route('**/assets/news-route-*.js', (route) => route.abort());
  // Before the reload: the red bar over the page the member was on. The page itself watches for it and
  // notes it in sessionStorage, which the reload keeps, so a slow runner cannot miss the 0.7 s it shows.
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (
        document.querySelector('[data-testid="progress-bar"][data-failed]') &&
        document.querySelector('[data-testid="credit"]')
      ) {
        sessionStorage.setItem('e2e-saw-red-bar', 'yes');
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const reloaded = page.waitForEvent('load');
  await newsLink(page).click();
  await reloaded;
  expect(await page.evaluate(() => sessionStorage.getItem('e2e-saw-red-bar'))).toBe('yes');
  const bar = page.getByTestId('progress-bar');
  // The same failure again within 60 s reloads no more: the error page, and the bar red again.
  await expect(bar).toHaveAttribute('data-failed', '');
  await shot(page, 'navigation-failed-red-bar');
});
