import {
  type AdminPromotion,
  type AdminWithdrawRow,
  type DepositRow,
  formatNumber,
  GAME,
  MONEY_TOASTS,
  type Page as ApiPage,
  SANDBOX_SLOT,
  TURNOVER_TEXTS,
  txStatus,
  WALLET,
  type WithdrawRow,
} from '@member/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAxeClean } from './a11y-helpers';
import { expect, test } from './fixtures';
import {
  alertDialog,
  apiCall,
  ensureWalletChannels,
  memberToken,
  operatorApi,
  payoutRules,
  shot,
  signInNewMember,
  type TestMember,
  waitForJson,
} from './helpers';

const GAME_NAME = SANDBOX_SLOT.gameName;
const BET = 50;

test.beforeEach(async ({ request }) => {
  await ensureWalletChannels(request);
});

async function withdrawThroughPage(page: Page, baht: number) {
  await page.goto('/tx/withdraw');
  await page.getByLabel(WALLET.amount, { exact: true }).fill(String(baht));
  await page.getByRole('button', { name: WALLET.submitWithdraw, exact: true }).click();
}

/** A deposit of `amount` with a promotion's bonus, approved by the operator. */
async function depositWithBonus(page: Page, request: APIRequestContext, promotion: AdminPromotion, amount: number) {
  const token = await memberToken(page);
  await apiCall(request, 'PUT', '/promotion/bonus', { token, body: { bonus: 1 } });
  const deposit = await apiCall<DepositRow>(request, 'POST', '/member/regulardeposit', {
    token,
    body: { amount, promotionId: promotion.id },
  });
  await operatorApi(request, 'POST', `/deposits/${deposit.id}/approve`, {});
}

test('a bonus’s turnover blocks the withdrawal until it is played through the sandbox slot', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const promotion = await operatorApi<AdminPromotion>(request, 'POST', '/promotions', {
    title: `โบนัสฝาก 20 บาท ${Date.now()}`,
    description: '<p>ฝาก 100 รับ 20 ทำเทิร์น 1 เท่า</p>',
    kind: 'deposit_fixed',
    fixedBonus: 20,
    minDeposit: 100,
    turnoverMultiple: 1,
    startDate: new Date(Date.now() - 60_000).toISOString(),
  });
  const member = await signInNewMember(page, request);
  await depositWithBonus(page, request, promotion, 100);
  // Own money to play with: stakes count whatever money they are made with.
  await operatorApi(request, 'POST', `/members/${member.tel}/adjustments`, {
    direction: 'credit',
    amount: 1000,
    reason: 'e2e: เงินสำหรับเล่นเกม',
  });

  // The home wallet card and the withdrawal page show what is left to play.
  await page.goto('/');
  await expect(page.getByText(TURNOVER_TEXTS.progress(0, 120)).first()).toBeVisible();
  await shot(page, 'turnover-home');
  await page.goto('/tx/withdraw');
  await expect(page.getByText(TURNOVER_TEXTS.left(120)).first()).toBeVisible();
  await expectAxeClean(page, '/tx/withdraw with turnover');
  await shot(page, 'turnover-withdraw');
  await withdrawThroughPage(page, 100);
  await expect(alertDialog(page)).toContainText(TURNOVER_TEXTS.withdrawBlocked(120));
  await shot(page, 'turnover-withdraw-refused');

  // Three spins of 50 through the slot pay the 120 down.
  await page.goto('/game');
  await page.getByRole('button', { name: GAME.playGame(GAME_NAME), exact: true }).click();
  const slot = page.frameLocator(`iframe[title="${GAME.frameTitle(GAME_NAME)}"]`);
  const spin = slot.getByRole('button', { name: SANDBOX_SLOT.spin, exact: true });
  await expect(spin).toBeEnabled();
  await slot.getByText(SANDBOX_SLOT.betOption.replace('{amount}', String(BET)), { exact: true }).click();
  for (let staked = 0; staked < 120; staked += BET) {
    const answer = page.waitForResponse((response) => response.url().endsWith('/games/sandbox/api/spin'));
    await spin.click();
    expect((await answer).status()).toBe(200);
    await expect(spin).toBeEnabled({ timeout: 10_000 });
  }
  await page.getByRole('button', { name: GAME.close, exact: true }).click();

  await page.goto('/tx/withdraw');
  await expect(page.getByText(TURNOVER_TEXTS.progressLabel)).toHaveCount(0);
  const answer = waitForJson<WithdrawRow>(page, 'POST', '/api/withdraw/withdraw');
  await withdrawThroughPage(page, 100);
  expect(await answer).toMatchObject({ amount: 100, status: 'waiting_for_approve' });
});

test('a small withdrawal pays itself and the member sees it live; one over the ceiling waits with its rule', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member: TestMember = await signInNewMember(page, request);
  await operatorApi(request, 'POST', `/members/${member.tel}/adjustments`, {
    direction: 'credit',
    amount: 2000,
    reason: 'e2e: เงินสำหรับถอน',
  });
  const token = await memberToken(page);
  try {
    await payoutRules(request);
    // The member's first withdrawal always waits for a person.
    const first = await apiCall<WithdrawRow>(request, 'POST', '/withdraw/withdraw', { token, body: { amount: 100 } });
    const queue = await operatorApi<ApiPage<AdminWithdrawRow>>(request, 'GET', `/members/${member.tel}/withdrawals`);
    expect(queue.items.find((row) => row.id === first.id)?.auto_stop).toBe('first_withdrawal');
    await operatorApi(request, 'POST', `/withdrawals/${first.id}/approve`, {});

    // A small one: paid by the provider while the member watches its page.
    const answer = waitForJson<WithdrawRow>(page, 'POST', '/api/withdraw/withdraw');
    await withdrawThroughPage(page, 200);
    expect(await answer).toMatchObject({ amount: 200 });
    await expect(page).toHaveURL(/\/tx\/withdraw-detail/);
    // The toast comes only from the live event: nothing was reloaded.
    await expect(page.getByText(MONEY_TOASTS.withdrawal.approved(formatNumber(200)))).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(txStatus('approved').label, { exact: true })).toBeVisible();
    await shot(page, 'payout-paid-live');
    await page.goto('/tx');
    await expect(page.getByTestId('credit')).toHaveText(formatNumber(1700));

    // Over the ceiling: it waits, and the operator reads why.
    const big = await apiCall<WithdrawRow>(request, 'POST', '/withdraw/withdraw', { token, body: { amount: 600 } });
    const row = (
      await operatorApi<ApiPage<AdminWithdrawRow>>(request, 'GET', `/members/${member.tel}/withdrawals`)
    ).items.find((item) => item.id === big.id);
    expect(row).toMatchObject({ status: 'waiting_for_approve', auto_stop: 'over_ceiling', payout: null });
  } finally {
    await payoutRules(request, { enabled: false });
  }
});
