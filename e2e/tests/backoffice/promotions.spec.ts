import { mkdirSync } from 'node:fs';
import {
  type AdminPromotion,
  type Page as ApiPage,
  type Promotion,
  PROMOTION,
  PROMOTION_FIELD_MESSAGES,
  PROMOTION_TEXTS,
} from '@member/shared';
import { BO_ACTIONS, BO_DATE_FIELD, BO_MEMBER_LEVEL_LABELS, BO_PROMOTIONS, BO_TABLE } from '@member/shared/backoffice';
import type { Page } from '@playwright/test';
import { expectAxeClean } from '../a11y-helpers';
import { gradientPng } from '../content-helpers';
import { expect, test } from '../fixtures';
import { apiCall, OPERATOR, operatorApi, signInNewMember } from '../helpers';
import { BACKOFFICE, signInBackoffice } from './helpers';

const SHOTS = '/tmp/shots-promotions';
const F = BO_PROMOTIONS.fields;
const T = BO_PROMOTIONS.editor;

/** Matches a text anywhere in a longer one (an accessible description holds the hint and the error). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });
}

/** A date-and-time field's day (DD/MM/YYYY) and time (HH:mm), Bangkok time, `days` from now. */
function bangkokInput(days: number): { day: string; time: string } {
  const [date = '', time = ''] = new Date(Date.now() + days * 86_400_000 + 7 * 3_600_000)
    .toISOString()
    .slice(0, 16)
    .split('T');
  const [year, month, day] = date.split('-');
  return { day: `${day}/${month}/${year}`, time };
}

/** A date-and-time field's day input, by the field's label. */
const dayOf = (page: Page, label: string) => page.getByLabel(`${label} ${BO_DATE_FIELD.day}`, { exact: true });

/** Types a day and a time into a date-and-time field ('' empties both). */
async function fillDateTime(page: Page, label: string, value: { day: string; time: string } | '') {
  await dayOf(page, label).fill(value === '' ? '' : value.day);
  await page.getByLabel(`${label} ${BO_DATE_FIELD.time}`, { exact: true }).fill(value === '' ? '' : value.time);
}

async function allPromotions(request: Parameters<typeof operatorApi>[0]): Promise<AdminPromotion[]> {
  return (await operatorApi<ApiPage<AdminPromotion>>(request, 'GET', '/promotions?limit=100')).items;
}

test('create a promotion with an image, see the member card preview, activate it, and members see it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `โปรทดสอบ ${Date.now().toString(36)}`;
  await signInBackoffice(page, OPERATOR, '/promotions');
  await expect(page.getByRole('heading', { name: BO_PROMOTIONS.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: BO_PROMOTIONS.tableCaption })).toBeVisible();
  await expectAxeClean(page, '/promotions');
  await shot(page, 'list-before');

  await page.getByRole('link', { name: BO_PROMOTIONS.create }).click();
  await expect(page).toHaveURL(`${BACKOFFICE}/promotions/new`);
  // The description: formatted with the toolbar's buttons, whose state follows the caret.
  const description = page.getByRole('textbox', { name: F.description });
  const toolbar = page.getByRole('toolbar', { name: T.toolbar });
  await expect(toolbar).toBeVisible();
  await expectAxeClean(page, '/promotions/new empty');
  await shot(page, 'new-empty');
  await page.getByLabel(F.title).fill(title);
  await description.click();
  await description.pressSequentially('ฝากวันนี้ ');
  await toolbar.getByRole('button', { name: T.bold }).click();
  await expect(toolbar.getByRole('button', { name: T.bold })).toHaveAttribute('aria-pressed', 'true');
  await description.pressSequentially('รับโบนัสเพิ่ม');
  await toolbar.getByRole('button', { name: T.bold }).click();
  await expect(toolbar.getByRole('button', { name: T.bold })).toHaveAttribute('aria-pressed', 'false');
  await description.press('Enter');
  await toolbar.getByRole('button', { name: T.bulletList }).click();
  await expect(toolbar.getByRole('button', { name: T.bulletList })).toHaveAttribute('aria-pressed', 'true');
  await description.pressSequentially('ฝากขั้นต่ำ 100 บาท');
  await description.press('Enter');
  await description.pressSequentially('ทำเทิร์น 3 เท่า');
  // A link: Enter on an empty item leaves the list; the address the sanitiser would drop is refused.
  await description.press('Enter');
  await description.press('Enter');
  await description.pressSequentially('ดูกติกา');
  await description.press('Shift+Home');
  await toolbar.getByRole('button', { name: T.link }).click();
  const address = page.getByRole('textbox', { name: T.linkAddress });
  await address.fill('javascript:alert(1)');
  await address.press('Enter');
  await expect(address).toHaveAccessibleDescription(containing(T.linkRefused));
  await expectAxeClean(page, '/promotions/new with the link row open');
  await shot(page, 'new-link-refused');
  await address.fill('https://example.com/rules');
  await address.press('Enter');
  await expect(address).toBeHidden();
  // The caret goes back to the text (Tiptap focuses it on the next frame).
  await expect(description).toBeFocused();
  await expect(toolbar.getByRole('button', { name: T.link })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel(F.ratePercent).fill('10');
  await page.getByLabel(F.maxBonus).fill('500');
  await page.getByLabel(F.turnoverMultiple).fill('3');
  const levels = page.getByRole('group', { name: F.memberLevels });
  await levels.getByRole('checkbox', { name: BO_MEMBER_LEVEL_LABELS.normal }).check();
  await levels.getByRole('checkbox', { name: BO_MEMBER_LEVEL_LABELS.vip }).check();
  await fillDateTime(page, F.endDate, bangkokInput(30));
  await page.getByLabel(F.oncePerMember).check();

  // The member's card, drawn live from the form.
  const preview = page.getByTestId('promotion-preview');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview).toContainText(PROMOTION.summaryPercent('10', '500.00'));
  await expect(preview.locator('strong')).toHaveText('รับโบนัสเพิ่ม');
  await expect(preview.locator('ul > li')).toHaveText(['ฝากขั้นต่ำ 100 บาท', 'ทำเทิร์น 3 เท่า']);
  await expect(preview.getByRole('link', { name: 'ดูกติกา' })).toHaveAttribute('href', 'https://example.com/rules');
  await expectAxeClean(page, '/promotions/new');
  await shot(page, 'new-filled');

  await page.getByRole('button', { name: BO_ACTIONS.save }).click();
  await expect(page).toHaveURL(new RegExp(`${BACKOFFICE}/promotions/\\d+$`));
  await expect(page.getByRole('status').filter({ hasText: BO_PROMOTIONS.created })).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const created = await operatorApi<AdminPromotion>(request, 'GET', `/promotions/${id}`);
  expect(created).toMatchObject({
    title,
    kind: 'deposit_percent',
    ratePercent: 10,
    maxBonus: 500,
    turnoverMultiple: 3,
    oncePerMember: true,
    memberLevels: ['normal', 'vip'],
    isActive: false,
    imagePath: null,
  });
  expect(created.descriptionSource).toContain(
    '<p>ฝากวันนี้ <strong>รับโบนัสเพิ่ม</strong></p><ul><li><p>ฝากขั้นต่ำ 100 บาท</p></li><li><p>ทำเทิร์น 3 เท่า</p></li></ul>',
  );
  expect(created.descriptionSource).toMatch(/<p><a [^>]*href="https:\/\/example\.com\/rules"[^>]*>ดูกติกา<\/a><\/p>$/);

  // The image: uploaded at once, shown in the field and on the card.
  await page.getByLabel(F.image).setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: gradientPng(320, 180, [225, 29, 72], [245, 196, 81]),
  });
  await expect(page.getByRole('status').filter({ hasText: BO_PROMOTIONS.imageUploaded })).toBeVisible();
  await expect(preview.getByTestId('promotion-preview-image')).toHaveAttribute('src', /^\/uploads\//);
  await expect(page.getByRole('img', { name: BO_PROMOTIONS.imageAlt(title) })).toBeVisible();

  // Not active yet: members do not see it.
  const before = await apiCall<Promotion[]>(request, 'GET', '/v2/promotion');
  expect(before.find((p) => p.title === title)).toBeUndefined();

  await page.getByRole('button', { name: BO_PROMOTIONS.activate, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: BO_PROMOTIONS.activated })).toBeVisible();
  await expect(page.getByRole('button', { name: BO_PROMOTIONS.deactivate, exact: true })).toBeVisible();
  await expectAxeClean(page, '/promotions/:id');
  await shot(page, 'edit-active');

  const listed = (await apiCall<Promotion[]>(request, 'GET', '/v2/promotion')).find((p) => p.title === title);
  expect(listed).toMatchObject({
    id,
    ratePercent: 10,
    maxBonus: 500,
    imagePath: expect.stringMatching(/^\/uploads\//),
  });
  expect(listed?.description).toContain('<strong>รับโบนัสเพิ่ม</strong>');

  // An edit keeps it active (the whole promotion is sent with its switch as it is now).
  await page.getByLabel(F.sortOrder).fill('5');
  await page.getByRole('button', { name: BO_ACTIONS.save }).click();
  await expect(page.getByRole('status').filter({ hasText: BO_PROMOTIONS.saved })).toBeVisible();
  expect(await operatorApi<AdminPromotion>(request, 'GET', `/promotions/${id}`)).toMatchObject({
    sortOrder: 5,
    isActive: true,
  });

  // The member site's page shows the same card.
  const memberContext = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'th-TH',
    serviceWorkers: 'block',
  });
  const member = await memberContext.newPage();
  await signInNewMember(member, request);
  await member.goto('/promotion');
  const card = member.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText(PROMOTION.summaryPercent('10', '500.00'));
  // The description as formatted in the editor: bold text and a list.
  const shown = card.getByTestId('promotion-description');
  await expect(shown.locator('strong')).toHaveText('รับโบนัสเพิ่ม');
  await expect(shown.locator('ul > li')).toHaveCount(2);
  await card.scrollIntoViewIfNeeded();
  await member.screenshot({ path: `${SHOTS}/member-card.png`, animations: 'disabled' });
  await memberContext.close();

  // The list: status and dates; remove the image and switch it off from there.
  await page.getByRole('link', { name: BO_PROMOTIONS.backToList }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(BO_PROMOTIONS.status.active);
  await expect(row).toContainText(PROMOTION_TEXTS.kindLabels.deposit_percent);
  await shot(page, 'list-after');
  await row.getByRole('button', { name: BO_PROMOTIONS.deactivateNamed(title) }).click();
  await expect(page.getByRole('status').filter({ hasText: BO_PROMOTIONS.deactivated })).toBeVisible();
  await expect(row.getByRole('button', { name: BO_PROMOTIONS.activateNamed(title) })).toBeVisible();
  expect((await apiCall<Promotion[]>(request, 'GET', '/v2/promotion')).find((p) => p.title === title)).toBeUndefined();

  await row.getByRole('link', { name: BO_PROMOTIONS.editNamed(title) }).click();
  // The saved description opens in the editor as formatted, the levels ticked.
  const saved = page.getByRole('textbox', { name: F.description });
  await expect(saved.locator('strong')).toHaveText('รับโบนัสเพิ่ม');
  await expect(saved.locator('ul > li')).toHaveCount(2);
  await expect(saved.getByRole('link', { name: 'ดูกติกา' })).toBeVisible();
  await expect(levels.getByRole('checkbox', { name: BO_MEMBER_LEVEL_LABELS.vip })).toBeChecked();
  await expect(levels.getByRole('checkbox', { name: BO_MEMBER_LEVEL_LABELS.gold })).not.toBeChecked();
  await page.getByRole('button', { name: BO_PROMOTIONS.imageRemove }).click();
  await expect(page.getByRole('status').filter({ hasText: BO_PROMOTIONS.imageRemoved })).toBeVisible();
  await expect(preview.getByTestId('promotion-preview-image')).toHaveCount(0);
  expect((await operatorApi<AdminPromotion>(request, 'GET', `/promotions/${id}`)).imagePath).toBeNull();
});

test('a bad input shows the Thai message next to its field and saves nothing', async ({ page, request }) => {
  test.setTimeout(60_000);
  const title = `โปรผิด ${Date.now().toString(36)}`;
  await signInBackoffice(page, OPERATOR, '/promotions/new');
  let posted = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/admin/promotions') posted += 1;
  });
  // Nothing filled: each required field says which one it is.
  await page.getByRole('button', { name: BO_ACTIONS.save }).click();
  await expect(page.getByLabel(F.title)).toHaveAccessibleDescription(PROMOTION_FIELD_MESSAGES.titleRequired);
  await expect(page.getByLabel(F.ratePercent)).toHaveAccessibleDescription(
    PROMOTION_FIELD_MESSAGES.ratePercentRequired,
  );
  await expect(page.getByLabel(F.maxBonus)).toHaveAccessibleDescription(PROMOTION_FIELD_MESSAGES.maxBonusRequired);
  await expect(page.getByLabel(F.title)).toBeFocused();
  await expectAxeClean(page, '/promotions/new with every required field empty');
  await shot(page, 'new-errors-empty');
  await page.getByLabel(F.title).fill(title);
  await page.getByLabel(F.ratePercent).fill('abc');
  await page.getByLabel(F.maxBonus).fill('500');
  await fillDateTime(page, F.endDate, bangkokInput(-3));
  await page.getByRole('button', { name: BO_ACTIONS.save }).click();
  // The shared schema's message (the server answers the same one for the same body).
  await expect(page.getByLabel(F.ratePercent)).toHaveAccessibleDescription(PROMOTION_FIELD_MESSAGES.ratePercentRange);
  await expect(page.getByLabel(F.ratePercent)).toHaveAttribute('aria-invalid', 'true');
  // Once every field is well formed, the rules across fields: an end before the start.
  await page.getByLabel(F.ratePercent).fill('10');
  await page.getByRole('button', { name: BO_ACTIONS.save }).click();
  await expect(dayOf(page, F.endDate)).toHaveAccessibleDescription(
    containing(PROMOTION_FIELD_MESSAGES.endDateBeforeStart),
  );
  await expect(page.getByLabel(F.ratePercent)).toHaveAttribute('aria-invalid', 'false');
  await expectAxeClean(page, '/promotions/new with errors');
  await shot(page, 'new-errors');
  expect(posted).toBe(0);
  expect((await allPromotions(request)).find((p) => p.title === title)).toBeUndefined();

  // Switching the kind leaves no value behind: a fixed bonus needs only its amount.
  await page.getByLabel(F.kind).selectOption('deposit_fixed');
  await page.getByLabel(F.fixedBonus).fill('100');
  await fillDateTime(page, F.endDate, '');
  await expect(page.getByTestId('promotion-preview')).toContainText(PROMOTION.summaryFixed('100.00'));
  await page.getByRole('button', { name: BO_ACTIONS.save }).click();
  await expect(page).toHaveURL(new RegExp(`${BACKOFFICE}/promotions/\\d+$`));
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  expect(await operatorApi<AdminPromotion>(request, 'GET', `/promotions/${id}`)).toMatchObject({
    kind: 'deposit_fixed',
    fixedBonus: 100,
    ratePercent: null,
    maxBonus: null,
    endDate: null,
  });

  // A file the server refuses: its Thai message under the image field, nothing stored.
  const answer = page.waitForResponse((r) => r.url().endsWith(`/api/admin/promotions/${id}/image`));
  await page
    .getByLabel(F.image)
    .setInputFiles({ name: 'not-an-image.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  const refused = await answer;
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  const message = ((await refused.json()) as { error: { message: string } }).error.message;
  expect(message).toMatch(/[\u0E00-\u0E7F]/);
  await expect(page.getByLabel(F.image)).toHaveAccessibleDescription(new RegExp(message.slice(0, 10)));
  expect((await operatorApi<AdminPromotion>(request, 'GET', `/promotions/${id}`)).imagePath).toBeNull();

  // The claims of the promotion: an empty page, a status filter in the URL.
  const claims = page.getByRole('table', { name: BO_PROMOTIONS.claims.caption });
  await expect(claims).toContainText(BO_TABLE.empty);
  await page.getByLabel(BO_PROMOTIONS.claims.status, { exact: true }).selectOption('approved');
  await expect(page).toHaveURL(/status=approved/);
  await expectAxeClean(page, '/promotions/:id with a refused image');
  await shot(page, 'edit-refused-image');
});
