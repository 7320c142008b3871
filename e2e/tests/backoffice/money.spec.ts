import { mkdirSync } from 'node:fs';
import {
  type Dashboard,
  type DepositBankAccount,
  type DepositRow,
  formatDate,
  formatNumber,
  formatThousands,
  maskAccountNumber,
  type MemberCredit,
  type QueueCounts,
  SERVER_MESSAGES,
  STATUS_LABELS,
  VALIDATION,
  type WithdrawRow,
} from '@member/shared';
import {
  BO_APP,
  BO_DASHBOARD,
  BO_MENU,
  BO_MONEY,
  BO_MONEY_CHANNELS,
  BO_MONEY_HISTORY,
  BO_TABLE,
} from '@member/shared/backoffice';
import type { Browser, BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { expectAxeClean } from '../a11y-helpers';
import { expect, test as base } from '../fixtures';
import {
  apiCall,
  bankName,
  ensureWalletChannels,
  historyRow,
  memberToken,
  OPERATOR,
  operatorApi,
  signInNewMember,
  type TestMember,
} from '../helpers';
import { BACKOFFICE, createOperator, signInBackoffice } from './helpers';

const SHOTS = '/tmp/shots-money';
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled', fullPage: true });
}

let addressCounter = 0;

/** Another browser window (its own storage), speaking from its own client address like the test's own. */
async function newWindow(
  browser: Browser,
  testInfo: TestInfo,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  addressCounter += 1;
  return browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport,
    locale: 'th-TH',
    serviceWorkers: 'block',
    extraHTTPHeaders: {
      'x-forwarded-for': `10.251.${(testInfo.workerIndex * 7 + addressCounter) % 250}.${Date.now() % 250}`,
    },
  });
}

interface SignedInMember {
  page: Page;
  member: TestMember;
  token: string;
}

/** A new member signed in on the member site, in a phone-sized window of their own. */
async function memberWindow(browser: Browser, testInfo: TestInfo, request: Parameters<typeof signInNewMember>[1]) {
  const context = await newWindow(browser, testInfo, { width: 375, height: 812 });
  const page = await context.newPage();
  const member = await signInNewMember(page, request);
  const token = await memberToken(page);
  return { context, signedIn: { page, member, token } satisfies SignedInMember };
}

/**
 * `signedIn`: a new member signed in on the member site in a window of their own (memberWindow), closed after the
 * test. A test that takes one has 90 s, from before the sign-in.
 */
const test = base.extend<{ signedIn: SignedInMember }>({
  signedIn: async ({ browser, request }, use, testInfo) => {
    testInfo.setTimeout(90_000);
    const { context, signedIn } = await memberWindow(browser, testInfo, request);
    await use(signedIn);
    await context.close();
  },
});

/** A bank deposit the member reports, naming the operator's account they sent it to. */
async function memberDeposits(request: Parameters<typeof apiCall>[0], member: SignedInMember, amount: number) {
  const [account] = await apiCall<DepositBankAccount[]>(request, 'GET', '/deposit-bank-account', {
    token: member.token,
  });
  return apiCall<DepositRow>(request, 'POST', '/member/regulardeposit', {
    token: member.token,
    body: { amount, depositBankAccountId: account?.id ?? null },
  });
}

/**
 * Rejects every deposit still waiting, as an operator clearing the queue would: a test that counts the
 * queue's rows must not see the waiting deposits other test files left behind (one server per run).
 */
async function clearDepositQueue(request: Parameters<typeof apiCall>[0]): Promise<void> {
  for (;;) {
    const waiting = await operatorApi<{ items: { id: number }[] }>(
      request,
      'GET',
      '/deposits?status=waiting_for_approve&limit=100',
    );
    if (waiting.items.length === 0) return;
    for (const row of waiting.items) {
      await operatorApi(request, 'POST', `/deposits/${row.id}/reject`, { annotation: 'ล้างคิวก่อนการทดสอบ' });
    }
  }
}

/** The queue's row of a member (their phone is unique to the test). */
function queueRow(page: Page, member: TestMember): Locator {
  return page.getByRole('row').filter({ hasText: member.tel });
}

/** The operator is told of the decision (`said`: BO_MONEY.approved or .rejected) and the member's row has left the queue. */
async function expectDecided(
  page: Page,
  said: (kind: string, name: string, amount: string) => string,
  kind: string,
  member: TestMember,
  amount: number,
): Promise<void> {
  await expect(
    page.getByText(said(kind, `${member.firstName} ${member.lastName}`, formatNumber(amount))),
  ).toBeVisible();
  await expect(queueRow(page, member)).toHaveCount(0);
}

async function creditOf(request: Parameters<typeof apiCall>[0], member: SignedInMember): Promise<number> {
  return (await apiCall<MemberCredit>(request, 'GET', '/credit', { token: member.token })).credit;
}

test.beforeEach(async ({ request }) => {
  await ensureWalletChannels(request);
});

test('an operator approves a deposit from the queue; the member sees the new credit', async ({
  page,
  request,
  signedIn,
}) => {
  const deposit = await memberDeposits(request, signedIn, 1000);
  const [account] = await apiCall<DepositBankAccount[]>(request, 'GET', '/deposit-bank-account', {
    token: signedIn.token,
  });

  await signInBackoffice(page, OPERATOR, '/money/deposits');
  await expect(page.getByRole('heading', { name: BO_MONEY.depositsTitle, level: 1 })).toBeVisible();
  const row = queueRow(page, signedIn.member);
  await expect(row).toBeVisible();
  // Who (name, phone, level, their bank masked), how much, how, to which account, waiting how long.
  await expect(row).toContainText(`${signedIn.member.firstName} ${signedIn.member.lastName}`);
  await expect(row).toContainText('สมาชิกทั่วไป');
  await expect(row).toContainText(bankName(signedIn.member.bankCode));
  await expect(row).toContainText(maskAccountNumber(signedIn.member.bankNumber));
  await expect(row).not.toContainText(signedIn.member.bankNumber);
  await expect(row).toContainText(formatNumber(1000));
  await expect(row).toContainText(BO_MONEY_CHANNELS.bank);
  if (account) await expect(row).toContainText(maskAccountNumber(account.accountNumber));
  await expect(row).toContainText(formatDate(deposit.bank_time, 'dateTime'));
  await expect(row.getByTestId('waiting')).toHaveText(/^รอ/);
  await shot(page, 'queue-deposits-1280');

  await row.getByRole('button', { name: BO_MONEY.approveRow(signedIn.member.firstName), exact: false }).click();
  const dialog = page.getByRole('dialog', { name: BO_MONEY.approveTitle(BO_MONEY.deposit) });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(signedIn.member.tel);
  await expect(dialog).toContainText(formatNumber(1000));
  await expectAxeClean(page, 'deposit queue, approve dialog open');
  await shot(page, 'queue-deposits-approve-dialog');
  await dialog.getByRole('button', { name: BO_MONEY.confirmApprove }).click();
  await expect(dialog).toBeHidden();
  await expectDecided(page, BO_MONEY.approved, BO_MONEY.deposit, signedIn.member, 1000);
  await expectAxeClean(page, 'deposit queue after a decision');

  // The member's home shows the credit.
  await signedIn.page.goto('/');
  await expect(signedIn.page.getByTestId('credit')).toHaveText(formatNumber(1000));
  await signedIn.page.screenshot({ path: `${SHOTS}/member-home-credit-375.png` });
});

test('the menu counts what waits in each queue, live: a member’s new deposit raises it without a reload', async ({
  page,
  request,
  signedIn,
}) => {
  await signInBackoffice(page, OPERATOR, '/members');
  const menu = page.getByRole('navigation', { name: BO_APP.menu });
  const depositsLink = menu.getByRole('link', { name: new RegExp(`^${BO_MENU.deposits}`) });
  const waitingNow = async () => (await operatorApi<QueueCounts>(request, 'GET', '/queue-counts')).deposits_waiting;
  // Its name starts with what it shows, then the count ("คิวฝาก 2 รายการรอ").
  const expectCount = async () => {
    const waiting = await waitingNow();
    await expect(depositsLink).toHaveAccessibleName(
      waiting ? `${BO_MENU.deposits} ${formatThousands(waiting, 0)} ${BO_APP.waiting}` : BO_MENU.deposits,
      { timeout: 2_000 },
    );
    return waiting;
  };
  await expect(expectCount).toPass({ timeout: 15_000 });
  const before = await waitingNow();
  await memberDeposits(request, signedIn, 300);
  await expect(async () => expect(await expectCount()).toBeGreaterThan(before)).toPass({ timeout: 15_000 });
  await expect(depositsLink.getByTestId('waiting-count')).toBeVisible();
  await expectAxeClean(page, 'menu with queue counts');
  await shot(page, 'menu-queue-counts');
});

test('an operator rejects a withdrawal with a note; the member sees it failed and gets the credit back', async ({
  page,
  request,
  signedIn,
}) => {
  await operatorApi(request, 'POST', `/members/${signedIn.member.tel}/adjustments`, {
    direction: 'credit',
    amount: 500,
    reason: 'e2e: money to withdraw',
  });
  const withdrawal = await apiCall<WithdrawRow>(request, 'POST', '/withdraw/withdraw', {
    token: signedIn.token,
    body: { amount: 300 },
  });
  expect(await creditOf(request, signedIn)).toBe(200);

  await signInBackoffice(page, OPERATOR, '/money/withdrawals');
  await expect(page.getByRole('heading', { name: BO_MONEY.withdrawalsTitle, level: 1 })).toBeVisible();
  const row = queueRow(page, signedIn.member);
  await expect(row).toContainText(formatNumber(300));
  await expect(row).toContainText(maskAccountNumber(signedIn.member.bankNumber));
  await shot(page, 'queue-withdrawals-1280');

  await row.getByRole('button', { name: BO_MONEY.rejectRow(signedIn.member.firstName), exact: false }).click();
  const dialog = page.getByRole('dialog', { name: BO_MONEY.rejectTitle(BO_MONEY.withdrawal) });
  await expect(dialog).toBeVisible();
  // Where to pay is shown in full only here.
  await expect(dialog).toContainText(signedIn.member.bankNumber);
  const note = dialog.getByLabel(BO_MONEY.rejectNote);
  await expect(note).toBeFocused();

  // An empty note is refused before anything is sent.
  let sent = 0;
  page.on('request', (candidate) => {
    if (candidate.method() === 'POST' && candidate.url().includes(`/withdrawals/${withdrawal.id}/reject`)) sent += 1;
  });
  await note.fill('   ');
  await dialog.getByRole('button', { name: BO_MONEY.confirmReject }).click();
  await expect(dialog.getByText(VALIDATION.annotationRequired)).toBeVisible();
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(0);
  await expectAxeClean(page, 'withdrawal queue, reject dialog open with its error');
  await shot(page, 'queue-withdrawals-reject-dialog');

  await note.fill('บัญชีปลายทางไม่ตรงกับชื่อสมาชิก');
  await dialog.getByRole('button', { name: BO_MONEY.confirmReject }).click();
  await expect(dialog).toBeHidden();
  await expectDecided(page, BO_MONEY.rejected, BO_MONEY.withdrawal, signedIn.member, 300);
  expect(sent).toBe(1);

  // The member's history says it failed (SPEC.md §4), and the credit is back.
  await signedIn.page.goto('/tx/history/withdraw');
  const historyItem = historyRow(signedIn.page, formatDate(withdrawal.bank_time));
  await expect(historyItem.getByText(STATUS_LABELS.error, { exact: true })).toBeVisible();
  await signedIn.page.screenshot({ path: `${SHOTS}/member-withdraw-history-375.png` });
  await signedIn.page.goto('/');
  await expect(signedIn.page.getByTestId('credit')).toHaveText(formatNumber(500));
});

test('two operators decide the same deposit: one wins, the other is told, the row leaves both queues', async ({
  page,
  browser,
  request,
  signedIn,
}, testInfo) => {
  await memberDeposits(request, signedIn, 750);
  const finance = await createOperator(request, 'finance');

  const otherContext = await newWindow(browser, testInfo, { width: 1280, height: 800 });
  const other = await otherContext.newPage();
  await signInBackoffice(page, OPERATOR, '/money/deposits');
  await signInBackoffice(other, finance, '/money/deposits');

  // Both open the approval of the same row.
  for (const window of [page, other]) {
    await queueRow(window, signedIn.member)
      .getByRole('button', { name: BO_MONEY.approveRow(''), exact: false })
      .click();
    await expect(window.getByRole('dialog', { name: BO_MONEY.approveTitle(BO_MONEY.deposit) })).toBeVisible();
  }
  // The admin approves first; the finance operator's confirmation comes second.
  await page
    .getByRole('dialog', { name: BO_MONEY.approveTitle(BO_MONEY.deposit) })
    .getByRole('button', { name: BO_MONEY.confirmApprove })
    .click();
  await expect(queueRow(page, signedIn.member)).toHaveCount(0);
  await other
    .getByRole('dialog', { name: BO_MONEY.approveTitle(BO_MONEY.deposit) })
    .getByRole('button', { name: BO_MONEY.confirmApprove })
    .click();
  const alert = other.getByRole('alert');
  await expect(alert).toContainText(SERVER_MESSAGES.alreadyApproved);
  await expect(queueRow(other, signedIn.member)).toHaveCount(0);
  await shot(other, 'queue-deposits-conflict');
  await expectAxeClean(other, 'deposit queue with the refusal shown');

  // Credited once.
  expect(await creditOf(request, signedIn)).toBe(750);
  await otherContext.close();
});

test('the money menu is a finance operator’s; a content operator has neither the menu nor the calls', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const finance = await createOperator(request, 'finance');
  await signInBackoffice(page, finance);
  const menu = page.getByRole('navigation', { name: 'เมนู' });
  for (const label of [BO_MENU.dashboard, BO_MENU.deposits, BO_MENU.withdrawals, BO_MENU.moneyHistory]) {
    // A queue's name goes on with its count when something waits ("คิวฝาก 2 รายการรอ").
    await expect(menu.getByRole('link', { name: new RegExp(`^${label}( \\d|$)`) })).toBeVisible();
  }
  // The dashboard is the first item: the home screen.
  await expect(page).toHaveURL(new RegExp(`${BACKOFFICE}/dashboard$`));

  const content = await createOperator(request, 'content');
  const contentContext = await newWindow(browser, testInfo, { width: 1280, height: 800 });
  const contentPage = await contentContext.newPage();
  await signInBackoffice(contentPage, content);
  const contentMenu = contentPage.getByRole('navigation', { name: 'เมนู' });
  for (const label of [BO_MENU.dashboard, BO_MENU.deposits, BO_MENU.withdrawals, BO_MENU.moneyHistory]) {
    await expect(contentMenu.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  }
  await contentPage.goto(`${BACKOFFICE}/money/deposits`);
  await expect(contentPage.getByRole('heading', { name: 'ไม่พบหน้านี้' })).toBeVisible();

  const login = await request.post('/api/admin/login', { data: content });
  const { access_token: token } = ((await login.json()) as { data: { access_token: string } }).data;
  for (const path of ['/api/admin/deposits', '/api/admin/withdrawals', '/api/admin/dashboard']) {
    const refused = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status(), path).toBe(403);
  }
  await contentContext.close();
});

test('keyboard: j/↓ and k/↑ move the selection, ? lists the shortcuts, a approves and r rejects', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // Two rows waiting, oldest first: the first member's, then the second's.
  await clearDepositQueue(request);
  const { context, signedIn: first } = await memberWindow(browser, testInfo, request);
  const { context: secondContext, signedIn: second } = await memberWindow(browser, testInfo, request);
  await memberDeposits(request, first, 420);
  await memberDeposits(request, second, 130);
  await signInBackoffice(page, OPERATOR, '/money/deposits');
  const rows = page.locator('tbody tr[aria-selected]');
  await expect(rows).toHaveCount(2);
  const firstRow = queueRow(page, first.member);
  const secondRow = queueRow(page, second.member);
  await expect(rows.nth(0)).toContainText(first.member.tel);
  const fullName = (member: TestMember) => `${member.firstName} ${member.lastName}`;

  // The list of shortcuts; while it is open the queue's keys do nothing.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: BO_MONEY.shortcutsTitle });
  await expect(help).toBeVisible();
  await expect(help).toContainText(BO_MONEY.shortcuts[2]?.action ?? '');
  await expectAxeClean(page, 'deposit queue, shortcuts dialog open');
  await shot(page, 'queue-shortcuts-dialog');
  await page.keyboard.press('j');
  await expect(page.locator('tr[aria-selected="true"]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // j selects the first row, ↓ the next, k and ↑ go back; each move is announced.
  await page.keyboard.press('j');
  await expect(firstRow).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(BO_MONEY.selected(1, 2, fullName(first.member), formatNumber(420)))).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(secondRow).toHaveAttribute('aria-selected', 'true');
  await expect(firstRow).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByText(BO_MONEY.selected(2, 2, fullName(second.member), formatNumber(130)))).toBeAttached();
  await page.keyboard.press('k');
  await expect(firstRow).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(firstRow).toHaveAttribute('aria-selected', 'true');
  await shot(page, 'queue-keyboard-selected');

  // a opens the approval of the selected row; Enter on its focused confirmation approves.
  await page.keyboard.press('a');
  const dialog = page.getByRole('dialog', { name: BO_MONEY.approveTitle(BO_MONEY.deposit) });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(first.member.tel);
  await expect(dialog.getByRole('button', { name: BO_MONEY.confirmApprove })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(firstRow).toHaveCount(0);
  expect(await creditOf(request, first)).toBe(420);

  // The selection moves to the row that took the decided one's place; r opens its rejection with the
  // note focused, and typing there is typing, not shortcuts.
  await expect(secondRow).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('r');
  const reject = page.getByRole('dialog', { name: BO_MONEY.rejectTitle(BO_MONEY.deposit) });
  await expect(reject).toContainText(second.member.tel);
  const note = reject.getByLabel(BO_MONEY.rejectNote);
  await expect(note).toBeFocused();
  await page.keyboard.type('ยอดไม่เข้า a r j');
  await expect(note).toHaveValue('ยอดไม่เข้า a r j');
  await expect(page.getByRole('dialog', { name: BO_MONEY.approveTitle(BO_MONEY.deposit) })).toBeHidden();
  await reject.getByRole('button', { name: BO_MONEY.confirmReject }).click();
  await expect(reject).toBeHidden();
  await expect(secondRow).toHaveCount(0);
  expect(await creditOf(request, second)).toBe(0);
  await secondContext.close();
  await context.close();
});

test('the dashboard: today by status, the waiting queues, new members, 14 days; refreshed by itself', async ({
  page,
  request,
  signedIn,
}) => {
  const deposit = await memberDeposits(request, signedIn, 2500);
  await operatorApi(request, 'POST', `/deposits/${deposit.id}/approve`, {});
  await memberDeposits(request, signedIn, 99);

  await signInBackoffice(page, OPERATOR, '/dashboard');
  await expect(page.getByRole('heading', { name: BO_DASHBOARD.title, level: 1 })).toBeVisible();
  const dashboard = await operatorApi<Dashboard>(request, 'GET', '/dashboard');
  await expect(page.getByTestId('new-members-today')).toHaveText(
    BO_DASHBOARD.people(formatThousands(dashboard.today.new_members, 0)),
  );
  const depositsToday = page.getByRole('table', { name: BO_DASHBOARD.depositsToday });
  await expect(depositsToday.getByRole('row', { name: new RegExp(STATUS_LABELS.success) })).toContainText(
    formatNumber(dashboard.today.deposits.approved.amount),
  );
  const waiting = page.getByRole('link', { name: new RegExp(BO_DASHBOARD.depositsWaiting) });
  await expect(waiting).toContainText(BO_DASHBOARD.items(formatThousands(dashboard.queues.deposits_waiting, 0)));

  // The charts: a figure with its caption; their figures in a table for screen readers.
  const moneyChart = page.getByRole('figure', { name: BO_DASHBOARD.chartMoneyTitle });
  await expect(moneyChart).toBeVisible();
  const todayRow = moneyChart.getByRole('row', { name: new RegExp(formatDate(Date.now(), 'date')) });
  await expect(todayRow).toContainText(formatNumber(dashboard.series.at(-1)?.deposits_approved.amount ?? 0));
  await expect(page.getByRole('figure', { name: BO_DASHBOARD.chartMembersTitle })).toBeVisible();
  await expect(moneyChart.getByRole('table').getByRole('row')).toHaveCount(15);
  await expectAxeClean(page, 'dashboard');
  await shot(page, 'dashboard-1280');

  // It asks again by itself (every 30 s).
  const again = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/dashboard', {
    timeout: 40_000,
  });
  await again;

  await page.setViewportSize({ width: 768, height: 1024 });
  await shot(page, 'dashboard-768');
  await page.setViewportSize({ width: 1280, height: 800 });

  await waiting.click();
  await expect(page).toHaveURL(new RegExp(`${BACKOFFICE}/money/deposits$`));
});

test('the money history: deposits or withdrawals, filters in the URL, server sort and paging', async ({
  page,
  request,
  signedIn,
}) => {
  const small = await memberDeposits(request, signedIn, 150);
  await operatorApi(request, 'POST', `/deposits/${small.id}/approve`, {});
  const big = await memberDeposits(request, signedIn, 900);
  await operatorApi(request, 'POST', `/deposits/${big.id}/reject`, { annotation: 'ไม่พบยอดโอน' });
  const withdrawal = await apiCall<WithdrawRow>(request, 'POST', '/withdraw/withdraw', {
    token: signedIn.token,
    body: { amount: 120 },
  });
  await operatorApi(request, 'POST', `/withdrawals/${withdrawal.id}/approve`, {});

  await signInBackoffice(page, OPERATOR, '/money/history');
  await expect(page.getByRole('heading', { name: BO_MONEY_HISTORY.title, level: 1 })).toBeVisible();
  const filters = page.getByRole('form', { name: BO_MONEY_HISTORY.filters });
  await filters.getByLabel(BO_MONEY_HISTORY.tel).fill(signedIn.member.tel);
  await filters.getByRole('button', { name: BO_TABLE.search }).click();
  await expect(page).toHaveURL(new RegExp(`tel=${signedIn.member.tel}`));
  const table = page.getByRole('table', { name: BO_MONEY_HISTORY.depositsCaption });
  const body = table.locator('tbody');
  await expect(body.getByRole('row')).toHaveCount(2);
  // Newest first by default; the rejected one shows the member site's label and the note.
  await expect(body.getByRole('row').first()).toContainText(STATUS_LABELS.error);
  await expect(body.getByRole('row').first()).toContainText('ไม่พบยอดโอน');
  await expect(body.getByRole('row').nth(1)).toContainText(STATUS_LABELS.success);
  await expect(body.getByRole('row').nth(1)).toContainText(OPERATOR.username);

  // Sorted by the server: by amount, smallest first after two clicks.
  const amountHeader = table.getByRole('button', { name: new RegExp(BO_MONEY.amount.replace(/[()]/g, '\\$&')) });
  await amountHeader.click();
  await expect(page).toHaveURL(/sort=amount_desc/);
  await expect(body.getByRole('row').first()).toContainText(formatNumber(900));
  await amountHeader.click();
  await expect(page).toHaveURL(/sort=amount_asc/);
  await expect(body.getByRole('row').first()).toContainText(formatNumber(150));

  // Status filter.
  await filters.getByLabel(BO_MONEY_HISTORY.status).selectOption('approved');
  await expect(page).toHaveURL(/status=approved/);
  await expect(body.getByRole('row')).toHaveCount(1);
  await expect(body.getByRole('row').first()).toContainText(formatNumber(150));
  await expectAxeClean(page, 'money history, deposits');
  await shot(page, 'history-deposits-1280');

  // Withdrawals, the same filters kept by a reload.
  await page.getByLabel(BO_MONEY_HISTORY.kind).selectOption('withdrawals');
  await expect(page).toHaveURL(/kind=withdrawals/);
  await page.reload();
  const withdrawals = page.getByRole('table', { name: BO_MONEY_HISTORY.withdrawalsCaption });
  await expect(withdrawals.locator('tbody').getByRole('row')).toHaveCount(1);
  await expect(withdrawals.locator('tbody').getByRole('row').first()).toContainText(formatNumber(120));
  await expect(page.getByRole('form', { name: BO_MONEY_HISTORY.filters }).getByLabel(BO_MONEY_HISTORY.tel)).toHaveValue(
    signedIn.member.tel,
  );
  await shot(page, 'history-withdrawals-1280');

  // A day range backwards is refused by the call's own rule, next to the field.
  const today = formatDate(Date.now(), 'iso');
  const refreshedFilters = page.getByRole('form', { name: BO_MONEY_HISTORY.filters });
  // The days typed DD/MM/YYYY, whatever the browser's language.
  await refreshedFilters.getByLabel(BO_TABLE.from, { exact: true }).fill(formatDate(Date.now(), 'date'));
  await refreshedFilters.getByLabel(BO_TABLE.to, { exact: true }).fill('01/01/2020');
  await refreshedFilters.getByRole('button', { name: BO_TABLE.search }).click();
  await expect(refreshedFilters.getByText(VALIDATION.dateRange)).toBeVisible();
  await expectAxeClean(page, 'money history with a filter error');

  // An address edited by hand: the server's own message.
  await page.goto(`${BACKOFFICE}/money/history?tel=12`);
  await expect(page.getByRole('alert')).toContainText(VALIDATION.invalidValue);

  // Clear the filters: every row of today.
  await page.goto(`${BACKOFFICE}/money/history?tel=${signedIn.member.tel}&from=${today}&to=${today}`);
  await expect(page.getByRole('table', { name: BO_MONEY_HISTORY.depositsCaption }).locator('tbody tr')).toHaveCount(2);
  await page.getByRole('button', { name: BO_TABLE.clearFilters }).click();
  await expect(page).not.toHaveURL(/tel=/);
});
