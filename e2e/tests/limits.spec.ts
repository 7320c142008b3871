import { LIMIT_TEXTS, UI, WALLET, type WithdrawRow } from '@member/shared';
import { expectAxeClean } from './a11y-helpers';
import { expect, test } from './fixtures';
import { alertDialog, ensureWalletChannels, operatorApi, shot, signInNewMember, waitForJson } from './helpers';

test.beforeEach(async ({ request }) => {
  await ensureWalletChannels(request);
});

test('a member sets a daily limit, is refused above it, takes a 24-hour break, cannot deposit or play, still withdraws', async ({
  page,
  request,
}) => {
  const member = await signInNewMember(page, request);
  await operatorApi(request, 'POST', `/members/${member.tel}/adjustments`, {
    direction: 'credit',
    amount: 500,
    reason: 'ทดสอบ',
  });

  // The profile links to the limits page.
  await page.goto('/profile');
  await page.getByRole('link', { name: LIMIT_TEXTS.profileLink, exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/limits$/);
  await expect(page.getByRole('heading', { name: LIMIT_TEXTS.title, exact: true })).toBeVisible();
  await expectAxeClean(page, '/profile/limits');
  await shot(page, 'limits');

  const day = page.getByRole('textbox', { name: LIMIT_TEXTS.periodLabel('day'), exact: true });
  await day.fill('300');
  await page.getByRole('button', { name: LIMIT_TEXTS.save, exact: true }).click();
  await expect(page.getByText(LIMIT_TEXTS.saved)).toBeVisible();
  await page.getByRole('button', { name: UI.successButton, exact: true }).click();

  // Above the limit: refused with what is left, nothing recorded.
  await page.goto('/tx/deposit');
  await page.getByLabel(WALLET.amount, { exact: true }).fill('400');
  await page.getByRole('button', { name: WALLET.submitDeposit, exact: true }).click();
  await expect(alertDialog(page)).toContainText(LIMIT_TEXTS.overLimit('day', 300));

  // A 24-hour break, confirmed first.
  await page.goto('/profile/limits');
  await page.getByRole('radio', { name: LIMIT_TEXTS.breakKind['24h'], exact: true }).check();
  await page.getByRole('button', { name: LIMIT_TEXTS.startBreak, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: LIMIT_TEXTS.confirmTitle });
  await expect(confirm).toContainText(LIMIT_TEXTS.confirmBody('24h'));
  await confirm.getByRole('button', { name: LIMIT_TEXTS.confirm, exact: true }).click();
  await expect(page.getByText(LIMIT_TEXTS.breakStarted)).toBeVisible();
  await page.getByRole('button', { name: UI.successButton, exact: true }).click();
  const onBreak = page.getByText(/^คุณอยู่ระหว่างการพักเล่น ถึงวันที่ /);
  await expect(onBreak).toBeVisible();
  await expectAxeClean(page, '/profile/limits on a break');
  await shot(page, 'limits-on-break');

  // Deposit, the game launch and the mini-game show the message instead of their actions.
  await page.goto('/tx/deposit');
  await expect(onBreak).toBeVisible();
  await expect(page.getByRole('button', { name: WALLET.submitDeposit, exact: true })).toHaveCount(0);
  await shot(page, 'limits-deposit-on-break');
  await page.goto('/game');
  await expect(onBreak).toBeVisible();
  await page.goto('/mini-game/play');
  await expect(onBreak).toBeVisible();

  // Withdrawal and history still work.
  await page.goto('/tx/withdraw');
  await page.getByLabel(WALLET.amount, { exact: true }).fill('200');
  const answer = waitForJson<WithdrawRow>(page, 'POST', '/api/withdraw/withdraw');
  await page.getByRole('button', { name: WALLET.submitWithdraw, exact: true }).click();
  expect(await answer).toMatchObject({ amount: 200, status: 'waiting_for_approve' });
  await page.goto('/tx/history/withdraw');
  await expect(page.getByRole('heading', { name: WALLET.historyTitle, exact: true })).toBeVisible();
  await expect(page.getByText('200.00', { exact: true })).toBeVisible();
});
