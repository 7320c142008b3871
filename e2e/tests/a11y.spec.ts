import { CONTENT, LABELS, PROMOTION, UI, WALLET } from '@member/shared';
import type { Page } from '@playwright/test';
import { expectAxeClean, GUEST_PAGES, MEMBER_PAGES, seedSiteContent, visitMemberPages } from './a11y-helpers';
import { expect, test } from './fixtures';
import {
  alertDialog,
  chooseBank,
  DEMO,
  expectMemberView,
  fillAccountAndName,
  loginDialog,
  loginThroughDialog,
  newMember,
  registerDialog,
} from './helpers';

async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeAttached();
}

test('axe: every guest page and the login dialog', async ({ page, request }) => {
  test.setTimeout(120_000);
  const content = await seedSiteContent(request);
  try {
    for (const path of GUEST_PAGES) {
      await settle(page, path);
      await expectAxeClean(page, path);
    }
    await page.goto('/');
    await expect(loginDialog(page)).toBeVisible();
    await expectAxeClean(page, '/ with the login dialog');

    // Both fields empty: the alert over the login dialog.
    await loginDialog(page).getByRole('button', { name: UI.login, exact: true }).click();
    await expect(alertDialog(page)).toBeVisible();
    await expectAxeClean(page, 'login: the alert');
    await alertDialog(page).getByRole('button', { name: UI.alertOk, exact: true }).click();

    // The loading dialog while the server answers (held back a moment), then the server's refusal.
    await page.route('**/api/member/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await loginThroughDialog(page, DEMO.tel, 'wrong-password');
    await expect(page.getByRole('dialog', { name: UI.loading, exact: true })).toBeVisible();
    await expectAxeClean(page, 'login: loading');
    await expect(alertDialog(page)).toBeVisible({ timeout: 10_000 });
    await expectAxeClean(page, 'login: refused');
    await alertDialog(page).getByRole('button', { name: UI.alertOk, exact: true }).click();

    // The guest landing itself, its banners and promotions, once the login dialog is closed.
    await loginDialog(page).getByRole('button', { name: LABELS.close, exact: true }).click();
    await expect(loginDialog(page)).toHaveCount(0);
    await expectAxeClean(page, '/ without the login dialog');
  } finally {
    await content.cleanup();
  }
});

test('axe: every step of the register dialog, its errors, the bank list and the success dialog', async ({ page }) => {
  test.setTimeout(90_000);
  const member = newMember('kbnk');
  await page.goto('/register');
  const step1 = registerDialog(page, 1);
  await expect(step1).toBeVisible();
  await expectAxeClean(page, 'register step 1');
  await step1.getByRole('button', { name: LABELS.next, exact: true }).click();
  await expect(step1.getByRole('textbox', { name: LABELS.tel })).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(page, 'register step 1 with its error');
  await step1.getByLabel(LABELS.tel, { exact: true }).fill(member.tel);
  await step1.getByRole('button', { name: LABELS.next, exact: true }).click();

  const step2 = registerDialog(page, 2);
  await expect(step2).toBeVisible();
  await expectAxeClean(page, 'register step 2');
  await step2.getByRole('button', { name: LABELS.next, exact: true }).click();
  await expect(step2.getByLabel(LABELS.firstName, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(page, 'register step 2 with its errors');
  const option = await chooseBank(page, step2, member.bankCode);
  await expectAxeClean(page, 'register step 2: the bank list');
  await option.click();
  const step3 = await fillAccountAndName(page, step2, member);
  await step3.getByLabel(LABELS.password, { exact: true }).fill('ab');
  await expectAxeClean(page, 'register step 3');
  await step3.getByLabel(LABELS.password, { exact: true }).fill(member.password);
  await step3.getByLabel(LABELS.confirmPassword, { exact: true }).fill(member.password);
  await step3.getByRole('button', { name: UI.registerSubmit, exact: true }).click();
  const complete = page.getByRole('dialog', { name: UI.registerComplete, exact: true });
  await expect(complete).toBeVisible();
  await expectAxeClean(page, 'register complete');
});

/** Beyond the shared list: a detail without an id, a payment that does not exist, guest-only pages. */
const A11Y_MEMBER_PAGES = [
  ...MEMBER_PAGES,
  '/tx/deposit-detail',
  '/tx/payment/completed?ref=none',
  '/guest-contact',
  '/forgot-password',
];

test('axe: every member page, the popup banner, the drawer and the promotion dialog', async ({ page, request }) => {
  // 1.5 min on a slow 2-core machine.
  test.setTimeout(270_000);
  const content = await seedSiteContent(request);
  try {
    await page.goto('/login');
    await loginThroughDialog(page, DEMO.tel, DEMO.password);
    // Just logged in: the popup banner over the member home.
    const popup = page.getByRole('dialog', { name: CONTENT.popupTitle, exact: true });
    await expect(popup.locator(`img[src="${content.popup.image}"]`)).toBeVisible();
    await expectAxeClean(page, 'popup banner');
    await popup.getByRole('button', { name: LABELS.close, exact: true }).click();
    await expectMemberView(page);

    await visitMemberPages(page, request, A11Y_MEMBER_PAGES, async (path) => {
      await settle(page, path);
      await expectAxeClean(page, path);
    });

    await page.goto('/');
    await page.getByRole('button', { name: LABELS.openMenu, exact: true }).click();
    await expect(page.getByRole('dialog').filter({ hasText: LABELS.logout })).toBeVisible();
    await expectAxeClean(page, 'side drawer');
    await page.keyboard.press('Escape');

    await page.goto('/promotion');
    await page.getByRole('button', { name: PROMOTION.details, exact: true }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAxeClean(page, 'promotion detail dialog');
    await page.keyboard.press('Escape');

    // A withdrawal over the credit: the page's own message under the amount.
    await page.goto('/tx/withdraw');
    const amount = page.getByLabel(WALLET.amount, { exact: true });
    await amount.fill('100000');
    await page.getByRole('button', { name: WALLET.submitWithdraw, exact: true }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expectAxeClean(page, 'withdraw: over the credit');

    // Members who asked for less motion get the announcement as still text.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await settle(page, '/');
    await expectAxeClean(page, '/ with reduced motion');
  } finally {
    await content.cleanup();
  }
});
