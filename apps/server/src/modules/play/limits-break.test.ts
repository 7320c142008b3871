import { randomUUID } from 'node:crypto';
import { LIMIT_TEXTS } from '@member/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { creditOf, expectSound, fund, type MoneyClient, memberClient, operatorClient } from '../money/test-support';
import { ProviderClient } from './test-support';

/** A member on a break (decision 0173) neither launches a game nor stakes; an open round still pays. */
describe.each(DATABASE_KINDS)('play during a break on %s', (kind) => {
  let t: TestApp;
  let admin: MoneyClient;
  let provider: ProviderClient;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await operatorClient(t);
    provider = new ProviderClient(t);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await expectSound(t.db);
  });
  afterAll(() => t.close());

  const launch = (member: MoneyClient) => member.post('/api/play/launch', { provider: 'sandbox', game: 'slot' });

  it('refuses the launch and a new bet, pays the open round, and plays again once the break is over', async () => {
    const member = await memberClient(t);
    await fund(admin, member.tel, 1000);
    const open = randomUUID();
    expect((await provider.bet(member.tel, 100, open)).status).toBe(200);

    const started = await member.post<{ ends_at: string }>('/api/member/break', { kind: '24h' });
    expect(started.status).toBe(200);
    const endsAt = started.body.data?.ends_at as string;
    const message = LIMIT_TEXTS.onBreak(endsAt);

    expect(await launch(member)).toMatchObject({ status: 422, body: { error: { code: 'BUSINESS_RULE', message } } });
    expect(await provider.bet(member.tel, 50)).toMatchObject({
      status: 404,
      body: { error: { code: 'UNKNOWN_MEMBER', message } },
    });
    expect(await creditOf(member)).toBe(900);
    expect((await provider.win(member.tel, 30, open)).status).toBe(200);
    const refundable = randomUUID();
    expect((await provider.refund(member.tel, refundable)).status).toBe(200);
    expect((await provider.endRound(member.tel, open)).status).toBe(200);
    expect(await creditOf(member)).toBe(930);

    vi.spyOn(t.app.clock, 'now').mockReturnValue(new Date(endsAt).getTime());
    expect((await launch(member)).status).toBe(200);
  });

  it('refuses the bet of a member on an indefinite break with the message naming support', async () => {
    const member = await memberClient(t);
    await fund(admin, member.tel, 100);
    await member.post('/api/member/break', { kind: 'indefinite' });
    expect(await provider.bet(member.tel, 10)).toMatchObject({
      status: 404,
      body: { error: { code: 'UNKNOWN_MEMBER', message: LIMIT_TEXTS.onBreak(null) } },
    });
    expect(await creditOf(member)).toBe(100);
  });
});
