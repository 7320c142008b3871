import { UI } from '@member/shared';
import { expect, test } from './fixtures';
import { loginDialog, shot } from './helpers';

test('an unknown route shows the 404 page and its home link works', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText(UI.notFound)).toBeVisible();
  await shot(page, 'not-found');
  await page.getByRole('link', { name: UI.backHome, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // Home as a guest: the login dialog.
  await expect(loginDialog(page)).toBeVisible();
});
