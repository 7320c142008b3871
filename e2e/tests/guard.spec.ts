import { UI } from '@member/shared';
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
} from './helpers';

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
