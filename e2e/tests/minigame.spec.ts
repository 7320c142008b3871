import {
  type AdminMinigameGame,
  ALWAYS_SUCCESS_LABEL,
  type AdminMinigameWithdrawalRow,
  type DepositRow,
  formatNumber,
  LABELS,
  MINIGAME,
  MINIGAME_API_BASE,
  MINIGAME_KINDS,
  type PrizeInput,
  STATUS_LABELS,
} from '@member/shared';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAxeClean } from './a11y-helpers';
import { expect, test } from './fixtures';
import { apiCall, memberToken, operatorApi, operatorLogin, shot, signInNewMember } from './helpers';

const DEPOSIT = 300;
/** 1 coin per 100 baht of an approved deposit (the seeded rule): three plays. */
const COINS = 3;
/** Each game's table for this test: always this much profit (the other row weighs nothing). */
const PROFIT_PRIZE = 10;
const ALWAYS_PROFIT: PrizeInput[] = [
  { kind: 'profit', amount: PROFIT_PRIZE, creditExpiryDays: null, weight: 1, label: null },
  { kind: 'nothing', amount: 0, creditExpiryDays: null, weight: 0, label: null },
];

/** An operator call of the mini-game service (its own base, the back office's token). */
async function minigameOperator<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const token = await operatorLogin(request);
  const response = await request.fetch(`${MINIGAME_API_BASE}/operator${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: body,
  });
  const text = await response.text();
  expect(response.ok(), `${method} ${path} → ${response.status()} ${text}`).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}

const baht = (amount: number) => `${formatNumber(amount)} ${LABELS.currency}`;

/** Plays one round of the open game page and closes the prize dialog; answers the prize's label. */
async function playRound(page: Page, kind: (typeof MINIGAME_KINDS)[number]): Promise<string> {
  // The widest the document gets, every frame of the round (the wheel turns, the confetti falls).
  await page.evaluate(() => {
    const probe = window as unknown as { widest: number };
    probe.widest = 0;
    const frame = () => {
      probe.widest = Math.max(probe.widest, document.documentElement.scrollWidth);
      requestAnimationFrame(frame);
    };
    frame();
  });
  if (kind === 'wheel') await page.getByRole('button', { name: MINIGAME.spin, exact: true }).click();
  else
    await page.getByRole('button', { name: (kind === 'card' ? MINIGAME.card : MINIGAME.box)(1), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: MINIGAME.resultWinTitle, exact: true });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const prize = (await dialog.getByTestId('prize').textContent())?.trim() ?? '';
  // The result says what was won, without the provably fair words; the confetti never widens the page.
  await expect(dialog).not.toContainText('nonce');
  await page.waitForTimeout(600);
  expect(await page.evaluate(() => (window as unknown as { widest: number }).widest)).toBe(375);
  await shot(page, `minigame-${kind}-prize`);
  await dialog.getByRole('button', { name: MINIGAME.playAgain, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  return prize;
}

test('a member earns coins by a deposit, plays the wheel, the cards and the boxes, withdraws the profit to credit', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const games = await minigameOperator<AdminMinigameGame[]>(request, 'GET', '/games');
  const originals = new Map(games.map((game) => [game.slug, game.table.prizes]));
  const slugOf = (kind: string) => games.find((game) => game.kind === kind && game.active)?.slug ?? '';
  for (const kind of MINIGAME_KINDS) {
    await minigameOperator(request, 'PUT', `/games/${slugOf(kind)}/prizes`, { prizes: ALWAYS_PROFIT });
  }
  try {
    // A deposit the operator approves earns the coins.
    const member = await signInNewMember(page, request);
    const token = await memberToken(page);
    const deposit = await apiCall<DepositRow>(request, 'POST', '/member/regulardeposit', {
      token,
      body: { amount: DEPOSIT },
    });
    await operatorApi(request, 'POST', `/deposits/${deposit.id}/approve`, {});
    await page.goto('/mini-game');
    await expect(page.getByTestId('coins')).toHaveText(`${COINS} ${MINIGAME.coinUnit}`);
    await expectAxeClean(page, '/mini-game');
    // Axe's experimental rule too: each card's link is named by what it shows (the game's name).
    const mismatch = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
    expect(mismatch.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual(
      [],
    );
    const firstCard = page.getByTestId('game-card').first();
    await expect(firstCard.getByRole('link')).toHaveAccessibleName(
      (await firstCard.getByRole('link').textContent()) ?? '',
    );
    await shot(page, 'minigame-hub');

    // Each game once: the prize the server drew is the one shown.
    for (const kind of MINIGAME_KINDS) {
      await page.goto(`/mini-game/play/${slugOf(kind)}`);
      expect(await playRound(page, kind)).toContain(formatNumber(PROFIT_PRIZE));
    }
    await expect(page.getByTestId('coins')).toHaveText(`0 ${MINIGAME.coinUnit}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);

    // No coins left: the spin is disabled, with why beside it and the deposit that earns coins.
    await page.goto(`/mini-game/play/${slugOf('wheel')}`);
    const spin = page.getByRole('button', { name: MINIGAME.spin, exact: true });
    await expect(spin).toBeDisabled();
    await expect(spin).toHaveAccessibleDescription(MINIGAME.noCoins('1'));
    await expect(page.getByRole('link', { name: MINIGAME.depositForCoins, exact: true })).toHaveAttribute(
      'href',
      '/tx/deposit',
    );
    // The verifier is a closed panel in Thai words, opened from the keyboard.
    const fairness = page.getByRole('button', { name: MINIGAME.fairTitle, exact: true });
    await expect(fairness).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/seed|nonce|SHA-256/i)).toHaveCount(0);
    await expect(page.getByTestId('server-seed-hash')).toHaveCount(0);
    await shot(page, 'minigame-no-coins');
    await fairness.focus();
    await page.keyboard.press('Enter');
    await expect(fairness).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('server-seed-hash')).toBeVisible();
    await expect(page.getByText(/seed|nonce|SHA-256/i)).toHaveCount(0);
    await expectAxeClean(page, '/mini-game/play (fairness open, no coins)');
    await shot(page, 'minigame-fairness-open');

    // The history rows carry none of it until their panel opens.
    await page.goto('/mini-game/history');
    await expect(page.getByTestId('history-row')).toHaveCount(MINIGAME_KINDS.length);
    await expect(page.getByText(/seed|nonce|SHA-256/i)).toHaveCount(0);
    await expect(page.getByText(MINIGAME.clientSeed)).toHaveCount(0);
    const rowPanel = page.getByTestId('history-row').first().getByRole('button', { name: MINIGAME.fairTitle });
    await expect(rowPanel).toHaveAttribute('aria-expanded', 'false');
    await rowPanel.press('Space');
    await expect(rowPanel).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(MINIGAME.clientSeed)).toHaveCount(1);
    await expectAxeClean(page, '/mini-game/history');
    await shot(page, 'minigame-history');

    // The prizes are in the reward history, each a success.
    await page.goto('/mini-game/reward-history');
    await expect(page.getByTestId('history-row')).toHaveCount(MINIGAME_KINDS.length);
    await expect(page.getByText(ALWAYS_SUCCESS_LABEL, { exact: true })).toHaveCount(MINIGAME_KINDS.length);

    await page.goto('/mini-game/profit');
    const profit = PROFIT_PRIZE * MINIGAME_KINDS.length;
    await expect(page.getByTestId('profit')).toHaveText(baht(profit));

    // All the profit to the wallet; the operator approves; the credit rises by exactly that.
    await page.goto('/mini-game/profit-manage/withdraw');
    await page.getByRole('button', { name: MINIGAME.withdrawAll, exact: true }).click();
    await page.getByRole('button', { name: MINIGAME.submitWithdraw, exact: true }).click();
    await expect(page).toHaveURL(/\/mini-game\/profit-manage\/withdraw-detail\?id=\d+/);
    await expect(page.getByText(MINIGAME.withdrawPendingNote)).toBeVisible();
    await expectAxeClean(page, '/mini-game/profit-manage/withdraw-detail');
    await shot(page, 'minigame-withdraw-detail');

    const queue = await minigameOperator<{ items: AdminMinigameWithdrawalRow[] }>(
      request,
      'GET',
      '/withdrawals?status=pending&limit=100',
    );
    const mine = queue.items.find((row) => row.member.tel === member.tel);
    expect(mine?.amount).toBe(profit);
    await minigameOperator(request, 'POST', `/withdrawals/${mine?.id}/approve`, {});
    await expect(page.getByText(STATUS_LABELS.success, { exact: true })).toBeVisible({ timeout: 15_000 });
    await page.goto('/');
    await expect(page.getByTestId('credit')).toHaveText(formatNumber(DEPOSIT + profit));
  } finally {
    for (const [slug, prizes] of originals) {
      await minigameOperator(request, 'PUT', `/games/${slug}/prizes`, {
        prizes: prizes.map(({ kind, amount, creditExpiryDays, weight, label }) => ({
          kind,
          amount,
          creditExpiryDays,
          weight,
          label,
        })),
      });
    }
  }
});
