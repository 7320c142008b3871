import { mkdirSync } from 'node:fs';
import { type CombineSettings, SERVER_MESSAGES, VALIDATION } from '@member/shared';
import { BO_ACTIONS, BO_MENU, BO_PAYMENT_SETTINGS as T } from '@member/shared/backoffice';
import type { Page } from '@playwright/test';
import { expectAxeClean } from '../a11y-helpers';
import { expect, test } from '../fixtures';
import { bankName, operatorApi } from '../helpers';
import { signInBackoffice } from './helpers';

const SHOTS = '/tmp/shots-content';
mkdirSync(SHOTS, { recursive: true });
async function look(page: Page, name: string): Promise<void> {
  // A whole page, or the viewport while a modal dialog covers it.
  const fullPage = (await page.locator('dialog[open]').count()) === 0;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled', fullPage });
}

interface Account {
  id: number;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  isActive: boolean;
}

test.describe('back office: payment settings', () => {
  test('the minimum withdrawal and a channel are saved; a bad number is refused and nothing changes', async ({
    page,
    request,
  }) => {
    const previous = await operatorApi<CombineSettings>(request, 'GET', '/settings/payment');
    try {
      await signInBackoffice(page, undefined, '/settings/payment');
      await expect(
        page.getByRole('navigation', { name: 'เมนู' }).getByRole('link', { name: BO_MENU.paymentSettings }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(page.getByLabel(T.creditMin)).toHaveValue(String(previous.credit_min));
      await expectAxeClean(page, 'payment settings');
      await look(page, 'payment-settings');

      // A PromptPay number with letters: the call's own rule, and the saved settings stay.
      await page.getByLabel(T.promptpay).fill('08ab123456');
      await page.getByLabel(T.creditMin).fill('-5');
      await page.getByRole('button', { name: BO_ACTIONS.save, exact: true }).click();
      await expect(page.getByLabel(T.promptpay)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(VALIDATION.invalidValue)).toHaveCount(2);
      expect(await operatorApi<CombineSettings>(request, 'GET', '/settings/payment')).toEqual(previous);
      await look(page, 'payment-settings-invalid');

      await page.getByLabel(T.promptpay).fill('0812345678');
      await page.getByLabel(T.accountNamePp).fill('บริษัท ทดสอบ จำกัด');
      await page.getByLabel(T.creditMin).fill('150.50');
      await page.getByLabel(T.gatewayName(1)).fill('คิวอาร์ด่วน');
      await page.getByRole('button', { name: BO_ACTIONS.save, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: T.saved })).toBeVisible();
      const saved = await operatorApi<CombineSettings>(request, 'GET', '/settings/payment');
      expect(saved).toMatchObject({
        credit_min: 150.5,
        promptpay: '0812345678',
        accountNamePp: 'บริษัท ทดสอบ จำกัด',
        gatewayNames: { cp: 'คิวอาร์ด่วน' },
      });
    } finally {
      await operatorApi(request, 'PUT', '/settings/payment', {
        credit_min: previous.credit_min,
        bank_transfer: previous.bank_transfer,
        promptpay: previous.promptpay,
        accountNamePp: previous.accountNamePp,
        truemoney: previous.truemoney,
        accountNameTmn: previous.accountNameTmn,
        tmnAuto: previous.tmnAuto,
        gateways: previous.gateways,
        gatewayNames: previous.gatewayNames,
      });
    }
  });

  test('a receiving account: added, a missing bank and a taken number refused, edited, deactivated', async ({
    page,
    request,
  }) => {
    const number = `9${Date.now().toString().slice(-10)}`;
    await signInBackoffice(page, undefined, '/settings/payment');
    const before = await operatorApi<Account[]>(request, 'GET', '/deposit-bank-accounts');

    await page.getByRole('button', { name: T.addAccount }).click();
    const add = page.getByRole('dialog', { name: T.addAccount });
    await add.getByRole('button', { name: BO_ACTIONS.save }).click();
    await expect(add.getByText(VALIDATION.bankRequired)).toBeVisible();
    await add.getByLabel(T.bank).selectOption('scb');
    await add.getByLabel(T.accountNumber).fill(number);
    await add.getByLabel(T.accountName).fill('บริษัท รับฝาก จำกัด');
    await expectAxeClean(page, 'payment settings: add account dialog');
    await look(page, 'payment-add-account');
    await add.getByRole('button', { name: BO_ACTIONS.save }).click();
    await expect(add).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: T.accountCreated })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row).toContainText(bankName('scb'));
    await expect(row).toContainText(T.active);
    const created = (await operatorApi<Account[]>(request, 'GET', '/deposit-bank-accounts')).find(
      (account) => account.accountNumber === number,
    );
    expect(created).toMatchObject({ bankCode: 'scb', accountName: 'บริษัท รับฝาก จำกัด', isActive: true });

    // The same number again: the server's message beside the number, and no second account.
    await page.getByRole('button', { name: T.addAccount }).click();
    await add.getByLabel(T.bank).selectOption('scb');
    await add.getByLabel(T.accountNumber).fill(number);
    await add.getByLabel(T.accountName).fill('ซ้ำ');
    await add.getByRole('button', { name: BO_ACTIONS.save }).click();
    await expect(add.getByText(SERVER_MESSAGES.bankAccountTaken)).toBeVisible();
    await expectAxeClean(page, 'payment settings: add account dialog (refused)');
    await add.getByRole('button', { name: BO_ACTIONS.close }).click();
    expect(await operatorApi<Account[]>(request, 'GET', '/deposit-bank-accounts')).toHaveLength(before.length + 1);

    await row.getByRole('button', { name: `${BO_ACTIONS.edit} ${number}` }).click();
    const edit = page.getByRole('dialog', { name: T.editAccount });
    await expect(edit.getByLabel(T.bank)).toHaveValue('scb');
    await edit.getByLabel(T.accountName).fill('บริษัท รับฝากใหม่ จำกัด');
    await edit.getByRole('button', { name: BO_ACTIONS.save }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('บริษัท รับฝากใหม่ จำกัด');

    await row.getByRole('button', { name: `${T.deactivate} ${number}` }).click();
    await expect(row).toContainText(T.inactive);
    await expect(page.getByRole('status').filter({ hasText: T.accountDeactivated })).toBeVisible();
    const after = (await operatorApi<Account[]>(request, 'GET', '/deposit-bank-accounts')).find(
      (account) => account.accountNumber === number,
    );
    expect(after).toMatchObject({ accountName: 'บริษัท รับฝากใหม่ จำกัด', isActive: false });
    await expectAxeClean(page, 'payment settings with accounts');
    await look(page, 'payment-accounts');
  });
});
