import { createHmac, randomUUID } from 'node:crypto';
import { type AdminPlayProvider, PLAY_SIGNATURE_HEADER, PLAY_TEXTS } from '@member/shared';
import { BO_ACTIONS, BO_MEMBERS, BO_PLAY } from '@member/shared/backoffice';
import type { APIRequestContext } from '@playwright/test';
import { expectAxeClean } from '../a11y-helpers';
import { expect, test } from '../fixtures';
import { newMember, operatorApi, registerByApi } from '../helpers';
import { createOperator, signInBackoffice } from './helpers';

/** The sandbox provider's secret, as the e2e server was given it (GAME_SANDBOX_SECRET). */
function sandboxSecret(): string {
  const secret = process.env.E2E_GAME_SANDBOX_SECRET;
  if (!secret) throw new Error('E2E_GAME_SANDBOX_SECRET is not set (playwright.config.ts sets it)');
  return secret;
}

/** A call of the seamless-wallet API as a provider makes it: signed raw body. */
async function providerCall(request: APIRequestContext, operation: string, body: Record<string, unknown>) {
  const raw = JSON.stringify({ ...body, timestamp: Date.now() });
  const signature = createHmac('sha256', sandboxSecret()).update(raw).digest('hex');
  const answer = await request.post(`/api/games/sandbox/${operation}`, {
    headers: { 'content-type': 'application/json', [PLAY_SIGNATURE_HEADER]: signature },
    data: raw,
  });
  expect(answer.ok(), `${operation} → ${answer.status()} ${await answer.text()}`).toBe(true);
}

test("play shows in the back office: a member's rounds, GGR per provider and day, the providers", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = newMember('kbnk');
  await registerByApi(request, member);
  await operatorApi(request, 'POST', `/members/${member.tel}/adjustments`, {
    direction: 'credit',
    amount: 1000,
    reason: 'เครดิตสำหรับทดสอบการเล่นเกม',
  });
  const round = `r-${randomUUID()}`;
  await providerCall(request, 'bet', {
    member: member.tel,
    round_id: round,
    transaction_id: `b-${round}`,
    amount: 300,
    game: 'slot',
  });
  await providerCall(request, 'win', {
    member: member.tel,
    round_id: round,
    transaction_id: `w-${round}`,
    amount: 120,
  });
  await providerCall(request, 'end-round', { member: member.tel, round_id: round });

  // The member's page: the round with its stake, win and net.
  await signInBackoffice(page, undefined, `/members/${member.tel}?tab=rounds`);
  const roundRow = page.getByRole('tabpanel').getByRole('row').filter({ hasText: 'sandbox' });
  await expect(roundRow).toContainText('300.00');
  await expect(roundRow).toContainText('120.00');
  await expect(roundRow).toContainText('-180.00');
  await expect(roundRow).toContainText(BO_PLAY.statuses.ended);
  await expectAxeClean(page, 'member rounds tab');

  // GGR today includes this round's 180.
  await page.getByRole('navigation').getByRole('link', { name: BO_PLAY.title, exact: true }).click();
  const ggr = page.getByRole('table', { name: BO_PLAY.ggrCaption });
  await expect(ggr.getByRole('row').filter({ hasText: 'sandbox' }).first()).toBeVisible();
  const rows = await operatorApi<{ provider: string; ggr: number; stakes: number }[]>(request, 'GET', '/play/ggr');
  const sandboxToday = rows.filter((row) => row.provider === 'sandbox').at(-1);
  expect(sandboxToday?.stakes).toBeGreaterThanOrEqual(300);
  await expect(ggr).toContainText(sandboxToday!.ggr.toLocaleString('en-US', { minimumFractionDigits: 2 }));
  await expectAxeClean(page, 'games');

  const original = (await operatorApi<AdminPlayProvider[]>(request, 'GET', '/play/providers')).find(
    (provider) => provider.code === 'sandbox',
  )!;
  // A provider's settings: a short secret is refused in Thai and nothing changes; a new name is saved.
  const providers = page.getByRole('table', { name: BO_PLAY.providersCaption });
  await providers
    .getByRole('row')
    .filter({ hasText: 'sandbox' })
    .getByRole('button', { name: BO_ACTIONS.edit })
    .click();
  const dialog = page.getByRole('dialog', { name: BO_PLAY.editProvider });
  await dialog.getByLabel(BO_PLAY.secret).fill('too-short');
  await dialog.getByRole('button', { name: BO_ACTIONS.save }).click();
  await expect(dialog.getByRole('alert')).toHaveText(PLAY_TEXTS.secretTooShort);
  await expectAxeClean(page, 'provider dialog with an error');
  const name = `ผู้ให้บริการทดสอบ ${Date.now().toString(36)}`;
  await dialog.getByLabel(BO_PLAY.secret).fill('');
  await dialog.getByLabel(BO_PLAY.name).fill(name);
  await dialog.getByRole('button', { name: BO_ACTIONS.save }).click();
  await expect(dialog).toBeHidden();
  await expect(providers).toContainText(name);
  // The provider still signs with the same secret.
  await providerCall(request, 'balance', { member: member.tel });
  // Other tests read the sandbox's own name.
  await operatorApi(request, 'PUT', '/play/providers/sandbox', {
    name: original.name,
    active: original.active,
    launchUrl: original.launchUrl,
  });
});

test('a finance operator reads GGR but does not manage providers; support sees no rounds tab', async ({
  page,
  request,
}) => {
  const finance = await createOperator(request, 'finance');
  await signInBackoffice(page, finance, '/games');
  await expect(page.getByRole('table', { name: BO_PLAY.ggrCaption })).toBeVisible();
  await expect(page.getByRole('table', { name: BO_PLAY.providersCaption })).toHaveCount(0);

  const support = await createOperator(request, 'support');
  const context = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 1280, height: 800 } });
  const supportPage = await context.newPage();
  await signInBackoffice(supportPage, support, '/members/0812345678');
  await expect(supportPage.getByRole('tab', { name: BO_MEMBERS.tabs.ledger })).toBeVisible();
  await expect(supportPage.getByRole('tab', { name: BO_MEMBERS.tabs.rounds })).toHaveCount(0);
  await context.close();
});
