import type { AutoDepositSettings, StatementSourceWithToken } from '@member/shared';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { ensureWalletChannels, operatorApi } from './helpers';

/** Automatic deposits in e2e: the operator's rules, a phone's source, the sandbox bank's SMS. */

/** The rules this test runs with; the test restores the operator's own after. */
export const RULES: AutoDepositSettings = {
  enabled: true,
  sources: { bank_sms: true, statement_file: true, truemoney: true },
  ceiling: 50_000,
  windowMinutes: 60,
  noReportNeeded: false,
  silentAfterMinutes: 120,
};

// A random start: two specs (or runs) posting the same amount in one minute still send two texts.
let balance = 20_000 + Math.floor(Math.random() * 1_000_000);
/**
 * The sandbox bank: SCB's credit notification for a transfer just made to the account ending
 * `accountNumber`'s last six digits, as the site's phone receives it (the sender is not named).
 */
export function scbCreditSms(accountNumber: string, amount: number): string {
  const local = new Date(Date.now() + 7 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  balance += amount;
  return `เงิน ${money(amount)}บ เข้าบ/ชx${accountNumber.replace(/\D/g, '').slice(-6)} ${two(local.getUTCDate())}/${two(
    local.getUTCMonth() + 1,
  )}@${two(local.getUTCHours())}:${two(local.getUTCMinutes())} ใช้ได้ ${money(balance)}บ`;
}

/** The phone's forwarder app posts the notification with its source's token. */
export async function forward(request: APIRequestContext, token: string, text: string) {
  const answer = await request.post('/api/statements/sms', {
    headers: { authorization: `Bearer ${token}` },
    data: { text },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: { id: number; state: string } }).data;
}

/**
 * Switches automatic deposits on with a phone source bound to the operator's active account; `restore`
 * puts back the operator's rules and switches the source off.
 */
export async function autoDepositsOn(request: APIRequestContext) {
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
  return {
    account,
    source,
    restore: async () => {
      await operatorApi(request, 'PUT', '/auto-deposit/settings', before);
      await operatorApi(request, 'PATCH', `/statement-sources/${source.id}`, { isActive: false });
    },
  };
}
