import {
  ACCOUNT_MESSAGES,
  LABELS,
  maskAccountNumber,
  type Page as ResultPage,
  PROFILE,
  SERVER_MESSAGES,
  type SmsOutboxRow,
  UI,
  VALIDATION,
} from '@member/shared';
import type { Page } from '@playwright/test';
import { reviewShot } from './content-helpers';
import { expect, test } from './fixtures';
import {
  alertDialog,
  bankName,
  expectGuestView,
  expectMemberView,
  loginDialog,
  loginThroughDialog,
  newMember,
  operatorApi,
  registerByApi,
  shot,
} from './helpers';

async function fillPasswords(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

test('/profile shows the member, the masked bank and saves the bonus preference', async ({ page, request }) => {
  const member = newMember('kbnk');
  await registerByApi(request, member);
  await page.goto('/profile');
  // Members only: a guest is sent to the login dialog and comes back after signing in.
  await expect(page).toHaveURL(/\/\?redirect=profile$/);
  await loginThroughDialog(page, member.tel, member.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expectMemberView(page);

  await expect(page.getByRole('heading', { name: PROFILE.title, exact: true })).toBeVisible();
  await expect(page.getByText(`${member.firstName} ${member.lastName}`).first()).toBeVisible();
  await expect(page.getByText(member.tel).first()).toBeVisible();
  await expect(page.getByText(PROFILE.levelNormal)).toBeVisible();
  const bank = page.getByRole('region', { name: PROFILE.bank, exact: true });
  await expect(bank.getByText(bankName(member.bankCode))).toBeVisible();
  await expect(bank.getByTestId('profile-bank-number')).toHaveText(maskAccountNumber(member.bankNumber));
  await expect(bank).not.toContainText(member.bankNumber);
  // The bank logo is a built file, content-hashed.
  await expect(bank.locator('img')).toHaveAttribute('src', new RegExp(`^/assets/${member.bankCode}-[\\w-]+\\.svg$`));

  const bonus = page.getByRole('switch', { name: PROFILE.bonus, exact: true });
  await expect(bonus).toHaveAttribute('aria-checked', 'false');
  await reviewShot(page, 'profile');
  await bonus.click();
  await expect(bonus).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.getByRole('switch', { name: PROFILE.bonus, exact: true })).toHaveAttribute('aria-checked', 'true');

  await expect(page.getByRole('link', { name: PROFILE.changePassword, exact: true })).toHaveAttribute(
    'href',
    '/profile/change-password',
  );
  await page.getByRole('button', { name: LABELS.logout, exact: true }).click();
  await expectGuestView(page);
});

test('change password: the rules, a wrong old password, success, and the other session is signed out', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const member = newMember('scb');
  await registerByApi(request, member);
  const newPassword = `${member.password}new`;

  // A second device, signed in too (its own client address, as the fixture gives each test).
  const other = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 375, height: 812 },
    extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.7' },
  });
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await loginThroughDialog(otherPage, member.tel, member.password);
  await expectMemberView(otherPage);

  await page.goto('/login');
  await loginThroughDialog(page, member.tel, member.password);
  await expectMemberView(page);
  await page.goto('/profile');
  await page.getByRole('link', { name: PROFILE.changePassword, exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/change-password$/);

  const submit = page.getByRole('button', { name: PROFILE.changePasswordSubmit, exact: true });
  await submit.click();
  await expect(page.getByText(VALIDATION.oldPasswordRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(VALIDATION.passwordRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(VALIDATION.passwordConfirmRequired, { exact: true })).toBeVisible();
  await fillPasswords(page, {
    [PROFILE.oldPassword]: member.password,
    [PROFILE.newPassword]: 'abc',
    [PROFILE.confirmNewPassword]: 'abd',
  });
  await submit.click();
  await expect(page.getByText(VALIDATION.passwordMin, { exact: true })).toBeVisible();
  await expect(page.getByText(VALIDATION.passwordMismatch, { exact: true })).toBeVisible();
  await shot(page, 'change-password-rules');

  // A wrong old password: the server's Thai message in แจ้งเตือน / ตกลง.
  await fillPasswords(page, {
    [PROFILE.oldPassword]: 'not-my-password',
    [PROFILE.newPassword]: newPassword,
    [PROFILE.confirmNewPassword]: newPassword,
  });
  await submit.click();
  const alert = alertDialog(page);
  await expect(alert.getByText(SERVER_MESSAGES.oldPasswordWrong)).toBeVisible();
  await alert.getByRole('button', { name: UI.alertOk, exact: true }).click();
  await expect(alert).toHaveCount(0);

  await page.getByLabel(PROFILE.oldPassword, { exact: true }).fill(member.password);
  await submit.click();
  const success = page.getByRole('dialog', { name: UI.successTitle, exact: true });
  await expect(success.getByText(PROFILE.changePasswordDone)).toBeVisible();
  await success.getByRole('button', { name: UI.successButton, exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expectMemberView(page);

  // The other device's session was revoked: its next load is a guest's.
  await otherPage.reload();
  await expectGuestView(otherPage);
  await expect(loginDialog(otherPage)).toBeVisible();
  await loginThroughDialog(otherPage, member.tel, member.password);
  await expect(alertDialog(otherPage).getByText(SERVER_MESSAGES.loginFailed)).toBeVisible();
  await alertDialog(otherPage).getByRole('button', { name: UI.alertOk, exact: true }).click();
  await loginThroughDialog(otherPage, member.tel, newPassword);
  await expectMemberView(otherPage);
  await other.close();
});

/** The code of the last SMS the operator's outbox holds for this phone. */
async function lastSmsCode(request: Parameters<typeof registerByApi>[0], tel: string): Promise<string> {
  const outbox = await operatorApi<ResultPage<SmsOutboxRow>>(request, 'GET', `/sms-outbox?tel=${tel}&limit=1`);
  const text = outbox.items[0]?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the SMS outbox for ${tel}: ${text}`);
  return code;
}

test('forgot password: request a code, set a new password, sign in with it', async ({ page, request }) => {
  const member = newMember('bbla');
  await registerByApi(request, member);
  const newPassword = `${member.password}x9`;

  // From the login dialog's link; no dialog over /forgot-password.
  await page.goto('/login');
  await loginDialog(page).getByRole('link', { name: LABELS.forgotPassword, exact: true }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(loginDialog(page)).toHaveCount(0);
  await page.getByLabel(LABELS.tel, { exact: true }).fill(member.tel);
  await page.getByRole('button', { name: PROFILE.forgotSubmit, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/update-password\\?tel=${member.tel}&request=[A-Za-z0-9_-]{32}$`));
  await expect(page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.resetRequested })).toBeVisible();
  const code = await lastSmsCode(request, member.tel);
  await shot(page, 'update-password');

  const submit = page.getByRole('button', { name: PROFILE.updateSubmit, exact: true });
  // A wrong code: the server's one answer in the alert.
  const wrongCode = code === '000000' ? '111111' : '000000';
  await fillPasswords(page, {
    [PROFILE.code]: wrongCode,
    [PROFILE.newPassword]: newPassword,
    [PROFILE.confirmNewPassword]: `${newPassword}!`,
  });
  await submit.click();
  await expect(page.getByText(VALIDATION.passwordMismatch, { exact: true })).toBeVisible();
  await page.getByLabel(PROFILE.confirmNewPassword, { exact: true }).fill(newPassword);
  await submit.click();
  const alert = alertDialog(page);
  await expect(alert.getByText(ACCOUNT_MESSAGES.resetCodeInvalid)).toBeVisible();
  await alert.getByRole('button', { name: UI.alertOk, exact: true }).click();

  await page.getByLabel(PROFILE.code, { exact: true }).fill(code);
  await submit.click();
  const success = page.getByRole('dialog', { name: UI.successTitle, exact: true });
  await expect(success.getByText(ACCOUNT_MESSAGES.passwordReset)).toBeVisible();
  await success.getByRole('button', { name: UI.login, exact: true }).click();

  // Sign in with the new password (the old one no longer works).
  await expect(loginDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await loginThroughDialog(page, member.tel, newPassword);
  await expectMemberView(page);
});
