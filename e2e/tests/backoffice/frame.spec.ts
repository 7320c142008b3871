import { SERVER_MESSAGES } from '@member/shared';
import { BO_APP, BO_CONTENT, BO_MENU } from '@member/shared/backoffice';
import { expectAxeClean } from '../a11y-helpers';
import { expect, test } from '../fixtures';
import { OPERATOR } from '../helpers';
import { BACKOFFICE, createOperator, signInBackoffice } from './helpers';

test('a wrong password gets the Thai refusal and no session; the sign-in page has no axe violation', async ({
  page,
}) => {
  await page.goto(`${BACKOFFICE}/`);
  await expect(page).toHaveURL(/\/backoffice\/login\?next=/);
  await expect(page.getByRole('heading', { name: BO_APP.signInTitle })).toBeVisible();
  await expectAxeClean(page, 'sign-in');

  await page.getByRole('button', { name: BO_APP.signIn }).click();
  await expect(page.getByText(BO_APP.required)).toHaveCount(2);

  await page.getByLabel(BO_APP.username).fill(OPERATOR.username);
  await page.getByLabel(BO_APP.password).fill('not-the-password');
  await page.getByRole('button', { name: BO_APP.signIn }).click();
  await expect(page.getByRole('alert')).toHaveText(SERVER_MESSAGES.operatorLoginFailed);
  await expect(page).toHaveURL(/\/backoffice\/login/);
  expect(await page.evaluate(() => localStorage.getItem('operator_access_token'))).toBeNull();
});

test('a deep link survives sign-in; an ended session goes back to sign-in with a notice and returns', async ({
  page,
  request,
}) => {
  await signInBackoffice(page, OPERATOR, '/audit?action=x');
  await expect(page).toHaveURL(/\/backoffice\/audit\?action=x$/);

  // The session ends elsewhere (signed out in another tab, revoked): the next call is refused.
  const token = await page.evaluate(() => localStorage.getItem('operator_access_token'));
  const revoked = await request.post('/api/admin/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.ok()).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/\/backoffice\/login\?next=%2Faudit/);
  await expect(page.getByRole('status')).toHaveText(BO_APP.sessionExpired);

  await page.getByLabel(BO_APP.username).fill(OPERATOR.username);
  await page.getByLabel(BO_APP.password).fill(OPERATOR.password);
  await page.getByRole('button', { name: BO_APP.signIn }).click();
  await expect(page).toHaveURL(/\/backoffice\/audit\?action=x$/);

  await page.getByRole('button', { name: BO_APP.signOut }).click();
  await expect(page).toHaveURL(/\/backoffice\/login/);
  await page.goto(`${BACKOFFICE}/audit`);
  await expect(page.getByRole('heading', { name: BO_APP.signInTitle })).toBeVisible();
});

test('the menu shows only what the role may do; a page outside it is the 404 page', async ({ page, request }) => {
  const content = await createOperator(request, 'content');
  await signInBackoffice(page, content);
  const menu = page.getByRole('navigation', { name: BO_APP.menu });
  await expect(menu.getByRole('link', { name: BO_MENU.content })).toBeVisible();
  for (const label of [BO_MENU.dashboard, BO_MENU.deposits, BO_MENU.withdrawals, BO_MENU.members, BO_MENU.operators]) {
    await expect(menu.getByRole('link', { name: label })).toHaveCount(0);
  }
  await page.goto(`${BACKOFFICE}/money/deposits`);
  await expect(page.getByRole('heading', { name: BO_APP.notFoundTitle })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('operator_access_token'));
  const refused = await request.get('/api/admin/deposits', { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);
});

test('on a tablet the menu folds behind a button', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signInBackoffice(page);
  const menu = page.getByRole('navigation', { name: BO_APP.menu });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: BO_APP.openMenu }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link').first().click();
  await expect(menu).toBeHidden();
});

test('each screen names its browser tab; a skip link is the first stop of the keyboard', async ({ page }) => {
  await signInBackoffice(page, OPERATOR, '/money/deposits');
  await expect(page).toHaveTitle(`${BO_MENU.deposits} · ${BO_APP.title}`);
  await page.goto(`${BACKOFFICE}/content/banners`);
  await expect(page).toHaveTitle(`${BO_CONTENT.tabs.banners} · ${BO_MENU.content} · ${BO_APP.title}`);

  // Every menu item opens a screen whose tab title names it (the route table gives each screen one).
  const menu = page.getByRole('navigation', { name: BO_APP.menu });
  const links = menu.getByRole('link');
  // The menu renders with the screen's frame, which may come after the title: wait for it to count it.
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThan(10);
  for (let i = 0; i < count; i += 1) {
    const link = links.nth(i);
    const label = (await link.evaluate((node) => node.firstChild?.textContent ?? '')).trim();
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => page.title(), label).toContain(`${label} · `);
  }

  await page.goto(`${BACKOFFICE}/money/deposits`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: BO_APP.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
