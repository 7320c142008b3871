import AxeBuilder from '@axe-core/playwright';
import {
  type AdminBanner,
  type AdminFeedItem,
  type Announcement,
  type DepositRow,
  type GatewayPayment,
  type Promotion,
  type WithdrawRow,
} from '@member/shared';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { gradientPng, operatorDelete, operatorUpload, pngFile } from './content-helpers';
import { apiCall, DEMO, ensureWalletChannels, memberToken, operatorApi } from './helpers';

/** Every axe violation of the page as one readable line per node (empty when there is none). */
export async function axeViolations(page: Page): Promise<string[]> {
  // All rules axe runs by default (WCAG A/AA, WCAG 2.2 and the best-practice ones) and the experimental
  // one that the visible text of a control starts its accessible name (WCAG 2.5.3), off by default.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} [${violation.impact ?? '?'}] ${node.target.join(' ')}: ${(node.failureSummary ?? '')
          .replace(/\s*\n\s*/g, ' ')
          .slice(0, 300)}`,
    ),
  );
}

/**
 * The page has settled (its data loaded, dialogs and pages faded in) and axe reports nothing. Soft, so
 * one run lists every page that fails.
 */
export async function expectAxeClean(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // The pop-in and page fade last 200 ms; axe measures contrast on what is painted.
  await page.waitForTimeout(300);
  expect.soft(await axeViolations(page), `axe on ${where}`).toEqual([]);
}

export interface SiteContent {
  announcement: string;
  popup: AdminBanner;
  cleanup: () => Promise<void>;
}

/**
 * What an operator usually has on the site: an announcement, two home banners, a news item and a
 * portrait popup (the Thai norm). `cleanup` puts the site back as it was for the other tests.
 */
export async function seedSiteContent(request: APIRequestContext): Promise<SiteContent> {
  const previous = await operatorApi<Announcement>(request, 'GET', '/announcement');
  const announcement = 'ประกาศ: ฝาก-ถอนอัตโนมัติ 24 ชั่วโมง รับโบนัสสมาชิกใหม่ 100% ติดต่อแอดมินได้ตลอดเวลา';
  await operatorApi(request, 'PUT', '/announcement', { text: announcement });
  const banners = [
    await operatorUpload<AdminBanner>(request, 'POST', '/banners', {
      file: pngFile('a11y-b1.png', gradientPng(600, 300, [190, 20, 60], [250, 190, 60])),
      url: '/promotion',
    }),
    await operatorUpload<AdminBanner>(request, 'POST', '/banners', {
      file: pngFile('a11y-b2.png', gradientPng(600, 300, [30, 80, 200], [120, 20, 160])),
    }),
  ];
  const popup = await operatorUpload<AdminBanner>(request, 'POST', '/banners', {
    file: pngFile('a11y-popup.png', gradientPng(400, 600, [30, 60, 200], [230, 200, 40])),
    placement: 'popup',
    url: '/promotion',
  });
  const feed = await operatorUpload<AdminFeedItem>(request, 'POST', '/announcement-feed', {
    file: pngFile('a11y-feed.png', gradientPng(600, 300, [250, 190, 60], [190, 20, 60])),
    description: 'โปรโมชั่นประจำสัปดาห์\nฝากครั้งแรกของวัน รับโบนัสเพิ่ม 10%',
  });
  return {
    announcement,
    popup,
    cleanup: async () => {
      await operatorApi(request, 'PUT', '/announcement', { text: previous.text });
      for (const banner of [...banners, popup]) await operatorDelete(request, `/banners/${banner.id}`);
      await operatorDelete(request, `/announcement-feed/${feed.id}`);
    },
  };
}

/** Pages a guest may open (route-paths.ts GUEST_PATHS) and one no route matches; `/` is checked with its dialog. */
export const GUEST_PAGES = [
  '/contact',
  '/guest-contact',
  '/news',
  '/howto',
  '/forgot-password',
  '/update-password?tel=0812345678',
  '/no-such-page',
];

/** The member pages of routes.tsx; `{…}` are filled from the demo member's history (memberPagePath). */
export const MEMBER_PAGES = [
  '/',
  '/tx',
  '/tx/deposit',
  '/tx/withdraw',
  '/tx/history',
  '/tx/history/deposit',
  '/tx/history/withdraw',
  '/tx/history/bonus',
  '/tx/withdraw/return-loss',
  '/tx/deposit-detail?id={deposit}',
  '/tx/withdraw-detail?id={withdraw}',
  '/tx/deposit-qr?ref={pending}',
  '/tx/payment/completed?ref={paid}',
  '/promotion',
  '/profile',
  '/profile/change-password',
  '/game',
  '/news',
  '/contact',
  '/howto',
  '/no-such-page',
];

/** A MEMBER_PAGES entry with the demo member's own ids in place of its `{…}`. */
export function memberPagePath(template: string, history: DemoHistory): string {
  return template
    .replace('{deposit}', history.depositId)
    .replace('{withdraw}', history.withdrawId)
    .replace('{pending}', history.pendingPayment)
    .replace('{paid}', history.paidPayment);
}

export interface DemoHistory {
  depositId: string;
  withdrawId: string;
  pendingPayment: string;
  paidPayment: string;
}

/**
 * Makes sure the signed-in demo member has something in every history: an
 * approved deposit with the daily bonus, a pending one, an approved and a rejected withdrawal (none left
 * waiting, which would refuse deposits), a gateway payment waiting and one paid.
 */
export async function seedDemoHistory(page: Page, request: APIRequestContext): Promise<DemoHistory> {
  await ensureWalletChannels(request);
  const token = await memberToken(page);
  const call = <T>(method: 'GET' | 'POST', path: string, body?: unknown) =>
    apiCall<T>(request, method, path, { token, body });

  const deposits = await call<{ items: DepositRow[] }>('GET', '/member/reportdeposit?page=1&limit=20');
  const withdrawals = await call<{ items: WithdrawRow[] }>('GET', '/member/reportwithdraw?page=1&limit=20');
  let depositId = deposits.items[0]?.id;
  let withdrawId = withdrawals.items[0]?.id;
  if (!depositId || !withdrawId) {
    // Withdrawals first: a deposit bonus carries a turnover that would hold them back.
    await operatorApi(request, 'POST', `/members/${DEMO.tel}/adjustments`, {
      direction: 'credit',
      amount: 300,
      reason: 'a11y e2e funding',
    });
    const paid = await call<WithdrawRow>('POST', '/withdraw/withdraw', { amount: 100 });
    await operatorApi(request, 'POST', `/withdrawals/${paid.id}/approve`, {});
    const refused = await call<WithdrawRow>('POST', '/withdraw/withdraw', { amount: 150 });
    await operatorApi(request, 'POST', `/withdrawals/${refused.id}/reject`, { annotation: 'บัญชีปลายทางไม่ถูกต้อง' });
    const promotions = await call<Promotion[]>('GET', '/v2/promotion/available-now');
    const daily = promotions.find((promotion) => promotion.kind === 'deposit_percent' && !promotion.firstDepositOnly);
    const approved = await call<DepositRow>('POST', '/member/regulardeposit', {
      amount: 500,
      promotionId: daily?.id ?? null,
    });
    await operatorApi(request, 'POST', `/deposits/${approved.id}/approve`, {});
    const pending = await call<DepositRow>('POST', '/member/regulardeposit', { amount: 200 });
    depositId = pending.id;
    withdrawId = refused.id;
  }
  const pendingPayment = await call<GatewayPayment>('POST', '/member/cp/deposit', { amount: 300 });
  const paidPayment = await call<GatewayPayment>('POST', '/member/cp/deposit', { amount: 100 });
  await operatorApi(request, 'POST', `/payments/${paidPayment.reference}/mark-paid`);
  return {
    depositId: String(depositId),
    withdrawId: String(withdrawId),
    pendingPayment: pendingPayment.reference,
    paidPayment: paidPayment.reference,
  };
}

/** WCAG 2.5.5's size, which the issue asks of every tap target on a phone. */
/**
 * Seeds the signed-in demo member's histories (seedDemoHistory), then calls `visit` with each page of `templates`
 * (MEMBER_PAGES entries) in turn, its ids filled in.
 */
export async function visitMemberPages(
  page: Page,
  request: APIRequestContext,
  templates: readonly string[],
  visit: (path: string) => Promise<void>,
): Promise<void> {
  const history = await seedDemoHistory(page, request);
  for (const template of templates) await visit(memberPagePath(template, history));
}

export const MIN_TARGET_PX = 44;
export const MIN_FONT_PX = 12;

export interface Offender {
  what: string;
  width: number;
  height: number;
}

/**
 * Every visible tap target (link, button, field, anything in the tab order) smaller than 44 × 44 px.
 * Inside an open modal dialog only the dialog counts (the page behind it cannot be tapped). Links in
 * running text are exempt (WCAG 2.5.8's inline exception): an inline link beside other text of its line.
 * A radio button or a checkbox counts as its label's box, where a tap also lands on it.
 */
export async function smallTapTargets(page: Page): Promise<Offender[]> {
  return page.evaluate((min) => {
    const modal =
      Array.from(document.querySelectorAll('dialog[open], [role="dialog"][data-state="open"]')).pop() ?? document.body;
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], ' +
      '[role="combobox"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [tabindex]:not([tabindex="-1"])';
    const describe = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        (element as HTMLElement).innerText?.trim() ??
        element.getAttribute('name');
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(label ?? '').slice(0, 40)}"`;
    };
    const inRunningText = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const parent = element.parentElement;
      const own = element.textContent?.trim() ?? '';
      return !!parent && (parent.textContent?.trim().length ?? 0) > own.length;
    };
    return Array.from(modal.querySelectorAll(selector))
      .filter((element) => {
        if (element.closest('[aria-hidden="true"], [inert]')) return false;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        const box = element.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return false;
        return !inRunningText(element);
      })
      .map((element) => {
        // A radio, a checkbox or a file input (visually hidden behind a button-like label) is tapped
        // anywhere on its label.
        const label =
          element instanceof HTMLInputElement && /^(radio|checkbox|file)$/.test(element.type) && element.labels?.[0];
        const box = (label || element).getBoundingClientRect();
        return { what: describe(element), width: Math.round(box.width), height: Math.round(box.height) };
      })
      .filter((target) => target.width < min || target.height < min);
  }, MIN_TARGET_PX);
}

/** Every visible text smaller than 12 px (computed), with the text it belongs to. */
export async function smallTexts(page: Page): Promise<{ text: string; px: number }[]> {
  return page.evaluate((min) => {
    const found: { text: string; px: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript')) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || parent.getClientRects().length === 0) continue;
      const px = Number.parseFloat(style.fontSize);
      if (px < min) found.push({ text: text.slice(0, 40), px });
    }
    return found;
  }, MIN_FONT_PX);
}
