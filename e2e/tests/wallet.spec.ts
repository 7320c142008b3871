import {
  DEFAULT_GATEWAY_NAMES,
  type DepositRow,
  formatDate,
  formatNumber,
  formatThousands,
  type GatewayPayment,
  UI,
  WALLET,
  type WithdrawRow,
  txStatus,
} from '@member/shared';
import type { Page } from '@playwright/test';
import { expectAxeClean } from './a11y-helpers';
import { expect, test } from './fixtures';
import {
  completeWizard,
  ensureWalletChannels,
  expectMemberView,
  historyRow,
  loginThroughDialog,
  newMember,
  operatorApi,
  registerByApi,
  registerDialog,
  shot,
  waitForJson,
} from './helpers';

const PENDING = txStatus('waiting_for_approve').label;
const SUCCESS = txStatus('approved').label;

/** The amount as a history row may print it: thousands separators, with or without the decimals. */
function amountText(baht: number): RegExp {
  const escaped = [formatNumber(baht), formatThousands(baht)].map((text) => text.replace(/[.,]/g, '\\$&'));
  return new RegExp(`(${escaped.join('|')})`);
}

async function fillAmount(page: Page, baht: number): Promise<void> {
  await page.getByLabel(WALLET.amount, { exact: true }).fill(String(baht));
}

test.beforeEach(async ({ request }) => {
  await ensureWalletChannels(request);
});

test('register → bank deposit → operator approves → credit → withdraw → both histories', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = newMember('kbnk');
  await page.goto('/register');
  await expect(registerDialog(page, 1)).toBeVisible();
  await completeWizard(page, member);
  const complete = page.getByRole('dialog', { name: UI.registerComplete, exact: true });
  await complete.getByRole('button', { name: UI.successButton, exact: true }).click();
  await expectMemberView(page);

  // A new member has nothing to withdraw: the button is disabled, with why and the deposit beside it.
  await page.goto('/tx/withdraw');
  const blocked = page.getByRole('button', { name: WALLET.submitWithdraw, exact: true });
  await expect(blocked).toBeDisabled();
  await expect(blocked).toHaveAccessibleDescription(WALLET.withdrawNoCredit);
  await expect(page.getByRole('link', { name: WALLET.depositNow, exact: true })).toHaveAttribute('href', '/tx/deposit');
  await expectAxeClean(page, '/tx/withdraw (no credit)');
  await shot(page, 'wallet-withdraw-no-credit');
  // Empty histories show a drawing and the action that fills them.
  await page.goto('/tx/history/deposit');
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await expect(page.getByTestId('empty-state').getByRole('link', { name: WALLET.depositNow })).toHaveAttribute(
    'href',
    '/tx/deposit',
  );
  await expectAxeClean(page, '/tx/history/deposit (empty)');
  await shot(page, 'wallet-history-deposit-empty');

  // Deposit by bank transfer: the operator's account is shown to copy, the member says how much.
  await page.goto('/tx/deposit');
  await expect(page.getByRole('heading', { name: WALLET.depositTitle, exact: true })).toBeVisible();
  await expect(page.getByText(WALLET.transferTo).first()).toBeVisible();
  await fillAmount(page, 1000);
  // Thousands separators once the field is left (SPEC.md §5, §9).
  await page.getByLabel(WALLET.amount, { exact: true }).blur();
  await expect(page.getByLabel(WALLET.amount, { exact: true })).toHaveValue(formatThousands(1000));
  await shot(page, 'wallet-deposit');
  const depositAnswer = waitForJson<DepositRow>(page, 'POST', '/api/member/regulardeposit');
  await page.getByRole('button', { name: WALLET.submitDeposit, exact: true }).click();
  const deposit = await depositAnswer;
  expect(deposit).toMatchObject({ amount: 1000, status: 'waiting_for_approve', type: 'bank' });

  await expect(page).toHaveURL(/\/tx\/deposit-detail/);
  await expect(page.getByRole('heading', { name: WALLET.depositDetailTitle, exact: true })).toBeVisible();
  // A new page opens at its top, whatever the deposit page was scrolled to when the member sent.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByText(PENDING, { exact: true })).toBeVisible();
  await expect(page.getByTestId('amount')).toContainText(formatNumber(1000));
  await shot(page, 'wallet-deposit-detail');

  // The operator approves it through the operator API; the home card shows the new credit.
  const approved = await operatorApi<DepositRow>(request, 'POST', `/deposits/${deposit.id}/approve`, {});
  expect(approved.status).toBe('approved');
  await page.goto('/');
  await expect(page.getByTestId('credit')).toHaveText(formatNumber(1000));
  await shot(page, 'wallet-home-credit');

  // Withdraw 300 to the member's own bank.
  await page.goto('/tx/withdraw');
  await expect(page.getByRole('heading', { name: WALLET.withdrawTitle, exact: true })).toBeVisible();
  await expect(page.getByTestId('credit')).toHaveText(formatNumber(1000));
  await fillAmount(page, 300);
  await shot(page, 'wallet-withdraw');
  const withdrawAnswer = waitForJson<WithdrawRow>(page, 'POST', '/api/withdraw/withdraw');
  await page.getByRole('button', { name: WALLET.submitWithdraw, exact: true }).click();
  const withdrawal = await withdrawAnswer;
  expect(withdrawal).toMatchObject({ amount: 300, status: 'waiting_for_approve' });
  await expect(page).toHaveURL(/\/tx\/withdraw-detail/);
  await expect(page.getByRole('heading', { name: WALLET.withdrawDetailTitle, exact: true })).toBeVisible();
  await expect(page.getByText(PENDING, { exact: true })).toBeVisible();
  await expect(page.getByTestId('amount')).toContainText(formatNumber(300));
  await shot(page, 'wallet-withdraw-detail');

  // The hub links to both histories.
  // The hub shows the credit left (1,000 − 300 reserved) and links to both histories.
  await page.goto('/tx');
  await expect(page.getByRole('heading', { name: WALLET.hubTitle, exact: true })).toBeVisible();
  await expect(page.getByTestId('credit')).toHaveText(formatNumber(700));
  const histories = page.getByRole('navigation', { name: WALLET.historyTitle, exact: true });
  await expect(histories.getByRole('link', { name: WALLET.depositHistory, exact: true })).toBeVisible();
  await shot(page, 'wallet-hub');
  await histories.getByRole('link', { name: WALLET.depositHistory, exact: true }).click();
  await expect(page).toHaveURL(/\/tx\/history\/deposit$/);

  // Histories: Thai status labels of §4, amounts with thousands separators, dates DD/MM/YY HH:mm.
  await expect(page.getByRole('heading', { name: WALLET.historyTitle, exact: true })).toBeVisible();
  const depositRow = historyRow(page, formatDate(deposit.bank_time));
  await expect(depositRow).toBeVisible();
  await expect(depositRow.getByText(SUCCESS, { exact: true })).toBeVisible();
  await expect(depositRow.getByText(amountText(1000))).toBeVisible();
  await expect(depositRow.getByText(formatDate(deposit.bank_time), { exact: true })).toBeVisible();
  expect(formatDate(deposit.bank_time)).toMatch(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
  await shot(page, 'wallet-history-deposit');

  await page.goto('/tx/history/withdraw');
  const withdrawRow = historyRow(page, formatDate(withdrawal.bank_time));
  await expect(withdrawRow).toBeVisible();
  await expect(withdrawRow.getByText(PENDING, { exact: true })).toBeVisible();
  await expect(withdrawRow.getByText(amountText(300))).toBeVisible();
  await shot(page, 'wallet-history-withdraw');
});

test('a gateway deposit: QR with a countdown, paid in the sandbox, the page moves to completed', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const member = newMember('scb');
  await registerByApi(request, member);
  await page.goto('/login');
  await loginThroughDialog(page, member.tel, member.password);
  await expectMemberView(page);

  await page.goto('/tx/deposit');
  await fillAmount(page, 250.5);
  const created = waitForJson<GatewayPayment>(page, 'POST', '/api/member/cp/deposit');
  const gateways = page.getByRole('region', { name: WALLET.gatewayTitle, exact: true });
  await gateways.getByRole('button', { name: DEFAULT_GATEWAY_NAMES.cp }).click();
  const payment = await created;
  expect(payment).toMatchObject({ provider: 'cp', amount: 250.5, status: 'pending' });
  // An EMVCo PromptPay payload (format indicator 01) carrying the exact amount (tag 54).
  expect(payment.qr_payload).toMatch(/^000201/);
  expect(payment.qr_payload).toContain('5406250.50');

  await expect(page).toHaveURL(new RegExp(`/tx/deposit-qr\\?ref=${payment.reference}`));
  await expect(page.getByRole('heading', { name: WALLET.qrTitle, exact: true })).toBeVisible();
  const qr = page.getByRole('img', { name: WALLET.qrImage, exact: true });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/(png|svg)/);
  // The countdown to expiry (mm:ss) runs.
  await expect(page.getByText(WALLET.expiresIn)).toBeVisible();
  const countdown = page.getByTestId('countdown');
  await expect(countdown).toHaveText(/^\d{2}:\d{2}$/);
  const first = await countdown.innerText();
  await expect.poll(() => countdown.innerText(), { timeout: 5_000 }).not.toBe(first);
  await shot(page, 'wallet-deposit-qr');

  // The sandbox gateway reports the payment; the page notices by itself.
  await operatorApi(request, 'POST', `/payments/${payment.reference}/mark-paid`);
  await expect(page).toHaveURL(/\/tx\/payment\/completed/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: WALLET.paymentCompleted, exact: true })).toBeVisible();
  await expect(page.getByTestId('amount')).toHaveText(formatNumber(250.5));
  await shot(page, 'wallet-payment-completed');

  await page.goto('/');
  await expect(page.getByTestId('credit')).toHaveText(formatNumber(250.5));
});
