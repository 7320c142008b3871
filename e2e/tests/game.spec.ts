import { formatNumber, GAME, type Page as ApiPage, type PlayRound, SANDBOX_HILO, SANDBOX_SLOT } from '@member/shared';
import { axeViolations, expectAxeClean } from './a11y-helpers';
import { expect, test } from './fixtures';
import { apiCall, memberToken, operatorApi, shot, signInNewMember } from './helpers';

const GAME_NAME = SANDBOX_SLOT.gameName;
const START_CREDIT = 500;
/** A win and a loss both come within 40 spins but for a chance far below one in a million (hit rate 40 %). */
const MAX_SPINS = 40;

interface SpinAnswer {
  round_id: string;
  bet: number;
  amount: number;
  balance: number;
}

test('a member plays the sandbox slot at 375 px: a loss and a win, and the credit moves by the rounds’ net', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const member = await signInNewMember(page, request);
  await operatorApi(request, 'POST', `/members/${member.tel}/adjustments`, {
    direction: 'credit',
    amount: START_CREDIT,
    reason: 'e2e: เครดิตสำหรับทดลองเล่นเกม',
  });

  await page.goto('/game');
  const credit = page.getByTestId('credit');
  await expect(credit).toHaveText(formatNumber(START_CREDIT));
  await expect(page.getByTestId('game-username')).toHaveText(member.tel);
  const play = page.getByRole('button', { name: GAME.playGame(GAME_NAME), exact: true });
  await expect(play).toBeVisible();
  await expectAxeClean(page, '/game');
  await shot(page, 'game');

  await play.click();
  const frame = page.getByRole('dialog', { name: GAME_NAME, exact: true });
  await expect(frame).toBeVisible();
  const slot = page.frameLocator(`iframe[title="${GAME.frameTitle(GAME_NAME)}"]`);
  const spin = slot.getByRole('button', { name: SANDBOX_SLOT.spin, exact: true });
  await expect(spin).toBeEnabled();
  // The launch token left the game's address once used.
  const gameUrl =
    page
      .frames()
      .find((candidate) => candidate.url().includes('/games/sandbox/play'))
      ?.url() ?? '';
  expect(gameUrl).not.toContain('token=');
  await expect(slot.locator('#balance')).toHaveText(`${formatNumber(START_CREDIT)} ${SANDBOX_SLOT.currency}`);
  await expect(slot.getByRole('heading', { name: SANDBOX_SLOT.paytable })).toBeVisible();
  await shot(page, 'slot');
  // Its data is in (the balance shows); the frame's page holds a session, not an idle network, so
  // axe runs without waiting for one.
  expect.soft(await axeViolations(page), 'axe on the slot over /game').toEqual([]);

  // Sound is on until the member mutes it; the choice is kept.
  const soundOff = slot.getByRole('button', { name: SANDBOX_SLOT.soundOff, exact: true });
  await soundOff.click();
  await expect(slot.getByRole('button', { name: SANDBOX_SLOT.soundOn, exact: true })).toBeVisible();

  await slot.getByText(SANDBOX_SLOT.betOption.replace('{amount}', '5'), { exact: true }).click();
  const rounds: SpinAnswer[] = [];
  const won = () => rounds.some((round) => round.amount > 0);
  const lost = () => rounds.some((round) => round.amount === 0);
  while (rounds.length < MAX_SPINS && !(won() && lost())) {
    const answer = page.waitForResponse((response) => response.url().endsWith('/games/sandbox/api/spin'));
    await spin.click();
    const response = await answer;
    expect(response.status(), await response.text()).toBe(200);
    const round = ((await response.json()) as { data: SpinAnswer }).data;
    expect(round.bet).toBe(5);
    rounds.push(round);
    // The reels stop, the balance after the round shows, the button is back.
    await expect(spin).toBeEnabled({ timeout: 10_000 });
    await expect(slot.locator('#balance')).toHaveText(`${formatNumber(round.balance)} ${SANDBOX_SLOT.currency}`);
    const message = slot.locator('#message');
    if (round.amount > 0) await expect(message).toContainText(String(round.amount));
    else await expect(message).toContainText(SANDBOX_SLOT.lose);
    if (round.amount > 0 && rounds.filter((r) => r.amount > 0).length === 1) await shot(page, 'slot-win');
  }
  expect(won(), `a win within ${MAX_SPINS} spins`).toBe(true);
  expect(lost(), `a loss within ${MAX_SPINS} spins`).toBe(true);

  await frame.getByRole('button', { name: GAME.close, exact: true }).click();
  await expect(frame).toBeHidden();

  // The rounds as the wallet recorded them, and the credit moved by exactly their net.
  const history = await apiCall<ApiPage<PlayRound>>(request, 'GET', '/play/history?page=1&limit=100', {
    token: await memberToken(page),
  });
  expect(history.total).toBe(rounds.length);
  expect(new Set(history.items.map((row) => row.round_id))).toEqual(new Set(rounds.map((round) => round.round_id)));
  for (const row of history.items) expect(row.status).toBe('ended');
  const net = history.items.reduce((sum, row) => sum + row.net, 0);
  expect(net).toBe(rounds.reduce((sum, round) => sum + round.amount - round.bet, 0));
  await expect(credit).toHaveText(formatNumber(START_CREDIT + net));
  await shot(page, 'game-after');
});

test('the slot refuses a bet above the credit in Thai, and moves nothing', async ({ page, request }) => {
  await signInNewMember(page, request);
  await page.goto('/game');
  await page.getByRole('button', { name: GAME.playGame(GAME_NAME), exact: true }).click();
  const slot = page.frameLocator(`iframe[title="${GAME.frameTitle(GAME_NAME)}"]`);
  const spin = slot.getByRole('button', { name: SANDBOX_SLOT.spin, exact: true });
  await expect(spin).toBeEnabled();
  await spin.click();
  await expect(slot.locator('#message')).toHaveText(SANDBOX_SLOT.errors.INSUFFICIENT_FUNDS);
  await expect(slot.locator('#balance')).toHaveText(`${formatNumber(0)} ${SANDBOX_SLOT.currency}`);
  await shot(page, 'slot-refused');
  await page.getByRole('button', { name: GAME.close, exact: true }).click();
  await expect(page.getByTestId('credit')).toHaveText(formatNumber(0));
  // Closing the frame gives the focus back to the game's play button.
  await expect(page.getByRole('button', { name: GAME.playGame(GAME_NAME), exact: true })).toBeFocused();
});

interface RollAnswer {
  round_id: string;
  bet: number;
  choice: string;
  dice: number[];
  total: number;
  result: string;
  multiplier: number;
  amount: number;
  balance: number;
}

test('a member plays ไฮโล at 375 px: each roll moves the balance by its result, the credit by the rounds’ net', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const start = 200;
  const member = await signInNewMember(page, request);
  await operatorApi(request, 'POST', `/members/${member.tel}/adjustments`, {
    direction: 'credit',
    amount: start,
    reason: 'e2e: เครดิตสำหรับทดลองเล่นไฮโล',
  });

  await page.goto('/game');
  const credit = page.getByTestId('credit');
  await expect(credit).toHaveText(formatNumber(start));
  await page.getByRole('button', { name: GAME.playGame(SANDBOX_HILO.gameName), exact: true }).click();
  const frame = page.getByRole('dialog', { name: SANDBOX_HILO.gameName, exact: true });
  await expect(frame).toBeVisible();
  const hilo = page.frameLocator(`iframe[title="${GAME.frameTitle(SANDBOX_HILO.gameName)}"]`);
  const roll = hilo.getByRole('button', { name: SANDBOX_HILO.roll, exact: true });
  await expect(roll).toBeEnabled();
  await expect(hilo.locator('#balance')).toHaveText(`${formatNumber(start)} ${SANDBOX_HILO.currency}`);
  await expect(hilo.getByRole('group', { name: SANDBOX_HILO.choice })).toBeVisible();
  await expect(hilo.getByRole('heading', { name: SANDBOX_HILO.rules })).toBeVisible();
  await shot(page, 'hilo');
  expect.soft(await axeViolations(page), 'axe on ไฮโล over /game').toEqual([]);

  await hilo.getByText(SANDBOX_HILO.low, { exact: true }).click();
  await hilo.getByText(SANDBOX_HILO.betOption.replace('{amount}', '10'), { exact: true }).click();
  const rounds: RollAnswer[] = [];
  let balance = start;
  const won = () => rounds.some((round) => round.amount > 0);
  const lost = () => rounds.some((round) => round.amount === 0);
  // A win and a loss both come within 30 rolls but for a chance below one in 10^8 (hit rate 48.6 %).
  while (rounds.length < 30 && !(won() && lost())) {
    const answer = page.waitForResponse((response) => response.url().endsWith('/games/sandbox/api/roll'));
    await roll.click();
    const response = await answer;
    expect(response.status(), await response.text()).toBe(200);
    const round = ((await response.json()) as { data: RollAnswer }).data;
    rounds.push(round);
    // The rules of decision 0106, checked on what the server drew.
    const triple = round.dice.every((die) => die === round.dice[0]);
    const total = round.dice.reduce((sum, die) => sum + die, 0);
    expect(round).toMatchObject({ bet: 10, choice: 'low', total });
    expect(round.result).toBe(triple ? 'triple' : total <= 10 ? 'low' : 'high');
    expect(round.amount).toBe(round.result === 'low' ? 20 : 0);
    balance = balance - round.bet + round.amount;
    expect(round.balance).toBe(balance);
    // The dice settle on the roll, the balance after it shows, the button is back.
    await expect(roll).toBeEnabled({ timeout: 10_000 });
    await expect(hilo.locator('#balance')).toHaveText(`${formatNumber(balance)} ${SANDBOX_HILO.currency}`);
    await expect(hilo.locator('#dice svg')).toHaveCount(3);
    expect(
      await hilo.locator('#dice svg').evaluateAll((dice) => dice.map((die) => Number(die.getAttribute('data-value')))),
    ).toEqual(round.dice);
    const message = hilo.locator('#message[role="status"]');
    await expect(message).toContainText(`${round.total}`);
    if (round.amount > 0) await expect(message).toContainText(String(round.amount));
    else await expect(message).toContainText(round.result === 'triple' ? SANDBOX_HILO.tripleLose : SANDBOX_HILO.lose);
    if (round.amount > 0 && rounds.filter((r) => r.amount > 0).length === 1) await shot(page, 'hilo-win');
  }
  expect(won(), 'a win within 30 rolls').toBe(true);
  expect(lost(), 'a loss within 30 rolls').toBe(true);
  // At 320 px nothing of the page runs off its side.
  await page.setViewportSize({ width: 320, height: 700 });
  const hiloFrame = page.frames().find((candidate) => candidate.url().includes('/games/sandbox/play'));
  expect(hiloFrame?.url()).toContain('game=hilo');
  expect(hiloFrame?.url()).not.toContain('token=');
  await expect
    .poll(() => hiloFrame?.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth))
    .toBe(true);
  await shot(page, 'hilo-320');
  await page.setViewportSize({ width: 375, height: 812 });

  await frame.getByRole('button', { name: GAME.close, exact: true }).click();
  await expect(frame).toBeHidden();
  const history = await apiCall<ApiPage<PlayRound>>(request, 'GET', '/play/history?page=1&limit=100', {
    token: await memberToken(page),
  });
  expect(history.total).toBe(rounds.length);
  for (const row of history.items) expect(row).toMatchObject({ game: 'hilo', status: 'ended' });
  const net = history.items.reduce((sum, row) => sum + row.net, 0);
  expect(net).toBe(balance - start);
  await expect(credit).toHaveText(formatNumber(start + net));
});
