import {
  type AdminPromotion,
  type DepositRow,
  formatNumber,
  PAYOUT_BACKOFFICE_TEXTS,
  TURNOVER_BACKOFFICE_TEXTS,
  type WithdrawRow,
} from '@member/shared';
import { expectAxeClean } from '../a11y-helpers';
import { expect, test } from '../fixtures';
import { apiCall, memberTokenByApi, newMember, operatorApi, payoutRules, registerByApi, shot } from '../helpers';
import { signInBackoffice } from './helpers';

test('the operator sees the bonus a deposit opens, the turnover a member owes, and why a withdrawal waits', async ({
  page,
  request,
}) => {
  const promotion = await operatorApi<AdminPromotion>(request, 'POST', '/promotions', {
    title: `ฝากรับ 100% ${Date.now()}`,
    description: '<p>ทำเทิร์น 5 เท่า</p>',
    kind: 'deposit_percent',
    ratePercent: 100,
    maxBonus: 500,
    minDeposit: 100,
    turnoverMultiple: 5,
    startDate: new Date(Date.now() - 60_000).toISOString(),
  });
  const member = newMember('kbnk');
  await registerByApi(request, member);
  const token = await memberTokenByApi(request, member);
  await apiCall(request, 'PUT', '/promotion/bonus', { token, body: { bonus: 1 } });
  const deposit = await apiCall<DepositRow>(request, 'POST', '/member/regulardeposit', {
    token,
    body: { amount: 500, promotionId: promotion.id },
  });

  // The deposit queue: the bonus and the turnover beside the amount, and in the approval dialog.
  await signInBackoffice(page, undefined, '/money/deposits');
  const row = page.getByRole('row', { name: new RegExp(member.tel) });
  await expect(row).toContainText(`${TURNOVER_BACKOFFICE_TEXTS.depositBonus} ${formatNumber(500)}`);
  await row.getByRole('button', { name: /^อนุมัติ/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(TURNOVER_BACKOFFICE_TEXTS.depositTotal);
  await expect(dialog).toContainText(formatNumber(1000));
  await expect(dialog).toContainText(formatNumber(5000));
  await expectAxeClean(page, 'deposit approval with its bonus');
  await shot(page, 'backoffice-deposit-bonus');
  await dialog.getByRole('button', { name: /ยืนยัน/ }).click();
  await expect(dialog).toBeHidden();
  expect(
    (await operatorApi<{ items: DepositRow[] }>(request, 'GET', `/members/${member.tel}/deposits`)).items[0]?.id,
  ).toBe(deposit.id);

  // The member page: the requirement and what is left.
  await page.goto(`/backoffice/members/${member.tel}`);
  const section = page.locator('section', { hasText: TURNOVER_BACKOFFICE_TEXTS.section }).last();
  await expect(section).toContainText(formatNumber(5000));
  await section.scrollIntoViewIfNeeded();
  await expectAxeClean(page, 'member page turnover');
  await shot(page, 'backoffice-member-turnover');

  // A withdrawal kept for an operator names its rule.
  const other = newMember('scb');
  await registerByApi(request, other);
  const otherToken = await memberTokenByApi(request, other);
  await operatorApi(request, 'POST', `/members/${other.tel}/adjustments`, {
    direction: 'credit',
    amount: 1000,
    reason: 'e2e: เงินสำหรับถอน',
  });
  try {
    await payoutRules(request);
    await apiCall<WithdrawRow>(request, 'POST', '/withdraw/withdraw', { token: otherToken, body: { amount: 300 } });
  } finally {
    await payoutRules(request, { enabled: false });
  }
  await page.goto('/backoffice/money/withdrawals');
  const waiting = page.getByRole('row', { name: new RegExp(other.tel) });
  await expect(waiting).toContainText(
    `${PAYOUT_BACKOFFICE_TEXTS.waitsBecause} ${PAYOUT_BACKOFFICE_TEXTS.stops.first_withdrawal}`,
  );
  await expectAxeClean(page, 'withdrawal queue with a payout rule');
  await shot(page, 'backoffice-withdrawal-rule');
});

test('the turnover and the automatic-withdrawal rules screens show the rules in force', async ({ page }) => {
  await signInBackoffice(page, undefined, '/settings/turnover');
  await expect(page.getByRole('heading', { level: 1, name: TURNOVER_BACKOFFICE_TEXTS.settingsTitle })).toBeVisible();
  await expect(page.getByLabel(TURNOVER_BACKOFFICE_TEXTS.defaultWeight)).toHaveValue(/\d+/);
  await expectAxeClean(page, 'turnover rules');
  await shot(page, 'backoffice-turnover-settings');
  await page.goto('/backoffice/settings/payouts');
  await expect(page.getByRole('heading', { level: 1, name: PAYOUT_BACKOFFICE_TEXTS.settingsTitle })).toBeVisible();
  await expect(page.getByRole('switch', { name: PAYOUT_BACKOFFICE_TEXTS.enabled })).toBeVisible();
  await expectAxeClean(page, 'automatic-withdrawal rules');
  await shot(page, 'backoffice-payout-settings');
});
