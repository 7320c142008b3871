import {
  type AdminStatementLine,
  type AutoDepositSettings,
  type DepositRow,
  formatNumber,
  type StatementLineCandidates,
  type StatementSourceWithToken,
  WALLET,
} from '@member/shared';
import type { APIRequestContext } from '@playwright/test';
import { expectAxeClean } from './a11y-helpers';
import { expect, test } from './fixtures';
import {
  apiCall,
  ensureWalletChannels,
  newMember,
  operatorApi,
  registerByApi,
  shot,
  signInNewMember,
  waitForJson,
} from './helpers';

/** The rules this test runs with; the test restores the operator's own after. */
const RULES: AutoDepositSettings = {
  enabled: true,
  sources: { bank_sms: true, statement_file: true, truemoney: true },
  ceiling: 50_000,
  windowMinutes: 60,
  noReportNeeded: false,
  silentAfterMinutes: 120,
};

let balance = 20_000;
/**
 * The sandbox bank: SCB's credit notification for a transfer just made to the account ending
 * `accountNumber`'s last six digits, as the site's phone receives it (the sender is not named).
 */
function scbCreditSms(accountNumber: string, amount: number): string {
  const local = new Date(Date.now() + 7 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  balance += amount;
  return `เงิน ${money(amount)}บ เข้าบ/ชx${accountNumber.replace(/\D/g, '').slice(-6)} ${two(local.getUTCDate())}/${two(
    local.getUTCMonth() + 1,
  )}@${two(local.getUTCHours())}:${two(local.getUTCMinutes())} ใช้ได้ ${money(balance)}บ`;
}

/** The phone's forwarder app posts the notification with its source's token. */
async function forward(request: APIRequestContext, token: string, text: string) {
  const answer = await request.post('/api/statements/sms', {
    headers: { authorization: `Bearer ${token}` },
    data: { text },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: { id: number; state: string } }).data;
}

test('a transfer credits itself at 375 px; a transfer of another amount waits in review until an operator matches it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await ensureWalletChannels(request);
  const before = await operatorApi<AutoDepositSettings>(request, 'GET', '/auto-deposit/settings');
  const accounts = await operatorApi<{ id: number; accountNumber: string; isActive: boolean }[]>(
    request,
    'GET',
    '/deposit-bank-accounts',
  );
  const account = accounts.find((row) => row.isActive);
  if (!account) throw new Error('no active deposit account');
  const source = await operatorApi<StatementSourceWithToken>(request, 'POST', '/statement-sources', {
    kind: 'bank_sms',
    name: 'โทรศัพท์รับ SMS (e2e)',
    depositBankAccountId: account.id,
  });
  await operatorApi(request, 'PUT', '/auto-deposit/settings', RULES);
  try {
    // A member opens the deposit page: the automatic channel is explained.
    await signInNewMember(page, request);
    await page.goto('/tx/deposit');
    await expect(page.getByRole('heading', { name: WALLET.autoDepositTitle, exact: true })).toBeVisible();
    await expect(page.getByText(WALLET.autoDepositNote)).toBeVisible();
    await page.getByLabel(WALLET.amount, { exact: true }).fill('500');
    const requested = waitForJson<DepositRow>(page, 'POST', '/api/member/regulardeposit');
    await page.getByRole('button', { name: WALLET.submitDeposit, exact: true }).click();
    const deposit = await requested;
    expect(deposit.exactAmount).toBe(true);
    expect(deposit.amount).toBeGreaterThan(500);
    expect(deposit.amount).toBeLessThan(501);

    // The detail asks for the exact amount, large and copyable.
    await expect(page).toHaveURL(/\/tx\/deposit-detail/);
    await expect(page.getByRole('heading', { name: WALLET.exactAmountTitle, exact: true })).toBeVisible();
    await expect(page.getByTestId('exact-amount')).toContainText(formatNumber(deposit.amount));
    await expect(page.getByText(WALLET.autoPendingNote)).toBeVisible();
    await expectAxeClean(page, '/tx/deposit-detail (exact amount)');
    await shot(page, 'auto-deposit-exact-amount');

    // The member transfers exactly that; the bank's SMS reaches the site's phone, which forwards it.
    const line = await forward(request, source.token, scbCreditSms(account.accountNumber, deposit.amount));
    expect(line.state).toBe('matched_auto');

    // Nobody opened the back office: the detail turns approved by itself, the credit is there.
    await expect(page.getByText(WALLET.approvedAutomatically, { exact: true })).toBeVisible({ timeout: 15_000 });
    await shot(page, 'auto-deposit-approved');
    await page.goto('/');
    await expect(page.getByTestId('credit')).toHaveText(formatNumber(deposit.amount));

    // A second member transfers a round amount, not the one asked: it waits for an operator.
    const second = newMember('scb');
    await registerByApi(request, second);
    const secondToken = (
      await apiCall<{ access_token: string }>(request, 'POST', '/member/login', {
        body: { tel: second.tel, password: second.password },
      })
    ).access_token;
    const other = await apiCall<DepositRow>(request, 'POST', '/member/regulardeposit', {
      token: secondToken,
      body: { amount: 300 },
    });
    const waiting = await forward(request, source.token, scbCreditSms(account.accountNumber, 300));
    expect(waiting.state).toBe('review');
    const queue = await operatorApi<{ items: AdminStatementLine[] }>(request, 'GET', '/statement-lines?state=review');
    expect(queue.items.find((row) => row.id === waiting.id)).toMatchObject({ reason: 'no_match', amount: 300 });

    // The review shows the member whose request is of the same whole baht; the operator credits it to them.
    const candidates = await operatorApi<StatementLineCandidates>(
      request,
      'GET',
      `/statement-lines/${waiting.id}/candidates`,
    );
    const memberId = candidates.members.find((member) => member.tel === second.tel)?.id;
    expect(memberId).toBeDefined();
    const matched = await operatorApi<AdminStatementLine>(request, 'POST', `/statement-lines/${waiting.id}/match`, {
      memberId,
      note: 'สมาชิกโอนยอดเต็ม',
    });
    expect(matched).toMatchObject({ state: 'matched_manual', member: { tel: second.tel } });
    await operatorApi(request, 'POST', `/deposits/${other.id}/reject`, { annotation: 'โอนยอดเต็มแทน' });
    expect(await apiCall<{ credit: number }>(request, 'GET', '/credit', { token: secondToken })).toEqual({
      credit: 300,
    });
  } finally {
    await operatorApi(request, 'PUT', '/auto-deposit/settings', before);
    await operatorApi(request, 'PATCH', `/statement-sources/${source.id}`, { isActive: false });
  }
});
