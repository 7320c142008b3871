import {
  type CombineSettings,
  type DepositRow,
  documentTitle,
  formatNumber,
  type GatewayPayment,
  LABELS,
  PAGE_TITLES,
  SERVER_MESSAGES,
  SHELL,
  txStatus,
  UI,
  VALIDATION,
  WALLET,
  type WithdrawRow,
} from '@member/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  alertDialog,
  apiCall,
  ensureWalletChannels,
  expectMemberView,
  loginThroughDialog,
  memberToken,
  newMember,
  operatorApi,
  registerByApi,
  shot,
  signInNewMember,
  type TestMember,
} from './helpers';

/**
 * Issue 11, the member screens: what a member reads is the truth (payments, expired QR codes, decisions
 * arriving while a page is open), in Thai, with no internal code or raw link. 375 × 812 (the config).
 */

const PENDING = txStatus('waiting_for_approve').label;
const SUCCESS = txStatus('approved').label;
const ERROR = txStatus('rejected').label;
/** A gateway's code as it must never be shown to a member. */
const RAW_GATEWAY_CODE = /\b(cp|ppyp)\b/i;

test.beforeEach(async ({ request }) => {
  await ensureWalletChannels(request);
});

/** A member's own API call with the page's token. */
async function asMember<T>(
  page: Page,
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) {
  return apiCall<T>(request, method, path, { token: await memberToken(page), body });
}

async function qrDeposit(page: Page, request: APIRequestContext, amount: number, provider: 'cp' | 'ppyp' = 'cp') {
  return asMember<GatewayPayment>(page, request, 'POST', `/member/${provider}/deposit`, { amount });
}

/** The visible text of the page's main content and header (what a member reads). */
async function screenText(page: Page): Promise<string> {
  return page.locator('body').innerText();
}

/** Records CSP violations the page reports (a blocked worker, script or style). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}

test.describe('payment truth', () => {
  test('/tx/payment/completed: waiting, then expired; not found for a wrong or foreign reference', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await signInNewMember(page, request);
    const payment = await qrDeposit(page, request, 300);

    await page.goto(`/tx/payment/completed?ref=${payment.reference}`);
    await expect(page.getByRole('heading', { name: WALLET.paymentWaitingTitle, exact: true })).toBeVisible();
    await expect(page.getByText(WALLET.paymentWaitingNote)).toBeVisible();
    await expect(page.getByRole('heading', { name: WALLET.paymentCompleted })).toHaveCount(0);
    await expect(page.locator('body > canvas')).toHaveCount(0);
    await expect(page).toHaveTitle(documentTitle(PAGE_TITLES.paymentCompleted));
    await shot(page, 'member-screens-payment-waiting');

    // Its time runs out while the page is open: the page says so by itself.
    const ended = await operatorApi<{ expired: boolean }>(request, 'POST', `/payments/${payment.reference}/expire`);
    expect(ended.expired).toBe(true);
    await expect(page.getByRole('heading', { name: WALLET.paymentExpiredTitle, exact: true })).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByRole('link', { name: WALLET.newDeposit, exact: true })).toHaveAttribute(
      'href',
      '/tx/deposit',
    );
    await shot(page, 'member-screens-payment-expired');

    // Another member's payment, a made-up reference, no reference: not found, never a success.
    const other = newMember('scb');
    await registerByApi(request, other);
    const login = await apiCall<{ access_token: string }>(request, 'POST', '/member/login', {
      body: { tel: other.tel, password: other.password },
    });
    const foreign = await apiCall<GatewayPayment>(request, 'POST', '/member/cp/deposit', {
      token: login.access_token,
      body: { amount: 100 },
    });
    await operatorApi(request, 'POST', `/payments/${foreign.reference}/mark-paid`);
    for (const query of [`?ref=${foreign.reference}`, '?ref=cp_nothing', '']) {
      await page.goto(`/tx/payment/completed${query}`);
      await expect(page.getByText(SERVER_MESSAGES.notFound, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: WALLET.paymentCompleted })).toHaveCount(0);
    }
    await shot(page, 'member-screens-payment-not-found');
  });

  test('success with confetti drawn by its worker and no CSP violation', async ({ page, request }) => {
    test.setTimeout(60_000);
    const violations = await watchCsp(page);
    await signInNewMember(page, request);
    const payment = await qrDeposit(page, request, 450.5, 'ppyp');
    await page.goto(`/tx/payment/completed?ref=${payment.reference}`);
    await expect(page.getByRole('heading', { name: WALLET.paymentWaitingTitle, exact: true })).toBeVisible();

    await operatorApi(request, 'POST', `/payments/${payment.reference}/mark-paid`);
    await expect(page.getByRole('heading', { name: WALLET.paymentCompleted, exact: true })).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByTestId('amount')).toHaveText(formatNumber(450.5));
    // canvas-confetti adds its canvas, draws in a worker while it falls, then removes it.
    const canvas = page.locator('body > canvas');
    await expect(canvas).toHaveCount(1);
    const during = await page.screenshot();
    await shot(page, 'member-screens-payment-confetti');
    await expect(canvas).toHaveCount(0, { timeout: 20_000 });
    const after = await page.screenshot();
    expect(during.equals(after), 'the confetti drew something on the screen').toBe(false);
    await shot(page, 'member-screens-payment-completed');
    expect(await violations()).toEqual([]);
  });
});

test.describe('QR deposits', () => {
  test('Thai channel names, a copy button instead of the link, and an expired QR shown as such in history and detail', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(90_000);
    const settings = await operatorApi<CombineSettings>(request, 'GET', '/settings/payment');
    const names = { cp: `คิวอาร์ด่วน ${Date.now() % 1000}`, ppyp: 'พร้อมเพย์ทันใจ' };
    await operatorApi(request, 'PUT', '/settings/payment', { gatewayNames: names, gateways: ['cp', 'ppyp'] });
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signInNewMember(page, request);

      // The deposit page names each channel as the operator did; no provider code anywhere.
      await page.goto('/tx/deposit');
      const gateways = page.getByRole('region', { name: WALLET.gatewayTitle, exact: true });
      await expect(gateways.getByRole('button', { name: names.cp, exact: true })).toBeVisible();
      await expect(gateways.getByRole('button', { name: names.ppyp, exact: true })).toBeVisible();
      expect(await screenText(page)).not.toMatch(RAW_GATEWAY_CODE);
      await gateways.scrollIntoViewIfNeeded();
      await shot(page, 'member-screens-deposit-channels');

      await page.getByLabel(WALLET.amount, { exact: true }).fill('275');
      const created = page.waitForResponse((response) => response.url().endsWith('/api/member/cp/deposit'));
      await gateways.getByRole('button', { name: names.cp, exact: true }).click();
      const payment = ((await (await created).json()) as { data: GatewayPayment }).data;

      // The QR page: a copy button (the link goes to the clipboard), no raw URL, no reference code.
      await expect(page).toHaveURL(/\/tx\/deposit-qr\?ref=/);
      await expect(page.getByRole('img', { name: WALLET.qrImage, exact: true })).toBeVisible();
      const text = await screenText(page);
      expect(text).not.toMatch(/https?:|\/tx\/|deposit-qr/);
      expect(text).not.toContain(payment.reference);
      expect(text).not.toMatch(RAW_GATEWAY_CODE);
      await page.getByRole('button', { name: WALLET.copyLabel(WALLET.paymentLink), exact: true }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        new URL(payment.payment_url, page.url()).href,
      );
      await shot(page, 'member-screens-deposit-qr');

      // Nobody pays: the QR ends, and the page says so without a reload.
      await operatorApi(request, 'POST', `/payments/${payment.reference}/expire`);
      await expect(page.getByText(WALLET.qrExpired)).toBeVisible({ timeout: 10_000 });
      await shot(page, 'member-screens-deposit-qr-expired');

      // The history shows it as failed with the reason, under the channel's Thai name, never "in progress".
      await page.goto('/tx/history/deposit');
      const row = page.getByTestId('history-row').filter({ hasText: formatNumber(275) });
      await expect(row).toHaveCount(1);
      await expect(row.getByText(ERROR, { exact: true })).toBeVisible();
      await expect(row.getByText(PENDING, { exact: true })).toHaveCount(0);
      await expect(row.getByText(names.cp, { exact: true })).toBeVisible();
      await expect(row.getByText(SERVER_MESSAGES.paymentExpired)).toBeVisible();
      expect(await screenText(page)).not.toMatch(RAW_GATEWAY_CODE);
      await shot(page, 'member-screens-history-expired');

      // Its detail too.
      await row.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/tx/deposit-detail\\?id=${payment.deposit_id}$`));
      await expect(page.getByText(ERROR, { exact: true })).toBeVisible();
      await expect(page.getByText(SERVER_MESSAGES.paymentExpired)).toBeVisible();
      await expect(page.getByText(names.cp, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: WALLET.backToQr })).toHaveCount(0);
      await shot(page, 'member-screens-deposit-detail-expired');
    } finally {
      await operatorApi(request, 'PUT', '/settings/payment', {
        gatewayNames: settings.gatewayNames,
        gateways: settings.gateways,
      });
    }
  });

  test('a waiting QR deposit opened from the history leads back to its QR', async ({ page, request }) => {
    await signInNewMember(page, request);
    const payment = await qrDeposit(page, request, 180);
    await page.goto(`/tx/deposit-detail?id=${payment.deposit_id}`);
    await expect(page.getByText(PENDING, { exact: true })).toBeVisible();
    await expect(page.getByText(WALLET.paymentWaitingNote)).toBeVisible();
    await page.getByRole('link', { name: WALLET.backToQr, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/tx/deposit-qr\\?ref=${payment.reference}$`));
    await expect(page.getByTestId('countdown')).toHaveText(/^\d{2}:\d{2}$/);
  });
});

test.describe('details follow the operator', () => {
  /** Marks the document; a reload would lose the mark. */
  const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
  const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true);

  test('a deposit detail turns to completed when the operator approves, without a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await signInNewMember(page, request);
    await page.goto('/tx/deposit');
    await page.getByLabel(WALLET.amount, { exact: true }).fill('1500');
    await page.getByRole('button', { name: WALLET.submitDeposit, exact: true }).click();
    await expect(page).toHaveURL(/\/tx\/deposit-detail\?id=\d+$/);
    const id = new URL(page.url()).searchParams.get('id');
    await expect(page.getByText(PENDING, { exact: true })).toBeVisible();
    await markDocument(page);

    await operatorApi<DepositRow>(request, 'POST', `/deposits/${id}/approve`, {});
    await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(PENDING, { exact: true })).toHaveCount(0);
    expect(await sameDocument(page)).toBe(true);
    await shot(page, 'member-screens-deposit-detail-approved');
  });

  test('a withdrawal detail turns to completed when the operator approves, without a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const member = await signInNewMember(page, request);
    await operatorApi(request, 'POST', `/members/${member.tel}/adjustments`, {
      direction: 'credit',
      amount: 800,
      reason: 'เครดิตทดสอบ',
    });
    await page.goto('/tx/withdraw');
    await expect(page.getByTestId('credit')).toHaveText(formatNumber(800));
    await page.getByLabel(WALLET.amount, { exact: true }).fill('300');
    await page.getByRole('button', { name: WALLET.submitWithdraw, exact: true }).click();
    await expect(page).toHaveURL(/\/tx\/withdraw-detail\?id=\d+$/);
    const id = new URL(page.url()).searchParams.get('id');
    await expect(page.getByText(PENDING, { exact: true })).toBeVisible();
    await markDocument(page);

    await operatorApi<WithdrawRow>(request, 'POST', `/withdrawals/${id}/approve`, {});
    await expect(page.getByText(SUCCESS, { exact: true })).toBeVisible({ timeout: 15_000 });
    expect(await sameDocument(page)).toBe(true);
    await shot(page, 'member-screens-withdraw-detail-approved');
  });
});

test.describe('Thai on every screen', () => {
  test('masked account numbers read •••• and the last four digits', async ({ page, request }) => {
    const member: TestMember = { ...newMember('kbnk'), bankNumber: `1${String(Date.now()).slice(-5)}7890` };
    await registerByApi(request, member);
    await page.goto('/login');
    await loginThroughDialog(page, member.tel, member.password);
    await expectMemberView(page);
    await operatorApi(request, 'POST', `/members/${member.tel}/adjustments`, {
      direction: 'credit',
      amount: 500,
      reason: 'เครดิตทดสอบ',
    });

    for (const path of ['/tx/deposit', '/tx/withdraw']) {
      await page.goto(path);
      await expect(page.getByTestId('member-bank-number')).toHaveText('•••• 7890');
      expect(await screenText(page)).not.toContain(member.bankNumber);
    }
    await page.getByLabel(WALLET.amount, { exact: true }).fill('200');
    await page.getByRole('button', { name: WALLET.submitWithdraw, exact: true }).click();
    await expect(page).toHaveURL(/\/tx\/withdraw-detail/);
    await expect(page.getByTestId('member-bank-number')).toHaveText('•••• 7890');
    expect(await screenText(page)).not.toContain(member.bankNumber);
    await shot(page, 'member-screens-withdraw-detail-masked');
  });

  test('the withdraw errors show amounts with thousands separators and บาท', async ({ page, request }) => {
    test.setTimeout(60_000);
    const member = await signInNewMember(page, request);
    await operatorApi(request, 'POST', `/members/${member.tel}/adjustments`, {
      direction: 'credit',
      amount: 1500,
      reason: 'เครดิตทดสอบ',
    });
    const combine = await asMember<CombineSettings>(page, request, 'GET', '/combine');
    await page.goto('/tx/withdraw');
    await expect(page.getByTestId('credit')).toHaveText(formatNumber(1500));
    const amount = page.getByLabel(WALLET.amount, { exact: true });
    const submit = page.getByRole('button', { name: WALLET.submitWithdraw, exact: true });

    // Under the minimum, over the credit: the page's own rules.
    await amount.fill(String(Math.max(combine.credit_min - 1, 0.01)));
    await submit.click();
    await expect(
      page.getByText(WALLET.amountBelowMin(formatNumber(combine.credit_min)), { exact: true }),
    ).toBeVisible();
    await amount.fill('2000');
    await submit.click();
    const overCredit = page.getByText(WALLET.amountOverCredit(formatNumber(1500)), { exact: true });
    await expect(overCredit).toBeVisible();
    await expect(overCredit).toContainText(`1,500.00 ${LABELS.currency}`);
    await shot(page, 'member-screens-withdraw-over-credit');

    // The credit changed elsewhere: the server refuses, and its amount reads as money.
    await asMember(page, request, 'POST', '/withdraw/withdraw', { amount: 500 });
    await amount.fill('1200');
    await submit.click();
    const alert = alertDialog(page);
    await expect(alert).toBeVisible();
    await expect(alert.getByText(`ยอดเงินคงเหลือของคุณต้องน้อยกว่าหรือเท่ากับ 1,000.00 ${LABELS.currency}`)).toBeVisible();
    expect(await alert.innerText()).not.toMatch(/[A-Za-z]/);
    await shot(page, 'member-screens-withdraw-server-error');
    await alert.getByRole('button', { name: UI.alertOk, exact: true }).click();
  });

  test('a page that fails shows the Thai 500 page and title', async ({ page, request }) => {
    await signInNewMember(page, request);
    await page.route('**/assets/withdraw-route-*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken page")' }),
    );
    await page.goto('/tx/withdraw');
    await expect(page.getByRole('heading', { name: UI.errorPage, exact: true })).toBeVisible();
    await expect(page.getByText('500', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: UI.backHome, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(documentTitle(PAGE_TITLES.error));
    expect(await page.locator('main').innerText()).not.toMatch(/[A-Za-z]{2,}/);
    await shot(page, 'member-screens-error-500');
  });

  test("while a page's code loads, the brand splash stays: no blank frame between the shell and the page", async ({
    page,
    request,
  }) => {
    await signInNewMember(page, request);
    // Each frame notes whether the app's root shows the logo, the page, or nothing.
    await page.addInitScript((logoAlt) => {
      const seen: string[] = [];
      (window as unknown as { rootFrames: string[] }).rootFrames = seen;
      const note = () => {
        const root = document.getElementById('root');
        if (root)
          seen.push(
            root.querySelector('main') ? 'page' : root.querySelector(`img[alt="${logoAlt}"]`) ? 'logo' : 'blank',
          );
        if (!seen.includes('page')) requestAnimationFrame(note);
      };
      requestAnimationFrame(note);
    }, SHELL.appName);
    await page.route('**/assets/deposit-route-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/tx/deposit');
    await expect(page.getByLabel(WALLET.amount)).toBeVisible();
    const frames = await page.evaluate(() => (window as unknown as { rootFrames: string[] }).rootFrames);
    expect(frames).toContain('logo');
    expect(frames).not.toContain('blank');
  });

  /** Every route of SPEC.md §2 (and /howto), with the title its page must carry. */
  const T = PAGE_TITLES;
  const BUILT: Record<string, string> = {
    '/': T.home,
    '/login': T.login,
    '/register': T.register,
    '/contact': T.contact,
    '/guest-contact': T.contact,
    '/forgot-password': T.forgotPassword,
    '/update-password': T.updatePassword,
    '/news': T.news,
    '/howto': T.howto,
    '/chat': T.chat,
    '/game': T.game,
    '/profile': T.profile,
    '/profile/change-password': T.changePassword,
    '/promotion': T.promotion,
    '/tx': T.tx,
    '/tx/deposit': T.deposit,
    '/tx/deposit-detail': T.depositDetail,
    '/tx/deposit-qr': T.depositQr,
    '/tx/history': T.history,
    '/tx/history/bonus': T.bonusHistory,
    '/tx/history/deposit': T.depositHistory,
    '/tx/history/withdraw': T.withdrawHistory,
    '/tx/payment/completed': T.paymentCompleted,
    '/tx/withdraw': T.withdraw,
    '/tx/withdraw-detail': T.withdrawDetail,
    '/tx/withdraw/return-loss': T.returnLoss,
    '/tx/withdraw/income': T.incomeWithdraw,
    '/refer': T.refer,
    '/refer/member': T.referMember,
    '/refer/overall': T.referOverall,
    '/refer/profit': T.referProfit,
    '/refer/profit-manage': T.referProfitManage,
    '/refer/profit-manage/history': T.referHistory,
    '/refer/profit-manage/withdraw': T.referWithdraw,
    '/refer/profit-manage/withdraw-detail': T.referWithdrawDetail,
    '/refer/ranking': T.referRanking,
    '/refer/ranking/flush': T.referRanking,
    '/refer/ranking/last-week': T.referRanking,
    '/refer/ranking/week': T.referRanking,
    '/refer/stats': T.referStats,
    '/mini-game': T.miniGame,
    '/mini-game/credit-history': T.miniGameCreditHistory,
    '/mini-game/history': T.miniGameHistory,
    '/mini-game/play': T.miniGamePlay,
    '/mini-game/play/some-game': T.miniGamePlay,
    '/mini-game/profit': T.miniGameProfit,
    '/mini-game/profit-manage': T.miniGameProfitManage,
    '/mini-game/profit-manage/history': T.miniGameWithdrawHistory,
    '/mini-game/profit-manage/withdraw': T.miniGameWithdraw,
    '/mini-game/profit-manage/withdraw-detail': T.miniGameWithdrawDetail,
    '/mini-game/reward-history': T.miniGameRewardHistory,
  };
  const THAI = /[\u0E00-\u0E7F]/;

  async function expectThaiTitle(page: Page, path: string): Promise<void> {
    await page.goto(path);
    // The page where the guard left us decides the title (a member on /login is sent home).
    await expect
      .poll(async () => {
        const where = new URL(page.url()).pathname;
        const expected = documentTitle(BUILT[where] ?? T.notFound);
        return (await page.title()) === expected ? 'ok' : `${where}: "${await page.title()}" ≠ "${expected}"`;
      })
      .toBe('ok');
    const title = await page.title();
    expect(title, path).toMatch(THAI);
  }

  test('every route has a Thai document title, for a member', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signInNewMember(page, request);
    for (const path of Object.keys(BUILT)) await expectThaiTitle(page, path);
  });

  test('every route has a Thai document title, for a guest', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of Object.keys(BUILT)) await expectThaiTitle(page, path);
  });
});

test('a bad amount on submit brings the field into view below the sticky header, focused', async ({
  page,
  request,
}) => {
  await signInNewMember(page, request);
  await page.goto('/tx/deposit');
  const field = page.getByLabel(WALLET.amount, { exact: true });
  const submit = page.getByRole('button', { name: WALLET.submitDeposit, exact: true });
  await expect(submit).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const header = page.getByRole('banner');
  const headerBottom = await header.evaluate((element) => element.getBoundingClientRect().bottom);
  // The field is off-screen (above the fold line under the header) when the member taps submit.
  expect(await field.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThan(headerBottom);
  await shot(page, 'member-screens-deposit-scrolled');

  await submit.click();
  await expect(page.getByText(VALIDATION.amountRequired, { exact: true })).toBeVisible();
  await expect(field).toBeFocused();
  // Smooth scrolling ends with the label and the field clear of the header and inside the screen.
  await expect
    .poll(() => field.evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 5_000 })
    .toBeGreaterThanOrEqual(Math.round(headerBottom));
  const label = page.getByText(WALLET.amount, { exact: true });
  const viewport = page.viewportSize()?.height ?? 812;
  await expect
    .poll(async () => {
      const [labelBox, fieldBox] = [await label.boundingBox(), await field.boundingBox()];
      return (
        labelBox !== null && fieldBox !== null && labelBox.y >= headerBottom && fieldBox.y + fieldBox.height <= viewport
      );
    })
    .toBe(true);
  await shot(page, 'member-screens-deposit-bad-amount');
});
