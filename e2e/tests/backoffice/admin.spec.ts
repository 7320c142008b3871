import { mkdirSync } from 'node:fs';
import { OPERATOR_MESSAGES, type OperatorAccount, SERVER_MESSAGES, VALIDATION } from '@member/shared';
import {
  BO_ACTIONS,
  BO_APP,
  BO_AUDIT,
  BO_MENU,
  BO_OPERATORS,
  BO_ROLE_LABELS,
  BO_SMS,
  BO_TABLE,
} from '@member/shared/backoffice';
import type { Browser, Page } from '@playwright/test';
import { expectAxeClean } from '../a11y-helpers';
import { expect, test } from '../fixtures';
import { apiCall, DEMO, OPERATOR, operatorApi } from '../helpers';
import { BACKOFFICE, signInBackoffice, type TestOperator } from './helpers';

const SHOTS = '/tmp/shots-admin';

/** Matches a text anywhere in a longer one (an accessible description holds the hint and the error). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });
}

/** A fresh browser (no session of the admin), as another person at another desk. */
async function otherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'th-TH',
    serviceWorkers: 'block',
    extraHTTPHeaders: {
      'x-forwarded-for': `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  return context.newPage();
}

async function trySignIn(page: Page, operator: TestOperator): Promise<void> {
  await page.goto(`${BACKOFFICE}/`);
  await page.getByLabel(BO_APP.username).fill(operator.username);
  await page.getByLabel(BO_APP.password).fill(operator.password);
  await page.getByRole('button', { name: BO_APP.signIn }).click();
}

const MY_MENU = [BO_MENU.promotions, BO_MENU.operators, BO_MENU.audit, BO_MENU.smsOutbox];

test('operators: create a content operator through the UI, who then sees only their menu', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const username = `content${Date.now().toString(36)}`;
  const password = 'content-pass-123';
  await signInBackoffice(page, OPERATOR, '/operators');
  const table = page.getByRole('table', { name: BO_OPERATORS.tableCaption });
  await expect(table.getByRole('row').filter({ hasText: 'admin' }).first()).toContainText(BO_ROLE_LABELS.admin);
  await expectAxeClean(page, '/operators');
  await shot(page, 'operators');

  await page.getByRole('button', { name: BO_OPERATORS.create }).click();
  const dialog = page.getByRole('dialog', { name: BO_OPERATORS.createTitle });
  await expect(dialog).toBeVisible();
  // The shared schema's rules first (the server answers the same Thai texts).
  await dialog.getByRole('button', { name: BO_OPERATORS.create }).click();
  await expect(dialog.getByLabel(BO_OPERATORS.fields.username)).toHaveAccessibleDescription(
    containing(OPERATOR_MESSAGES.usernameRequired),
  );
  await expect(dialog.getByLabel(BO_OPERATORS.fields.role)).toHaveAccessibleDescription(OPERATOR_MESSAGES.roleRequired);
  await expectAxeClean(page, 'create operator dialog with errors');
  await shot(page, 'operators-create-errors');

  // A name already taken: the server's 409 in Thai under the name, nothing created.
  const before = (await operatorApi<OperatorAccount[]>(request, 'GET', '/operators')).length;
  await dialog.getByLabel(BO_OPERATORS.fields.username).fill('admin');
  await dialog.getByLabel(BO_OPERATORS.fields.password).fill(password);
  await dialog.getByLabel(BO_OPERATORS.fields.role).selectOption('content');
  await dialog.getByRole('button', { name: BO_OPERATORS.create }).click();
  await expect(dialog.getByLabel(BO_OPERATORS.fields.username)).toHaveAccessibleDescription(
    containing(SERVER_MESSAGES.operatorUsernameTaken),
  );
  expect(await operatorApi<OperatorAccount[]>(request, 'GET', '/operators')).toHaveLength(before);

  await dialog.getByLabel(BO_OPERATORS.fields.username).fill(username);
  await dialog.getByRole('button', { name: BO_OPERATORS.create }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: BO_OPERATORS.created(username) })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText(BO_ROLE_LABELS.content);
  await expect(row).toContainText(BO_OPERATORS.status.active);

  // Signed in elsewhere, the content operator sees none of the screens their role may not open.
  const other = await otherBrowser(browser);
  await trySignIn(other, { username, password });
  await expect(other.getByRole('button', { name: BO_APP.signOut })).toBeVisible();
  const menu = other.getByRole('navigation', { name: BO_APP.menu });
  for (const label of MY_MENU) await expect(menu.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  await other.goto(`${BACKOFFICE}/operators`);
  await expect(other.getByRole('heading', { name: BO_APP.notFoundTitle })).toBeVisible();
  await shot(other, 'content-operator-home');
  await other.context().close();
});

test('operators: change a role, set a new password, disable (who then cannot sign in), and refuse self-disable', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const target = { username: `support${Date.now().toString(36)}`, password: 'support-pass-123' };
  await operatorApi(request, 'POST', '/operators', { ...target, role: 'support' });
  await signInBackoffice(page, OPERATOR, '/operators');
  const row = page.getByRole('row').filter({ hasText: target.username });

  await row.getByRole('button', { name: BO_OPERATORS.changeRoleNamed(target.username) }).click();
  const roleDialog = page.getByRole('dialog', { name: BO_OPERATORS.changeRoleTitle(target.username) });
  await roleDialog.getByLabel(BO_OPERATORS.fields.role).selectOption('finance');
  await expectAxeClean(page, 'change role dialog');
  await roleDialog.getByRole('button', { name: BO_ACTIONS.save }).click();
  await expect(roleDialog).toBeHidden();
  await expect(row).toContainText(BO_ROLE_LABELS.finance);

  const setPassword = row.getByRole('button', { name: BO_OPERATORS.setPasswordNamed(target.username) });
  // Closed by its button or by Escape, the dialog gives the focus back to the button that opened it.
  await setPassword.click();
  const passwordDialog = page.getByRole('dialog', { name: BO_OPERATORS.setPasswordTitle(target.username) });
  await passwordDialog.getByRole('button', { name: BO_ACTIONS.close }).click();
  await expect(passwordDialog).toBeHidden();
  await expect(setPassword).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(passwordDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(passwordDialog).toBeHidden();
  await expect(setPassword).toBeFocused();
  await setPassword.click();
  await passwordDialog.getByLabel(BO_OPERATORS.fields.newPassword).fill('short');
  await passwordDialog.getByRole('button', { name: BO_ACTIONS.save }).click();
  // The field's description carries the refusal, not only the hint it always shows.
  await expect(passwordDialog.getByLabel(BO_OPERATORS.fields.newPassword)).toHaveAccessibleDescription(
    containing(OPERATOR_MESSAGES.passwordMin),
  );
  await expectAxeClean(page, 'set password dialog with an error');
  await shot(page, 'operators-password-dialog');
  target.password = 'a-brand-new-pass';
  await passwordDialog.getByLabel(BO_OPERATORS.fields.newPassword).fill(target.password);
  await passwordDialog.getByRole('button', { name: BO_ACTIONS.save }).click();
  await expect(passwordDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: BO_OPERATORS.passwordSet(target.username) })).toBeVisible();

  const other = await otherBrowser(browser);
  await trySignIn(other, target);
  await expect(other.getByRole('button', { name: BO_APP.signOut })).toBeVisible();
  // Finance may read the audit log: its menu shows it, and nothing of operators or promotions.
  const menu = other.getByRole('navigation', { name: BO_APP.menu });
  await expect(menu.getByRole('link', { name: BO_MENU.audit })).toBeVisible();
  await expect(menu.getByRole('link', { name: BO_MENU.operators, exact: true })).toHaveCount(0);

  await row.getByRole('button', { name: BO_OPERATORS.disableNamed(target.username) }).click();
  const disableDialog = page.getByRole('dialog', { name: BO_OPERATORS.disableTitle(target.username) });
  await expectAxeClean(page, 'disable operator dialog');
  await disableDialog.getByRole('button', { name: BO_OPERATORS.disable }).click();
  await expect(disableDialog).toBeHidden();
  await expect(row.getByRole('button', { name: BO_OPERATORS.enableNamed(target.username) })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: BO_OPERATORS.disabled(target.username) })).toBeVisible();
  await shot(page, 'operators-after');

  // Their open session ends, and they cannot sign in again.
  await other.reload();
  await expect(other.getByRole('button', { name: BO_APP.signIn })).toBeVisible();
  await trySignIn(other, target);
  await expect(other.getByRole('alert')).toHaveText(SERVER_MESSAGES.operatorLoginFailed);
  await expect(other.getByRole('button', { name: BO_APP.signOut })).toHaveCount(0);
  await other.context().close();

  // The admin may not disable themselves: the server's Thai refusal shows in the dialog.
  await page.getByRole('button', { name: BO_OPERATORS.disableNamed(OPERATOR.username) }).click();
  const selfDialog = page.getByRole('dialog', { name: BO_OPERATORS.disableTitle(OPERATOR.username) });
  await selfDialog.getByRole('button', { name: BO_OPERATORS.disable }).click();
  await expect(selfDialog.getByRole('alert')).toHaveText(SERVER_MESSAGES.operatorCannotDisableSelf);
  await expectAxeClean(page, 'self-disable refused');
  await selfDialog.getByRole('button', { name: BO_ACTIONS.close, exact: true }).click();
  await expect(selfDialog).toBeHidden();

  // Enable again from the list.
  await row.getByRole('button', { name: BO_OPERATORS.enableNamed(target.username) }).click();
  await expect(row).toContainText(BO_OPERATORS.status.active);
});

test('audit log: the operators’ actions with before and after, filtered by operator in the URL', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const target = { username: `audit${Date.now().toString(36)}`, password: 'audit-pass-123' };
  await operatorApi(request, 'POST', '/operators', { ...target, role: 'support' });
  await operatorApi(request, 'PUT', `/operators/${target.username}`, { role: 'finance' });
  await signInBackoffice(page, OPERATOR, '/audit');

  const table = page.getByRole('table', { name: BO_AUDIT.tableCaption });
  const updateRow = table
    .getByRole('row')
    .filter({ hasText: BO_AUDIT.actions['operator.update'] })
    .filter({ hasText: target.username });
  await expect(updateRow).toContainText('admin');
  await expect(updateRow).toContainText(`${BO_AUDIT.targetTypes.operator}: ${target.username}`);
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: BO_AUDIT.actions['operator.create'] })
      .filter({ hasText: target.username }),
  ).toBeVisible();
  await expectAxeClean(page, '/audit');

  await updateRow.getByRole('button', { name: BO_AUDIT.showChanges }).click();
  const diff = updateRow.getByRole('table', { name: BO_AUDIT.diffCaption });
  const roleLine = diff.getByRole('row').filter({ has: page.getByRole('rowheader', { name: BO_AUDIT.fields.role }) });
  await expect(roleLine).toContainText(BO_ROLE_LABELS.support);
  await expect(roleLine).toContainText(BO_ROLE_LABELS.finance);
  await expect(updateRow.getByRole('button', { name: BO_AUDIT.hideChanges })).toHaveAttribute('aria-expanded', 'true');
  await expectAxeClean(page, '/audit with a diff open');
  await shot(page, 'audit');

  // Filters go to the URL and to the server under the names it takes.
  const sent = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/admin/audit-log' && r.url().includes('operator='),
  );
  await page.getByLabel(BO_AUDIT.filters.operator).fill(OPERATOR.username);
  await page.getByLabel(BO_AUDIT.filters.action).selectOption('operator.update');
  await page.getByLabel(BO_AUDIT.filters.targetType).selectOption('operator');
  // Typed DD/MM/YYYY, sent YYYY-MM-DD.
  await page.getByLabel(BO_AUDIT.filters.from, { exact: true }).fill('01/01/2020');
  await page.getByRole('button', { name: BO_AUDIT.filters.apply, exact: true }).click();
  const query = new URL((await sent).url()).searchParams;
  expect(Object.fromEntries(query)).toMatchObject({
    operator: OPERATOR.username,
    action: 'operator.update',
    targetType: 'operator',
    from: '2020-01-01',
    page: '1',
  });
  await expect(page).toHaveURL(/operator=admin/);
  await expect(updateRow).toBeVisible();
  // The server filters: every row is that operator's action of that kind (nested before/after tables aside).
  const column = (n: number) => table.locator(`:scope > tbody > tr > td:nth-child(${n})`).allTextContents();
  // The filtered page replaces the previous one when its answer arrives.
  await expect.poll(async () => [...new Set(await column(2))]).toEqual(['admin']);
  await expect.poll(async () => [...new Set(await column(3))]).toEqual([BO_AUDIT.actions['operator.update']]);
  // A reload keeps the filters (they live in the URL).
  await page.reload();
  await expect(page.getByLabel(BO_AUDIT.filters.operator)).toHaveValue(OPERATOR.username);
  await expect(page.getByLabel(BO_AUDIT.filters.action)).toHaveValue('operator.update');
  await expectAxeClean(page, '/audit filtered');
  await shot(page, 'audit-filtered');
  await page.getByRole('button', { name: BO_TABLE.clearFilters }).click();
  await expect(page).toHaveURL(`${BACKOFFICE}/audit`);
  await expect(page.getByLabel(BO_AUDIT.filters.operator)).toHaveValue('');
});

test('SMS outbox: the codes sent to a phone, filtered by phone', async ({ page, request }) => {
  await apiCall(request, 'POST', '/member/forgotpassword', { body: { tel: DEMO.tel } });
  await signInBackoffice(page, OPERATOR, '/sms-outbox');
  const table = page.getByRole('table', { name: BO_SMS.tableCaption });
  await expect(table.getByRole('row').filter({ hasText: DEMO.tel }).first()).toBeVisible();
  await expectAxeClean(page, '/sms-outbox');

  await page.getByLabel(BO_SMS.phone).fill('08x');
  await page.getByRole('button', { name: BO_SMS.search }).click();
  await expect(page.getByLabel(BO_SMS.phone)).toHaveAccessibleDescription(containing(VALIDATION.invalidValue));
  await expect(page).not.toHaveURL(/tel=/);

  await page.getByLabel(BO_SMS.phone).fill(DEMO.tel);
  await page.getByRole('button', { name: BO_SMS.search }).click();
  await expect(page).toHaveURL(new RegExp(`tel=${DEMO.tel}`));
  // Retried until the filtered page has replaced the unfiltered one (the URL changes first).
  await expect(table.locator('tbody tr > td:nth-child(2)').filter({ hasNotText: DEMO.tel })).toHaveCount(0);
  await expect(table).toContainText(/\d{6}/);
  await expectAxeClean(page, '/sms-outbox filtered');
  await shot(page, 'sms-outbox');

  await page.getByLabel(BO_SMS.phone).fill('0999999999');
  await page.getByRole('button', { name: BO_SMS.search }).click();
  await expect(table).toContainText(BO_TABLE.empty);

  // A tablet: the menu folds behind its button.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto(`${BACKOFFICE}/audit`);
  await expect(page.getByRole('button', { name: BO_APP.openMenu })).toBeVisible();
  await expect(page.getByRole('table', { name: BO_AUDIT.tableCaption })).toBeVisible();
  await expectAxeClean(page, '/audit at 768 px');
  await shot(page, 'audit-768');
});
