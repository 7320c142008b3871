import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { OPERATOR, operatorApi } from '../helpers';

/** The back office's address (the router's basename). */
export const BACKOFFICE = '/backoffice';

export interface TestOperator {
  username: string;
  password: string;
}

/** Signs an operator in through the back office's sign-in page and waits for the frame. */
export async function signInBackoffice(page: Page, operator: TestOperator = OPERATOR, path = '/'): Promise<void> {
  await page.goto(`${BACKOFFICE}${path === '/' ? '/' : path}`);
  await page.getByLabel('ชื่อผู้ใช้').fill(operator.username);
  await page.getByLabel('รหัสผ่าน').fill(operator.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await expect(page.getByRole('button', { name: 'ออกจากระบบ' })).toBeVisible();
}

/** A new operator account of `role`, made by the seeded admin over the API. */
export async function createOperator(
  request: APIRequestContext,
  role: 'admin' | 'finance' | 'content' | 'support',
): Promise<TestOperator> {
  const operator = { username: `${role}${Date.now().toString(36)}`, password: `pass-${role}-12345` };
  await operatorApi(request, 'POST', '/operators', { ...operator, role });
  return operator;
}
