import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  ACCESS_TOKEN_KEY,
  BANKS,
  IDEMPOTENCY_KEY_HEADER,
  LABELS,
  type CombineSettings,
  type OperatorLoginResult,
  type PayoutSettings,
  REGISTER_STEPS,
  UI,
} from '@member/shared';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export const DEMO = { tel: '0812345678', password: 'demo1234' } as const;

// E2E_SCREENSHOT_DIR keeps a run's pictures apart from another run's (each run clears test-results/).
const screenshotDir = process.env.E2E_SCREENSHOT_DIR
  ? `${process.env.E2E_SCREENSHOT_DIR.replace(/\/+$/, '')}/`
  : fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));
mkdirSync(screenshotDir, { recursive: true });

/** A 375 px screenshot for review; not an assertion. */
export async function shot(page: Page, name: string): Promise<void> {
  // Finite animations (dialog pop-in) are run to their end so the picture shows the settled screen.
  await page.screenshot({ path: `${screenshotDir}${name}.png`, animations: 'disabled' });
}

/**
 * Resolves once the page's next socket has followed the member's own channel (the server's ack of
 * its `subscribe`), so a push sent from then on reaches the page. Call it before the page opens the
 * socket: the socket waits for the first screen, so a loaded page is not yet a listening one.
 */
export function memberChannelFollowed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      const asked = new Set<string>();
      // socket.io frames: `42<id>["subscribe",{"channel":"member:…"}]`, answered by `43<id>[{"ok":true…}]`.
      socket.on('framesent', ({ payload }) => {
        const id = /^42(\d+)\["subscribe",\{"channel":"member:/.exec(String(payload))?.[1];
        if (id) asked.add(id);
      });
      socket.on('framereceived', ({ payload }) => {
        const id = /^43(\d+)\[\{"ok":true/.exec(String(payload))?.[1];
        if (id && asked.has(id)) resolve();
      });
    });
  });
}

function randomDigits(count: number): string {
  return Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
}

export interface TestMember {
  tel: string;
  password: string;
  bankCode: string;
  bankNumber: string;
  firstName: string;
  lastName: string;
}

/** A member no run has used: a fresh phone and account number (names are test data, not UI text). */
export function newMember(bankCode = 'kbnk'): TestMember {
  return {
    tel: `09${randomDigits(8)}`,
    password: `pw${randomDigits(6)}`,
    bankCode,
    bankNumber: `1${randomDigits(9)}`,
    firstName: 'มานะ',
    lastName: 'ทดสอบระบบ',
  };
}

export function bankName(code: string): string {
  const bank = BANKS.find((item) => item.code === code);
  if (!bank) throw new Error(`unknown bank ${code}`);
  return bank.name;
}

/** Registers through the API, for tests whose subject is not the wizard. */
export async function registerByApi(request: APIRequestContext, member: TestMember): Promise<void> {
  const response = await request.post('/api/member/register', {
    data: {
      tel: member.tel,
      password: member.password,
      bank_name: member.bankCode,
      bank_number: member.bankNumber,
      first_name: member.firstName,
      last_name: member.lastName,
      bonus: 0,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Logs a member in through the API and answers the access token (member logins are limited per IP). */
export async function memberTokenByApi(request: APIRequestContext, member: TestMember): Promise<string> {
  const login = await apiCall<{ access_token: string }>(request, 'POST', '/member/login', {
    body: { tel: member.tel, password: member.password },
  });
  return login.access_token;
}

/** A button or a link with exactly this name: the contract names the control, not its element. */
export function control(scope: Page | Locator, name: string, includeHidden = false): Locator {
  const options = { name, exact: true, includeHidden };
  return scope.getByRole('button', options).or(scope.getByRole('link', options));
}

/**
 * The guest header. A modal dialog hides the rest of the page from the accessibility tree
 * (aria-hidden), and a guest on / always has the login dialog open, so hidden nodes are included;
 * visibility is still checked by toBeVisible.
 */
export function guestHeader(page: Page): Locator {
  return page.getByRole('banner', { includeHidden: true });
}

export function registerDialog(page: Page, step: number): Locator {
  return page.getByRole('dialog', { name: UI.registerStepTitle(step, REGISTER_STEPS), exact: true });
}

export function loginDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: UI.login, exact: true });
}

export function alertDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: UI.alertTitle, exact: true });
}

/** Chooses a bank in the register wizard's dropdown. */
export async function chooseBank(page: Page, dialog: Locator, code: string): Promise<Locator> {
  await dialog.getByRole('combobox', { name: LABELS.bank, exact: true }).click();
  const option = page.getByRole('option', { name: bankName(code), exact: true });
  await expect(option).toBeVisible();
  return option;
}

/** Fills the rest of the wizard's step 2 (the bank chosen): account number and name; goes on and answers step 3, shown. */
export async function fillAccountAndName(page: Page, step2: Locator, member: TestMember): Promise<Locator> {
  await step2.getByLabel(LABELS.bankNumber, { exact: true }).fill(member.bankNumber);
  await step2.getByLabel(LABELS.firstName, { exact: true }).fill(member.firstName);
  await step2.getByLabel(LABELS.lastName, { exact: true }).fill(member.lastName);
  await step2.getByRole('button', { name: LABELS.next, exact: true }).click();
  const step3 = registerDialog(page, REGISTER_STEPS);
  await expect(step3).toBeVisible();
  return step3;
}

/** Fills the wizard's step 2 with the member's bank, account and name; goes on and answers step 3, shown. */
export async function fillBankStep(page: Page, step2: Locator, member: TestMember): Promise<Locator> {
  await (await chooseBank(page, step2, member.bankCode)).click();
  return fillAccountAndName(page, step2, member);
}

/** Fills the three steps of the wizard (already open at step 1) and submits. */
export async function completeWizard(page: Page, member: TestMember): Promise<void> {
  const step1 = registerDialog(page, 1);
  await step1.getByLabel(LABELS.tel, { exact: true }).fill(member.tel);
  await step1.getByRole('button', { name: LABELS.next, exact: true }).click();

  const step2 = registerDialog(page, 2);
  await expect(step2).toBeVisible();
  const step3 = await fillBankStep(page, step2, member);
  await step3.getByLabel(LABELS.password, { exact: true }).fill(member.password);
  await step3.getByLabel(LABELS.confirmPassword, { exact: true }).fill(member.password);
  await step3.getByRole('button', { name: UI.registerSubmit, exact: true }).click();
}

/** Logs in through the open login dialog. */
export async function loginThroughDialog(page: Page, tel: string, password: string): Promise<void> {
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(LABELS.tel, { exact: true }).fill(tel);
  await dialog.getByLabel(LABELS.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: UI.login, exact: true }).click();
}

/** The member layout is showing: its header has the menu toggle and the profile link. */
export async function expectMemberView(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: LABELS.openMenu, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: LABELS.profile, exact: true }).first()).toBeVisible();
}

/** A newly registered member (kbnk), signed in through the login dialog and on the member home. */
export async function signInNewMember(page: Page, request: APIRequestContext): Promise<TestMember> {
  const member = newMember('kbnk');
  await registerByApi(request, member);
  await page.goto('/login');
  await loginThroughDialog(page, member.tel, member.password);
  await expectMemberView(page);
  return member;
}

/** The guest layout is showing: its header has the login and register controls. */
export async function expectGuestView(page: Page): Promise<void> {
  const header = guestHeader(page);
  await expect(control(header, UI.login, true)).toBeVisible();
  await expect(control(header, UI.register, true)).toBeVisible();
  await expect(page.getByRole('button', { name: LABELS.openMenu, exact: true })).toHaveCount(0);
}

/** The seeded operator of the e2e run (playwright.config.ts sets SEED_OPERATOR_PASSWORD). */
export const OPERATOR = { username: 'admin', password: 'operator-e2e-pass' } as const;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/**
 * Calls the API and returns `data`. POST and PUT carry a fresh `Idempotency-Key` (money contract).
 * Anything but 2xx fails the test with the answer in the message.
 */
export async function apiCall<T>(
  request: APIRequestContext,
  method: Method,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (method !== 'GET') headers[IDEMPOTENCY_KEY_HEADER] = randomUUID();
  const response = await request.fetch(`/api${path}`, { method, headers, data: options.body });
  const text = await response.text();
  expect(response.ok(), `${method} ${path} → ${response.status()} ${text}`).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}

let operatorToken: string | null = null;

/**
 * The operator's token. Logged in once per worker: operator logins share a per-IP limit of 20 per
 * 5 minutes (decision 0013) with nothing else, but every test reusing one session keeps far from it.
 */
export async function operatorLogin(request: APIRequestContext): Promise<string> {
  if (!operatorToken) {
    const result = await apiCall<OperatorLoginResult>(request, 'POST', '/admin/login', { body: OPERATOR });
    operatorToken = result.access_token;
  }
  return operatorToken;
}

/** An operator route (under /api/admin), with an Idempotency-Key on POST and PUT. */
export async function operatorApi<T>(
  request: APIRequestContext,
  method: Method,
  path: string,
  body?: unknown,
): Promise<T> {
  const token = await operatorLogin(request);
  return apiCall<T>(request, method, `/admin${path}`, { token, body });
}

/** The signed-in member's token, read from the page (no extra login: member logins are limited per IP). */
export async function memberToken(page: Page): Promise<string> {
  const token = await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY);
  if (!token) throw new Error('no member token in the page');
  return token;
}

/** The `data` of the next answer to `method path` the page receives (fails on a non-2xx answer). */
export async function waitForJson<T>(page: Page, method: Method, path: string): Promise<T> {
  const response = await page.waitForResponse(
    (candidate) => new URL(candidate.url()).pathname === path && candidate.request().method() === method,
  );
  const text = await response.text();
  expect(response.ok(), `${method} ${path} → ${response.status()} ${text}`).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}

/** A row of a history list, found by the text it must hold (e.g. its formatted time). */
export function historyRow(page: Page, text: string): Locator {
  return page.getByRole('listitem').filter({ hasText: text }).first();
}

/**
 * The deposit channels the wallet tests use: bank transfer with an active account of the operator
 * and the cp gateway. Switched on through the operator API when the seed has not already.
 */
export async function ensureWalletChannels(request: APIRequestContext): Promise<CombineSettings> {
  const settings = await operatorApi<CombineSettings>(request, 'GET', '/settings/payment');
  let current = settings;
  if (!settings.bank_transfer || !settings.gateways.includes('cp')) {
    current = await operatorApi<CombineSettings>(request, 'PUT', '/settings/payment', {
      ...settings,
      bank_transfer: true,
      gateways: [...new Set([...settings.gateways, 'cp'])],
    });
  }
  const accounts = await operatorApi<{ isActive: boolean }[]>(request, 'GET', '/deposit-bank-accounts');
  if (!accounts.some((account) => account.isActive)) {
    await operatorApi(request, 'POST', '/deposit-bank-accounts', {
      bankCode: 'kbnk',
      accountNumber: '1112223334',
      accountName: 'บริษัท ทดสอบ จำกัด',
      isActive: true,
    });
  }
  return current;
}

/**
 * The automatic-withdrawal rules (decision 0175) as the payout tests want them: on, 500 baht at most per
 * withdrawal, 5,000 a day, no age rules; `changes` over them (`{ enabled: false }` to switch them off).
 */
export function payoutRules(
  request: APIRequestContext,
  changes: Partial<PayoutSettings> = {},
): Promise<PayoutSettings> {
  return operatorApi<PayoutSettings>(request, 'PUT', '/payouts/settings', {
    enabled: true,
    max_amount: 500,
    daily_total: 5000,
    min_account_age_days: 0,
    bank_unchanged_days: 0,
    ...changes,
  });
}
