import { MEMBER_ROUTES, REFERRAL_TEXTS, UI } from '@member/shared';
import { expect, test } from './fixtures';
import {
  completeWizard,
  control,
  DEMO,
  expectMemberView,
  guestHeader,
  loginDialog,
  loginThroughDialog,
  newMember,
  registerDialog,
  shot,
} from './helpers';
import { expectAxeClean } from './a11y-helpers';

test('/register?prefix=AB12 opens the register dialog and sends the prefix', async ({ page }) => {
  await page.goto('/register?prefix=AB12');
  await expect(registerDialog(page, 1)).toBeVisible();
  await expect(loginDialog(page)).toHaveCount(0);
  const request = page.waitForRequest((req) => req.url().endsWith('/api/member/register') && req.method() === 'POST');
  await completeWizard(page, newMember('bbla'));
  expect((await request).postDataJSON()).toMatchObject({ prefix: 'AB12' });
});

test('any path with a prefix query is treated as /register', async ({ page }) => {
  await page.goto('/?prefix=X');
  await expect(registerDialog(page, 1)).toBeVisible();
  await expect(loginDialog(page)).toHaveCount(0);
});

test('a referral link to /news opens nothing there, and the register dialog opened later keeps its code', async ({
  page,
}) => {
  await page.goto('/news?prefix=AB12');
  await expect(control(guestHeader(page), UI.register, true)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await control(guestHeader(page), UI.register, true).click();
  await expect(registerDialog(page, 1)).toBeVisible();
  await expect(page.getByText(REFERRAL_TEXTS.unknownCode('AB12'))).toHaveCount(0);
  const request = page.waitForRequest((req) => req.url().endsWith('/api/member/register') && req.method() === 'POST');
  await completeWizard(page, newMember('bbla'));
  expect((await request).postDataJSON()).toMatchObject({ prefix: 'AB12' });
});

test('a referral code that cannot be one is told in the register dialog', async ({ page }) => {
  await page.goto('/register?prefix=no!code');
  await expect(registerDialog(page, 1)).toBeVisible();
  await expect(registerDialog(page, 1).getByText(REFERRAL_TEXTS.unknownCode('no!code'))).toBeVisible();
  await shot(page, 'register-unknown-referral');
  await expectAxeClean(page, 'register dialog with an unknown referral code');
});

test('/login with tel and password in the query logs in by itself', async ({ page }) => {
  await page.goto(`/login?tel=${DEMO.tel}&password=${DEMO.password}`);
  await expectMemberView(page);
  await expect(loginDialog(page)).toHaveCount(0);
});

test('/login?redirect= goes to the target after login', async ({ page }) => {
  await page.goto('/login?redirect=profile');
  await loginThroughDialog(page, DEMO.tel, DEMO.password);
  await expect(page).toHaveURL(/\/profile$/);
});

test('a guest opening / sees the login dialog and not the register dialog', async ({ page }) => {
  await page.goto('/');
  await expect(loginDialog(page)).toBeVisible();
  await expect(registerDialog(page, 1)).toHaveCount(0);
});

test('/login opens the login dialog and /register the register dialog', async ({ page }) => {
  await page.goto('/login');
  await expect(loginDialog(page)).toBeVisible();
  await page.goto('/register');
  await expect(registerDialog(page, 1)).toBeVisible();
  await expect(loginDialog(page)).toHaveCount(0);
});

test('no login or register dialog on /news', async ({ page }) => {
  await page.goto('/news');
  await expect(control(guestHeader(page), UI.login, true)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a guest opening any member-only page is sent to login before the page asks the API for anything', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Guest pages (decision 0021); every other page of the shared route table is members only.
  const guestPaths = new Set(['/', '/login', '/register', '/news', '/contact', '/guest-contact', '/howto']);
  guestPaths.add('/forgot-password').add('/update-password');
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    // Any service call refused for want of a session (the member API and the others alike).
    if (url.pathname.startsWith('/api/') && response.status() === 401) refused.push(url.pathname);
  });
  const memberOnly = Object.values(MEMBER_ROUTES)
    .filter((path) => !guestPaths.has(path))
    .map((path) => path.replace(':slug', 'dice'));
  expect(memberOnly.length).toBeGreaterThan(40);
  for (const path of memberOnly) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`\\?redirect=${path.slice(1)}$`));
    await expect(loginDialog(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(refused, path).toEqual([]);
  }
});
