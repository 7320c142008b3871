import { BACKOFFICE_PARAM_ROUTES, BACKOFFICE_PATHS, MEMBER_ROUTES, type MemberRouteName } from '@member/shared';
import type { Page } from '@playwright/test';
import { axeViolations, type DemoHistory, seedDemoHistory } from './a11y-helpers';
import { BACKOFFICE, signInBackoffice } from './backoffice/helpers';
import { expect, test } from './fixtures';
import {
  apiCall,
  DEMO,
  expectMemberView,
  loginThroughDialog,
  memberTokenByApi,
  newMember,
  operatorApi,
  registerByApi,
} from './helpers';

/**
 * One axe sweep over every page of both route tables (packages/shared/src/routes), so a page added to
 * a table is swept without anyone listing it here: each member route as a visitor and as the demo
 * member at 375 px, each back-office screen at 1280 px with every dialog a control on it opens
 * (`aria-haspopup="dialog"`). Zero violations of any impact, best practices and
 * `label-content-name-mismatch` included (a11y-helpers.ts).
 */

/** A mini-game of the demo seed (apps/server/src/modules/minigame/seed.ts). */
const DEMO_MINIGAME_SLUG = 'wheel';

/** What a route needs in its address to show its content: `{…}` are filled from the demo's own rows. */
const MEMBER_FILL_INS: Partial<Record<MemberRouteName, string>> = {
  depositDetail: '/tx/deposit-detail?id={deposit}',
  withdrawDetail: '/tx/withdraw-detail?id={withdraw}',
  depositQr: '/tx/deposit-qr?ref={pending}',
  paymentCompleted: '/tx/payment/completed?ref={paid}',
  updatePassword: `/update-password?tel=${DEMO.tel}`,
  miniGamePlayGame: `/mini-game/play/${DEMO_MINIGAME_SLUG}`,
};

const BACKOFFICE_FILL_INS: Record<keyof typeof BACKOFFICE_PARAM_ROUTES, () => Promise<string> | string> = {
  member: () => BACKOFFICE_PATHS.member(DEMO.tel),
  promotion: () => BACKOFFICE_PATHS.promotion(1),
  affiliateAffiliate: () => BACKOFFICE_PATHS.affiliateAffiliate(DEMO.tel),
  minigameGame: () => BACKOFFICE_PATHS.minigameGame(DEMO_MINIGAME_SLUG),
  chatConversation: () => BACKOFFICE_PATHS.chatConversation(1),
};

/** Every member route's address; a route with a `:parameter` and no fill-in fails the sweep. */
function memberAddresses(history: DemoHistory | null): string[] {
  return (Object.entries(MEMBER_ROUTES) as [MemberRouteName, string][]).map(([name, pattern]) => {
    const fillIn = MEMBER_FILL_INS[name];
    if (!fillIn && pattern.includes(':')) throw new Error(`the axe sweep has no address for the route ${name}`);
    const address = fillIn ?? pattern;
    if (!history) return address.replace(/\?.*\{.*$/, '');
    return address
      .replace('{deposit}', history.depositId)
      .replace('{withdraw}', history.withdrawId)
      .replace('{pending}', history.pendingPayment)
      .replace('{paid}', history.paidPayment);
  });
}

/** The page has loaded its data and faded in; axe measures contrast on what is painted. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

async function expectClean(page: Page, where: string): Promise<void> {
  await settled(page);
  expect.soft(await axeViolations(page), `axe on ${where}`).toEqual([]);
}

test.describe('axe sweep: the member site at 375 px', () => {
  test('every route as a visitor', async ({ page }) => {
    // Every route with axe on each: 2.4 min on a slow 2-core machine, so room for half as much again.
    test.setTimeout(360_000);
    for (const address of memberAddresses(null)) {
      await page.goto(address);
      await expectClean(page, `${address} (visitor)`);
    }
  });

  test('every route as the demo member', async ({ page, request }) => {
    test.setTimeout(450_000);
    await page.goto('/login');
    await loginThroughDialog(page, DEMO.tel, DEMO.password);
    await expectMemberView(page);
    const history = await seedDemoHistory(page, request);
    for (const address of memberAddresses(history)) {
      await page.goto(address);
      await expectClean(page, `${address} (member)`);
    }
  });
});

test.describe('axe sweep: the back office at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every screen and every dialog its controls open', async ({ page, request }) => {
    test.setTimeout(480_000);
    // A deposit and a withdrawal waiting, so the queues show rows and the rows' dialogs.
    const member = newMember();
    await registerByApi(request, member);
    const token = await memberTokenByApi(request, member);
    await operatorApi(request, 'POST', `/members/${member.tel}/adjustments`, {
      direction: 'credit',
      amount: 300,
      reason: 'axe sweep',
    });
    await apiCall(request, 'POST', '/member/regulardeposit', { token, body: { amount: 200 } });
    await apiCall(request, 'POST', '/withdraw/withdraw', { token, body: { amount: 100 } });
    await signInBackoffice(page);
    let dialogs = 0;
    const addresses = [
      ...Object.values(BACKOFFICE_PATHS).filter((path) => typeof path === 'string'),
      ...(await Promise.all(Object.values(BACKOFFICE_FILL_INS).map((fillIn) => fillIn()))),
    ].filter((path) => path !== BACKOFFICE_PATHS.signIn);
    for (const address of addresses) {
      await page.goto(`${BACKOFFICE}${address}`);
      await expectClean(page, `back office ${address}`);
      const openers = page.locator('[aria-haspopup="dialog"]:visible:not([disabled])');
      const count = Math.min(await openers.count(), 6);
      for (let index = 0; index < count; index += 1) {
        const opener = openers.nth(index);
        const name = (await opener.getAttribute('aria-label')) ?? (await opener.innerText());
        await opener.click();
        const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).last();
        if (!(await dialog.isVisible().catch(() => false))) continue;
        dialogs += 1;
        await expectClean(page, `back office ${address}: the dialog of "${name.trim()}"`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    }
    // The dialogs are found by their openers' aria-haspopup: a sweep that opened none checked nothing.
    expect(dialogs).toBeGreaterThanOrEqual(15);
  });
});
