import { CONTENT, LABELS, LAYOUT, PROMOTION, UI } from '@member/shared';
import type { Locator, Page } from '@playwright/test';
import {
  GUEST_PAGES,
  MEMBER_PAGES,
  seedSiteContent,
  smallTapTargets,
  smallTexts,
  visitMemberPages,
} from './a11y-helpers';
import { expect, test } from './fixtures';
import {
  alertDialog,
  DEMO,
  expectMemberView,
  fillBankStep,
  guestHeader,
  loginDialog,
  loginThroughDialog,
  newMember,
  registerDialog,
  shot,
} from './helpers';

const LAYOUT_GUEST_PAGES = ['/', ...GUEST_PAGES];

/** The page's targets and texts at 375 px, soft so one run lists every page. */
async function expectPhoneSized(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect.soft(await smallTapTargets(page), `tap targets under 44 × 44 px on ${where}`).toEqual([]);
  expect.soft(await smallTexts(page), `text under 12 px on ${where}`).toEqual([]);
}

async function expectOneH1(page: Page, where: string): Promise<void> {
  await expect(page.locator('h1').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect.soft(await page.locator('h1').allInnerTexts(), `h1 of ${where}`).toHaveLength(1);
}

test('guest pages and dialogs: one h1, tap targets of 44 px, text of 12 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const content = await seedSiteContent(request);
  try {
    for (const path of LAYOUT_GUEST_PAGES) {
      await page.goto(path);
      await expectOneH1(page, path);
      await expectPhoneSized(page, path);
      if (path === '/contact') await shot(page, 'layout-375-contact');
    }
    await page.goto('/');
    await expect(loginDialog(page)).toBeVisible();
    await expectPhoneSized(page, 'the login dialog');
    await shot(page, 'layout-375-login');

    const member = newMember('kbnk');
    await page.goto('/register');
    const step1 = registerDialog(page, 1);
    await expect(step1).toBeVisible();
    await expectPhoneSized(page, 'register step 1');
    await step1.getByLabel(LABELS.tel, { exact: true }).fill(member.tel);
    await step1.getByRole('button', { name: LABELS.next, exact: true }).click();
    const step2 = registerDialog(page, 2);
    await expect(step2).toBeVisible();
    await expectPhoneSized(page, 'register step 2');
    await shot(page, 'layout-375-register-2');
    const step3 = await fillBankStep(page, step2, member);
    await step3.getByLabel(LABELS.password, { exact: true }).fill('abcd1');
    await expectPhoneSized(page, 'register step 3');
  } finally {
    await content.cleanup();
  }
});

test('member pages and the drawer: one h1, tap targets of 44 px, text of 12 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  const content = await seedSiteContent(request);
  try {
    await page.goto('/login');
    await loginThroughDialog(page, DEMO.tel, DEMO.password);
    const popup = page.getByRole('dialog', { name: CONTENT.popupTitle, exact: true });
    await expect(popup).toBeVisible();
    await expectPhoneSized(page, 'the popup banner');
    await popup.getByRole('button', { name: LABELS.close, exact: true }).click();
    await expectMemberView(page);
    await visitMemberPages(page, request, MEMBER_PAGES, async (path) => {
      await page.goto(path);
      await expectOneH1(page, path);
      await expectPhoneSized(page, path);
    });
    await page.goto('/');
    await expect(page.getByTestId('credit')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(page, 'layout-375-member-home');
    await page.getByRole('button', { name: LABELS.openMenu, exact: true }).click();
    await expect(page.getByRole('dialog').filter({ hasText: LABELS.logout })).toBeVisible();
    await expectPhoneSized(page, 'the side drawer');
    await shot(page, 'layout-375-drawer');
    await page.keyboard.press('Escape');

    await page.goto('/promotion');
    await page.getByRole('button', { name: PROMOTION.details, exact: true }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectPhoneSized(page, 'the promotion dialog');
    await shot(page, 'layout-375-promotion-dialog');
  } finally {
    await content.cleanup();
  }
});

/** Focus is on `target` (compared as elements, so the check does not depend on names). */
async function expectFocused(page: Page, target: Locator, why: string): Promise<void> {
  await expect
    .poll(async () => target.evaluate((element) => element === document.activeElement), { message: why })
    .toBe(true);
}

/** A person presses Escape in a dialog once its focus is inside it (the dialog has taken focus). */
async function expectFocusInside(dialog: Locator, why: string): Promise<void> {
  await expect
    .poll(async () => dialog.evaluate((element) => element.contains(document.activeElement)), { message: why })
    .toBe(true);
}

test('closing a dialog by Escape or its close button gives focus back to what opened it', async ({ page }) => {
  await page.goto('/news');
  const header = guestHeader(page);
  for (const [name, dialog] of [
    [UI.login, loginDialog(page)],
    [UI.register, registerDialog(page, 1)],
  ] as const) {
    const opener = header.getByRole('link', { name, exact: true });
    for (const close of ['Escape', 'button'] as const) {
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: LABELS.close, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expectFocused(page, opener, `${name} closed by ${close}`);
    }
  }

  // An alert over the login dialog gives focus back to the login button that raised it.
  await page.goto('/');
  const login = loginDialog(page);
  const submit = login.getByRole('button', { name: UI.login, exact: true });
  await submit.click();
  await expect(alertDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(alertDialog(page)).toHaveCount(0);
  await expectFocused(page, submit, 'the alert closed by Escape');
  await submit.click();
  await alertDialog(page).getByRole('button', { name: UI.alertOk, exact: true }).click();
  await expectFocused(page, submit, 'the alert closed by its button');
});

test('the member drawer and the promotion dialog give focus back to their opener', async ({ page }) => {
  await page.goto('/login');
  await loginThroughDialog(page, DEMO.tel, DEMO.password);
  await expectMemberView(page);
  const menu = page.getByRole('button', { name: LABELS.openMenu, exact: true });
  const drawer = page.getByRole('dialog').filter({ hasText: LABELS.logout });
  for (const close of ['Escape', 'button'] as const) {
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await expectFocusInside(drawer, 'the drawer took focus');
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await drawer.getByRole('button', { name: LABELS.close, exact: true }).click();
    await expect(drawer).toHaveCount(0);
    await expectFocused(page, menu, `drawer closed by ${close}`);
  }

  await page.goto('/promotion');
  const details = page.getByRole('button', { name: PROMOTION.details, exact: true }).first();
  for (const close of ['Escape', 'button'] as const) {
    await details.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectFocusInside(dialog, 'the promotion dialog took focus');
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: LABELS.close, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expectFocused(page, details, `promotion detail closed by ${close}`);
  }
});

test('each register step focuses its first field', async ({ page }) => {
  const member = newMember('kbnk');
  await page.goto('/register');
  const step1 = registerDialog(page, 1);
  await expect(step1).toBeVisible();
  await expect(step1.getByLabel(LABELS.tel, { exact: true })).toBeFocused();
  await step1.getByLabel(LABELS.tel, { exact: true }).fill(member.tel);
  await page.keyboard.press('Enter');

  const step2 = registerDialog(page, 2);
  await expect(step2).toBeVisible();
  await expect(step2.getByRole('combobox', { name: LABELS.bank, exact: true })).toBeFocused();
  const step3 = await fillBankStep(page, step2, member);
  await expect(step3.getByLabel(LABELS.password, { exact: true })).toBeFocused();
  // Back: step 2 again, its first field focused.
  await step3.getByRole('button', { name: LABELS.back, exact: true }).click();
  await expect(registerDialog(page, 2).getByRole('combobox', { name: LABELS.bank, exact: true })).toBeFocused();
});

test('the running announcement is no unnamed focus stop, and its pause button stops it', async ({ page, request }) => {
  const content = await seedSiteContent(request);
  try {
    await page.goto('/login');
    await loginThroughDialog(page, DEMO.tel, DEMO.password);
    const popup = page.getByRole('dialog', { name: CONTENT.popupTitle, exact: true });
    await popup.getByRole('button', { name: LABELS.close, exact: true }).click();
    const marquee = page.getByRole('region', { name: CONTENT.announcementLabel, exact: true });
    await expect(marquee).toContainText(content.announcement);

    // Tab through the region: every stop in it is named; the running text itself is none.
    const stops = await marquee.evaluate((region) =>
      Array.from(region.querySelectorAll<HTMLElement>('*'))
        .filter((element) => element.tabIndex >= 0 && !element.closest('[aria-hidden="true"]'))
        .map((element) => element.tagName.toLowerCase()),
    );
    expect(stops).toEqual(['button']);
    const pause = marquee.getByRole('button', { name: CONTENT.pauseAnnouncement, exact: true });
    await pause.focus();
    await expect(page.locator(':focus')).toHaveAccessibleName(CONTENT.pauseAnnouncement);
    await page.keyboard.press('Enter');
    const play = marquee.getByRole('button', { name: CONTENT.playAnnouncement, exact: true });
    await expect(play).toBeFocused();
    const track = marquee.locator('.marquee-track');
    await expect.poll(() => track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('paused');
    await play.click();
    await expect.poll(() => track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('running');
    // Shift+Tab from after the region and Tab from before it land on the button, never on the text.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAccessibleName(CONTENT.pauseAnnouncement);
  } finally {
    await content.cleanup();
  }
});

test.describe('at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  /** The box is the phone column: at most 480 px wide and centred (1 px of rounding either way). */
  async function expectInColumn(locator: Locator, what: string): Promise<void> {
    const box = await locator.boundingBox();
    expect(box, what).not.toBeNull();
    if (!box) return;
    expect(box.width, `${what} width`).toBeLessThanOrEqual(480);
    expect(box.width, `${what} width`).toBeGreaterThanOrEqual(440);
    expect(Math.abs(box.x + box.width / 2 - 512), `${what} centre`).toBeLessThanOrEqual(1);
  }

  test('the phone column is capped and centred; header and bottom menu sit inside it', async ({ page }) => {
    await page.goto('/news');
    await expectInColumn(guestHeader(page), 'guest header');
    await expectInColumn(page.getByRole('main'), 'guest page');
    await shot(page, 'layout-1024-guest');

    await page.goto('/login');
    await loginThroughDialog(page, DEMO.tel, DEMO.password);
    await expectMemberView(page);
    await expectInColumn(page.getByRole('banner'), 'member header');
    await expectInColumn(page.getByRole('main'), 'member page');
    await expectInColumn(page.getByRole('navigation', { name: LAYOUT.bottomMenu, exact: true }), 'bottom menu');
    const menu = await page.getByRole('navigation', { name: LAYOUT.bottomMenu, exact: true }).boundingBox();
    expect((menu?.y ?? 0) + (menu?.height ?? 0)).toBeCloseTo(768, 0);
    await shot(page, 'layout-1024-member');

    // The drawer opens at the column's left edge, not the screen's.
    await page.getByRole('button', { name: LABELS.openMenu, exact: true }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: LABELS.logout });
    await expect(drawer).toBeVisible();
    await expect.poll(async () => Math.round((await drawer.boundingBox())?.x ?? -1)).toBe(512 - 240);
    await shot(page, 'layout-1024-drawer');
  });
});

/** Boxes of the fields and buttons of the open register step, and of the floating contact button. */
async function floatingOverlaps(page: Page): Promise<string[]> {
  return page.evaluate((contactLabel) => {
    const dialog = Array.from(document.querySelectorAll('dialog[open]')).pop();
    const floating = dialog?.querySelector(`button[aria-label="${contactLabel}"]`);
    if (!dialog || !floating) return ['no floating contact button'];
    const own = floating.getBoundingClientRect();
    const overlaps = (box: DOMRect) =>
      box.width > 0 && box.left < own.right && own.left < box.right && box.top < own.bottom && own.top < box.bottom;
    return Array.from(dialog.querySelectorAll('input, button, select, textarea, a[href], [role="combobox"]'))
      .filter((element) => element !== floating && !element.closest('[aria-hidden="true"]'))
      .filter((element) => overlaps(element.getBoundingClientRect()))
      .map((element) => element.getAttribute('aria-label') ?? element.textContent ?? element.tagName);
  }, LABELS.contactAdmin);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 375, height: 560 },
  { width: 1024, height: 768 },
]) {
  test(`the floating contact button covers no field or button of any register step (${viewport.width} × ${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const member = newMember('kbnk');
    const name = `${viewport.width}x${viewport.height}`;
    await page.goto('/register');
    const step1 = registerDialog(page, 1);
    await expect(step1).toBeVisible();
    await expect(step1.getByRole('button', { name: LABELS.contactAdmin, exact: true })).toBeVisible();
    expect(await floatingOverlaps(page), 'step 1').toEqual([]);
    await shot(page, `layout-register-1-${name}`);
    await step1.getByLabel(LABELS.tel, { exact: true }).fill(member.tel);
    await step1.getByRole('button', { name: LABELS.next, exact: true }).click();

    const step2 = registerDialog(page, 2);
    await expect(step2).toBeVisible();
    expect(await floatingOverlaps(page), 'step 2').toEqual([]);
    // Scrolled to its end (a short screen scrolls this step), still nothing under it.
    await step2.getByRole('button', { name: LABELS.next, exact: true }).click();
    await step2.getByRole('link', { name: LABELS.contactAdmin, exact: true }).scrollIntoViewIfNeeded();
    expect(await floatingOverlaps(page), 'step 2 with its errors, scrolled').toEqual([]);
    await shot(page, `layout-register-2-${name}`);
    const step3 = await fillBankStep(page, step2, member);
    await step3.getByLabel(LABELS.password, { exact: true }).fill('abcd1');
    expect(await floatingOverlaps(page), 'step 3').toEqual([]);
    await shot(page, `layout-register-3-${name}`);
  });
}

/** The popup's image: its box, its natural size, and the screen. */
async function popupImage(page: Page, src: string) {
  const image = page.getByRole('dialog', { name: CONTENT.popupTitle, exact: true }).locator(`img[src="${src}"]`);
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeTruthy();
  return image.evaluate((element: HTMLImageElement) => {
    const box = element.getBoundingClientRect();
    return {
      box: { top: box.top, bottom: box.bottom, left: box.left, right: box.right, width: box.width, height: box.height },
      natural: { width: element.naturalWidth, height: element.naturalHeight },
      objectFit: getComputedStyle(element).objectFit,
      screen: { width: window.innerWidth, height: window.innerHeight },
    };
  });
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 375, height: 560 },
  { width: 1024, height: 768 },
]) {
  test(`a portrait popup is shown whole at its own ratio within the screen (${viewport.width} × ${viewport.height})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const content = await seedSiteContent(request);
    try {
      await page.goto('/login');
      await loginThroughDialog(page, DEMO.tel, DEMO.password);
      const shown = await popupImage(page, content.popup.image ?? '');
      await shot(page, `layout-popup-${viewport.width}x${viewport.height}`);
      expect(shown.natural).toEqual({ width: 400, height: 600 });
      // Its own ratio (2:3), nothing cropped or letterboxed.
      expect(shown.objectFit).not.toBe('cover');
      expect(shown.box.height / shown.box.width).toBeCloseTo(600 / 400, 1);
      // Whole on the screen.
      expect(shown.box.top).toBeGreaterThanOrEqual(0);
      expect(shown.box.left).toBeGreaterThanOrEqual(0);
      expect(shown.box.bottom).toBeLessThanOrEqual(shown.screen.height);
      expect(shown.box.right).toBeLessThanOrEqual(shown.screen.width);
      // As large as the card or the screen allows (no needless shrinking).
      expect(Math.max(shown.box.width, shown.box.height)).toBeGreaterThan(200);
    } finally {
      await content.cleanup();
    }
  });
}

test('the document is lang="en" (SPEC.md §1) and every Thai region, portalled dialogs too, is lang="th"', async ({
  page,
}) => {
  await page.goto('/');
  await expect(loginDialog(page)).toBeVisible();
  expect(await page.locator('html').getAttribute('lang')).toBe('en');
  // The language a screen reader uses for an element: its nearest lang attribute.
  const langOf = (locator: Locator) => locator.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'));
  expect(await langOf(page.locator('#root'))).toBe('th');
  expect(await langOf(loginDialog(page))).toBe('th');
  expect(await page.locator('title').getAttribute('lang')).toBe('th');
});
