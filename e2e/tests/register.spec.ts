import { findBank, LABELS, REFERRAL_TEXTS, REGISTER_HINTS, UI, VALIDATION } from '@member/shared';
import type { Locator } from '@playwright/test';
import { expectAxeClean } from './a11y-helpers';
import { expect, test } from './fixtures';
import { chooseBank, completeWizard, expectMemberView, newMember, registerDialog, shot } from './helpers';

/** The floating contact button lies clear of the dialog's title (it once sat on the title's row). */
async function expectContactButtonClearOfTitle(dialog: Locator) {
  const title = await dialog.getByRole('heading').first().boundingBox();
  const button = await dialog.getByRole('button', { name: LABELS.contactAdmin, exact: true }).boundingBox();
  expect(title && button).toBeTruthy();
  if (!title || !button) return;
  const apart =
    button.y >= title.y + title.height ||
    button.y + button.height <= title.y ||
    button.x >= title.x + title.width ||
    button.x + button.width <= title.x;
  expect(apart).toBe(true);
}

test('a visitor registers through the three-step wizard and lands logged in on the member home', async ({ page }) => {
  const member = newMember('kbnk');
  await page.goto('/register');

  // Step 1: the phone. Next with nothing typed shows the rule; Back never goes below step 1.
  const step1 = registerDialog(page, 1);
  await expect(step1).toBeVisible();
  await shot(page, 'register-1-phone');
  await step1.getByRole('button', { name: LABELS.next, exact: true }).click();
  await expect(step1.getByText(VALIDATION.telRequired, { exact: true })).toBeVisible();
  const back1 = step1.getByRole('button', { name: LABELS.back, exact: true });
  if ((await back1.count()) > 0 && (await back1.isEnabled())) await back1.click();
  await expect(step1).toBeVisible();
  await expectContactButtonClearOfTitle(step1);
  // Letters never reach the phone field: they are filtered as typed (SPEC.md §5), not refused on Next.
  const tel = step1.getByLabel(LABELS.tel, { exact: true });
  await tel.pressSequentially('08a-b1');
  await expect(tel).toHaveValue('081');
  await tel.fill(member.tel);
  await step1.getByRole('button', { name: LABELS.next, exact: true }).click();

  // Step 2: bank, account number, names. Empty Next shows every rule of the step.
  const step2 = registerDialog(page, 2);
  await expect(step2).toBeVisible();
  await expect(step2.getByText(REGISTER_HINTS.bank)).toBeVisible();
  await expectContactButtonClearOfTitle(step2);
  await step2.getByRole('button', { name: LABELS.next, exact: true }).click();
  for (const message of [
    VALIDATION.bankRequired,
    VALIDATION.bankNumberRequired,
    VALIDATION.firstNameRequired,
    VALIDATION.lastNameRequired,
  ]) {
    await expect(step2.getByText(message, { exact: true })).toBeVisible();
  }
  await shot(page, 'register-2-errors');

  // Back to step 1 keeps the phone; then forward again.
  await step2.getByRole('button', { name: LABELS.back, exact: true }).click();
  await expect(step1).toBeVisible();
  await expect(step1.getByLabel(LABELS.tel, { exact: true })).toHaveValue(member.tel);
  await step1.getByRole('button', { name: LABELS.next, exact: true }).click();
  await expect(step2).toBeVisible();

  // The dropdown lists the banks with their logos.
  const option = await chooseBank(page, step2, member.bankCode);
  // Each logo is a built file (content-hashed), and it loads.
  const logo = option.locator(`img[src^="/assets/${member.bankCode}-"][src$=".svg"]`);
  await expect(logo).toHaveCount(1);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // TMB and Thanachart merged into ttb: a new member is offered ttb only.
  await expect(page.getByRole('option', { name: findBank('ttb')?.name, exact: true })).toHaveCount(1);
  for (const merged of ['tmb', 'tbank']) {
    await expect(page.getByRole('option', { name: findBank(merged)?.name, exact: true })).toHaveCount(0);
  }
  await shot(page, 'register-2-bank-dropdown');
  await option.click();
  await step2.getByLabel(LABELS.bankNumber, { exact: true }).fill(member.bankNumber);
  await step2.getByLabel(LABELS.firstName, { exact: true }).fill(member.firstName);
  await step2.getByLabel(LABELS.lastName, { exact: true }).fill(member.lastName);
  await shot(page, 'register-2-bank');
  await step2.getByRole('button', { name: LABELS.next, exact: true }).click();

  // Step 3: the password; its button submits.
  const step3 = registerDialog(page, 3);
  await expect(step3).toBeVisible();
  await expect(step3.getByText(REGISTER_HINTS.gamePassword)).toBeVisible();
  await expectContactButtonClearOfTitle(step3);
  // Invalid input on the last step is refused before anything is sent (the 10 s throttle is for sends).
  await step3.getByRole('button', { name: UI.registerSubmit, exact: true }).click();
  await expect(step3.getByText(VALIDATION.passwordRequired, { exact: true })).toBeVisible();
  await expect(step3.getByText(VALIDATION.passwordConfirmRequired, { exact: true })).toBeVisible();
  await step3.getByLabel(LABELS.password, { exact: true }).fill(member.password);
  await step3.getByLabel(LABELS.confirmPassword, { exact: true }).fill(`${member.password}x`);
  await step3.getByRole('button', { name: UI.registerSubmit, exact: true }).click();
  await expect(step3.getByText(VALIDATION.passwordMismatch, { exact: true })).toBeVisible();
  await step3.getByLabel(LABELS.password, { exact: true }).fill(member.password);
  await step3.getByLabel(LABELS.confirmPassword, { exact: true }).fill(member.password);
  // Each password field has its own show/hide button; its name says what a press does next.
  const password = step3.getByLabel(LABELS.password, { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await step3.getByRole('button', { name: LABELS.showPassword, exact: true }).first().click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(step3.getByRole('button', { name: LABELS.hidePassword, exact: true })).toHaveCount(1);
  await expect(step3.getByLabel(LABELS.confirmPassword, { exact: true })).toHaveAttribute('type', 'password');
  await shot(page, 'register-3-password');
  await expectAxeClean(page, 'register step 3 with a password shown');
  await step3.getByRole('button', { name: LABELS.hidePassword, exact: true }).click();
  await expect(password).toHaveAttribute('type', 'password');
  const registered = page.waitForResponse(
    (response) => response.url().endsWith('/api/member/register') && response.request().method() === 'POST',
  );
  await step3.getByRole('button', { name: UI.registerSubmit, exact: true }).click();
  expect((await registered).status()).toBe(201);

  const success = page.getByRole('dialog', { name: UI.registerComplete, exact: true });
  await expect(success).toBeVisible();
  await shot(page, 'register-complete');
  await success.getByRole('button', { name: UI.successButton, exact: true }).click();

  // Logged in automatically with the same phone and password.
  await expectMemberView(page);
  await expect(page.getByText(member.firstName).first()).toBeVisible();
  await expect(page.getByTestId('credit')).toContainText('0.00');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shot(page, 'member-home');
});

test('the wallet wizard asks for the wallet number instead of the account number', async ({ page }) => {
  await page.goto('/register');
  const step1 = registerDialog(page, 1);
  await step1.getByLabel(LABELS.tel, { exact: true }).fill(newMember().tel);
  await step1.getByRole('button', { name: LABELS.next, exact: true }).click();
  const step2 = registerDialog(page, 2);
  await (await chooseBank(page, step2, 'tmn')).click();
  await expect(step2.getByLabel(LABELS.walletNumber, { exact: true })).toBeVisible();
  await step2.getByRole('button', { name: LABELS.next, exact: true }).click();
  await expect(step2.getByText(VALIDATION.walletNumberRequired, { exact: true })).toBeVisible();
});

test('a link whose well-formed code is nobody’s registers without a referrer, and says so', async ({ page }) => {
  const member = newMember('scb');
  await page.goto('/register?prefix=ZZZZ9999');
  // The code could be one, so nothing is said before the server has answered.
  await expect(registerDialog(page, 1)).toBeVisible();
  await expect(page.getByText(/ไม่พบรหัสแนะนำ/)).toHaveCount(0);
  await completeWizard(page, member);
  const complete = page.getByRole('dialog', { name: UI.registerComplete, exact: true });
  await expect(complete).toContainText(REFERRAL_TEXTS.notAttached('ZZZZ9999'));
  await shot(page, 'register-unknown-code');
  await expectAxeClean(page, 'register-unknown-code');
  await complete.getByRole('button', { name: UI.successButton, exact: true }).click();
  await expectMemberView(page);
});
