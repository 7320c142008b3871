import {
  type AdminBanner,
  type AdminContactLine,
  type AdminFeedItem,
  type Announcement,
  type BannerItem,
  BOTTOM_MENU_ITEMS,
  CONTENT,
  type HowtoContent,
  LABELS,
  lineAddFriendUrl,
  REGISTER_HINTS,
} from '@member/shared';
import type { Page } from '@playwright/test';
import { gradientPng, operatorDelete, operatorUpload, pngFile, reviewShot, setSettingImage } from './content-helpers';
import { expect, test } from './fixtures';
import {
  apiCall,
  expectMemberView,
  loginDialog,
  loginThroughDialog,
  newMember,
  operatorApi,
  registerByApi,
  shot,
  signInNewMember,
} from './helpers';

function carousel(page: Page) {
  return page.getByRole('region', { name: CONTENT.bannersLabel, exact: true });
}

test('operator changes the logo, the icon and a banner → the next page load shows them', async ({ page, request }) => {
  const logo = await setSettingImage(request, 'logo', gradientPng(156, 40, [250, 200, 60], [200, 30, 60]));
  const favicon = await setSettingImage(request, 'favicon', gradientPng(32, 32, [20, 160, 90], [250, 250, 250]));
  const banner = await operatorUpload<AdminBanner>(request, 'POST', '/banners', {
    file: pngFile('banner.png', gradientPng(600, 300, [120, 20, 160], [240, 60, 90])),
    placement: 'banner',
    url: '/promotion',
  });
  try {
    // A guest's first load: both layouts fetch the logo and the icon.
    await page.goto('/news');
    await expect(page.getByRole('banner').getByRole('img', { name: 'WALLET' })).toHaveAttribute('src', logo);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', favicon);

    await signInNewMember(page, request);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('img', { name: 'WALLET' })).toHaveAttribute('src', logo);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', favicon);
    const slide = carousel(page).locator(`img[src="${banner.image}"]`);
    await expect(slide).toBeVisible();
    await expect(slide).toHaveAttribute('loading', /eager|lazy/);
    // Clicking the banner opens its url.
    await slide.click();
    await expect(page).toHaveURL(/\/promotion$/);
  } finally {
    await operatorDelete(request, `/banners/${banner.id}`);
    await operatorDelete(request, '/setting-image/logo');
    await operatorDelete(request, '/setting-image/favicon');
  }
  // Unset again → the bundled defaults.
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('img', { name: 'WALLET' })).not.toHaveAttribute('src', logo);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^\/assets\/favicon-[\w-]+\.svg$/);
});

test('banners, announcement and backgrounds load together on the member home', async ({ page, request }) => {
  await signInNewMember(page, request);
  // The backgrounds come with every other site image in one call, which the layouts start at boot.
  const content = ['/api/banner', '/api/announcement'];
  const calls = [...content, '/api/setting-image'];
  // The first visit's own calls finish before the timeline starts, so it holds only the reload's.
  await page.waitForLoadState('networkidle');
  const timeline: string[] = [];
  page.on('request', (req) => timeline.push(`start ${new URL(req.url()).pathname}`));
  page.on('requestfinished', (req) => timeline.push(`end ${new URL(req.url()).pathname}`));
  await page.reload();
  await expectMemberView(page);
  await expect.poll(() => calls.every((call) => timeline.includes(`end ${call}`))).toBe(true);
  // No waterfall: every one of them was asked for before the first of them answered.
  const lastStart = Math.max(...calls.map((call) => timeline.indexOf(`start ${call}`)));
  const firstEnd = Math.min(...content.map((call) => timeline.indexOf(`end ${call}`)));
  expect(lastStart).toBeLessThan(firstEnd);
});

test('the popup banner shows once after login and closes', async ({ page, request }) => {
  const popup = await operatorUpload<AdminBanner>(request, 'POST', '/banners', {
    file: pngFile('popup.png', gradientPng(400, 400, [30, 60, 200], [230, 200, 40])),
    placement: 'popup',
  });
  try {
    const member = newMember('kbnk');
    await registerByApi(request, member);
    await page.goto('/login');
    await loginThroughDialog(page, member.tel, member.password);
    // The popup is modal: the member page behind it is hidden from the accessibility tree until it closes.
    const dialog = page.getByRole('dialog', { name: CONTENT.popupTitle, exact: true });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(`img[src="${popup.image}"]`)).toBeVisible();
    await shot(page, 'popup-banner');
    await dialog.getByRole('button', { name: LABELS.close, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expectMemberView(page);
    // The flag was cleared: the next load shows no popup.
    await page.reload();
    await expectMemberView(page);
    await expect(page.getByTestId('credit')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  } finally {
    await operatorDelete(request, `/banners/${popup.id}`);
  }
});

test('/news shows the feed to a guest without the login dialog', async ({ page, request }) => {
  const description = `ข่าวทดสอบ e2e ${Date.now()}`;
  const item = await operatorUpload<AdminFeedItem>(request, 'POST', '/announcement-feed', {
    file: pngFile('news.png', gradientPng(600, 300, [200, 40, 60], [40, 40, 40])),
    description,
  });
  try {
    await page.goto('/news');
    await expect(page.getByRole('heading', { name: CONTENT.newsTitle, exact: true })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: description });
    await expect(card).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', item.image ?? '');
    await expect(loginDialog(page)).toHaveCount(0);
  } finally {
    await operatorDelete(request, `/announcement-feed/${item.id}`);
  }
});

test('/contact and /guest-contact link to LINE for official and personal ids', async ({ page, request }) => {
  const lines = await operatorApi<AdminContactLine[]>(request, 'GET', '/contact-lines');
  const previousDefault = lines.find((line) => line.is_default);
  const created = await operatorApi<AdminContactLine>(request, 'POST', '/contact-lines', {
    line_id: '@e2e-official',
    optional_line_id: 'e2e.personal',
    is_default: true,
  });
  try {
    for (const path of ['/contact', '/guest-contact']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: CONTENT.contactTitle, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(CONTENT.lineMain) })).toHaveAttribute(
        'href',
        'https://line.me/R/ti/p/%40e2e-official',
      );
      await expect(page.getByRole('link', { name: new RegExp(CONTENT.lineOptional) })).toHaveAttribute(
        'href',
        'https://line.me/R/ti/p/~e2e.personal',
      );
      await expect(loginDialog(page)).toHaveCount(0);
    }
    expect(lineAddFriendUrl(created.line_id)).toBe('https://line.me/R/ti/p/%40e2e-official');
  } finally {
    if (previousDefault) {
      await operatorApi(request, 'PUT', `/contact-lines/${previousDefault.uuid}`, { is_default: true });
      await operatorDelete(request, `/contact-lines/${created.uuid}`);
    }
  }
});

test('/howto shows the seeded guide and /game the game username', async ({ page, request }) => {
  const howto = await operatorApi<HowtoContent>(request, 'GET', '/howto');
  expect(howto.sections.length).toBeGreaterThan(0);
  await page.goto('/howto');
  await expect(page.getByRole('heading', { name: CONTENT.howtoTitle, exact: true })).toBeVisible();
  for (const section of howto.sections) {
    await expect(page.getByRole('heading', { name: section.title })).toBeVisible();
  }

  // /game is for members: a guest goes to the login dialog, then back to /game.
  const member = newMember('scb');
  await registerByApi(request, member);
  await page.goto('/game');
  await expect(page).toHaveURL(/\/\?redirect=game$/);
  await loginThroughDialog(page, member.tel, member.password);
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByRole('heading', { name: CONTENT.gameTitle, exact: true })).toBeVisible();
  await expect(page.getByTestId('game-username')).toHaveText(member.tel);
  await expect(page.getByText(REGISTER_HINTS.gamePassword)).toBeVisible();
  await shot(page, 'game');
});

test('screenshots at 375 px: /, /news and /contact with operator content', async ({ page, request }) => {
  const previousAnnouncement = await operatorApi<Announcement>(request, 'GET', '/announcement');
  const announcement = 'ประกาศ: ฝาก-ถอนอัตโนมัติ 24 ชั่วโมง รับโบนัสสมาชิกใหม่ 100% ติดต่อแอดมินได้ตลอดเวลา';
  await operatorApi(request, 'PUT', '/announcement', { text: announcement });
  const banners = [
    await operatorUpload<AdminBanner>(request, 'POST', '/banners', {
      file: pngFile('b1.png', gradientPng(600, 300, [190, 20, 60], [250, 190, 60])),
      url: 'https://example.com/',
    }),
    await operatorUpload<AdminBanner>(request, 'POST', '/banners', {
      file: pngFile('b2.png', gradientPng(600, 300, [30, 80, 200], [120, 20, 160])),
    }),
  ];
  const feed = await operatorUpload<AdminFeedItem>(request, 'POST', '/announcement-feed', {
    file: pngFile('feed.png', gradientPng(600, 300, [250, 190, 60], [190, 20, 60])),
    description: 'โปรโมชั่นประจำสัปดาห์\nฝากครั้งแรกของวัน รับโบนัสเพิ่ม 10%',
  });
  const homeIcon = await setSettingImage(request, 'home-icon', gradientPng(64, 64, [255, 255, 255], [250, 190, 60]));
  const homeBackground = await setSettingImage(
    request,
    'home-background',
    gradientPng(375, 812, [40, 10, 60], [10, 40, 70]),
  );
  const walletBackground = await setSettingImage(
    request,
    'wallet-background',
    gradientPng(600, 300, [20, 90, 80], [160, 120, 20]),
  );
  try {
    const member = await signInNewMember(page, request);
    await page.goto('/');
    const marquee = page.getByRole('region', { name: CONTENT.announcementLabel, exact: true });
    await expect(marquee).toContainText(announcement);
    // One slide per active banner: the demo's and these two.
    const active = await apiCall<BannerItem[]>(request, 'GET', '/banner');
    expect(active.map((banner) => banner.id)).toEqual(expect.arrayContaining(banners.map((banner) => banner.id)));
    await expect(carousel(page).getByRole('group')).toHaveCount(active.length);
    const home = BOTTOM_MENU_ITEMS.find((item) => item.to === '/')?.label ?? '';
    await expect(page.getByRole('link', { name: home, exact: true }).locator('img')).toHaveAttribute('src', homeIcon);
    await expect(page.getByTestId('credit')).toBeVisible();
    await expect(page.getByTestId('home-background')).toHaveAttribute('style', new RegExp(homeBackground));
    await expect(page.getByTestId('wallet-background')).toHaveAttribute('style', new RegExp(walletBackground));
    await expect(page.getByTestId('wallet-background')).toContainText(member.firstName);
    await reviewShot(page, 'home');

    await page.goto('/news');
    await expect(page.getByText('โปรโมชั่นประจำสัปดาห์')).toBeVisible();
    await reviewShot(page, 'news');

    await page.goto('/contact');
    await expect(page.getByRole('link', { name: new RegExp(CONTENT.lineMain) })).toBeVisible();
    await reviewShot(page, 'contact');
  } finally {
    await operatorApi(request, 'PUT', '/announcement', { text: previousAnnouncement.text });
    for (const banner of banners) await operatorDelete(request, `/banners/${banner.id}`);
    await operatorDelete(request, `/announcement-feed/${feed.id}`);
    for (const kind of ['home-icon', 'home-background', 'wallet-background']) {
      await operatorDelete(request, `/setting-image/${kind}`);
    }
  }
});
