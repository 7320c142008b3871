import { randomInt } from 'node:crypto';
import { SANDBOX_HILO, SANDBOX_SLOT } from '@member/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KINDS, startTestApp, type TestApp } from '../../test/harness';
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

interface HiloRound {
  round_id: string;
  bet: number;
  choice: string;
  dice: number[];
  total: number;
  result: string;
  multiplier: number;
  amount: number;
  balance: number;
}

/**
 * Hi-Lo dice (decision 0106) on the real app and wallet, its dice forced by the test (the app's random
 * source: the next forced values, else `crypto.randomInt`); its sessions are the database's, so both kinds.
 */
describe.each(DATABASE_KINDS)('the sandbox Hi-Lo dice on %s (decision 0106)', (kind) => {
  let t: TestApp;
  let player: Client;
  const forced: number[] = [];
  const random = (max: number) => forced.shift() ?? randomInt(max);

  beforeAll(async () => {
    t = await startTestApp(kind, { services: ['member', 'web', 'game-sandbox'] }, { gameSandboxRandom: random });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    player = new Client(t.app);
  }, 60_000);
  afterAll(() => t?.close());

  async function session(member: Client, game: 'slot' | 'hilo'): Promise<string> {
    const launch = await member.request<{ url: string; token: string }>(
      'POST',
      '/api/play/launch',
      { provider: 'sandbox', game },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(launch.status, JSON.stringify(launch.body)).toBe(200);
    expect(launch.body.data?.url).toMatch(new RegExp(`^/games/sandbox/play\\?token=[^&]+&game=${game}$`));
    const answer = await player.post<Session & { game: string }>('/games/sandbox/api/session', {
      token: launch.body.data?.token,
      game,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data?.game).toBe(game);
    return answer.body.data?.session ?? '';
  }

  it('lists ไฮโล beside the slot, serves its page (CSP, texts as data) and files; an unknown game has no page', async () => {
    const member = await memberClient(t);
    const games =
      await member.get<{ provider: { code: string }; games: { code: string; name: string; image: string }[] }[]>(
        '/api/play/games',
      );
    const sandbox = games.body.data?.find((row) => row.provider.code === 'sandbox');
    expect(sandbox?.games).toEqual([
      { code: 'slot', name: SANDBOX_SLOT.gameName, image: '/games/sandbox/slot.svg' },
      { code: 'hilo', name: SANDBOX_HILO.gameName, image: '/games/sandbox/hilo.svg' },
    ]);

    const page = await t.app.inject({ url: '/games/sandbox/play?token=abc&game=hilo' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toContain(`<title>${SANDBOX_HILO.gameName}</title>`);
    expect(html).not.toMatch(/\sstyle=/);
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(2);
    for (const [, attributes = '', content = ''] of scripts) {
      if (attributes.includes('src=')) expect(content).toBe('');
      else expect(attributes).toContain('type="application/json"');
    }
    const texts = html.match(/<script type="application\/json" id="hilo-texts">([\s\S]*?)<\/script>/)?.[1];
    expect(JSON.parse(texts ?? '')).toEqual(JSON.parse(JSON.stringify(SANDBOX_HILO)));
    for (const file of ['/games/sandbox/hilo.js', '/games/sandbox/hilo.css', '/games/sandbox/hilo.svg']) {
      const response = await t.app.inject({ url: file });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['cache-control'], file).toBe('no-cache');
    }
    // The launch without a game is the slot's page, as before there were two.
    expect((await t.app.inject({ url: '/games/sandbox/play?token=abc' })).body).toContain('id="slot-texts"');
    const unknown = await t.app.inject({ url: '/games/sandbox/play?token=abc&game=nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('answers its session with the choices, the bets and the RTP', async () => {
    const member = await memberClient(t);
    const launch = await member.request<{ token: string }>(
      'POST',
      '/api/play/launch',
      { provider: 'sandbox', game: 'hilo' },
      { 'idempotency-key': crypto.randomUUID() },
    );
    const answer = await player.post('/games/sandbox/api/session', { token: launch.body.data?.token, game: 'hilo' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      game: 'hilo',
      session: expect.any(String),
      member: member.tel,
      balance: 0,
      currency: 'THB',
      bets: [1, 5, 10, 20, 50],
      choices: [
        { code: 'high', min: 11, max: 17 },
        { code: 'low', min: 4, max: 10 },
      ],
      multiplier: 2,
      rtp: 35 / 36,
    });
    const unknownGame = await player.post('/games/sandbox/api/session', { token: 'whatever', game: 'nope' });
    expect(unknownGame.status).toBe(400);
  });

  it('plays a win, a loss and a triple through the wallet; the credit moves by their net', async () => {
    const operator = await operatorClient(t);
    const member = await memberClient(t);
    await fund(operator, member.tel, 100);
    const id = await session(member, 'hilo');
    const play = async (bet: number, choice: string, dice: number[]) => {
      forced.push(...dice.map((die) => die - 1));
      const answer = await player.post<HiloRound>('/games/sandbox/api/roll', { session: id, bet, choice });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(forced).toEqual([]);
      return answer.body.data as HiloRound;
    };

    const win = await play(10, 'high', [5, 6, 6]);
    expect(win).toMatchObject({ bet: 10, choice: 'high', dice: [5, 6, 6], total: 17, result: 'high' });
    expect(win).toMatchObject({ multiplier: 2, amount: 20, balance: 110 });
    const loss = await play(20, 'high', [1, 2, 3]);
    expect(loss).toMatchObject({ dice: [1, 2, 3], total: 6, result: 'low', multiplier: 0, amount: 0, balance: 90 });
    const triple = await play(5, 'low', [3, 3, 3]);
    expect(triple).toMatchObject({ total: 9, result: 'triple', multiplier: 0, amount: 0, balance: 85 });
    const low = await play(50, 'low', [1, 4, 5]);
    expect(low).toMatchObject({ total: 10, result: 'low', multiplier: 2, amount: 100, balance: 135 });
    expect(await creditOf(member)).toBe(135);

    const history = await member.get<{ items: (HistoryRow & { game: string | null })[]; total: number }>(
      '/api/play/history?page=1&limit=10',
    );
    expect(history.body.data?.total).toBe(4);
    const byId = new Map(history.body.data?.items.map((row) => [row.round_id, row]));
    for (const round of [win, loss, triple, low]) {
      expect(byId.get(round.round_id)).toMatchObject({
        game: 'hilo',
        stake: round.bet,
        win: round.amount,
        net: round.amount - round.bet,
        status: 'ended',
      });
    }
    await expectSound(t.db);
  });

  it('refuses a round of one game on a session of the other, and moves nothing', async () => {
    const operator = await operatorClient(t);
    const member = await memberClient(t);
    await fund(operator, member.tel, 50);
    const hilo = await session(member, 'hilo');
    const slot = await session(member, 'slot');
    const spin = await player.post('/games/sandbox/api/spin', { session: hilo, bet: 1 });
    expect(spin.status).toBe(409);
    expect(spin.body.error).toEqual({ code: 'WRONG_GAME', message: SANDBOX_SLOT.errors.WRONG_GAME });
    const roll = await player.post('/games/sandbox/api/roll', { session: slot, bet: 1, choice: 'high' });
    expect(roll.status).toBe(409);
    expect(roll.body.error).toEqual({ code: 'WRONG_GAME', message: SANDBOX_HILO.errors.WRONG_GAME });
    // Each session still plays its own game (the refusal let it go).
    expect((await player.post('/games/sandbox/api/roll', { session: hilo, bet: 1, choice: 'low' })).status).toBe(200);
    expect((await player.post('/games/sandbox/api/spin', { session: slot, bet: 1 })).status).toBe(200);
    const history = await member.get<{ total: number }>('/api/play/history?page=1&limit=10');
    expect(history.body.data?.total).toBe(2);
  });

  it('refuses a choice other than high or low, and a bet not on offer (400, in Thai, nothing moves)', async () => {
    const operator = await operatorClient(t);
    const member = await memberClient(t);
    await fund(operator, member.tel, 30);
    const id = await session(member, 'hilo');
    for (const choice of ['middle', 'HIGH', '', 1, null, undefined]) {
      const refused = await player.post('/games/sandbox/api/roll', { session: id, bet: 5, choice });
      expect(refused.status, String(choice)).toBe(400);
      expect(refused.body.error?.message, String(choice)).toBe(SANDBOX_HILO.errors.CHOICE_INVALID);
    }
    for (const bet of [7, 0, 2.5, '5']) {
      const refused = await player.post('/games/sandbox/api/roll', { session: id, bet, choice: 'high' });
      expect(refused.status, String(bet)).toBe(400);
      expect(refused.body.error?.message).toBe(SANDBOX_HILO.errors.BET_INVALID);
    }
    const tooMuch = await player.post('/games/sandbox/api/roll', { session: id, bet: 50, choice: 'high' });
    expect(tooMuch.status).toBe(402);
    expect(tooMuch.body.error).toEqual({ code: 'INSUFFICIENT_FUNDS', message: SANDBOX_HILO.errors.INSUFFICIENT_FUNDS });
    expect(await creditOf(member)).toBe(30);
    expect((await member.get<{ total: number }>('/api/play/history?page=1&limit=10')).body.data?.total).toBe(0);
  });
});
