import { ACCESS_TOKEN_KEY, DRAWER_ITEMS, LABELS, SERVER_MESSAGES, UI, VALIDATION } from '@member/shared';
import { expect, test } from './fixtures';
import {
  alertDialog,
  control,
  DEMO,
  expectGuestView,
  expectMemberView,
  loginDialog,
  loginThroughDialog,
  newMember,
  registerByApi,
  shot,
} from './helpers';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('the drawer shows the member; logout returns to the guest view; login again', async ({ page, request }) => {
  const member = newMember('scb');
  await registerByApi(request, member);

  // A guest on / is shown the login dialog.
  await page.goto('/');
  await expect(loginDialog(page)).toBeVisible();
  await expectGuestView(page);
  await shot(page, 'guest-login-dialog');
  await loginThroughDialog(page, member.tel, member.password);
  await expectMemberView(page);

  await page.getByRole('button', { name: LABELS.openMenu, exact: true }).click();
  // The drawer is a modal panel (role dialog) holding the logout control.
  const drawer = page.getByRole('dialog').filter({ has: control(page, LABELS.logout) });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(`${member.firstName} ${member.lastName}`)).toBeVisible();
  await expect(drawer.getByText(new RegExp(`${escapeRegExp(UI.idLabel)}\\s*${member.tel}`))).toBeVisible();
  for (const item of DRAWER_ITEMS) {
    await expect(drawer.getByRole('link', { name: item.label, exact: true })).toBeVisible();
  }
  await shot(page, 'drawer');

  const token = await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY);
  expect(token).toBeTruthy();
  await control(drawer, LABELS.logout).click();
  await expectGuestView(page);
  await expect(loginDialog(page)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)).toBeNull();
  // Logout ended the session on the server too: the old token no longer reads the profile.
  const old = await request.get('/api/member/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect(old.status()).toBe(401);

  await loginThroughDialog(page, member.tel, member.password);
  await expectMemberView(page);
  await expect(page.getByTestId('credit')).toContainText('0.00');
});

test('login with a wrong password shows the server message in the alert', async ({ page }) => {
  await page.goto('/login');
  await loginThroughDialog(page, DEMO.tel, 'wrong-password');
  const alert = alertDialog(page);
  await expect(alert).toBeVisible();
  await expect(alert.getByText(SERVER_MESSAGES.loginFailed)).toBeVisible();
  await shot(page, 'login-failed-alert');
  await alert.getByRole('button', { name: UI.alertOk, exact: true }).click();
  await expect(alert).toHaveCount(0);
  await expect(loginDialog(page)).toBeVisible();
});

test('login with an empty field asks for both', async ({ page }) => {
  await page.goto('/login');
  const dialog = loginDialog(page);
  await dialog.getByLabel(LABELS.tel, { exact: true }).fill(DEMO.tel);
  await dialog.getByRole('button', { name: UI.login, exact: true }).click();
  await expect(page.getByText(VALIDATION.loginMissingFields).first()).toBeVisible();
});

test('the demo member sees the VIP badge', async ({ page }) => {
  await page.goto('/login');
  await loginThroughDialog(page, DEMO.tel, DEMO.password);
  await expectMemberView(page);
  const badge = page.getByRole('banner').getByText(/^vip$/i);
  await expect(badge).toBeVisible();
  await expect(badge).toHaveText('VIP', { useInnerText: true });
  await shot(page, 'demo-member-home');
});
