import { createHmac, randomUUID } from 'node:crypto';
import {
  type AdminAccrualRun,
  type AdminAffiliateWithdrawalRow,
  type AffiliateSettings,
  bahtToSatang,
  DATE_FIELD,
  type DepositRow,
  formatNumber,
  LABELS,
  maskPhone,
  type PlayLaunch,
  REFER,
  satangToBaht,
  STATUS_LABELS,
  UI,
} from '@member/shared';
import type { APIRequestContext } from '@playwright/test';
import { expectAxeClean } from './a11y-helpers';
import { expect, test } from './fixtures';
import {
  apiCall,
  completeWizard,
  expectMemberView,
  memberToken,
  newMember,
  operatorApi,
  registerDialog,
  shot,
  signInNewMember,
} from './helpers';

/** The programme as this test runs it: 10 % of the downline's net loss, withdrawals from 1 baht. */
const SETTINGS: AffiliateSettings = {
  affRate: 10,
  secondLevelRate: 0,
  minWithdraw: 1,
  basis: 'net_loss',
  negativeCarryover: true,
  addressFlagsAlone: false,
};
const RATE_BASIS_POINTS = 1_000;
const DEPOSIT = 1_000;
const BET = 10;
/** The slot spins B plays through the game page's backend; what they leave, a losing round settles. */
const SPINS = 5;
/** B ends down exactly this much. */
const LOSS_WANTED = 30;

/** An affiliate amount as the pages write it: separators, two decimals, the currency. */
const baht = (amount: number) => `${formatNumber(amount)} ${LABELS.currency}`;

interface SpinAnswer {
  bet: number;
  amount: number;
  balance: number;
}

/** A signed call to the game wallet, as the sandbox provider sends it (X-Signature over the raw body). */
async function providerCall<T>(request: APIRequestContext, operation: string, fields: Record<string, unknown>) {
  const secret = process.env.E2E_GAME_SANDBOX_SECRET ?? '';
  const rawBody = JSON.stringify({ ...fields, timestamp: Date.now() });
  const answer = await request.post(`/api/games/sandbox/${operation}`, {
    headers: {
      'content-type': 'application/json',
      'x-signature': createHmac('sha256', secret).update(rawBody).digest('hex'),
    },
    data: rawBody,
  });
  expect(answer.status(), `${operation}: ${await answer.text()}`).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

/**
 * B plays a few spins of the sandbox slot through its own backend (as the game page does); the slot
 * is random, so the provider then settles one losing round for whatever keeps B from being down
 * LOSS_WANTED (a signed bet, no win, the round ended). Answers the net loss in satang.
 */
async function playUntilDown(request: APIRequestContext, token: string): Promise<number> {
  const launch = async () =>
    apiCall<PlayLaunch>(request, 'POST', '/play/launch', { token, body: { provider: 'sandbox', game: 'slot' } });
  const opened = await request.post('/games/sandbox/api/session', { data: { token: (await launch()).token } });
  expect(opened.status(), await opened.text()).toBe(200);
  const { session } = ((await opened.json()) as { data: { session: string } }).data;
  let lossSatang = 0;
  for (let spins = 0; spins < SPINS; spins += 1) {
    const answer = await request.post('/games/sandbox/api/spin', { data: { session, bet: BET } });
    expect(answer.status(), await answer.text()).toBe(200);
    const round = ((await answer.json()) as { data: SpinAnswer }).data;
    lossSatang += bahtToSatang(round.bet) - bahtToSatang(round.amount);
  }
  const stakeSatang = bahtToSatang(LOSS_WANTED) - lossSatang;
  if (stakeSatang > 0) {
    const { member } = await providerCall<{ member: string }>(request, 'authenticate', {
      token: (await launch()).token,
    });
    const round = { member, round_id: randomUUID() };
    await providerCall(request, 'bet', {
      ...round,
      transaction_id: randomUUID(),
      amount: satangToBaht(stakeSatang),
      game: 'slot',
    });
    await providerCall(request, 'win', { ...round, transaction_id: randomUUID(), amount: 0 });
    await providerCall(request, 'end-round', round);
    lossSatang += stakeSatang;
  }
  return lossSatang;
}

test('A shares the link, B registers through it and loses, the accrual pays A, A withdraws it to credit', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const before = await operatorApi<AffiliateSettings>(request, 'GET', '/affiliate/settings');
  await operatorApi(request, 'PUT', '/affiliate/settings', SETTINGS);
  try {
    // A opens the programme: the link with its code, the QR, the share button, no income yet.
    const a = await signInNewMember(page, request);
    await page.goto('/refer');
    await expect(page.getByRole('heading', { name: REFER.titles.hub, exact: true })).toBeVisible();
    const link = (await page.getByTestId('referral-link').textContent())?.trim() ?? '';
    expect(link).toMatch(/\/register\?prefix=[A-Z0-9]{4,16}$/);
    await expect(page.getByTestId('referral-qr')).toBeVisible();
    await expect(page.getByRole('link', { name: REFER.shareLine })).toHaveAttribute('href', /^https:\/\/line\.me\//);
    await expect(page.getByTestId('total-aff')).toHaveText(baht(0));
    await expectAxeClean(page, '/refer');
    await shot(page, 'refer-hub');

    // B, on another phone at another address with another name, registers through the link.
    const phoneOfB = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 375, height: 812 },
      locale: 'th-TH',
      serviceWorkers: 'block',
      extraHTTPHeaders: { 'x-forwarded-for': '10.254.14.2' },
    });
    const pageOfB = await phoneOfB.newPage();
    const b = { ...newMember('scb'), firstName: 'สมหญิง', lastName: 'ใจดีมาก' };
    await pageOfB.goto(link);
    await expect(registerDialog(pageOfB, 1)).toBeVisible();
    await completeWizard(pageOfB, b);
    const complete = pageOfB.getByRole('dialog', { name: UI.registerComplete, exact: true });
    await expect(complete).toBeVisible();
    await expect(complete.getByText(/ไม่พบรหัสแนะนำ/)).toHaveCount(0);
    await complete.getByRole('button', { name: UI.successButton, exact: true }).click();
    await expectMemberView(pageOfB);
    const tokenOfB = await memberToken(pageOfB);
    await phoneOfB.close();

    // B deposits, the operator approves, B plays the slot and ends down.
    const deposit = await apiCall<DepositRow>(request, 'POST', '/member/regulardeposit', {
      token: tokenOfB,
      body: { amount: DEPOSIT },
    });
    await operatorApi(request, 'POST', `/deposits/${deposit.id}/approve`, {});
    const lossSatang = await playUntilDown(request, tokenOfB);
    const commission = satangToBaht(Math.trunc((lossSatang * RATE_BASIS_POINTS) / 10_000));

    // The operator runs the accrual (คำนวณค่าคอม) at once.
    const { run } = await operatorApi<{ run: AdminAccrualRun | null }>(request, 'POST', '/affiliate/accruals');
    expect(run).not.toBeNull();

    // A sees B (masked) and the commission, to the satang.
    await page.goto('/refer');
    await expect(page.getByTestId('total-aff')).toHaveText(baht(commission));
    await expect(page.getByTestId('available-aff')).toHaveText(baht(commission));
    await expect(page.getByTestId('total-downline')).toContainText('1');
    await expect(page.getByTestId('total-deposit-member')).toContainText('1');
    await shot(page, 'refer-hub-earned');
    await page.goto('/refer/member');
    await expect(page.getByText(maskPhone(b.tel), { exact: true })).toBeVisible();

    // The chart of a few satang per day counts in whole baht, not 0.13 / 0.38 / 0.63.
    await page.goto('/refer/stats');
    const ticks = page.locator('[data-testid="commission-chart"] .ct-label.ct-vertical');
    await expect(ticks.first()).toBeVisible();
    for (const tick of await ticks.allTextContents()) expect(tick.trim()).toMatch(/^-?\d{1,3}(,\d{3})*$/);
    await shot(page, 'refer-stats-ticks');

    // No withdrawal yet: the history shows its drawing and the withdrawal that would fill it.
    await page.goto('/refer/profit-manage/history');
    const empty = page.getByTestId('empty-state');
    await expect(empty.getByRole('link', { name: REFER.emptyWithdraw, exact: true })).toHaveAttribute(
      'href',
      '/refer/profit-manage/withdraw',
    );
    await expectAxeClean(page, '/refer/profit-manage/history (empty)');
    await shot(page, 'refer-history-empty');

    // A withdraws all of it into the wallet's credit; the operator approves.
    await page.goto('/refer/profit-manage/withdraw');
    await expect(page.getByTestId('withdraw-available')).toHaveText(baht(commission));
    await page.getByRole('button', { name: REFER.withdrawAll, exact: true }).click();
    await page.getByRole('button', { name: REFER.submitWithdraw, exact: true }).click();
    await expect(page).toHaveURL(/\/refer\/profit-manage\/withdraw-detail\?id=\d+/);
    await expect(page.getByText(REFER.withdrawPendingNote)).toBeVisible();
    await expect(page.getByText(STATUS_LABELS.pending, { exact: true })).toBeVisible();
    await expectAxeClean(page, '/refer/profit-manage/withdraw-detail');
    await shot(page, 'refer-withdraw-detail');

    const queue = await operatorApi<{ items: AdminAffiliateWithdrawalRow[] }>(
      request,
      'GET',
      '/affiliate/withdrawals?status=pending&limit=100',
    );
    const mine = queue.items.find((row) => row.member.tel === a.tel);
    expect(mine?.amount).toBe(commission);
    await operatorApi(request, 'POST', `/affiliate/withdrawals/${mine?.id}/approve`, {});

    // The detail page sees the decision by itself; the credit rose by exactly the commission.
    await expect(page.getByText(STATUS_LABELS.success, { exact: true })).toBeVisible({ timeout: 15_000 });
    await page.goto('/');
    await expect(page.getByTestId('credit')).toHaveText(formatNumber(commission));
    await page.goto('/refer');
    await expect(page.getByTestId('available-aff')).toHaveText(baht(0));
    await expect(page.getByTestId('total-aff')).toHaveText(baht(commission));
  } finally {
    await operatorApi(request, 'PUT', '/affiliate/settings', before);
  }
});

test('the referral date fields read DD/MM/YYYY in Thai, typed or picked on the calendar', async ({ page, request }) => {
  await signInNewMember(page, request);
  await page.goto('/refer/member');
  const start = page.getByLabel(REFER.startDate, { exact: true });
  await expect(start).toHaveValue(/^01\/\d{2}\/\d{4}$/);

  // The month before the Bangkok one, as the calendar's previous month.
  const bangkok = new Date(Date.now() + 7 * 60 * 60 * 1000);
  const previous = new Date(Date.UTC(bangkok.getUTCFullYear(), bangkok.getUTCMonth() - 1, 1));
  const month = String(previous.getUTCMonth() + 1).padStart(2, '0');
  const year = String(previous.getUTCFullYear());

  // Typed: digits only, the slashes come by themselves.
  await start.fill('');
  await start.pressSequentially(`10${month}${year}`);
  await expect(start).toHaveValue(`10/${month}/${year}`);
  await expect(page.getByTestId('range-days')).toContainText(`10/${month}/${year}`);

  // Picked: a Thai calendar (Christian years, as every date of the site), whatever the browser's language.
  await page.getByRole('button', { name: DATE_FIELD.openCalendar(REFER.startDate), exact: true }).click();
  const calendar = page.getByRole('dialog', { name: REFER.startDate, exact: true });
  await expect(calendar.getByRole('grid')).toBeVisible();
  await expect(calendar.getByRole('grid')).toHaveAccessibleName(new RegExp(year));
  await shot(page, 'refer-date-calendar');
  await expectAxeClean(page, 'referral date calendar');
  await calendar.getByRole('gridcell').getByRole('button').filter({ hasText: /^15$/ }).click();
  await expect(calendar).toHaveCount(0);
  await expect(start).toHaveValue(`15/${month}/${year}`);
  await shot(page, 'refer-date-picked');
});
