import { formatNumber, VALIDATION } from '@member/shared';
import { BO_ACTIONS, BO_MEMBER_LEVEL_LABELS, BO_MEMBERS, BO_TABLE } from '@member/shared/backoffice';
import type { Page } from '@playwright/test';
import { expectAxeClean } from '../a11y-helpers';
import { expect, test } from '../fixtures';
import { apiCall, newMember, operatorApi, registerByApi, type TestMember } from '../helpers';
import { BACKOFFICE, createOperator, signInBackoffice } from './helpers';

async function registeredMember(request: Parameters<typeof registerByApi>[0]): Promise<TestMember> {
  const member = newMember('kbnk');
  await registerByApi(request, member);
  return member;
}

const actions = (page: Page) =>
  page
    .getByRole('region', { name: BO_MEMBERS.actions.title })
    .or(page.locator('section', { hasText: BO_MEMBERS.actions.title }));

test('find a member by phone, name or account number, with the filters kept in the URL', async ({ page, request }) => {
  const member = await registeredMember(request);
  await signInBackoffice(page, undefined, '/members');
  const search = page.getByRole('searchbox', { name: BO_MEMBERS.searchLabel });

  for (const term of [member.tel.slice(0, 7), member.bankNumber.slice(-6)]) {
    await search.fill(term);
    await page.getByRole('button', { name: BO_TABLE.search }).click();
    await expect(page).toHaveURL(new RegExp(`q=${term}`));
    await expect(page.getByRole('link', { name: member.tel })).toBeVisible();
  }
  await page.reload();
  await expect(page.getByRole('link', { name: member.tel })).toBeVisible();
  await expect(search).toHaveValue(member.bankNumber.slice(-6));

  await page.getByLabel(BO_MEMBERS.status).selectOption('disabled');
  await expect(page).toHaveURL(/status=disabled/);
  await expect(page.getByRole('link', { name: member.tel })).toHaveCount(0);
  await expectAxeClean(page, 'members list');

  await page.getByRole('button', { name: BO_TABLE.clearFilters }).click();
  await search.fill('ไม่มีชื่อนี้แน่นอน');
  await page.getByRole('button', { name: BO_TABLE.search }).click();
  await expect(page.getByText(BO_TABLE.empty)).toBeVisible();
});

test("a member's page: level, credit with a reason, password reset, disable and enable — the member sees each", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000); // one operator's whole round of changes, with axe three times
  const member = await registeredMember(request);
  await signInBackoffice(page, undefined, `/members/${member.tel}`);
  await expect(page.getByRole('heading', { name: `${member.firstName} ${member.lastName}` })).toBeVisible();
  await expect(page.getByText(member.bankNumber)).toBeVisible();
  await expectAxeClean(page, 'member page');

  // Level: the member's profile carries it (the member site shows it as a badge).
  await page.getByLabel(BO_MEMBERS.level).selectOption('gold');
  await page.getByRole('button', { name: BO_MEMBERS.actions.changeLevel }).click();
  await expect(page.getByRole('status')).toHaveText(BO_MEMBERS.actions.levelSaved(BO_MEMBER_LEVEL_LABELS.gold!));
  const login = await apiCall<{ access_token: string }>(request, 'POST', '/member/login', {
    body: { tel: member.tel, password: member.password },
  });
  const profile = await apiCall<{ member_level: string }>(request, 'GET', '/member/profile', {
    token: login.access_token,
  });
  expect(profile.member_level).toBe('gold');

  // A manual credit needs a reason: refused in the form, nothing moves.
  await page.getByRole('button', { name: BO_MEMBERS.actions.adjust }).click();
  const dialog = page.getByRole('dialog', { name: BO_MEMBERS.actions.adjustTitle });
  await dialog.getByLabel(BO_MEMBERS.actions.amount).fill('1,250.50');
  await dialog.getByRole('button', { name: BO_ACTIONS.save }).click();
  await expect(dialog.getByText(VALIDATION.reasonRequired)).toBeVisible();
  await expectAxeClean(page, 'credit dialog with an error');
  await dialog.getByLabel(BO_MEMBERS.actions.reason).fill('ชดเชยระบบขัดข้อง');
  await dialog.getByRole('button', { name: BO_ACTIONS.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(BO_MEMBERS.actions.adjusted(formatNumber(1250.5)));
  const credit = await apiCall<{ credit: number }>(request, 'GET', '/credit', { token: login.access_token });
  expect(credit.credit).toBe(1250.5);
  await expect(page.getByRole('row', { name: new RegExp(BO_MEMBERS.ledgerKinds.manual_credit!) })).toContainText(
    '+1,250.50',
  );

  // A debit larger than the credit: the server's Thai refusal, nothing moves.
  await page.getByRole('button', { name: BO_MEMBERS.actions.adjust }).click();
  await dialog.getByLabel(BO_MEMBERS.actions.direction).selectOption('debit');
  await dialog.getByLabel(BO_MEMBERS.actions.amount).fill('99999');
  await dialog.getByLabel(BO_MEMBERS.actions.reason).fill('ทดสอบหักเกิน');
  await dialog.getByRole('button', { name: BO_ACTIONS.save }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await page.keyboard.press('Escape');
  expect((await apiCall<{ credit: number }>(request, 'GET', '/credit', { token: login.access_token })).credit).toBe(
    1250.5,
  );

  // Password reset: an SMS code goes to the member's phone (the outbox), never to the operator's screen.
  await page.getByRole('button', { name: BO_MEMBERS.actions.passwordReset }).click();
  await page
    .getByRole('dialog', { name: BO_MEMBERS.actions.passwordReset })
    .getByRole('button', { name: BO_ACTIONS.confirm })
    .click();
  await expect(page.getByRole('status')).toContainText(member.tel);
  const outbox = await operatorApi<{ items: { tel: string }[] }>(request, 'GET', `/sms-outbox?tel=${member.tel}`);
  expect(outbox.items.length).toBe(1);

  // Disable: the member's session ends and their login is refused; enable: they are back.
  await page.getByRole('button', { name: BO_MEMBERS.actions.disable }).click();
  await page
    .getByRole('dialog', { name: BO_MEMBERS.actions.disable })
    .getByRole('button', { name: BO_ACTIONS.confirm })
    .click();
  await expect(page.getByRole('status')).toHaveText(BO_MEMBERS.actions.statusSaved.disabled);
  const refused = await request.get('/api/credit', { headers: { Authorization: `Bearer ${login.access_token}` } });
  expect(refused.status()).toBe(401);
  await page.getByRole('button', { name: BO_MEMBERS.actions.enable }).click();
  await page
    .getByRole('dialog', { name: BO_MEMBERS.actions.enable })
    .getByRole('button', { name: BO_ACTIONS.confirm })
    .click();
  await expect(page.getByRole('status')).toHaveText(BO_MEMBERS.actions.statusSaved.active);
  await apiCall(request, 'POST', '/member/login', { body: { tel: member.tel, password: member.password } });

  // The tabs: sessions lists the logins; the tab is in the URL.
  await page.getByRole('tab', { name: BO_MEMBERS.tabs.sessions }).click();
  await expect(page).toHaveURL(/tab=sessions/);
  await expect(page.getByRole('tabpanel').getByRole('row')).toHaveCount(3); // header + two logins
  await expectAxeClean(page, 'member sessions tab');
});

test('a support operator reads members but changes nothing; an unknown phone is a clear not-found', async ({
  page,
  request,
}) => {
  const member = await registeredMember(request);
  const support = await createOperator(request, 'support');
  await signInBackoffice(page, support, `/members/${member.tel}`);
  await expect(page.getByRole('heading', { name: `${member.firstName} ${member.lastName}` })).toBeVisible();
  await expect(actions(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: BO_MEMBERS.actions.adjust })).toHaveCount(0);
  await page.goto(`${BACKOFFICE}/members/0999999998`);
  await expect(page.getByRole('heading', { name: BO_MEMBERS.notFound })).toBeVisible();
});
