import {
  ENGLISH_SERVER_MESSAGES,
  formatDate,
  formatNumber,
  translateServerMessage,
  txStatus,
  UI,
  WALLET,
  type WithdrawRow,
} from '@member/shared';
import { expect, test } from './fixtures';
import {
  alertDialog,
  apiCall,
  ensureWalletChannels,
  expectMemberView,
  historyRow,
  loginThroughDialog,
  memberChannelFollowed,
  memberToken,
  newMember,
  operatorApi,
  registerByApi,
  shot,
} from './helpers';

test.beforeEach(async ({ request }) => {
  await ensureWalletChannels(request);
});

test('the server refuses a withdrawal over the credit and a deposit while a withdrawal waits, in Thai', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const member = newMember('kbnk');
  await registerByApi(request, member);
  await page.goto('/login');
  await loginThroughDialog(page, member.tel, member.password);
  await expectMemberView(page);
  await operatorApi(request, 'POST', `/members/${member.tel}/adjustments`, {
    direction: 'credit',
    amount: 500,
    reason: 'e2e funding',
  });

  const followed = memberChannelFollowed(page);
  await page.goto('/tx/withdraw');
  await expect(page.getByTestId('credit')).toHaveText(formatNumber(500));
  // Once its socket follows the member's channel the page reads its credit again; from then on it
  // holds what it shows until a push or a refusal tells it otherwise.
  await followed;
  const amount = page.getByLabel(WALLET.amount, { exact: true });

  // Over the credit the page shows: its own rule, and nothing is sent.
  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/withdraw/withdraw')) sent = true;
  });
  await amount.fill('600');
  await page.getByRole('button', { name: WALLET.submitWithdraw, exact: true }).click();
  await expect(page.getByText(WALLET.amountOverCredit(formatNumber(500)), { exact: true })).toBeVisible();
  expect(sent).toBe(false);

  // Another device withdraws 400 while this page still shows 500: the page's own check passes,
  // the server refuses, and the alert shows its message translated (SPEC.md §8).
  const token = await memberToken(page);
  const other = await apiCall<WithdrawRow>(request, 'POST', '/withdraw/withdraw', { token, body: { amount: 400 } });
  expect(other.status).toBe('waiting_for_approve');
  await amount.fill('200');
  await page.getByRole('button', { name: WALLET.submitWithdraw, exact: true }).click();
  const alert = alertDialog(page);
  await expect(alert).toBeVisible();
  const balanceText = translateServerMessage(ENGLISH_SERVER_MESSAGES.balanceTooLow);
  expect(balanceText).not.toBe(ENGLISH_SERVER_MESSAGES.balanceTooLow);
  await expect(alert.getByText(balanceText)).toBeVisible();
  await expect(alert.getByText(ENGLISH_SERVER_MESSAGES.balanceTooLow)).toHaveCount(0);
  await shot(page, 'wallet-withdraw-over-credit');
  await alert.getByRole('button', { name: UI.alertOk, exact: true }).click();
  await expect(alert).toHaveCount(0);

  // The 400 still waits for approval: a deposit is refused with the translated text.
  await page.goto('/tx/deposit');
  await page.getByLabel(WALLET.amount, { exact: true }).fill('100');
  await page.getByRole('button', { name: WALLET.submitDeposit, exact: true }).click();
  const pendingText = translateServerMessage(ENGLISH_SERVER_MESSAGES.pendingWithdraw);
  expect(pendingText).not.toBe(ENGLISH_SERVER_MESSAGES.pendingWithdraw);
  await expect(alert).toBeVisible();
  await expect(alert.getByText(pendingText)).toBeVisible();
  await shot(page, 'wallet-deposit-pending-withdraw');
  await alert.getByRole('button', { name: UI.alertOk, exact: true }).click();

  // The operator rejects the withdrawal: the reservation is voided, the credit comes back, and the
  // history shows the error label with the operator's annotation.
  const annotation = 'บัญชีปลายทางไม่ถูกต้อง';
  const rejected = await operatorApi<WithdrawRow>(request, 'POST', `/withdrawals/${other.id}/reject`, { annotation });
  expect(rejected.status).toBe('rejected');
  await page.goto('/tx/history/withdraw');
  const row = historyRow(page, formatDate(other.bank_time));
  await expect(row.getByText(txStatus('rejected').label, { exact: true })).toBeVisible();
  await expect(row.getByText(annotation)).toBeVisible();
  await shot(page, 'wallet-history-withdraw-rejected');
  await page.goto('/tx');
  await expect(page.getByTestId('credit')).toHaveText(formatNumber(500));
});
