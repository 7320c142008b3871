import { type AdminMemberLimits, LIMIT_BACKOFFICE_TEXTS, LIMIT_TEXTS } from '@member/shared';
import { expectAxeClean } from '../a11y-helpers';
import { expect, test } from '../fixtures';
import { apiCall, newMember, operatorApi, registerByApi, shot } from '../helpers';
import { signInBackoffice } from './helpers';

test('the member page shows the limits and the break, and ends an indefinite break with a reason', async ({
  page,
  request,
}) => {
  const member = newMember('kbnk');
  await registerByApi(request, member);
  const login = await apiCall<{ access_token: string }>(request, 'POST', '/member/login', {
    body: { tel: member.tel, password: member.password },
  });
  const token = login.access_token;
  await apiCall(request, 'PUT', '/member/limits', { token, body: { day: 1000, week: 2000 } });
  await apiCall(request, 'PUT', '/member/limits', { token, body: { day: 1500 } });
  await apiCall(request, 'POST', '/member/break', { token, body: { kind: 'indefinite' } });

  await signInBackoffice(page, undefined, `/members/${member.tel}`);
  const section = page.locator('section', { hasText: LIMIT_BACKOFFICE_TEXTS.section });
  await expect(section.getByRole('heading', { name: LIMIT_BACKOFFICE_TEXTS.section })).toBeVisible();
  await expect(section.getByRole('row', { name: new RegExp(LIMIT_TEXTS.periodLabel('day')) })).toContainText(
    '1,000.00',
  );
  await expect(section.getByRole('row', { name: new RegExp(LIMIT_TEXTS.periodLabel('day')) })).toContainText(
    '1,500.00',
  );
  await expect(section).toContainText(LIMIT_TEXTS.breakKind.indefinite);
  await expectAxeClean(page, 'member page limits');
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'backoffice-member-limits');

  await section.getByRole('button', { name: LIMIT_BACKOFFICE_TEXTS.endBreak }).click();
  const dialog = page.getByRole('dialog', { name: LIMIT_BACKOFFICE_TEXTS.endBreak });
  await dialog.getByLabel(LIMIT_BACKOFFICE_TEXTS.endReason).fill('สมาชิกติดต่อฝ่ายบริการ');
  await dialog.getByRole('button', { name: LIMIT_BACKOFFICE_TEXTS.endConfirm }).click();
  await expect(section).toContainText(LIMIT_BACKOFFICE_TEXTS.noBreak);
  await expect(section).toContainText('สมาชิกติดต่อฝ่ายบริการ');
  const after = await operatorApi<AdminMemberLimits>(request, 'GET', `/members/${member.tel}/limits`);
  expect(after.break).toBeNull();
});
