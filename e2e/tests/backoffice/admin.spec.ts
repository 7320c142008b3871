import { mkdirSync } from 'node:fs';
import type { OperatorAccount } from '@member/shared';
import type { Browser, Page } from '@playwright/test';
import { expectAxeClean } from '../a11y-helpers';
import { expect, test } from '../fixtures';
import { apiCall, DEMO, OPERATOR, operatorApi } from '../helpers';
import { BACKOFFICE, signInBackoffice, type TestOperator } from './helpers';

const SHOTS = '/tmp/shots-admin';

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
  await page.getByLabel('ชื่อผู้ใช้').fill(operator.username);
  await page.getByLabel('รหัสผ่าน').fill(operator.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
}

const MY_MENU = ['โปรโมชั่น', 'ผู้ดูแล', 'บันทึกการทำงาน', 'กล่อง SMS'];

test('operators: create a content operator through the UI, who then sees only their menu', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const username = `content${Date.now().toString(36)}`;
  const password = 'content-pass-123';
  await signInBackoffice(page, OPERATOR, '/operators');
  const table = page.getByRole('table', { name: 'บัญชีผู้ดูแล' });
  await expect(table.getByRole('row').filter({ hasText: 'admin' }).first()).toContainText('ผู้ดูแลระบบ');
  await expectAxeClean(page, '/operators');
  await shot(page, 'operators');

  await page.getByRole('button', { name: 'เพิ่มผู้ดูแล' }).click();
  const dialog = page.getByRole('dialog', { name: 'เพิ่มบัญชีผู้ดูแล' });
  await expect(dialog).toBeVisible();
  // The shared schema's rules first (the server answers the same Thai texts).
  await dialog.getByRole('button', { name: 'เพิ่มผู้ดูแล' }).click();
  await expect(dialog.getByLabel('ชื่อผู้ใช้')).toHaveAccessibleDescription(/กรุณากรอกชื่อผู้ใช้/);
  await expect(dialog.getByLabel('บทบาท')).toHaveAccessibleDescription('*กรุณาเลือกบทบาทของผู้ใช้');
  await expectAxeClean(page, 'create operator dialog with errors');
  await shot(page, 'operators-create-errors');

  // A name already taken: the server's 409 in Thai under the name, nothing created.
  const before = (await operatorApi<OperatorAccount[]>(request, 'GET', '/operators')).length;
  await dialog.getByLabel('ชื่อผู้ใช้').fill('admin');
  await dialog.getByLabel('รหัสผ่าน').fill(password);
  await dialog.getByLabel('บทบาท').selectOption('content');
  await dialog.getByRole('button', { name: 'เพิ่มผู้ดูแล' }).click();
  await expect(dialog.getByLabel('ชื่อผู้ใช้')).toHaveAccessibleDescription(/ชื่อผู้ใช้นี้ถูกใช้แล้ว/);
  expect(await operatorApi<OperatorAccount[]>(request, 'GET', '/operators')).toHaveLength(before);

  await dialog.getByLabel('ชื่อผู้ใช้').fill(username);
  await dialog.getByRole('button', { name: 'เพิ่มผู้ดูแล' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `เพิ่มบัญชี ${username} แล้ว` })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('เนื้อหา');
  await expect(row).toContainText('ใช้งานได้');

  // Signed in elsewhere, the content operator sees none of the screens their role may not open.
  const other = await otherBrowser(browser);
  await trySignIn(other, { username, password });
  await expect(other.getByRole('button', { name: 'ออกจากระบบ' })).toBeVisible();
  const menu = other.getByRole('navigation', { name: 'เมนู' });
  for (const label of MY_MENU) await expect(menu.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  await other.goto(`${BACKOFFICE}/operators`);
  await expect(other.getByRole('heading', { name: 'ไม่พบหน้านี้' })).toBeVisible();
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

  await row.getByRole('button', { name: `เปลี่ยนบทบาทของ ${target.username}` }).click();
  const roleDialog = page.getByRole('dialog', { name: `เปลี่ยนบทบาทของ ${target.username}` });
  await roleDialog.getByLabel('บทบาท').selectOption('finance');
  await expectAxeClean(page, 'change role dialog');
  await roleDialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(row).toContainText('การเงิน');

  await row.getByRole('button', { name: `ตั้งรหัสผ่านใหม่ให้ ${target.username}` }).click();
  const passwordDialog = page.getByRole('dialog', { name: `ตั้งรหัสผ่านใหม่ให้ ${target.username}` });
  await passwordDialog.getByLabel('รหัสผ่านใหม่').fill('short');
  await passwordDialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(passwordDialog.getByLabel('รหัสผ่านใหม่')).toHaveAccessibleDescription(/อย่างน้อย 8 ตัวอักษร/);
  await expectAxeClean(page, 'set password dialog with an error');
  await shot(page, 'operators-password-dialog');
  target.password = 'a-brand-new-pass';
  await passwordDialog.getByLabel('รหัสผ่านใหม่').fill(target.password);
  await passwordDialog.getByRole('button', { name: 'บันทึก' }).click();
  await expect(passwordDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `ตั้งรหัสผ่านใหม่ให้ ${target.username} แล้ว` })).toBeVisible();

  const other = await otherBrowser(browser);
  await trySignIn(other, target);
  await expect(other.getByRole('button', { name: 'ออกจากระบบ' })).toBeVisible();
  // Finance may read the audit log: its menu shows it, and nothing of operators or promotions.
  const menu = other.getByRole('navigation', { name: 'เมนู' });
  await expect(menu.getByRole('link', { name: 'บันทึกการทำงาน' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'ผู้ดูแล', exact: true })).toHaveCount(0);

  await row.getByRole('button', { name: `ปิดใช้งาน ${target.username}` }).click();
  const disableDialog = page.getByRole('dialog', { name: `ปิดใช้งานบัญชี ${target.username}?` });
  await expectAxeClean(page, 'disable operator dialog');
  await disableDialog.getByRole('button', { name: 'ปิดใช้งาน' }).click();
  await expect(disableDialog).toBeHidden();
  await expect(row.getByRole('button', { name: `เปิดใช้งาน ${target.username}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `ปิดใช้งาน ${target.username} แล้ว` })).toBeVisible();
  await shot(page, 'operators-after');

  // Their open session ends, and they cannot sign in again.
  await other.reload();
  await expect(other.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await trySignIn(other, target);
  await expect(other.getByRole('alert')).toHaveText('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
  await expect(other.getByRole('button', { name: 'ออกจากระบบ' })).toHaveCount(0);
  await other.context().close();

  // The admin may not disable themselves: the server's Thai refusal shows in the dialog.
  await page.getByRole('button', { name: `ปิดใช้งาน ${OPERATOR.username}` }).click();
  const selfDialog = page.getByRole('dialog', { name: `ปิดใช้งานบัญชี ${OPERATOR.username}?` });
  await selfDialog.getByRole('button', { name: 'ปิดใช้งาน' }).click();
  await expect(selfDialog.getByRole('alert')).toHaveText('ไม่สามารถระงับหรือลดสิทธิ์บัญชีของตัวเองได้');
  await expectAxeClean(page, 'self-disable refused');
  await selfDialog.getByRole('button', { name: 'ปิด', exact: true }).click();
  await expect(selfDialog).toBeHidden();

  // Enable again from the list.
  await row.getByRole('button', { name: `เปิดใช้งาน ${target.username}` }).click();
  await expect(row).toContainText('ใช้งานได้');
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

  const table = page.getByRole('table', { name: 'บันทึกการทำงานของผู้ดูแล ล่าสุดก่อน' });
  const updateRow = table.getByRole('row').filter({ hasText: 'แก้ไขบัญชีผู้ดูแล' }).filter({ hasText: target.username });
  await expect(updateRow).toContainText('admin');
  await expect(updateRow).toContainText(`บัญชีผู้ดูแล: ${target.username}`);
  await expect(
    table.getByRole('row').filter({ hasText: 'เพิ่มบัญชีผู้ดูแล' }).filter({ hasText: target.username }),
  ).toBeVisible();
  await expectAxeClean(page, '/audit');

  await updateRow.getByRole('button', { name: 'ดูก่อน/หลัง' }).click();
  const diff = updateRow.getByRole('table', { name: 'ข้อมูลก่อนและหลังการเปลี่ยนแปลง' });
  const roleLine = diff.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'บทบาท' }) });
  await expect(roleLine).toContainText('ฝ่ายบริการสมาชิก');
  await expect(roleLine).toContainText('การเงิน');
  await expect(updateRow.getByRole('button', { name: 'ซ่อนก่อน/หลัง' })).toHaveAttribute('aria-expanded', 'true');
  await expectAxeClean(page, '/audit with a diff open');
  await shot(page, 'audit');

  // Filters go to the URL and to the server under the names it takes.
  const sent = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/admin/audit-log' && r.url().includes('operator='),
  );
  await page.getByLabel('ผู้ดูแล (ชื่อผู้ใช้)').fill(OPERATOR.username);
  await page.getByLabel('การกระทำ').selectOption('operator.update');
  await page.getByLabel('ประเภทรายการ').selectOption('operator');
  await page.getByLabel('ตั้งแต่วันที่').fill('2020-01-01');
  await page.getByRole('button', { name: 'กรอง', exact: true }).click();
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
  await expect.poll(async () => [...new Set(await column(3))]).toEqual(['แก้ไขบัญชีผู้ดูแล']);
  // A reload keeps the filters (they live in the URL).
  await page.reload();
  await expect(page.getByLabel('ผู้ดูแล (ชื่อผู้ใช้)')).toHaveValue(OPERATOR.username);
  await expect(page.getByLabel('การกระทำ')).toHaveValue('operator.update');
  await expectAxeClean(page, '/audit filtered');
  await shot(page, 'audit-filtered');
  await page.getByRole('button', { name: 'ล้างตัวกรอง' }).click();
  await expect(page).toHaveURL(`${BACKOFFICE}/audit`);
  await expect(page.getByLabel('ผู้ดูแล (ชื่อผู้ใช้)')).toHaveValue('');
});

test('SMS outbox: the codes sent to a phone, filtered by phone', async ({ page, request }) => {
  await apiCall(request, 'POST', '/member/forgotpassword', { body: { tel: DEMO.tel } });
  await signInBackoffice(page, OPERATOR, '/sms-outbox');
  const table = page.getByRole('table', { name: 'ข้อความ SMS ล่าสุดก่อน' });
  await expect(table.getByRole('row').filter({ hasText: DEMO.tel }).first()).toBeVisible();
  await expectAxeClean(page, '/sms-outbox');

  await page.getByLabel('เบอร์โทรศัพท์').fill('08x');
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await expect(page.getByLabel('เบอร์โทรศัพท์')).toHaveAccessibleDescription(/ข้อมูลไม่ถูกต้อง/);
  await expect(page).not.toHaveURL(/tel=/);

  await page.getByLabel('เบอร์โทรศัพท์').fill(DEMO.tel);
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await expect(page).toHaveURL(new RegExp(`tel=${DEMO.tel}`));
  for (const cell of await table.locator('tbody tr > td:nth-child(2)').allTextContents()) expect(cell).toBe(DEMO.tel);
  await expect(table).toContainText(/\d{6}/);
  await expectAxeClean(page, '/sms-outbox filtered');
  await shot(page, 'sms-outbox');

  await page.getByLabel('เบอร์โทรศัพท์').fill('0999999999');
  await page.getByRole('button', { name: 'ค้นหา' }).click();
  await expect(table).toContainText('ไม่มีข้อมูล');

  // A tablet: the menu folds behind its button.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto(`${BACKOFFICE}/audit`);
  await expect(page.getByRole('button', { name: 'เปิดเมนู' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'บันทึกการทำงานของผู้ดูแล ล่าสุดก่อน' })).toBeVisible();
  await expectAxeClean(page, '/audit at 768 px');
  await shot(page, 'audit-768');
});
