import {
  type AdminPromotion,
  type BonusPreview,
  type DepositRow,
  formatDate,
  formatNumber,
  LABELS,
  PROMOTION,
  PROMOTION_TEXTS,
  type PromotionInputPayload,
  txStatus,
  WALLET,
} from '@member/shared';
import type { APIRequestContext } from '@playwright/test';
import { expectAxeClean } from './a11y-helpers';
import { expect, test } from './fixtures';
import { ensureWalletChannels, operatorApi, shot, signInNewMember, waitForJson } from './helpers';

const SUCCESS = txStatus('approved').label;

/** A promotion of the operator's, live from an hour ago; every test's title is its own. */
async function createPromotion(
  request: APIRequestContext,
  overrides: Partial<PromotionInputPayload>,
): Promise<AdminPromotion> {
  return operatorApi<AdminPromotion>(request, 'POST', '/promotions', {
    description: '<p>โปรโมชั่นทดสอบ</p>',
    kind: 'deposit_percent',
    ratePercent: 50,
    maxBonus: 200,
    minDeposit: 100,
    startDate: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
    ...overrides,
  });
}

/** Promotions a test created are switched off again so the list other tests see stays short. */
const created: number[] = [];
test.afterEach(async ({ request }) => {
  while (created.length > 0) {
    const id = created.pop();
    await operatorApi(request, 'POST', `/promotions/${id}/deactivate`);
  }
});

test('promotion list → detail → deposit with the promotion → approval pays the bonus → bonus history', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await ensureWalletChannels(request);
  const title = `โบนัสทดสอบ 50% ${Date.now()}`;
  const endDate = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  endDate.setSeconds(0, 0);
  const promotion = await createPromotion(request, {
    title,
    description: '<p>ฝากรับโบนัส <strong>50%</strong> สูงสุด 200 บาท</p><ul><li>ฝากขั้นต่ำ 100 บาท</li></ul>',
    endDate: endDate.toISOString(),
    turnoverMultiple: 2,
  });
  created.push(promotion.id);
  await signInNewMember(page, request);

  // The list: image or banner, title, the description as HTML, the end as DD/MM/YYYY HH:mm.
  await page.goto('/promotion');
  await expect(page.getByRole('heading', { name: PROMOTION.title, exact: true })).toBeVisible();
  const card = page.getByRole('article', { name: title, exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByText('50%', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  await expect(card.getByTestId('promotion-end')).toHaveText(formatDate(endDate, 'dateTime'));
  expect(formatDate(endDate, 'dateTime')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'promotion-list');

  // The detail comes from GET /v2/promotion/{id} into a dialog.
  const detailAnswer = page.waitForResponse((response) => response.url().endsWith(`/api/v2/promotion/${promotion.id}`));
  await card.getByRole('button', { name: PROMOTION.details, exact: true }).click();
  expect((await detailAnswer).ok()).toBe(true);
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('ฝากขั้นต่ำ 100 บาท')).toBeVisible();
  await expect(dialog.getByText(PROMOTION.turnoverTimes(2), { exact: true })).toBeVisible();
  await shot(page, 'promotion-detail');
  await dialog.getByRole('link', { name: PROMOTION.claim, exact: true }).click();

  // The deposit page: a new member has bonuses off (register sends bonus 0), so the picker offers
  // to turn them on; then the promotion of the link is chosen.
  await expect(page).toHaveURL(new RegExp(`/tx/deposit\\?promotionId=${promotion.id}$`));
  const picker = page.getByRole('group', { name: PROMOTION.picker, exact: true });
  await expect(picker.getByText(PROMOTION.bonusOffer)).toBeVisible();
  await shot(page, 'promotion-deposit-bonus-off');
  await picker.getByRole('button', { name: PROMOTION.enableBonus, exact: true }).click();
  const chosen = picker.getByRole('radio', { name: title });
  await expect(chosen).toBeChecked();
  await expect(picker.getByRole('radio', { name: PROMOTION.none, exact: true })).not.toBeChecked();

  const preview = waitForJson<BonusPreview>(page, 'POST', '/api/v2/promotion/calculate-bonus');
  await page.getByLabel(WALLET.amount, { exact: true }).fill('1000');
  expect(await preview).toMatchObject({ promotionId: promotion.id, amount: 1000, bonus: 200, eligible: true });
  await expect(page.getByTestId('bonus-preview')).toHaveText(formatNumber(200));
  await page.getByLabel(WALLET.amount, { exact: true }).blur();
  await picker.scrollIntoViewIfNeeded();
  await shot(page, 'promotion-deposit-chosen');

  const depositAnswer = waitForJson<DepositRow>(page, 'POST', '/api/member/regulardeposit');
  await page.getByRole('button', { name: WALLET.submitDeposit, exact: true }).click();
  const deposit = await depositAnswer;
  expect(deposit).toMatchObject({ amount: 1000, status: 'waiting_for_approve', promotionId: promotion.id });
  await expect(page).toHaveURL(/\/tx\/deposit-detail/);

  // The operator approves: the deposit and its bonus reach the wallet.
  await operatorApi<DepositRow>(request, 'POST', `/deposits/${deposit.id}/approve`, {});
  await page.goto('/');
  await expect(page.getByTestId('credit')).toHaveText(formatNumber(1200));

  // The bonus history (linked from the history tabs): type 'โปรโมชั่น', status 'เสร็จสิ้น', 200.00.
  await page.goto('/tx/history/deposit');
  await page.getByRole('link', { name: WALLET.bonusHistory, exact: true }).click();
  await expect(page).toHaveURL(/\/tx\/history\/bonus$/);
  const row = page.getByTestId('history-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(PROMOTION_TEXTS.typeLabels.promotion, { exact: true })).toBeVisible();
  await expect(row.getByText(SUCCESS, { exact: true })).toHaveAttribute('data-state', 'success');
  await expect(row.getByText(formatNumber(200), { exact: true })).toBeVisible();
  await expect(row.getByText(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/)).toBeVisible();
  await shot(page, 'promotion-history-bonus');
});

test('a description with <script> and onerror renders inert', async ({ page, request }) => {
  const title = `โปรโมชั่นสคริปต์ ${Date.now()}`;
  const promotion = await createPromotion(request, {
    title,
    description:
      '<p>ข้อความปกติ</p><script>window.__xss = "script"; alert("script")</script>' +
      "<img src=x onerror=\"window.__xss = 'onerror'; alert('onerror')\">" +
      '<a href="javascript:alert(1)">ลิงก์</a>',
  });
  created.push(promotion.id);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInNewMember(page, request);

  await page.goto('/promotion');
  const card = page.getByRole('article', { name: title, exact: true });
  await expect(card.getByText('ข้อความปกติ')).toBeVisible();
  await card.getByRole('button', { name: PROMOTION.details, exact: true }).click();
  const detail = page.getByRole('dialog', { name: title, exact: true });
  await expect(detail.getByText('ข้อความปกติ')).toBeVisible();
  // Give a broken image's onerror time to fire, if it were there.
  await page.waitForTimeout(500);

  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  const descriptions = page.getByTestId('promotion-description');
  await expect(descriptions.first()).toBeVisible();
  expect(
    await descriptions.evaluateAll((nodes) =>
      nodes.every((node) => !node.querySelector('script, [onerror], [onload], [onclick], a[href^="javascript:"]')),
    ),
  ).toBe(true);
  expect(await page.locator('[onerror]').count()).toBe(0);
});

test('return of losses: the terms, and with nothing lost the claim is disabled with why, in Thai', async ({
  page,
  request,
}) => {
  // Sort order 0 puts it before the seed's one: it is the return of losses that applies.
  const promotion = await createPromotion(request, {
    title: `คืนยอดเสียทดสอบ ${Date.now()}`,
    kind: 'return_loss',
    ratePercent: 7.5,
    maxBonus: 3000,
    minDeposit: 0,
    period: 'daily',
    sortOrder: 0,
  });
  created.push(promotion.id);
  await signInNewMember(page, request);

  // Found from the wallet hub.
  await page.goto('/tx');
  await page.getByRole('link', { name: PROMOTION.returnLossLink, exact: true }).click();
  await expect(page).toHaveURL(/\/tx\/withdraw\/return-loss$/);
  await expect(page.getByRole('heading', { name: PROMOTION.returnLossTitle, exact: true })).toBeVisible();

  // Its terms: rate, period, the most one period pays; a new member lost nothing, so 0.00.
  const terms = page.getByRole('region', { name: promotion.title, exact: true });
  await expect(terms.getByText('7.5%', { exact: true })).toBeVisible();
  await expect(terms.getByText(PROMOTION_TEXTS.periodLabels.daily, { exact: true })).toBeVisible();
  await expect(terms.getByText(`${formatNumber(3000)} ${LABELS.currency}`, { exact: true })).toBeVisible();
  await expect(page.getByTestId('return-loss-amount')).toHaveText(formatNumber(0));
  await shot(page, 'promotion-return-loss');

  // Nothing to claim: the claim is disabled, with why beside it and where to go instead.
  const claim = page.getByRole('button', { name: PROMOTION.returnLossClaim, exact: true });
  await expect(claim).toBeDisabled();
  await expect(claim).toHaveAccessibleDescription(PROMOTION.returnLossNone);
  await expect(page.getByRole('link', { name: PROMOTION.returnLossNext, exact: true })).toHaveAttribute(
    'href',
    '/promotion',
  );
  await expectAxeClean(page, '/tx/withdraw/return-loss (nothing to claim)');
  await shot(page, 'promotion-return-loss-none');
});

test('a chosen promotion that stops being claimable is named to the member before the deposit goes without it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await ensureWalletChannels(request);
  const title = `โบนัสหายไป ${Date.now()}`;
  const promotion = await createPromotion(request, { title });
  created.push(promotion.id);
  await signInNewMember(page, request);

  // A first deposit waits for the operator: its approval later is the live update the page hears.
  await page.goto('/tx/deposit');
  await page.getByLabel(WALLET.amount, { exact: true }).fill('100');
  const first = waitForJson<DepositRow>(page, 'POST', '/api/member/regulardeposit');
  await page.getByRole('button', { name: WALLET.submitDeposit, exact: true }).click();
  const pending = await first;
  await expect(page).toHaveURL(/\/tx\/deposit-detail/);

  // The member chooses the promotion for a second deposit.
  await page.goto(`/tx/deposit?promotionId=${promotion.id}`);
  const picker = page.getByRole('group', { name: PROMOTION.picker, exact: true });
  await picker.getByRole('button', { name: PROMOTION.enableBonus, exact: true }).click();
  await expect(picker.getByRole('radio', { name: title })).toBeChecked();
  await page.getByLabel(WALLET.amount, { exact: true }).fill('1000');

  // The operator ends the promotion, then approves the first deposit: the list is read again live.
  await operatorApi(request, 'POST', `/promotions/${promotion.id}/deactivate`);
  await operatorApi(request, 'POST', `/deposits/${pending.id}/approve`, {});
  const notice = page.getByRole('status').filter({ hasText: WALLET.promotionLost(title) });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(picker.getByRole('radio', { name: title })).toHaveCount(0);
  await expect(picker.getByRole('radio', { name: PROMOTION.none, exact: true })).toBeChecked();
  await notice.scrollIntoViewIfNeeded();
  await shot(page, 'promotion-deposit-lost');
  await expectAxeClean(page, 'deposit page telling of a lost promotion');

  // Sending now does not go: the notice is brought to the member first.
  let sent = false;
  page.on('request', (candidate) => {
    if (candidate.url().endsWith('/api/member/regulardeposit')) sent = true;
  });
  await page.getByRole('button', { name: WALLET.submitDeposit, exact: true }).click();
  await expect(notice.locator('[tabindex="-1"]')).toBeFocused();
  expect(sent).toBe(false);

  // Once acknowledged, the deposit goes without a bonus, as the member now knows.
  await notice.getByRole('button', { name: WALLET.promotionLostAcknowledge, exact: true }).click();
  await expect(notice).toHaveCount(0);
  const second = waitForJson<DepositRow>(page, 'POST', '/api/member/regulardeposit');
  await page.getByRole('button', { name: WALLET.submitDeposit, exact: true }).click();
  expect(await second).toMatchObject({ amount: 1000, promotionId: null });
});
