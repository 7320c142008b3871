// Pages made of several answers draw them in one step: whichever answer comes last, nothing already on
// the screen moves (Lighthouse's CLS; decision 0080). Each test holds back the answer drawn at the top of
// the page, the order in which a slow network made the rest jump.
import { MINIGAME, REFER } from '@member/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, expectMemberView } from './helpers';

const HELD_BACK_MS = 800;
/** Lighthouse's threshold for a good CLS. */
const GOOD_CLS = 0.05;

/** Sums the page's layout shifts from its first paint on (none follows an input here). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

async function holdBack(page: Page, url: RegExp) {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HELD_BACK_MS));
    await route.continue();
  });
}

/**
 * Opens `path` with the answer at `heldBack` held back, waits for `drawn` and everything to settle, and
 * checks that nothing on the screen moved meanwhile.
 */
async function expectNoJump(page: Page, path: string, heldBack: RegExp, drawn: Locator) {
  await watchLayoutShifts(page);
  await holdBack(page, heldBack);
  await page.goto(path);
  await expect(drawn).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThan(GOOD_CLS);
}

async function loginAsDemo(page: Page) {
  await page.goto(`/login?tel=${DEMO.tel}&password=${DEMO.password}`);
  await expectMemberView(page);
}

test('the guest landing: the promotions do not jump when the banners come last', async ({ page }) => {
  await expectNoJump(page, '/', /\/banner(\?|$)/, page.locator('#promotion-strip-title'));
});

test('/refer: the menu does not jump when the referral link comes last', async ({ page }) => {
  await loginAsDemo(page);
  await expectNoJump(page, '/refer', /\/income\/aff-data(\?|$)/, page.getByRole('navigation', { name: REFER.menu }));
});

test('/mini-game: the games do not jump when the balance comes last', async ({ page }) => {
  await loginAsDemo(page);
  await expectNoJump(
    page,
    '/mini-game',
    /\/member\/current-credit(\?|$)/,
    page.getByRole('region', { name: MINIGAME.gamesTitle }),
  );
});
