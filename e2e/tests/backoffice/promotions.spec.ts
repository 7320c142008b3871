import { mkdirSync } from 'node:fs';
import type { AdminPromotion, Page as ApiPage, Promotion } from '@member/shared';
import type { Page } from '@playwright/test';
import { expectAxeClean } from '../a11y-helpers';
import { gradientPng } from '../content-helpers';
import { expect, test } from '../fixtures';
import { apiCall, OPERATOR, operatorApi, signInNewMember } from '../helpers';
import { BACKOFFICE, signInBackoffice } from './helpers';

const SHOTS = '/tmp/shots-promotions';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });
}

/** A `datetime-local` value in Bangkok time, `days` from now. */
function bangkokInput(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000 + 7 * 3_600_000);
  return at.toISOString().slice(0, 16);
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
  await expect(page.getByRole('heading', { name: 'โปรโมชั่น', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'รายการโปรโมชั่น' })).toBeVisible();
  await expectAxeClean(page, '/promotions');
  await shot(page, 'list-before');

  await page.getByRole('link', { name: 'เพิ่มโปรโมชั่น' }).click();
  await expect(page).toHaveURL(`${BACKOFFICE}/promotions/new`);
  await page.getByLabel('ชื่อโปรโมชั่น').fill(title);
  await page.getByLabel('รายละเอียด (HTML)').fill('<p>ฝากวันนี้ <strong>รับโบนัสเพิ่ม</strong></p><script>alert(1)</script>');
  await page.getByLabel('อัตราโบนัส (%)').fill('10');
  await page.getByLabel('โบนัสสูงสุดต่อครั้ง (บาท)').fill('500');
  await page.getByLabel('ยอดเทิร์นโอเวอร์ (เท่า)').fill('3');
  await page.getByLabel('ระดับสมาชิกที่รับได้').fill('');
  await page.getByLabel('สิ้นสุด (เวลาไทย)').fill(bangkokInput(30));
  await page.getByLabel('รับได้ครั้งเดียวต่อสมาชิก').check();

  // The member's card, drawn live from the form.
  const preview = page.getByTestId('promotion-preview');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview).toContainText('โบนัส 10% สูงสุด 500.00 บาท');
  await expect(preview).toContainText('รับโบนัสเพิ่ม');
  await expect(preview.locator('script')).toHaveCount(0);
  await expectAxeClean(page, '/promotions/new');
  await shot(page, 'new-filled');

  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page).toHaveURL(new RegExp(`${BACKOFFICE}/promotions/\\d+$`));
  await expect(page.getByRole('status').filter({ hasText: 'เพิ่มโปรโมชั่นแล้ว' })).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const created = await operatorApi<AdminPromotion>(request, 'GET', `/promotions/${id}`);
  expect(created).toMatchObject({
    title,
    kind: 'deposit_percent',
    ratePercent: 10,
    maxBonus: 500,
    turnoverMultiple: 3,
    oncePerMember: true,
    isActive: false,
    imagePath: null,
  });

  // The image: uploaded at once, shown in the field and on the card.
  await page.getByLabel('รูปแบนเนอร์ (16:9)').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: gradientPng(320, 180, [225, 29, 72], [245, 196, 81]),
  });
  await expect(page.getByRole('status').filter({ hasText: 'อัปโหลดรูปแล้ว' })).toBeVisible();
  await expect(preview.getByTestId('promotion-preview-image')).toHaveAttribute('src', /^\/uploads\//);
  await expect(page.getByRole('img', { name: `รูปของ ${title}` })).toBeVisible();

  // Not active yet: members do not see it.
  const before = await apiCall<Promotion[]>(request, 'GET', '/v2/promotion');
  expect(before.find((p) => p.title === title)).toBeUndefined();

  await page.getByRole('button', { name: 'เปิดใช้งาน', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'เปิดใช้งานโปรโมชั่นแล้ว' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ปิดใช้งาน', exact: true })).toBeVisible();
  await expectAxeClean(page, '/promotions/:id');
  await shot(page, 'edit-active');

  const listed = (await apiCall<Promotion[]>(request, 'GET', '/v2/promotion')).find((p) => p.title === title);
  expect(listed).toMatchObject({
    id,
    ratePercent: 10,
    maxBonus: 500,
    imagePath: expect.stringMatching(/^\/uploads\//),
  });
  expect(listed?.description).not.toContain('script');

  // An edit keeps it active (the whole promotion is sent with its switch as it is now).
  await page.getByLabel('ลำดับการแสดง').fill('5');
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'บันทึกการแก้ไขแล้ว' })).toBeVisible();
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
  await expect(card).toContainText('โบนัส 10% สูงสุด 500.00 บาท');
  await card.scrollIntoViewIfNeeded();
  await member.screenshot({ path: `${SHOTS}/member-card.png`, animations: 'disabled' });
  await memberContext.close();

  // The list: status and dates; remove the image and switch it off from there.
  await page.getByRole('link', { name: 'กลับไปรายการโปรโมชั่น' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('เปิดใช้งาน');
  await expect(row).toContainText('โบนัสเงินฝากแบบเปอร์เซ็นต์');
  await shot(page, 'list-after');
  await row.getByRole('button', { name: `ปิดใช้งาน ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ปิดใช้งานโปรโมชั่นแล้ว' })).toBeVisible();
  await expect(row.getByRole('button', { name: `เปิดใช้งาน ${title}` })).toBeVisible();
  expect((await apiCall<Promotion[]>(request, 'GET', '/v2/promotion')).find((p) => p.title === title)).toBeUndefined();

  await row.getByRole('link', { name: `แก้ไข ${title}` }).click();
  await page.getByRole('button', { name: 'ลบรูป' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ลบรูปแล้ว' })).toBeVisible();
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
  await page.getByLabel('ชื่อโปรโมชั่น').fill(title);
  await page.getByLabel('อัตราโบนัส (%)').fill('abc');
  await page.getByLabel('โบนัสสูงสุดต่อครั้ง (บาท)').fill('500');
  await page.getByLabel('สิ้นสุด (เวลาไทย)').fill(bangkokInput(-3));
  await page.getByRole('button', { name: 'บันทึก' }).click();
  // The shared schema's message (the server answers the same one for the same body).
  await expect(page.getByLabel('อัตราโบนัส (%)')).toHaveAccessibleDescription('ข้อมูลไม่ถูกต้อง');
  await expect(page.getByLabel('อัตราโบนัส (%)')).toHaveAttribute('aria-invalid', 'true');
  // Once every field is well formed, the rules across fields: an end before the start.
  await page.getByLabel('อัตราโบนัส (%)').fill('10');
  await page.getByRole('button', { name: 'บันทึก' }).click();
  await expect(page.getByLabel('สิ้นสุด (เวลาไทย)')).toHaveAccessibleDescription(/ข้อมูลไม่ถูกต้อง/);
  await expect(page.getByLabel('อัตราโบนัส (%)')).toHaveAttribute('aria-invalid', 'false');
  await expectAxeClean(page, '/promotions/new with errors');
  await shot(page, 'new-errors');
  expect(posted).toBe(0);
  expect((await allPromotions(request)).find((p) => p.title === title)).toBeUndefined();

  // Switching the kind leaves no value behind: a fixed bonus needs only its amount.
  await page.getByLabel('ประเภทโปรโมชั่น').selectOption('deposit_fixed');
  await page.getByLabel('โบนัส (บาท)').fill('100');
  await page.getByLabel('สิ้นสุด (เวลาไทย)').fill('');
  await expect(page.getByTestId('promotion-preview')).toContainText('โบนัส 100.00 บาท');
  await page.getByRole('button', { name: 'บันทึก' }).click();
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
    .getByLabel('รูปแบนเนอร์ (16:9)')
    .setInputFiles({ name: 'not-an-image.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  const refused = await answer;
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  const message = ((await refused.json()) as { error: { message: string } }).error.message;
  expect(message).toMatch(/[\u0E00-\u0E7F]/);
  await expect(page.getByLabel('รูปแบนเนอร์ (16:9)')).toHaveAccessibleDescription(new RegExp(message.slice(0, 10)));
  expect((await operatorApi<AdminPromotion>(request, 'GET', `/promotions/${id}`)).imagePath).toBeNull();

  // The claims of the promotion: an empty page, a status filter in the URL.
  const claims = page.getByRole('table', { name: 'การรับโปรโมชั่นนี้' });
  await expect(claims).toContainText('ไม่มีข้อมูล');
  await page.getByLabel('สถานะ', { exact: true }).selectOption('approved');
  await expect(page).toHaveURL(/status=approved/);
  await expectAxeClean(page, '/promotions/:id with a refused image');
  await shot(page, 'edit-refused-image');
});
