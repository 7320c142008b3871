import { SANDBOX_SLOT } from '@member/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestApp, type TestApp } from '../../test/harness';
import { creditOf, expectSound, fund, memberClient, operatorClient } from '../money/test-support';

interface Session {
  session: string;
  member: string;
  balance: number;
  bets: number[];
}
interface Round {
  round_id: string;
  bet: number;
  amount: number;
  multiplier: number;
  balance: number;
  line: string[];
  window: string[][];
}
interface HistoryRow {
  round_id: string;
  stake: number;
  win: number;
  net: number;
  status: string;
}

/**
 * The sandbox provider on the real app, listening, so its wallet calls go over real HTTP to the
 * wallet of this same server (the default without GAME_WALLET_URL).
 */
describe('the sandbox game provider (decision 0105)', () => {
  let t: TestApp;
  let player: Client;

  beforeAll(async () => {
    t = await startTestApp('pglite', { services: ['member', 'web', 'game-sandbox'] });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    player = new Client(t.app);
  }, 60_000);
  afterAll(() => t?.close());

  async function launch(member: Client): Promise<string> {
    const answer = await member.request<{ url: string; token: string }>(
      'POST',
      '/api/play/launch',
      { provider: 'sandbox', game: 'slot' },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data?.url).toMatch(/^\/games\/sandbox\/play\?token=[^&]+&game=slot$/);
    return answer.body.data?.token ?? '';
  }

  it('serves its page with the CSP of the site, its texts as data and no inline script', async () => {
    const page = await t.app.inject({ url: '/games/sandbox/play?token=abc&game=slot' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const html = page.body;
    expect(html).toContain(`<title>${SANDBOX_SLOT.gameName}</title>`);
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attributes = '', content = ''] of scripts) {
      // Either a file of the site, or a JSON data block (never run, so outside script-src).
      if (attributes.includes('src=')) expect(content).toBe('');
      else expect(attributes).toContain('type="application/json"');
    }
    const texts = html.match(/<script type="application\/json" id="slot-texts">([\s\S]*?)<\/script>/)?.[1];
    expect(JSON.parse(texts ?? '')).toEqual(JSON.parse(JSON.stringify(SANDBOX_SLOT)));
  });

  it('serves its files, and answers the 404 envelope (not the web app) for anything else under it', async () => {
    for (const file of ['/games/sandbox/slot.js', '/games/sandbox/slot.css', '/games/sandbox/slot.svg']) {
      const response = await t.app.inject({ url: file });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['cache-control'], file).toBe('no-cache');
    }
    expect((await t.app.inject({ url: '/games/sandbox/symbols/seven.svg' })).statusCode).toBe(200);
    const missing = await t.app.inject({ url: '/games/sandbox/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('refuses a token the wallet does not know, and a launch token the second time', async () => {
    const unknown = await player.post('/games/sandbox/api/session', { token: 'not-a-token' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toEqual({ code: 'TOKEN_INVALID', message: SANDBOX_SLOT.errors.TOKEN_INVALID });

    const member = await memberClient(t);
    const token = await launch(member);
    const first = await player.post<Session>('/games/sandbox/api/session', { token });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      member: member.tel,
      balance: 0,
      currency: 'THB',
      bets: [1, 5, 10, 20, 50],
    });
    const again = await player.post('/games/sandbox/api/session', { token });
    expect(again.status).toBe(401);
    expect(again.body.error?.code).toBe('TOKEN_INVALID');
  });

  it('refuses an unknown session, a bet not on offer, and a bet above the credit (nothing moves)', async () => {
    const unknown = await player.post('/games/sandbox/api/spin', { session: 'nope', bet: 1 });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error?.code).toBe('SESSION_INVALID');

    const operator = await operatorClient(t);
    const member = await memberClient(t);
    await fund(operator, member.tel, 30);
    const { body } = await player.post<Session>('/games/sandbox/api/session', { token: await launch(member) });
    const session = body.data?.session ?? '';
    for (const bet of [7, 0, -1, 1.5, '5']) {
      const refused = await player.post('/games/sandbox/api/spin', { session, bet });
      expect(refused.status, String(bet)).toBe(400);
      expect(refused.body.error?.message).toBe(SANDBOX_SLOT.errors.BET_INVALID);
    }
    const tooMuch = await player.post('/games/sandbox/api/spin', { session, bet: 50 });
    expect(tooMuch.status).toBe(402);
    expect(tooMuch.body.error).toEqual({
      code: 'INSUFFICIENT_FUNDS',
      message: SANDBOX_SLOT.errors.INSUFFICIENT_FUNDS,
    });
    expect(await creditOf(member)).toBe(30);
  });

  it('plays rounds through the wallet: each a bet, a win (maybe 0) and its end; the credit moves by their net', async () => {
    const operator = await operatorClient(t);
    const member = await memberClient(t);
    await fund(operator, member.tel, 500);
    const { body } = await player.post<Session>('/games/sandbox/api/session', { token: await launch(member) });
    const session = body.data?.session ?? '';
    let balance = 500;
    const rounds: Round[] = [];
    // A loss and a win both come within 60 spins but for a chance below one in 10^9 (hit rate 40 %).
    for (let i = 0; i < 60 && !(rounds.some((r) => r.amount > 0) && rounds.some((r) => r.amount === 0)); i++) {
      const answer = await player.post<Round>('/games/sandbox/api/spin', { session, bet: 5 });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const round = answer.body.data as Round;
      expect(round.amount).toBe(round.bet * round.multiplier);
      expect(round.window.map((column) => column[1])).toEqual(round.line);
      balance = balance - round.bet + round.amount;
      expect(round.balance).toBe(balance);
      rounds.push(round);
    }
    expect(rounds.some((r) => r.amount > 0)).toBe(true);
    expect(rounds.some((r) => r.amount === 0)).toBe(true);
    expect(await creditOf(member)).toBe(balance);

    const history = await member.get<{ items: HistoryRow[]; total: number }>(`/api/play/history?page=1&limit=100`);
    expect(history.body.data?.total).toBe(rounds.length);
    const byId = new Map(history.body.data?.items.map((row) => [row.round_id, row]));
    for (const round of rounds) {
      expect(byId.get(round.round_id)).toMatchObject({
        stake: 5,
        win: round.amount,
        net: round.amount - 5,
        status: 'ended',
      });
    }
    const net = history.body.data?.items.reduce((sum, row) => sum + row.net, 0);
    expect(500 + (net ?? Number.NaN)).toBe(balance);
    await expectSound(t.db);
  });

  it('lets one spin of a session run at a time', async () => {
    const operator = await operatorClient(t);
    const member = await memberClient(t);
    await fund(operator, member.tel, 100);
    const { body } = await player.post<Session>('/games/sandbox/api/session', { token: await launch(member) });
    const session = body.data?.session ?? '';
    const answers = await Promise.all([1, 2, 3].map(() => player.post('/games/sandbox/api/spin', { session, bet: 1 })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toContain(200);
    for (const answer of answers.filter((a) => a.status !== 200)) expect(answer.body.error?.code).toBe('BUSY');
    const played = statuses.filter((status) => status === 200).length;
    const history = await member.get<{ total: number }>('/api/play/history?page=1&limit=10');
    expect(history.body.data?.total).toBe(played);
  });
});
