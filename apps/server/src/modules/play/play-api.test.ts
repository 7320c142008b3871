import { randomUUID } from 'node:crypto';
import type {
  AdminPlayProvider,
  Page,
  PlayGgrRow,
  PlayLaunch,
  PlayProviderGames,
  PlayRound,
  ReturnLossPreview,
  ReturnLossResult,
} from '@member/shared';
import { type AdminPromotion, bangkokDayOf, bangkokDayStartMs, PLAY_TEXTS } from '@member/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { creditOf, expectSound, fund, type MoneyClient, memberClient, operatorClient } from '../money/test-support';
import { findMemberIdByTel } from '../money';
import { signBody } from './signature';
import { ProviderClient } from './test-support';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

describe.each(DATABASE_KINDS)('play on %s', (kind) => {
  let t: TestApp;
  let admin: MoneyClient;
  let sandbox: ProviderClient;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await operatorClient(t);
    sandbox = new ProviderClient(t);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await expectSound(t.db);
  });
  afterAll(() => t.close());

  /** A signed-in member with `baht` of credit; `tel` is also their game username. */
  async function player(baht = 1000) {
    const member = await memberClient(t);
    if (baht > 0) await fund(admin, member.tel, baht);
    return member;
  }

  const history = async (member: MoneyClient) =>
    (await member.get<Page<PlayRound>>('/api/play/history?limit=100')).body.data;

  /** A provider of its own (created by the operator) with a known secret. */
  async function newProvider(overrides: Record<string, unknown> = {}) {
    const code = `p${randomUUID().slice(0, 8)}`;
    const secret = `secret-${randomUUID()}-${randomUUID()}`;
    const created = await admin.post<AdminPlayProvider>('/api/admin/play/providers', {
      code,
      name: 'ค่ายทดสอบ',
      secret,
      active: true,
      launchUrl: 'https://games.example.com/launch',
      games: [{ code: 'roulette', name: 'รูเล็ต', image: 'https://games.example.com/roulette.png' }],
      ...overrides,
    });
    expect(created.status).toBe(201);
    return { code, secret, client: new ProviderClient(t, code, secret), created: created.body.data };
  }

  describe('signatures and the envelope', () => {
    it('refuses a wrong, missing or foreign signature with 401, and accepts upper-case hex', async () => {
      const member = await player(100);
      const raw = JSON.stringify({ timestamp: Date.now(), member: member.tel });
      expect((await sandbox.raw('balance', raw, null)).status).toBe(401);
      const wrong = await sandbox.raw('balance', raw, signBody('another-secret-of-some-length-0000000', raw));
      expect(wrong.status).toBe(401);
      expect(wrong.body.error?.code).toBe('UNAUTHORIZED');
      expect((await sandbox.raw('balance', raw, 'zz')).status).toBe(401);
      // The signature of another body.
      expect((await sandbox.raw('balance', raw, signBody(t.app.secrets.gameSandbox, `${raw} `))).status).toBe(401);
      const upper = await sandbox.raw('balance', raw, signBody(t.app.secrets.gameSandbox, raw).toUpperCase());
      expect(upper.status).toBe(200);
      expect(upper.body.data).toEqual({ balance: 100 });
    });

    it('refuses a timestamp more than 5 minutes off either way with 401', async () => {
      const member = await player(0);
      const old = await sandbox.call('balance', { member: member.tel }, Date.now() - 6 * 60_000);
      expect(old.status).toBe(401);
      expect(old.body.error).toEqual({ code: 'UNAUTHORIZED', message: PLAY_TEXTS.staleTimestamp });
      expect((await sandbox.call('balance', { member: member.tel }, Date.now() + 6 * 60_000)).status).toBe(401);
      expect((await sandbox.call('balance', { member: member.tel }, Date.now() - 4 * 60_000)).status).toBe(200);
      // The wallet's clock is the app's: a test clock moves it.
      vi.spyOn(t.app.clock, 'now').mockReturnValue(Date.now() + 10 * 60_000);
      expect((await sandbox.call('balance', { member: member.tel })).status).toBe(401);
    });

    it('answers 404 for an unknown or inactive provider and an unknown operation, before the signature', async () => {
      const member = await player(0);
      const unknown = await new ProviderClient(t, 'nobody', 'x'.repeat(40)).balance(member.tel);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error?.code).toBe('NOT_FOUND');
      const { code, client } = await newProvider();
      expect((await client.balance(member.tel)).status).toBe(200);
      const off = await admin.put(`/api/admin/play/providers/${code}`, {
        name: 'ค่ายทดสอบ',
        active: false,
        launchUrl: 'https://games.example.com/launch',
      });
      expect(off.status).toBe(200);
      expect((await client.balance(member.tel)).status).toBe(404);
      expect((await sandbox.call('cashout', { member: member.tel })).status).toBe(404);
      expect((await new ProviderClient(t, 'BAD CODE').balance(member.tel)).status).toBe(404);
    });

    it('answers 400 for signed JSON that is not valid or not the operation body, 415 for another type', async () => {
      const member = await player(10);
      const bad = await sandbox.raw('balance', '{"timestamp": 1,');
      expect(bad.status).toBe(400);
      expect(bad.body.error?.code).toBe('BAD_REQUEST');
      expect((await sandbox.raw('balance', '')).status).toBe(400);
      expect((await sandbox.raw('balance', 'null')).status).toBe(400);
      expect((await sandbox.raw('balance', '[]')).status).toBe(400);
      expect((await sandbox.call('balance', {})).status).toBe(400);
      expect(
        (await sandbox.call('bet', { member: member.tel, round_id: 'r', transaction_id: 't', amount: -1 })).status,
      ).toBe(400);
      expect(
        (await sandbox.call('bet', { member: member.tel, round_id: 'r', transaction_id: 't', amount: 1.005 })).status,
      ).toBe(400);
      expect(
        (await sandbox.call('win', { member: member.tel, round_id: 'r', transaction_id: 't', amount: -5 })).status,
      ).toBe(400);
      expect((await sandbox.raw('balance', JSON.stringify({ timestamp: 'now', member: member.tel }))).status).toBe(400);
      const text = await t.app.inject({
        method: 'POST',
        url: '/api/games/sandbox/balance',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(text.statusCode).toBe(415);
      expect(await creditOf(member)).toBe(10);
    });

    it('is not held by the per-IP limit of the member API (a provider sends every player’s calls)', async () => {
      const member = await player(0);
      const answers = await Promise.all(Array.from({ length: 650 }, () => sandbox.balance(member.tel)));
      expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    });
  });

  describe('authenticate, balance and the launch', () => {
    it('lists the active providers and their games; the sandbox answers its slot and Hi-Lo', async () => {
      const member = await player(0);
      const games = await member.get<PlayProviderGames[]>('/api/play/games');
      expect(games.status).toBe(200);
      expect(games.body.data?.find((p) => p.provider.code === 'sandbox')).toEqual({
        provider: { code: 'sandbox', name: PLAY_TEXTS.sandboxName },
        games: [
          { code: 'slot', name: PLAY_TEXTS.sandboxSlotName, image: '/games/sandbox/slot.svg' },
          { code: 'hilo', name: PLAY_TEXTS.sandboxHiloName, image: '/games/sandbox/hilo.svg' },
        ],
      });
      expect((await t.app.inject({ method: 'GET', url: '/api/play/games' })).statusCode).toBe(401);
    });

    it('issues a one-time launch token the provider spends once for the member and balance', async () => {
      const member = await player(250.5);
      const launch = await member.post<PlayLaunch>('/api/play/launch', { provider: 'sandbox', game: 'slot' });
      expect(launch.status).toBe(200);
      const data = launch.body.data as PlayLaunch;
      expect(data.url).toBe(`/games/sandbox/play?token=${encodeURIComponent(data.token)}&game=slot`);
      expect(Date.parse(data.expires_at) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
      const { rows } = await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM play_launch_tokens WHERE token_hash = $1',
        [data.token],
      );
      expect(rows[0]?.n).toBe(0); // only its hash is kept

      const auth = await sandbox.call('authenticate', { token: data.token });
      expect(auth.status).toBe(200);
      expect(auth.body.data).toEqual({ member: member.tel, balance: 250.5, currency: 'THB' });
      const again = await sandbox.call('authenticate', { token: data.token });
      expect(again.status).toBe(401);
      expect(again.body.error).toEqual({ code: 'TOKEN_INVALID', message: PLAY_TEXTS.tokenInvalid });
      expect((await sandbox.call('authenticate', { token: 'made-up' })).body.error?.code).toBe('TOKEN_INVALID');

      const balance = await sandbox.balance(member.tel);
      expect(balance.body.data).toEqual({ balance: 250.5 });
    });

    it('refuses an expired token, and a token of another provider', async () => {
      const member = await player(0);
      const launch = (await member.post<PlayLaunch>('/api/play/launch', { provider: 'sandbox', game: 'slot' })).body
        .data as PlayLaunch;
      const now = Date.now() + 5 * 60_000 + 1000;
      vi.spyOn(t.app.clock, 'now').mockReturnValue(now);
      expect((await sandbox.call('authenticate', { token: launch.token }, now)).body.error?.code).toBe('TOKEN_INVALID');
      vi.restoreAllMocks();
      const { code, client } = await newProvider();
      const other = (await member.post<PlayLaunch>('/api/play/launch', { provider: code, game: 'roulette' })).body
        .data as PlayLaunch;
      expect(other.url).toBe(`https://games.example.com/launch?token=${encodeURIComponent(other.token)}&game=roulette`);
      expect((await sandbox.call('authenticate', { token: other.token })).body.error?.code).toBe('TOKEN_INVALID');
      expect((await client.call('authenticate', { token: other.token })).status).toBe(200);
    });

    it('refuses to launch an unknown game or provider with 404', async () => {
      const member = await player(0);
      expect((await member.post('/api/play/launch', { provider: 'sandbox', game: 'poker' })).status).toBe(404);
      expect((await member.post('/api/play/launch', { provider: 'nobody', game: 'slot' })).status).toBe(404);
      expect((await member.post('/api/play/launch', { provider: 'sandbox' })).status).toBe(400);
    });

    it('answers UNKNOWN_MEMBER for a username no member has', async () => {
      const answer = await sandbox.balance('0999999999');
      expect(answer.status).toBe(404);
      expect(answer.body.error).toEqual({ code: 'UNKNOWN_MEMBER', message: PLAY_TEXTS.unknownMember });
      expect((await sandbox.bet('0999999999', 1)).body.error?.code).toBe('UNKNOWN_MEMBER');
    });
  });

  describe('bets, wins, refunds and rounds', () => {
    it('plays a round: the stake leaves, the win comes back, the history shows it', async () => {
      const member = await player(1000);
      const round = randomUUID();
      const bet = await sandbox.bet(member.tel, 100, round);
      expect(bet).toEqual({ status: 200, body: { data: { balance: 900 } } });
      const win = await sandbox.win(member.tel, 250.25, round);
      expect(win.body.data).toEqual({ balance: 1150.25 });
      const open = (await history(member))?.items[0];
      expect(open).toMatchObject({
        provider: 'sandbox',
        game: 'slot',
        round_id: round,
        status: 'open',
        ended_at: null,
      });
      expect((await sandbox.endRound(member.tel, round)).body.data).toEqual({ balance: 1150.25 });
      expect(await creditOf(member)).toBe(1150.25);
      const page = await history(member);
      expect(page?.total).toBe(1);
      expect(page?.items[0]).toMatchObject({ stake: 100, win: 250.25, net: 150.25, status: 'ended' });
      expect(page?.items[0]?.ended_at).not.toBeNull();
    });

    it('takes a win of 0 and a losing round, and several bets in one round', async () => {
      const member = await player(500);
      const round = randomUUID();
      await sandbox.bet(member.tel, 10, round);
      await sandbox.bet(member.tel, 15.5, round);
      expect((await sandbox.win(member.tel, 0, round)).body.data).toEqual({ balance: 474.5 });
      await sandbox.endRound(member.tel, round);
      expect((await history(member))?.items[0]).toMatchObject({ stake: 25.5, win: 0, net: -25.5, status: 'ended' });
    });

    it('replays a bet or a win with its first answer, moving nothing', async () => {
      const member = await player(1000);
      const round = randomUUID();
      const tx = randomUUID();
      expect((await sandbox.bet(member.tel, 100, round, tx)).body.data).toEqual({ balance: 900 });
      const win = randomUUID();
      expect((await sandbox.win(member.tel, 30, round, win)).body.data).toEqual({ balance: 930 });
      await sandbox.bet(member.tel, 5, round);
      expect((await sandbox.bet(member.tel, 100, round, tx)).body).toEqual({ data: { balance: 900 } });
      expect((await sandbox.win(member.tel, 30, round, win)).body).toEqual({ data: { balance: 930 } });
      await sandbox.endRound(member.tel, round);
      // After the end too: a replay is not a new win.
      expect((await sandbox.win(member.tel, 30, round, win)).body).toEqual({ data: { balance: 930 } });
      const parallel = await Promise.all(Array.from({ length: 10 }, () => sandbox.bet(member.tel, 100, round, tx)));
      expect(parallel.map((a) => a.body)).toEqual(Array(10).fill({ data: { balance: 900 } }));
      expect(await creditOf(member)).toBe(925);
      // A transaction id already used by another kind of call, or for another member, is a conflict.
      const reused = await sandbox.win(member.tel, 1, round, tx);
      expect([reused.status, reused.body.error?.code]).toEqual([409, 'EXISTS_WITH_DIFFERENT_KIND']);
      const other = await player(100);
      const stolen = await sandbox.bet(other.tel, 1, randomUUID(), tx);
      expect([stolen.status, stolen.body.error?.code]).toEqual([409, 'EXISTS_WITH_DIFFERENT_MEMBER']);
      expect(await creditOf(other)).toBe(100);
    });

    it('refuses a reused transaction id whose stake, win or round differs (409), so no provider believes a new stake was taken', async () => {
      const member = await player(100);
      const round = randomUUID();
      const tx = randomUUID();
      expect((await sandbox.bet(member.tel, 10, round, tx)).body.data).toEqual({ balance: 90 });
      await sandbox.bet(member.tel, 5, round);
      // As the probe sent it: the same id, another stake. Before, this answered 200 with the old balance (90).
      const otherStake = await sandbox.bet(member.tel, 20, round, tx);
      expect(otherStake.status).toBe(409);
      expect(otherStake.body.error).toEqual({
        code: 'EXISTS_WITH_DIFFERENT_AMOUNT',
        message: PLAY_TEXTS.existsWithDifferentAmount,
      });
      const otherRound = await sandbox.bet(member.tel, 10, randomUUID(), tx);
      expect([otherRound.status, otherRound.body.error?.code]).toEqual([409, 'EXISTS_WITH_DIFFERENT_ROUND']);
      const win = randomUUID();
      expect((await sandbox.win(member.tel, 30, round, win)).body.data).toEqual({ balance: 115 });
      const otherWin = await sandbox.win(member.tel, 31, round, win);
      expect([otherWin.status, otherWin.body.error?.code]).toEqual([409, 'EXISTS_WITH_DIFFERENT_AMOUNT']);
      // The exact repeat still answers as the first time; nothing moved for the refused ones.
      expect((await sandbox.bet(member.tel, 10, round, tx)).body).toEqual({ data: { balance: 90 } });
      expect((await sandbox.win(member.tel, 30, round, win)).body).toEqual({ data: { balance: 115 } });
      expect(await creditOf(member)).toBe(115);
    });

    it('refuses a bet above the credit with INSUFFICIENT_FUNDS and moves nothing', async () => {
      const member = await player(50);
      const round = randomUUID();
      const tx = randomUUID();
      const refused = await sandbox.bet(member.tel, 50.01, round, tx);
      expect(refused.status).toBe(402);
      expect(refused.body.error).toEqual({ code: 'INSUFFICIENT_FUNDS', message: PLAY_TEXTS.insufficientFunds });
      expect(await creditOf(member)).toBe(50);
      expect((await history(member))?.total).toBe(0);
      // Nothing was recorded: the same transaction id may come again once the credit is there.
      await fund(admin, member.tel, 1);
      expect((await sandbox.bet(member.tel, 50.01, round, tx)).body.data).toEqual({ balance: 0.99 });
    });

    it('refuses a win for an unknown round, a round of another member, and after end-round', async () => {
      const member = await player(100);
      const unknown = await sandbox.win(member.tel, 10, randomUUID());
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toEqual({ code: 'UNKNOWN_ROUND', message: PLAY_TEXTS.unknownRound });
      const round = randomUUID();
      await sandbox.bet(member.tel, 10, round);
      const other = await player(0);
      expect((await sandbox.win(other.tel, 10, round)).body.error?.code).toBe('UNKNOWN_ROUND');
      expect((await sandbox.endRound(other.tel, round)).body.error?.code).toBe('UNKNOWN_ROUND');
      expect((await sandbox.endRound(member.tel, round)).status).toBe(200);
      expect((await sandbox.endRound(member.tel, round)).status).toBe(200);
      const late = await sandbox.win(member.tel, 10, round);
      expect(late.status).toBe(404);
      expect(late.body.error).toEqual({ code: 'UNKNOWN_ROUND', message: PLAY_TEXTS.roundEnded });
      expect((await sandbox.bet(member.tel, 10, round)).body.error?.code).toBe('UNKNOWN_ROUND');
      expect((await sandbox.endRound(member.tel, randomUUID())).body.error?.code).toBe('UNKNOWN_ROUND');
      expect(await creditOf(member)).toBe(90);
      expect(await creditOf(other)).toBe(0);
    });

    it('refunds a bet once; a replayed bet is then BET_REFUNDED', async () => {
      const member = await player(300);
      const round = randomUUID();
      const tx = randomUUID();
      await sandbox.bet(member.tel, 120, round, tx);
      await sandbox.bet(member.tel, 30, round);
      expect((await sandbox.refund(member.tel, tx)).body).toEqual({ data: { balance: 270 } });
      expect((await sandbox.refund(member.tel, tx)).body).toEqual({ data: { balance: 270 } });
      const replayed = await sandbox.bet(member.tel, 120, round, tx);
      expect(replayed.status).toBe(409);
      expect(replayed.body.error).toEqual({ code: 'BET_REFUNDED', message: PLAY_TEXTS.betRefunded });
      expect(await creditOf(member)).toBe(270);
      expect((await history(member))?.items[0]).toMatchObject({ stake: 30, net: -30, status: 'open' });
      // The whole round refunded.
      const round2 = randomUUID();
      const tx2 = randomUUID();
      await sandbox.bet(member.tel, 70, round2, tx2);
      await sandbox.refund(member.tel, tx2);
      expect((await history(member))?.items[0]).toMatchObject({
        round_id: round2,
        stake: 0,
        net: 0,
        status: 'refunded',
      });
      // A win's transaction id is not a bet's.
      const win = randomUUID();
      await sandbox.win(member.tel, 1, round, win);
      const refundOfWin = await sandbox.refund(member.tel, win);
      expect([refundOfWin.status, refundOfWin.body.error?.code]).toEqual([409, 'EXISTS_WITH_DIFFERENT_KIND']);
      const other = await player(0);
      const refundOfOthers = await sandbox.refund(other.tel, tx);
      expect([refundOfOthers.status, refundOfOthers.body.error?.code]).toEqual([409, 'EXISTS_WITH_DIFFERENT_MEMBER']);
      expect(await creditOf(member)).toBe(271);
      expect(await creditOf(other)).toBe(0);
    });

    it('records a refund that came before its bet, and refuses the late bet', async () => {
      const member = await player(100);
      const tx = randomUUID();
      expect((await sandbox.refund(member.tel, tx)).body).toEqual({ data: { balance: 100 } });
      expect((await sandbox.refund(member.tel, tx)).body).toEqual({ data: { balance: 100 } });
      const late = await sandbox.bet(member.tel, 40, randomUUID(), tx);
      expect(late.status).toBe(409);
      expect(late.body.error?.code).toBe('BET_REFUNDED');
      expect(await creditOf(member)).toBe(100);
      expect((await history(member))?.total).toBe(0);
    });

    it('refuses bets of a disabled member but still pays their wins and refunds', async () => {
      const member = await player(100);
      const round = randomUUID();
      const tx = randomUUID();
      await sandbox.bet(member.tel, 10, round, tx);
      const status = await admin.put(`/api/admin/members/${member.tel}/status`, { status: 'disabled' });
      expect(status.status).toBe(200);
      expect((await sandbox.bet(member.tel, 10, round)).body.error).toEqual({
        code: 'UNKNOWN_MEMBER',
        message: PLAY_TEXTS.memberDisabled,
      });
      expect((await sandbox.win(member.tel, 5, round)).body.data).toEqual({ balance: 95 });
      expect((await sandbox.refund(member.tel, tx)).body.data).toEqual({ balance: 105 });
    });
  });

  describe('under concurrency', () => {
    it('never overdraws under 50 parallel bets of one member', async () => {
      const member = await player(200);
      const round = randomUUID();
      const answers = await Promise.all(Array.from({ length: 50 }, () => sandbox.bet(member.tel, 10, round)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
      expect(answers.filter((a) => a.body.error?.code === 'INSUFFICIENT_FUNDS')).toHaveLength(30);
      const balances = answers.flatMap((a) => (a.body.data ? [a.body.data.balance] : [])).sort((a, b) => a - b);
      expect(balances).toEqual(Array.from({ length: 20 }, (_, i) => i * 10));
      expect(await creditOf(member)).toBe(0);
      expect((await history(member))?.items[0]?.stake).toBe(200);
    });

    it('keeps the books under parallel bets and wins of one member', async () => {
      const member = await player(1000);
      const rounds = Array.from({ length: 20 }, (_, i) => ({
        id: randomUUID(),
        stake: 10 + i,
        payout: i % 3 === 0 ? 25 : 0,
      }));
      await Promise.all(
        rounds.map(async (r) => {
          expect((await sandbox.bet(member.tel, r.stake, r.id)).status).toBe(200);
          expect((await sandbox.win(member.tel, r.payout, r.id)).status).toBe(200);
          expect((await sandbox.endRound(member.tel, r.id)).status).toBe(200);
        }),
      );
      const net = rounds.reduce((sum, r) => sum + r.payout - r.stake, 0);
      expect(await creditOf(member)).toBe(1000 + net);
      const page = await history(member);
      expect(page?.total).toBe(20);
      expect(page?.items.reduce((sum, r) => sum + r.net, 0)).toBe(net);
    });

    it('settles a bet and its refund that race: refunded or refused, never both moved', async () => {
      const member = await player(1000);
      const pairs = Array.from({ length: 20 }, () => ({ round: randomUUID(), tx: randomUUID() }));
      const results = await Promise.all(
        pairs.map(async ({ round, tx }, i) => {
          const [bet, refund] =
            i % 2 === 0
              ? await Promise.all([sandbox.bet(member.tel, 50, round, tx), sandbox.refund(member.tel, tx)])
              : (await Promise.all([sandbox.refund(member.tel, tx), sandbox.bet(member.tel, 50, round, tx)])).reverse();
          return { bet, refund };
        }),
      );
      for (const { bet, refund } of results) {
        expect(refund?.status).toBe(200);
        expect([200, 409]).toContain(bet?.status);
      }
      expect(await creditOf(member)).toBe(1000);
      // Every bet is now refused, whichever came first.
      for (const { round, tx } of pairs) expect((await sandbox.bet(member.tel, 50, round, tx)).status).toBe(409);
    });
  });

  describe('the operator', () => {
    it('manages providers: never answers a secret, audits each change, admin only', async () => {
      const list = await admin.get<AdminPlayProvider[]>('/api/admin/play/providers');
      expect(list.status).toBe(200);
      expect(list.body.data?.find((p) => p.code === 'sandbox')).toMatchObject({
        name: PLAY_TEXTS.sandboxName,
        active: true,
        launchUrl: '/games/sandbox/play',
        hasSecret: true,
      });
      const { code, secret, created } = await newProvider();
      expect(created).toMatchObject({ code, hasSecret: true, active: true });
      expect(JSON.stringify(created)).not.toContain(secret);
      expect(JSON.stringify((await admin.get('/api/admin/play/providers')).body)).not.toContain(secret);
      const duplicate = await admin.post('/api/admin/play/providers', {
        code,
        name: 'ซ้ำ',
        active: true,
        launchUrl: '/x',
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.error?.message).toBe(PLAY_TEXTS.providerExists);

      const noSecret = await admin.post<AdminPlayProvider>('/api/admin/play/providers', {
        code: `${code}-b`,
        name: 'ไม่มีรหัสลับ',
        active: true,
        launchUrl: '/y',
      });
      expect(noSecret.body.data).toMatchObject({ hasSecret: false, games: [] });
      const member = await player(0);
      // Without a secret nothing it sends can be trusted.
      expect((await new ProviderClient(t, `${code}-b`, '').balance(member.tel)).status).toBe(401);

      const newSecret = `rotated-${randomUUID()}-${randomUUID()}`;
      const updated = await admin.put<AdminPlayProvider>(`/api/admin/play/providers/${code}`, {
        name: 'ค่ายทดสอบใหม่',
        secret: newSecret,
        active: true,
        launchUrl: 'https://games.example.com/v2',
      });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ name: 'ค่ายทดสอบใหม่', launchUrl: 'https://games.example.com/v2' });
      expect(updated.body.data?.games).toHaveLength(1);
      expect((await new ProviderClient(t, code, secret).balance(member.tel)).status).toBe(401);
      expect((await new ProviderClient(t, code, newSecret).balance(member.tel)).status).toBe(200);
      expect(
        (await admin.put(`/api/admin/play/providers/nobody`, { name: 'x', active: true, launchUrl: '/' })).status,
      ).toBe(404);
      expect(
        (await admin.post('/api/admin/play/providers', { code: 'x', name: 'x', active: true, launchUrl: '//evil' }))
          .status,
      ).toBe(400);
      expect(
        (
          await admin.post('/api/admin/play/providers', {
            code: 'abc',
            name: 'x',
            active: true,
            launchUrl: '/',
            secret: 'short',
          })
        ).status,
      ).toBe(400);

      const { rows } = await t.db.query<{ action: string; before: unknown; after: unknown }>(
        `SELECT action, before, after FROM audit_log WHERE target_type = 'play_provider' AND target_id = $1 ORDER BY id`,
        [code],
      );
      expect(rows.map((r) => r.action)).toEqual(['play_provider.create', 'play_provider.update']);
      const audit = JSON.stringify(rows);
      expect(audit).not.toContain(secret);
      expect(audit).not.toContain(newSecret);
      expect(rows[1]?.after).toMatchObject({ secretChanged: true, name: 'ค่ายทดสอบใหม่' });

      const finance = await operatorClient(t, 'finance');
      expect((await finance.get('/api/admin/play/providers')).status).toBe(403);
      expect(
        (await finance.post('/api/admin/play/providers', { code: 'zz', name: 'x', active: true, launchUrl: '/' }))
          .status,
      ).toBe(403);
      expect((await finance.get('/api/admin/play/ggr')).status).toBe(200);
      expect((await member.get('/api/admin/play/providers')).status).toBe(403);
    });

    it('reports GGR per provider per Bangkok day, and a member’s rounds', async () => {
      const { code, client } = await newProvider();
      const member = await player(1000);
      const other = await player(1000);
      await client.round(member.tel, 100, 40);
      await client.round(other.tel, 50, 0);
      const round = randomUUID();
      const tx = randomUUID();
      await client.bet(member.tel, 30, round, tx);
      await client.refund(member.tel, tx);
      await client.refund(member.tel, randomUUID()); // a refund of nothing is no money
      const today = bangkokDayOf(Date.now());
      const report = await admin.get<PlayGgrRow[]>(`/api/admin/play/ggr?from=${today}&to=${today}`);
      expect(report.status).toBe(200);
      expect(report.body.data?.find((r) => r.provider === code)).toEqual({
        day: today,
        provider: code,
        stakes: 180,
        wins: 40,
        refunds: 30,
        ggr: 110,
        rounds: 3,
      });
      expect((await admin.get<PlayGgrRow[]>('/api/admin/play/ggr')).body.data?.some((r) => r.provider === code)).toBe(
        true,
      );
      const before = await admin.get<PlayGgrRow[]>('/api/admin/play/ggr?from=2020-01-01&to=2020-01-31');
      expect(before.body.data).toEqual([]);
      expect((await admin.get('/api/admin/play/ggr?from=2020-02-01&to=2020-01-01')).status).toBe(400);

      const rounds = await admin.get<Page<PlayRound>>(`/api/admin/members/${member.tel}/rounds?limit=1`);
      expect(rounds.status).toBe(200);
      expect(rounds.body.data).toMatchObject({ total: 2, page: 1, limit: 1 });
      expect(rounds.body.data?.items[0]).toMatchObject({ provider: code, round_id: round, status: 'refunded' });
      const second = await admin.get<Page<PlayRound>>(`/api/admin/members/${member.tel}/rounds?limit=1&page=2`);
      expect(second.body.data?.items[0]).toMatchObject({ stake: 100, win: 40, net: -60, status: 'ended' });
      expect((await admin.get('/api/admin/members/0999999999/rounds')).status).toBe(404);
      const support = await operatorClient(t, 'support');
      expect((await support.get(`/api/admin/members/${member.tel}/rounds`)).status).toBe(403);
    });
  });

  describe('return of losses from real play', () => {
    it('a member who bets 1,000 and wins 200 in a closed day claims 10 % of 800', async () => {
      const member = await player(1000);
      const memberId = await findMemberIdByTel(t.db, member.tel);
      // A level of the member's own, so the promotion applies to them only.
      const level = `play-${memberId}`;
      await t.db.query('UPDATE members SET member_level = $2 WHERE id = $1', [memberId, level]);
      const created = await admin.post<AdminPromotion>('/api/admin/promotions', {
        title: 'คืนยอดเสียเกม 10%',
        kind: 'return_loss',
        ratePercent: 10,
        maxBonus: null,
        minDeposit: 0,
        period: 'daily',
        memberLevels: [level],
        turnoverMultiple: 1,
        sortOrder: 0,
        description: '<p>คืนยอดเสีย</p>',
        startDate: new Date(Date.now() - HOUR_MS).toISOString(),
      });
      expect(created.status).toBe(201);
      const promotion = created.body.data as AdminPromotion;
      // Through the signed provider API: a 1,000 stake, a 200 win; and a refunded bet that is no loss.
      const launch = (await member.post<PlayLaunch>('/api/play/launch', { provider: 'sandbox', game: 'slot' })).body
        .data as PlayLaunch;
      expect((await sandbox.call('authenticate', { token: launch.token })).body.data?.member).toBe(member.tel);
      expect(await sandbox.round(member.tel, 1000, 200)).toBe(200);
      const tx = randomUUID();
      await sandbox.bet(member.tel, 100, randomUUID(), tx);
      await sandbox.refund(member.tel, tx);
      expect(await creditOf(member)).toBe(200);

      // Tomorrow in Bangkok: today is the last closed day.
      vi.spyOn(t.app.clock, 'now').mockReturnValue(bangkokDayStartMs(bangkokDayOf(Date.now())) + DAY_MS + HOUR_MS);
      const preview = await member.get<ReturnLossPreview>('/api/v2/promotion/return-loss');
      expect(preview.body.data).toMatchObject({ loss: 800, amount: 80, claimed: false });
      expect(preview.body.data?.promotion?.id).toBe(promotion.id);
      const claim = await member.post<ReturnLossResult>('/api/v2/promotion/check-return-loss');
      expect(claim.status).toBe(200);
      expect(claim.body.data).toMatchObject({ promotionId: promotion.id, loss: 800, amount: 80, credited_now: true });
      expect(await creditOf(member)).toBe(280);
    });
  });
});
