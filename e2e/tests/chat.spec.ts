import { fileURLToPath } from 'node:url';
import { CHAT, type DepositRow, formatNumber, MONEY_TOASTS } from '@member/shared';
import { BO_CHAT } from '@member/shared/backoffice';
import type { Browser, Page } from '@playwright/test';
import { expectAxeClean } from './a11y-helpers';
import { BACKOFFICE, signInBackoffice } from './backoffice/helpers';
import { expect, test } from './fixtures';
import { apiCall, memberChannelFollowed, memberToken, operatorApi, shot, signInNewMember } from './helpers';

/** A picture to attach (the app's own icon: a real PNG). */
const PICTURE = fileURLToPath(new URL('../../apps/web/public/icons/icon-192.png', import.meta.url));

/** The agent's back office in a desktop window of its own, beside the member's phone. */
async function agentPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'th-TH',
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.16' },
  });
  const page = await context.newPage();
  await signInBackoffice(page, undefined, '/chat');
  return page;
}

/** The member's composer: writes and sends a text. */
async function memberSays(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: CHAT.message, exact: true }).fill(text);
  await page.getByRole('button', { name: CHAT.send, exact: true }).click();
}

/** The agent's composer: writes and sends a text. */
async function agentSays(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: BO_CHAT.replyLabel, exact: true }).fill(text);
  await page.getByRole('button', { name: BO_CHAT.send, exact: true }).click();
}

/** The member's unread count as the header's chat link names it (none: the plain title). */
const headerChatLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: new RegExp(`^${CHAT.title}`) });

test('a member at 375 px and an agent at 1280 px chat live with text and a picture; resolved, then reopened by the member; the unread badge counts and resets', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const member = await signInNewMember(page, request);
  const fullName = `${member.firstName} ${member.lastName}`;

  // The member opens the chat from the contact page and writes first, with a picture.
  await page.goto('/contact');
  await page.getByRole('link', { name: `${CHAT.contactLink} ${CHAT.contactLinkHint}`, exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('heading', { name: CHAT.title, exact: true })).toBeVisible();
  await memberSays(page, 'ฝากเงินแล้วยังไม่เข้าค่ะ');
  await page.locator('input[type=file]').setInputFiles(PICTURE);
  const log = page.getByRole('log');
  await expect(log.getByText('ฝากเงินแล้วยังไม่เข้าค่ะ')).toBeVisible();
  await expect(log.getByRole('img', { name: CHAT.image })).toBeVisible();
  await expect(log.getByText(CHAT.sending)).toHaveCount(0);

  // The agent sees the new conversation, opens it, and reads both messages.
  const agent = await agentPage(browser);
  // Every test member has the same name: the inbox row is told apart by its phone number.
  const row = agent.getByRole('link', { name: new RegExp(`^${fullName} .*${member.tel}`) });
  await expect(row).toBeVisible();
  await row.click();
  const thread = agent.getByRole('log', { name: BO_CHAT.messagesLabel });
  await expect(thread.getByText('ฝากเงินแล้วยังไม่เข้าค่ะ')).toBeVisible();
  await expect(thread.getByRole('img')).toBeVisible();

  // The member types: the agent sees it; the agent answers with text and a picture, live on the phone.
  await page.getByRole('textbox', { name: CHAT.message, exact: true }).pressSequentially('ขอบคุณ');
  await expect(agent.getByText(BO_CHAT.typing(fullName)).or(agent.getByText(/กำลังพิมพ์/))).toBeVisible();
  await page.getByRole('textbox', { name: CHAT.message, exact: true }).fill('');
  await agentSays(agent, 'กำลังตรวจสอบให้นะคะ');
  await agent.locator('input[type=file]').setInputFiles(PICTURE);
  await agent.getByRole('button', { name: BO_CHAT.send, exact: true }).click();
  await expect(log.getByText('กำลังตรวจสอบให้นะคะ')).toBeVisible();
  await expect(log.getByRole('img', { name: CHAT.image })).toHaveCount(2);
  await shot(page, 'chat-member');
  await agent.screenshot({ path: test.info().outputPath('chat-agent.png') });
  await expectAxeClean(page, '/chat');

  // Away from the chat, the next answer shows as a badge in the header and on the bottom menu. The answer
  // is sent once the new page's socket follows the member's channel: a push before that is not its to hear.
  const followed = memberChannelFollowed(page);
  await page.goto('/');
  await expect(headerChatLink(page)).toHaveAccessibleName(CHAT.title);
  await followed;
  await agentSays(agent, 'ยอดเข้าแล้วค่ะ');
  await expect(headerChatLink(page)).toHaveAccessibleName(`${CHAT.title} ${CHAT.unreadLabel(1)}`);
  await expect(page.getByTestId('unread-badge').first()).toHaveText('1');
  await expect(page.getByRole('navigation').getByTestId('unread-badge')).toHaveText('1');
  await shot(page, 'chat-unread-badge');
  // Reading it resets the count everywhere.
  await headerChatLink(page).click();
  await expect(log.getByText('ยอดเข้าแล้วค่ะ')).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  await expect(headerChatLink(page)).toHaveAccessibleName(CHAT.title);

  // The agent resolves; the member's next message opens it again.
  await agent.getByRole('button', { name: BO_CHAT.resolve, exact: true }).click();
  const statusTabs = agent.getByRole('navigation', { name: BO_CHAT.statusTabs });
  await statusTabs.getByRole('link', { name: new RegExp(`^${BO_CHAT.statuses.resolved}`) }).click();
  await expect(row).toBeVisible();
  await memberSays(page, 'อีกเรื่องค่ะ');
  await statusTabs.getByRole('link', { name: new RegExp(`^${BO_CHAT.statuses.open}`) }).click();
  await expect(row).toBeVisible();
  await row.click();
  await expect(agent.getByRole('log', { name: BO_CHAT.messagesLabel }).getByText('อีกเรื่องค่ะ')).toBeVisible();
  await agent.context().close();
});

test("an operator's approval changes the member's credit on screen without a reload, with a toast", async ({
  page,
  request,
}) => {
  const followed = memberChannelFollowed(page);
  await signInNewMember(page, request);
  await expect(page.getByTestId('credit')).toHaveText(formatNumber(0));
  const token = await memberToken(page);
  const deposit = await apiCall<DepositRow>(request, 'POST', '/member/regulardeposit', {
    token,
    body: { amount: 500 },
  });
  await followed;
  let reloaded = false;
  page.on('framenavigated', () => (reloaded = true));
  await operatorApi(request, 'POST', `/deposits/${deposit.id}/approve`, {});
  await expect(page.getByText(MONEY_TOASTS.deposit.approved(formatNumber(500)))).toBeVisible();
  await expect(page.getByTestId('credit')).toHaveText(formatNumber(500));
  expect(reloaded).toBe(false);
  await shot(page, 'live-money-toast');
  expect(page.url()).not.toContain(BACKOFFICE);
});
