import { type DepositRow, formatNumber, type SandboxBankTransfer, WALLET } from '@member/shared';
import { expectAxeClean } from './a11y-helpers';
import { expect, test } from './fixtures';
import { operatorApi, shot, signInNewMember, waitForJson } from './helpers';
import { autoDepositsOn, forward, scbCreditSms } from './statement-helpers';

test('a member’s exact transfer credits itself at 375 px, with nobody in the back office', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { account, source, restore } = await autoDepositsOn(request);
  try {
    // A member opens the deposit page: the automatic channel is explained.
    await signInNewMember(page, request);
    await page.goto('/tx/deposit');
    await expect(page.getByRole('heading', { name: WALLET.autoDepositTitle, exact: true })).toBeVisible();
    await expect(page.getByText(WALLET.autoDepositNote)).toBeVisible();
    await page.getByLabel(WALLET.amount, { exact: true }).fill('500');
    const requested = waitForJson<DepositRow>(page, 'POST', '/api/member/regulardeposit');
    await page.getByRole('button', { name: WALLET.submitDeposit, exact: true }).click();
    const deposit = await requested;
    expect(deposit.exactAmount).toBe(true);
    expect(deposit.amount).toBeGreaterThan(500);
    expect(deposit.amount).toBeLessThan(501);

    // The detail asks for the exact amount, large and copyable.
    await expect(page).toHaveURL(/\/tx\/deposit-detail/);
    await expect(page.getByRole('heading', { name: WALLET.exactAmountTitle, exact: true })).toBeVisible();
    await expect(page.getByTestId('exact-amount')).toContainText(formatNumber(deposit.amount));
    await expect(page.getByText(WALLET.autoPendingNote)).toBeVisible();
    await expectAxeClean(page, '/tx/deposit-detail (exact amount)');
    await shot(page, 'auto-deposit-exact-amount');

    // The member transfers exactly that (the sandbox bank); its SMS reaches the site's phone, which forwards it.
    const transfer = await operatorApi<SandboxBankTransfer>(request, 'POST', '/sandbox/bank-transfers', {
      depositBankAccountId: account.id,
      amount: deposit.amount,
    });
    expect(transfer.line).toMatchObject({ state: 'matched_auto' });

    // Nobody opened the back office: the detail turns approved by itself, the credit is there.
    await expect(page.getByText(WALLET.approvedAutomatically, { exact: true })).toBeVisible({ timeout: 15_000 });
    await shot(page, 'auto-deposit-approved');
    await page.goto('/');
    await expect(page.getByTestId('credit')).toHaveText(formatNumber(deposit.amount));

    // A transfer of a round amount, not the unique one asked: it waits for an operator (backoffice/auto-deposit.spec.ts).
    const waiting = await forward(request, source.token, scbCreditSms(account.accountNumber, 300));
    expect(waiting.state).toBe('review');
  } finally {
    await restore();
  }
});
