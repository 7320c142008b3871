import { mkdirSync } from 'node:fs';
import {
  type AdminBanner,
  type AdminContactLine,
  type AdminFeedItem,
  type Announcement,
  type BannerItem,
  CONTENT,
  CONTENT_MESSAGES,
  type HowtoContent,
  type OperatorLoginResult,
  type SettingImage,
} from '@member/shared';
import { BO_ACTIONS, BO_CONTENT, BO_MENU } from '@member/shared/backoffice';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAxeClean } from '../a11y-helpers';
import { gradientPng, operatorDelete, operatorUpload, pngFile } from '../content-helpers';
import { expect, test } from '../fixtures';
import { apiCall, operatorApi, signInNewMember } from '../helpers';
import { BACKOFFICE, createOperator, signInBackoffice } from './helpers';

const SHOTS = '/tmp/shots-content';
mkdirSync(SHOTS, { recursive: true });
async function look(page: Page, name: string): Promise<void> {
  // A whole page, or the viewport while a modal dialog covers it.
  const fullPage = (await page.locator('dialog[open]').count()) === 0;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled', fullPage });
}

/** What a guest's browser would load: the public content calls. */
async function publicGet<T>(request: APIRequestContext, path: string): Promise<T> {
  return apiCall<T>(request, 'GET', path);
}

function png(seed: number) {
  return pngFile(`e2e-${seed}.png`, gradientPng(600, 300, [seed % 255, 40, 120], [250, (seed * 7) % 255, 60]));
}
const NOT_AN_IMAGE = { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('this is not an image') };

function dialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name });
}

test.describe('back office: content', () => {
  test('the announcement and the banner order an operator saves are what the member site loads next', async ({
    page,
    request,
  }) => {
    const created: AdminBanner[] = [];
    for (const seed of [11, 22, 33]) {
      created.push(await operatorUpload<AdminBanner>(request, 'POST', '/banners', { file: png(seed) }));
    }
    try {
      await signInBackoffice(page, undefined, '/content/announcement');
      await expect(page.getByRole('heading', { level: 1, name: BO_MENU.content })).toBeVisible();
      const text = `ประกาศทดสอบ ${Date.now()} ฝากถอนตลอด 24 ชั่วโมง`;
      const field = page.getByLabel(BO_CONTENT.announcement.field);
      await field.fill(text);
      await page.getByRole('button', { name: BO_ACTIONS.save, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: BO_CONTENT.announcement.saved })).toBeVisible();
      expect((await publicGet<Announcement>(request, '/announcement')).text).toBe(text);
      await expectAxeClean(page, 'content: announcement');
      await look(page, 'announcement');

      // Too long: the shared rule's message, and the saved text stays.
      await field.fill('ก'.repeat(1001));
      await page.getByRole('button', { name: BO_ACTIONS.save, exact: true }).click();
      await expect(page.getByText('*ข้อความยาวเกินไป')).toBeVisible();
      expect((await publicGet<Announcement>(request, '/announcement')).text).toBe(text);

      // Banners: the three new ones are last; move the last one up by keyboard, then drag the first down.
      await page.getByRole('link', { name: BO_CONTENT.tabs.banners }).click();
      const list = page.getByRole('list', { name: BO_CONTENT.banners.listTitle.banner });
      await expect(list.getByRole('listitem')).toHaveCount((await bannerIds(request, 'banner')).length);
      const before = await bannerIds(request, 'banner');
      const count = before.length;
      await page.getByRole('button', { name: BO_CONTENT.banners.moveUpOf(count) }).focus();
      await page.keyboard.press('Enter');
      // The focus stays on the moved row's button, so a second Enter moves it once more.
      await page.keyboard.press('Enter');
      await expect(page.getByText(BO_CONTENT.banners.orderChanged)).toBeVisible();
      const moved = [...before];
      const [last] = moved.splice(count - 1, 1);
      moved.splice(count - 3, 0, last as number);
      expect(await shownIds(list)).toEqual(moved);

      const rows = list.getByRole('listitem');
      await rows.nth(0).dragTo(rows.nth(1));
      const dragged = [...moved];
      dragged.splice(0, 2, moved[1] as number, moved[0] as number);
      expect(await shownIds(list)).toEqual(dragged);
      await expectAxeClean(page, 'content: banners (order changed)');
      await look(page, 'banners-reordering');

      await page.getByRole('button', { name: BO_CONTENT.banners.saveOrder }).click();
      await expect(page.getByRole('status').filter({ hasText: BO_CONTENT.banners.orderSaved })).toBeVisible();
      await expect(page.getByText(BO_CONTENT.banners.orderChanged)).toHaveCount(0);
      expect(await bannerIds(request, 'banner')).toEqual(dragged);
      // The member site shows the active banners in that order.
      const shown = (await publicGet<BannerItem[]>(request, '/banner')).map((banner) => banner.id);
      expect(shown).toEqual(dragged);

      // A member's next load of the home page runs the new announcement.
      const member = await page.context().newPage();
      await signInNewMember(member, request);
      await expect(member.getByRole('region', { name: CONTENT.announcementLabel, exact: true })).toContainText(text);
      await member.close();
    } finally {
      for (const banner of created) await operatorDelete(request, `/banners/${banner.id}`);
    }
  });

  test('a setting image: the new one is seen before saving, a non-image is refused, reset goes back to the default', async ({
    page,
    request,
  }) => {
    await signInBackoffice(page, undefined, '/content');
    await expect(page).toHaveURL(/\/backoffice\/content\/images$/);
    const card = page.getByRole('region', { name: BO_CONTENT.imageKinds['home-icon'].label });
    await expectAxeClean(page, 'content: images');

    // Not an image: the server's message beside the field, nothing saved.
    await card.getByLabel(BO_CONTENT.images.uploadNew).setInputFiles(NOT_AN_IMAGE);
    await expect(card.getByText(BO_CONTENT.noPreview)).toBeVisible();
    await card.getByRole('button', { name: BO_CONTENT.images.saveImage }).click();
    await expect(card.getByRole('alert')).toHaveText(CONTENT_MESSAGES.imageTypeNotAllowed);
    expect((await publicGet<SettingImage>(request, '/setting-image/home-icon')).image).toBeNull();

    await card.getByLabel(BO_CONTENT.images.uploadNew).setInputFiles(png(77));
    const preview = card.getByRole('img', { name: BO_CONTENT.newImagePreview });
    await expect(preview).toBeVisible();
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
    await look(page, 'images-preview');
    await card.getByRole('button', { name: BO_CONTENT.images.saveImage }).click();
    await expect(card.getByRole('status')).toHaveText(BO_CONTENT.images.saved);
    const saved = (await publicGet<SettingImage>(request, '/setting-image/home-icon')).image;
    expect(saved).toMatch(/^\/uploads\//);
    await expect(card.getByRole('img', { name: new RegExp(BO_CONTENT.images.current) })).toHaveAttribute(
      'src',
      saved as string,
    );
    await expect(preview).toHaveCount(0);

    await card.getByRole('button', { name: BO_ACTIONS.reset }).click();
    const confirm = dialog(page, BO_CONTENT.images.resetConfirmTitle);
    await expect(confirm).toBeVisible();
    await expectAxeClean(page, 'content: images, reset dialog');
    await look(page, 'images-reset-dialog');
    await confirm.getByRole('button', { name: BO_ACTIONS.reset }).click();
    await expect(confirm).toBeHidden();
    await expect(card.getByText(BO_CONTENT.images.usingDefault)).toBeVisible();
    expect((await publicGet<SettingImage>(request, '/setting-image/home-icon')).image).toBeNull();
  });

  test('popup banners: add with its image, edit, change the image, switch off, delete', async ({ page, request }) => {
    await signInBackoffice(page, undefined, '/content/popups');
    const before = await bannerIds(request, 'popup');
    await page.getByRole('button', { name: BO_CONTENT.banners.add.popup }).click();
    const add = dialog(page, BO_CONTENT.banners.add.popup);
    await expectAxeClean(page, 'content: add popup dialog');
    // No image: the form says so; a non-image: the server's message; a bad link: the shared rule's.
    await add.getByRole('button', { name: BO_ACTIONS.save }).click();
    await expect(add.getByText(CONTENT_MESSAGES.imageRequired)).toBeVisible();
    await add.getByLabel(BO_CONTENT.banners.image).setInputFiles(NOT_AN_IMAGE);
    await add.getByRole('button', { name: BO_ACTIONS.save }).click();
    await expect(add.getByText(CONTENT_MESSAGES.imageTypeNotAllowed)).toBeVisible();
    expect(await bannerIds(request, 'popup')).toEqual(before);
    await add.getByLabel(BO_CONTENT.banners.image).setInputFiles(png(90));
    await expect(add.getByRole('img', { name: BO_CONTENT.newImagePreview })).toBeVisible();
    await add.getByLabel(BO_CONTENT.banners.url).fill('javascript:alert(1)');
    await add.getByRole('button', { name: BO_ACTIONS.save }).click();
    await expect(add.getByText(CONTENT_MESSAGES.urlInvalid)).toBeVisible();
    await add.getByLabel(BO_CONTENT.banners.url).fill('/promotion');
    await look(page, 'popup-add-dialog');
    await add.getByRole('button', { name: BO_ACTIONS.save }).click();
    await expect(add).toBeHidden();

    const after = await bannerIds(request, 'popup');
    expect(after.length).toBe(before.length + 1);
    const id = after.at(-1) as number;
    const position = after.length;
    const list = page.getByRole('list', { name: BO_CONTENT.banners.listTitle.popup });
    const row = list.getByRole('listitem').nth(position - 1);
    await expect(row).toContainText('/promotion');
    expect((await publicGet<BannerItem[]>(request, '/banner-popup')).map((b) => b.id)).toContain(id);
    await expectAxeClean(page, 'content: popups');
    await look(page, 'popups');

    await row.getByRole('button', { name: BO_ACTIONS.edit }).click();
    const edit = dialog(page, `${BO_CONTENT.banners.editTitle.popup} · ${BO_CONTENT.banners.item(position)}`);
    await edit.getByLabel(BO_CONTENT.banners.url).fill('https://example.com/promo');
    await expectAxeClean(page, 'content: edit popup dialog');
    await edit.getByRole('button', { name: BO_ACTIONS.save }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('https://example.com/promo');

    const oldImage = await row.getByRole('img').getAttribute('src');
    await row.getByRole('button', { name: BO_CONTENT.changeImage }).click();
    const image = dialog(page, `${BO_CONTENT.banners.imageTitle.popup} · ${BO_CONTENT.banners.item(position)}`);
    await image.getByLabel(BO_CONTENT.chooseImage).setInputFiles(png(150));
    await expect(image.getByRole('img', { name: BO_CONTENT.newImagePreview })).toBeVisible();
    await expectAxeClean(page, 'content: change popup image dialog');
    await look(page, 'popup-image-dialog');
    await image.getByRole('button', { name: BO_ACTIONS.save }).click();
    await expect(image).toBeHidden();
    await expect(row.getByRole('img')).not.toHaveAttribute('src', oldImage as string);

    const active = row.getByRole('switch', { name: BO_CONTENT.activeSwitch(BO_CONTENT.banners.item(position)) });
    await active.click();
    await expect(active).toHaveAttribute('aria-checked', 'false');
    expect((await publicGet<BannerItem[]>(request, '/banner-popup')).map((b) => b.id)).not.toContain(id);

    await row.getByRole('button', { name: BO_ACTIONS.delete }).click();
    const remove = dialog(page, BO_CONTENT.deleteConfirmTitle);
    await expect(remove).toContainText(BO_CONTENT.banners.deleteConfirm(position));
    await expectAxeClean(page, 'content: delete popup dialog');
    await remove.getByRole('button', { name: BO_ACTIONS.delete }).click();
    await expect(remove).toBeHidden();
    expect(await bannerIds(request, 'popup')).toEqual(before);
  });

  test('news: add with an image, edit, change the image, hide, delete', async ({ page, request }) => {
    await signInBackoffice(page, undefined, '/content/news');
    await page.getByRole('button', { name: BO_CONTENT.news.add }).click();
    const add = dialog(page, BO_CONTENT.news.add);
    await add.getByRole('button', { name: BO_ACTIONS.save }).click();
    await expect(add.getByText(CONTENT_MESSAGES.descriptionRequired)).toBeVisible();
    const text = `ข่าวทดสอบ ${Date.now()}\nโบนัสเพิ่ม 10% ทุกวัน`;
    await add.getByLabel(BO_CONTENT.news.description).fill(text);
    await add.getByLabel(BO_CONTENT.news.imageOptional).setInputFiles(png(200));
    await expect(add.getByRole('img', { name: BO_CONTENT.newImagePreview })).toBeVisible();
    await expectAxeClean(page, 'content: add news dialog');
    await look(page, 'news-add-dialog');
    await add.getByRole('button', { name: BO_ACTIONS.save }).click();
    await expect(add).toBeHidden();

    const feed = await publicGet<{ id: number; description: string; image: string | null }[]>(
      request,
      '/announcement-feed',
    );
    // A multipart form sends its line breaks as CRLF (the HTML form encoding); members see the same lines.
    const item = feed.find((entry) => entry.description.replaceAll('\r\n', '\n') === text);
    expect(item?.image).toMatch(/^\/uploads\//);
    const row = page.getByRole('listitem').filter({ hasText: text.split('\n')[0] as string });
    await expect(row).toBeVisible();
    await expectAxeClean(page, 'content: news');
    await look(page, 'news');

    await row.getByRole('button', { name: BO_ACTIONS.edit }).click();
    const edit = dialog(page, BO_CONTENT.news.editTitle);
    await edit.getByLabel(BO_CONTENT.news.description).fill('');
    await edit.getByRole('button', { name: BO_ACTIONS.save }).click();
    await expect(edit.getByText(CONTENT_MESSAGES.descriptionRequired)).toBeVisible();
    const edited = `${text} (แก้ไข)`;
    await edit.getByLabel(BO_CONTENT.news.description).fill(edited);
    await expectAxeClean(page, 'content: edit news dialog');
    await edit.getByRole('button', { name: BO_ACTIONS.save }).click();
    await expect(edit).toBeHidden();
    const editedRow = page.getByRole('listitem').filter({ hasText: '(แก้ไข)' });
    await expect(editedRow).toBeVisible();

    await editedRow.getByRole('button', { name: BO_CONTENT.changeImage }).click();
    const image = dialog(page, BO_CONTENT.news.imageTitle);
    await image.getByLabel(BO_CONTENT.chooseImage).setInputFiles(NOT_AN_IMAGE);
    await image.getByRole('button', { name: BO_ACTIONS.save }).click();
    await expect(image.getByText(CONTENT_MESSAGES.imageTypeNotAllowed)).toBeVisible();
    await image.getByLabel(BO_CONTENT.chooseImage).setInputFiles(png(230));
    await image.getByRole('button', { name: BO_ACTIONS.save }).click();
    await expect(image).toBeHidden();
    const afterImage = (await operatorApi<AdminFeedItem[]>(request, 'GET', '/announcement-feed')).find(
      (entry) => entry.id === item?.id,
    );
    expect(afterImage?.image).not.toBe(item?.image);

    await editedRow.getByRole('switch').click();
    await expect(editedRow.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    const published = await publicGet<{ id: number }[]>(request, '/announcement-feed');
    expect(published.map((entry) => entry.id)).not.toContain(item?.id);

    await editedRow.getByRole('button', { name: BO_ACTIONS.delete }).click();
    const remove = dialog(page, BO_CONTENT.deleteConfirmTitle);
    await expectAxeClean(page, 'content: delete news dialog');
    await remove.getByRole('button', { name: BO_ACTIONS.delete }).click();
    await expect(remove).toBeHidden();
    await expect(editedRow).toHaveCount(0);
    const all = await operatorApi<AdminFeedItem[]>(request, 'GET', '/announcement-feed');
    expect(all.map((entry) => entry.id)).not.toContain(item?.id);
  });

  test('contact lines: add, refuse a bad id and deleting the default, make default, edit, delete', async ({
    page,
    request,
  }) => {
    await signInBackoffice(page, undefined, '/content/contact-lines');
    const initial = await operatorApi<AdminContactLine[]>(request, 'GET', '/contact-lines');
    const lineId = `@e2e${Date.now().toString(36)}`;
    await page.getByRole('button', { name: BO_CONTENT.contactLines.add }).click();
    const add = dialog(page, BO_CONTENT.contactLines.add);
    await add.getByLabel(BO_CONTENT.contactLines.lineId, { exact: true }).fill('ไลน์ ไทย');
    await add.getByRole('button', { name: BO_ACTIONS.save }).click();
    await expect(add.getByText(CONTENT_MESSAGES.lineIdFormat)).toBeVisible();
    await add.getByLabel(BO_CONTENT.contactLines.lineId, { exact: true }).fill(lineId);
    await expectAxeClean(page, 'content: add contact line dialog');
    await add.getByRole('button', { name: BO_ACTIONS.save }).click();
    await expect(add).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: lineId });
    await expect(row).toBeVisible();
    await expectAxeClean(page, 'content: contact lines');
    await look(page, 'contact-lines');

    // The default line cannot be deleted: the server's message, and it stays.
    const defaultLine = (await operatorApi<AdminContactLine[]>(request, 'GET', '/contact-lines')).find(
      (line) => line.is_default,
    ) as AdminContactLine;
    const defaultRow = page.getByRole('row').filter({ hasText: defaultLine.line_id });
    await defaultRow.getByRole('button', { name: BO_ACTIONS.delete }).click();
    const refuse = dialog(page, BO_CONTENT.deleteConfirmTitle);
    await refuse.getByRole('button', { name: BO_ACTIONS.delete }).click();
    await expect(refuse.getByRole('alert')).toHaveText(CONTENT_MESSAGES.defaultContactLineRequired);
    await expectAxeClean(page, 'content: delete contact line dialog (refused)');
    await refuse.getByRole('button', { name: BO_ACTIONS.close }).click();
    expect(await operatorApi<AdminContactLine[]>(request, 'GET', '/contact-lines')).toHaveLength(initial.length + 1);

    // The new one becomes the default members see, then the old one again.
    // (exact: the button "ตั้งเป็นช่องทางหลัก" contains the badge's words; each change is awaited on the server)
    const defaultSeen = async () =>
      (await publicGet<{ contactLine: { line_id: string } | null }>(request, '/contact-line')).contactLine?.line_id;
    await row.getByRole('button', { name: BO_CONTENT.contactLines.setDefault }).click();
    await expect(row.getByText(BO_CONTENT.contactLines.isDefault, { exact: true })).toBeVisible();
    await expect.poll(defaultSeen).toBe(lineId);
    await defaultRow.getByRole('button', { name: BO_CONTENT.contactLines.setDefault }).click();
    await expect(defaultRow.getByText(BO_CONTENT.contactLines.isDefault, { exact: true })).toBeVisible();
    await expect.poll(defaultSeen).toBe(defaultLine.line_id);

    await row.getByRole('button', { name: BO_ACTIONS.edit }).click();
    const edit = dialog(page, BO_CONTENT.contactLines.editTitle);
    await edit.getByLabel(BO_CONTENT.contactLines.optionalLineId).fill('spare.line');
    await edit.getByRole('button', { name: BO_ACTIONS.save }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('spare.line');

    await row.getByRole('button', { name: BO_ACTIONS.delete }).click();
    const remove = dialog(page, BO_CONTENT.deleteConfirmTitle);
    await remove.getByRole('button', { name: BO_ACTIONS.delete }).click();
    await expect(remove).toBeHidden();
    await expect(row).toHaveCount(0);
    expect(await operatorApi<AdminContactLine[]>(request, 'GET', '/contact-lines')).toHaveLength(initial.length);
  });

  test('how-to: an empty title is refused, a new section is saved and shown on /howto', async ({ page, request }) => {
    const previous = await operatorApi<HowtoContent>(request, 'GET', '/howto');
    try {
      await signInBackoffice(page, undefined, '/content/howto');
      await page.getByRole('button', { name: BO_CONTENT.howto.addSection }).click();
      const count = previous.sections.length + 1;
      const section = page.getByRole('group', { name: BO_CONTENT.howto.section(count) });
      await page.getByRole('button', { name: BO_ACTIONS.save, exact: true }).click();
      await expect(section.getByText(CONTENT_MESSAGES.titleRequired)).toBeVisible();
      await expect(section.getByText(CONTENT_MESSAGES.bodyRequired)).toBeVisible();
      expect((await publicGet<HowtoContent>(request, '/howto')).sections).toEqual(previous.sections);

      const title = `ขั้นตอนทดสอบ ${Date.now()}`;
      await section.getByLabel(BO_CONTENT.howto.sectionTitle).fill(title);
      await section.getByLabel(BO_CONTENT.howto.sectionBody).fill('กดปุ่มฝากเงิน\nเลือกบัญชี');
      // Moved to the top with its button.
      for (let index = count; index > 1; index--) {
        await page.getByRole('button', { name: BO_CONTENT.howto.moveUp(index) }).click();
      }
      await page.getByRole('button', { name: BO_ACTIONS.save, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: BO_CONTENT.howto.saved })).toBeVisible();
      const saved = await publicGet<HowtoContent>(request, '/howto');
      expect(saved.sections[0]).toEqual({ title, body: 'กดปุ่มฝากเงิน\nเลือกบัญชี' });
      expect(saved.sections).toHaveLength(count);
      await expectAxeClean(page, 'content: how-to');
      await look(page, 'howto');
    } finally {
      await operatorApi(request, 'PUT', '/howto', { sections: previous.sections });
    }
  });

  test('a content operator sees only content in the menu and is refused the money calls', async ({ page, request }) => {
    test.setTimeout(90_000);
    const operator = await createOperator(request, 'content');
    await signInBackoffice(page, operator);
    await expect(page).toHaveURL(/\/backoffice\/content\/images$/);
    const menu = page.getByRole('navigation', { name: 'เมนู' });
    await expect(menu.getByRole('link')).toHaveText([BO_MENU.content]);
    for (const label of [BO_MENU.deposits, BO_MENU.withdrawals, BO_MENU.moneyHistory, BO_MENU.paymentSettings]) {
      await expect(menu.getByRole('link', { name: label })).toHaveCount(0);
    }
    await page.goto(`${BACKOFFICE}/settings/payment`);
    await expect(page.getByRole('heading', { name: 'ไม่พบหน้านี้' })).toBeVisible();

    const login = await apiCall<OperatorLoginResult>(request, 'POST', '/admin/login', { body: operator });
    const deposits = await request.get('/api/admin/deposits', {
      headers: { Authorization: `Bearer ${login.access_token}` },
    });
    expect(deposits.status()).toBe(403);
    const settings = await request.get('/api/admin/settings/payment', {
      headers: { Authorization: `Bearer ${login.access_token}` },
    });
    expect(settings.status()).toBe(403);

    // Every content screen opens for them, and each is clean for axe.
    for (const [tab, name] of Object.entries(BO_CONTENT.tabs)) {
      await page.goto(`${BACKOFFICE}/content`);
      await page.getByRole('link', { name }).click();
      await expect(page.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('status').filter({ hasText: 'กำลังโหลด' })).toHaveCount(0);
      await expectAxeClean(page, `content (content operator): ${tab}`);
      await look(page, `tab-${tab}`);
    }
    // On a tablet (the menu collapses) the rows wrap and stay usable.
    const banners = [
      await operatorUpload<AdminBanner>(request, 'POST', '/banners', { file: png(5), url: '/promotion' }),
      await operatorUpload<AdminBanner>(request, 'POST', '/banners', { file: png(45) }),
    ];
    try {
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.goto(`${BACKOFFICE}/content/banners`);
      await expect(page.getByRole('list', { name: BO_CONTENT.banners.listTitle.banner })).toBeVisible();
      await expectAxeClean(page, 'content: banners at 768 px');
      await look(page, 'banners-768');
    } finally {
      for (const banner of banners) await operatorDelete(request, `/banners/${banner.id}`);
    }
  });
});

async function bannerIds(request: APIRequestContext, placement: 'banner' | 'popup'): Promise<number[]> {
  return (await operatorApi<AdminBanner[]>(request, 'GET', `/banners?placement=${placement}`)).map((b) => b.id);
}

async function shownIds(list: Locator): Promise<number[]> {
  return list
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => Number((item as HTMLElement).dataset.bannerId)));
}
