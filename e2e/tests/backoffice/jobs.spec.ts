import { JOB_LABELS, JOB_NAMES } from '@member/shared';
import { BO_JOBS, BO_MENU } from '@member/shared/backoffice';
import { expectAxeClean } from '../a11y-helpers';
import { expect, test } from '../fixtures';
import { signInBackoffice } from './helpers';

test('scheduled jobs: an administrator sees every job’s last and next run, and runs one now', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInBackoffice(page);
  await page.getByRole('link', { name: BO_MENU.jobs }).click();
  await expect(page.getByRole('heading', { name: BO_JOBS.title })).toBeVisible();
  const table = page.getByRole('table', { name: BO_JOBS.tableCaption });
  // The server runs each job as it starts (its first due time), so every row has a result.
  for (const name of JOB_NAMES) {
    await expect(table.getByRole('row').filter({ hasText: JOB_LABELS[name] })).toBeVisible();
  }
  await expectAxeClean(page, 'jobs');

  const retention = table.getByRole('row').filter({ hasText: JOB_LABELS.retention });
  const lastRun = await retention.getByRole('cell').nth(2).textContent();
  await page.getByRole('button', { name: BO_JOBS.runNowJob(JOB_LABELS.retention) }).click();
  await expect(page.getByText(BO_JOBS.ran(JOB_LABELS.retention))).toBeVisible();
  await expect(retention.getByText(BO_JOBS.outcomes.completed)).toBeVisible();
  await expect(retention.getByRole('cell').nth(2)).not.toHaveText(lastRun ?? '', { timeout: 5_000 });
});
