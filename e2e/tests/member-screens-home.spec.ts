import {
  type AdminBanner,
  type AdminPromotion,
  CONTENT,
  DAY_HEADINGS,
  type DepositRow,
  formatNumber,
  HOME,
  MINIGAME,
  PROMOTION,
  PROMOTION_REASONS,
  REFER,
  type PromotionInputPayload,
  WALLET,
  type WithdrawRow,
} from '@member/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { gradientPng, operatorDelete, operatorUpload, pngFile } from './content-helpers';
import { expect, test } from './fixtures';
import { apiCall, ensureWalletChannels, memberToken, operatorApi, shot, signInNewMember } from './helpers';

/**
 * Issue 11, the member screens (part 2): promotions that say whether the member can claim them, the
 * histories grouped by Bangkok day whatever the device's zone, the guest landing and the member home.
 */

const SHORT = /^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/;
const LONG = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A time as Bangkok (UTC+7, no daylight saving) writes it, computed here without the app's code. */
function bangkok(iso: string, year: 'YY' | 'YYYY'): string {
  const t = new Date(Date.parse(iso) + 7 * 60 * 60 * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  const yearText = year === 'YY' ? two(t.getUTCFullYear() % 100) : String(t.getUTCFullYear());
  return `${two(t.getUTCDate())}/${two(t.getUTCMonth() + 1)}/${yearText} ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}`;
}

async function asMember<T>(
  page: Page,
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
) {
  return apiCall<T>(request, method, path, { token: await memberToken(page), body });
}

async function fund(request: APIRequestContext, tel: string, amount: number): Promise<void> {
  await operatorApi(request, 'POST', `/members/${tel}/adjustments`, {
    direction: 'credit',
    amount,
    reason: 'เครดิตทดสอบ',
  });
}

const created: number[] = [];
async function createPromotion(
  request: APIRequestContext,
  overrides: Partial<PromotionInputPayload> & { title: string },
): Promise<AdminPromotion> {
  const promotion = await operatorApi<AdminPromotion>(request, 'POST', '/promotions', {
    description: '<p>โปรโมชั่นทดสอบสิทธิ์</p>',
    kind: 'deposit_percent',
    ratePercent: 10,
    maxBonus: 100,
    minDeposit: 100,
    sortOrder: 0,
    startDate: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
    ...overrides,
  });
  created.push(promotion.id);
  return promotion;
}

test.afterEach(async ({ request }) => {
  while (created.length > 0) await operatorApi(request, 'POST', `/promotions/${created.pop()}/deactivate`);
});

test.beforeEach(async ({ request }) => {
  await ensureWalletChannels(request);
});

/** The box of a located element, or fails. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, `${locator} has a box`).not.toBeNull();
  return found as NonNullable<typeof found>;
}

test('each promotion card says whether the member can claim it and why not; bonuses switch on in place', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const open = await createPromotion(request, { title: `เปิดทุกคน ${stamp}` });
  const vip = await createPromotion(request, { title: `เฉพาะระดับเพชร ${stamp}`, memberLevels: ['diamond'] });
  const once = await createPromotion(request, { title: `ครั้งเดียว ${stamp}`, oncePerMember: true });
  await signInNewMember(page, request);
  const card = (promotion: AdminPromotion) => page.getByRole('article', { name: promotion.title, exact: true });
  const claim = (promotion: AdminPromotion) => card(promotion).getByRole('button', { name: PROMOTION.claim });
  const claimLink = (promotion: AdminPromotion) => card(promotion).getByRole('link', { name: PROMOTION.claim });

  // A new member (bonus 0, the register payload's default): an invitation, not "you turned it off".
  await page.goto('/promotion');
  await expect(card(open)).toBeVisible();
  await expect(card(open).getByTestId('promotion-reason')).toHaveText(PROMOTION.bonusOfferCard);
  await expect(claim(open)).toBeDisabled();
  await expect(claim(open)).toHaveAccessibleDescription(PROMOTION.bonusOfferCard);
  expect(await page.locator('main').innerText()).not.toContain(PROMOTION_REASONS.bonus_off);
  // A level the member does not have is said as it is, with no switch (it would not help).
  await expect(card(vip).getByTestId('promotion-reason')).toHaveText(PROMOTION_REASONS.level);
  await expect(claim(vip)).toBeDisabled();
  await expect(card(vip).getByRole('button', { name: PROMOTION.enableBonus })).toHaveCount(0);
  await card(open).scrollIntoViewIfNeeded();
  await shot(page, 'member-screens-promotion-bonus-off');

  await card(open).getByRole('button', { name: PROMOTION.enableBonus, exact: true }).click();
  await expect(claimLink(open)).toBeVisible();
  await expect(card(open).getByTestId('promotion-claimable')).toHaveText(PROMOTION.claimable);
  await expect(claimLink(once)).toBeVisible();
  await expect(card(vip).getByTestId('promotion-reason')).toHaveText(PROMOTION_REASONS.level);
  await shot(page, 'member-screens-promotion-bonus-on');

  // The member uses the once-only promotion: its card then says so.
  const deposit = await asMember<DepositRow>(page, request, 'POST', '/member/regulardeposit', {
    amount: 500,
    promotionId: once.id,
  });
  await operatorApi(request, 'POST', `/deposits/${deposit.id}/approve`, {});
  await page.reload();
  await expect(card(once).getByTestId('promotion-reason')).toHaveText(PROMOTION_REASONS.once_per_member);
  await expect(claim(once)).toBeDisabled();
  await expect(claimLink(open)).toBeVisible();
  await card(once).scrollIntoViewIfNeeded();
  await shot(page, 'member-screens-promotion-used');

  // The bonus history: grouped by day, the short date, and the bonus opens its deposit.
  await page.goto('/tx/history/bonus');
  const today = page.getByRole('region', { name: DAY_HEADINGS.today, exact: true });
  const row = today.getByTestId('history-row').filter({ hasText: once.title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(SHORT)).toBeVisible();
  await shot(page, 'member-screens-history-bonus');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/tx/deposit-detail\\?id=${deposit.id}$`));
});

test.describe('histories on a phone set to New York', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('rows grouped by Bangkok day open their detail; times are Bangkok times, one format per kind of screen', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const member = await signInNewMember(page, request);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    await fund(request, member.tel, 1000);
    const deposit = await asMember<DepositRow>(page, request, 'POST', '/member/regulardeposit', { amount: 250 });
    const withdrawal = await asMember<WithdrawRow>(page, request, 'POST', '/withdraw/withdraw', { amount: 400 });
    // The device's own clock would say another hour (New York is 11 or 12 hours behind Bangkok).
    const newYork = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(deposit.bank_time));
    expect(bangkok(deposit.bank_time, 'YY').endsWith(newYork)).toBe(false);

    await page.goto('/tx/history/deposit');
    const today = page.getByRole('region', { name: DAY_HEADINGS.today, exact: true });
    await expect(today.getByRole('heading', { name: DAY_HEADINGS.today, exact: true })).toBeVisible();
    const row = today.getByTestId('history-row').filter({ hasText: formatNumber(250) });
    await expect(row.getByText(bangkok(deposit.bank_time, 'YY'), { exact: true })).toBeVisible();
    for (const time of await page
      .getByTestId('history-row')
      .getByText(/\d{2}:\d{2}/)
      .allInnerTexts()) {
      expect(time).toMatch(SHORT);
    }
    await shot(page, 'member-screens-history-deposit-new-york');
    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/tx/deposit-detail\\?id=${deposit.id}$`));
    await expect(page.getByText(bangkok(deposit.bank_time, 'YYYY'), { exact: true })).toBeVisible();

    await page.goto('/tx/history/withdraw');
    const withdrawRow = page.getByTestId('history-row').filter({ hasText: formatNumber(400) });
    await expect(withdrawRow.getByText(bangkok(withdrawal.bank_time, 'YY'), { exact: true })).toBeVisible();
    await withdrawRow.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/tx/withdraw-detail\\?id=${withdrawal.id}$`));
    const detailTime = page.getByText(bangkok(withdrawal.bank_time, 'YYYY'), { exact: true });
    await expect(detailTime).toBeVisible();
    expect(await detailTime.innerText()).toMatch(LONG);

    // The same rows seen a day later, then three days later: เมื่อวาน, then the Thai date (Bangkok's day).
    await page.clock.setFixedTime(Date.now() + DAY_MS);
    await page.goto('/tx/history/deposit');
    await expect(page.getByRole('heading', { name: DAY_HEADINGS.yesterday, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: DAY_HEADINGS.today, exact: true })).toHaveCount(0);
    await shot(page, 'member-screens-history-yesterday');
    await page.clock.setFixedTime(Date.now() + 3 * DAY_MS);
    await page.goto('/tx/history/deposit');
    const thaiDate = new Intl.DateTimeFormat('th-TH', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }).format(
      new Date(deposit.bank_time),
    );
    await expect(page.getByRole('heading', { name: thaiDate, exact: true })).toBeVisible();
    await shot(page, 'member-screens-history-thai-date');
  });
});

test('the guest landing shows banners, public promotions and why to join within the first 812 px', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const banners = [
    await operatorUpload<AdminBanner>(request, 'POST', '/banners', {
      file: pngFile('landing-1.png', gradientPng(600, 300, [30, 60, 160], [200, 40, 90])),
      placement: 'banner',
    }),
    await operatorUpload<AdminBanner>(request, 'POST', '/banners', {
      file: pngFile('landing-2.png', gradientPng(600, 300, [160, 120, 20], [40, 160, 90])),
      placement: 'banner',
    }),
  ];
  try {
    const memberCalls: string[] = [];
    page.on('request', (sent) => {
      const path = new URL(sent.url()).pathname;
      if (/\/api\/(v2\/promotion\/(available-now|eligibility|member)|credit|member\/report)/.test(path)) {
        memberCalls.push(path);
      }
    });
    await page.goto('/');
    const fold = page.viewportSize()?.height ?? 812;
    // The login dialog opens over the landing (SPEC.md §6); the landing is laid out behind it.
    const carousel = page.locator(`section[aria-label="${CONTENT.bannersLabel}"]`);
    const promotions = page.locator('section[aria-labelledby="promotion-strip-title"]');
    const whyJoin = page.locator('section[aria-labelledby="why-join-title"]');
    await expect(carousel).toBeAttached({ timeout: 15_000 });
    await expect(promotions.locator('li').first()).toBeAttached();
    await expect(carousel.locator('img').first()).toHaveJSProperty('complete', true);
    for (const [name, section] of [
      ['banners', carousel],
      ['promotions', promotions],
      ['why join', whyJoin],
    ] as const) {
      const { y, height } = await box(section);
      expect(y, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(y + height, `${name} ends within the first ${fold} px`).toBeLessThanOrEqual(fold);
    }
    await expect(promotions.getByText(HOME.promotionsTitle, { exact: true })).toBeAttached();
    for (const reason of HOME.whyJoin) await expect(whyJoin.getByText(reason, { exact: true })).toBeAttached();
    await shot(page, 'member-screens-guest-landing-dialog');
    await page.keyboard.press('Escape');
    await shot(page, 'member-screens-guest-landing');
    expect(memberCalls).toEqual([]);
  } finally {
    for (const banner of banners) await operatorDelete(request, `/banners/${banner.id}`);
  }
});

test('the member home: quick actions, a promotion strip and the last three movements', async ({ page, request }) => {
  test.setTimeout(60_000);
  const member = await signInNewMember(page, request);
  await fund(request, member.tel, 2000);
  const first = await asMember<DepositRow>(page, request, 'POST', '/member/regulardeposit', { amount: 111 });
  const second = await asMember<DepositRow>(page, request, 'POST', '/member/regulardeposit', { amount: 222 });
  await operatorApi(request, 'POST', `/deposits/${first.id}/approve`, {});
  const withdrawal = await asMember<WithdrawRow>(page, request, 'POST', '/withdraw/withdraw', { amount: 333 });

  await page.goto('/');
  const actions = page.getByRole('navigation', { name: HOME.quickActionsTitle, exact: true });
  const expected: [string, string][] = [
    [WALLET.depositTitle, '/tx/deposit'],
    [WALLET.withdrawTitle, '/tx/withdraw'],
    [WALLET.historyTitle, '/tx/history'],
    [PROMOTION.title, '/promotion'],
    [PROMOTION.returnLossTitle, '/tx/withdraw/return-loss'],
    [CONTENT.gameTitle, '/game'],
  ];
  // Then the mini-games and the referral programme across the row, each name followed by an invitation.
  await expect(actions.getByRole('link')).toHaveCount(expected.length + 2);
  for (const [name, href] of expected) {
    await expect(actions.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(actions.getByRole('link', { name: MINIGAME.titles.hub })).toHaveAttribute('href', '/mini-game');
  await expect(actions.getByRole('link', { name: REFER.titles.hub })).toHaveAttribute('href', '/refer');
  // One glyph per action: no two shortcuts draw the same icon.
  const glyphs = await actions.locator('a svg').evaluateAll((icons) => icons.map((icon) => icon.innerHTML));
  expect(new Set(glyphs).size).toBe(expected.length + 2);
  const strip = page.getByRole('region', { name: HOME.promotionsTitle, exact: true });
  await expect(strip.getByRole('listitem').first()).toBeVisible();
  await expect(strip.getByRole('link', { name: HOME.viewAll, exact: true })).toHaveAttribute('href', '/promotion');

  // Newest first: the withdrawal, then the two deposits; the funding (the oldest) is not among them.
  const recent = page.getByRole('region', { name: HOME.recentTitle, exact: true });
  const rows = recent.getByTestId('history-row');
  await expect(rows).toHaveCount(3);
  // Deposits and withdrawals side by side: each row says which it is.
  await expect(rows.nth(0)).toContainText(formatNumber(333));
  await expect(rows.nth(0)).toContainText(WALLET.withdrawTitle);
  await expect(rows.nth(1)).toContainText(formatNumber(222));
  await expect(rows.nth(1)).toContainText(WALLET.depositTitle);
  await expect(rows.nth(2)).toContainText(formatNumber(111));
  await expect(rows.nth(2)).toContainText(WALLET.depositTitle);
  for (const time of await rows.getByText(/\d{2}:\d{2}/).allInnerTexts()) expect(time).toMatch(SHORT);
  await recent.scrollIntoViewIfNeeded();
  await shot(page, 'member-screens-member-home-recent');
  await rows.nth(0).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/tx/withdraw-detail\\?id=${withdrawal.id}$`));
  await page.goBack();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'member-screens-member-home');
  expect(second.status).toBe('waiting_for_approve');
});
