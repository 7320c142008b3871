import { createHash } from 'node:crypto';
import {
  bangkokDayOf,
  bangkokDayStartMs,
  type DepositRow,
  MINIGAME_MESSAGES,
  type MinigameCoinRow,
  type MinigameGame,
  type MinigamePlayRow,
  type MinigameRewardRow,
  type MinigameSeed,
  type MinigameSeedRotation,
  type MinigameStatusToday,
  SERVER_MESSAGES,
  VALIDATION,
  verifyPlay,
} from '@member/shared';
import { describe, expect, it, vi } from 'vitest';
import { Client, DATABASE_KINDS } from '../../test/harness';
import { creditOf, type MoneyClient, memberClient } from '../money/test-support';
import {
  always,
  currentCredit,
  grantCoins,
  MG,
  newGame,
  playGame,
  prize,
  setSettings,
  useMinigameSuite,
} from './test-support';

const DAY_MS = 24 * 60 * 60_000;

describe.each(DATABASE_KINDS)('the members’ mini-games on %s', (kind) => {
  const t = useMinigameSuite(kind);

  const seedOf = async (member: MoneyClient) => (await member.get<MinigameSeed>(`${MG}/member/seed`)).body.data;
  /** Moves the app's clock `days` Bangkok days on, to 01:00 of that day. */
  const onDay = (days: number) =>
    vi
      .spyOn(t.app.clock, 'now')
      .mockReturnValue(bangkokDayStartMs(bangkokDayOf(Date.now())) + days * DAY_MS + 3_600_000);

  it('answers only a signed-in member', async () => {
    const guest = new Client(t.app);
    const paths = ['/play/available-minigame', '/setting/minigame', '/member/current-credit', '/member/coin-history'];
    for (const path of paths) {
      expect((await guest.get(`${MG}${path}`)).body).toEqual({
        error: { code: 'UNAUTHORIZED', message: SERVER_MESSAGES.unauthorized },
      });
      expect((await t.operator.get(`${MG}${path}`)).status, path).toBe(403);
    }
  });

  it('lists the seeded games with their tables, each prize named, and today’s plays left', async () => {
    const member = await memberClient(t);
    await grantCoins(t.operator, member.tel, 3);
    const games = (await member.get<MinigameGame[]>(`${MG}/play/available-minigame`)).body.data ?? [];
    expect(games.slice(0, 3).map((game) => [game.slug, game.kind, game.cost, game.playsLeft])).toEqual([
      ['wheel', 'wheel', 1, 3],
      ['card', 'card', 1, 3],
      ['box', 'box', 1, 3],
    ]);
    for (const game of games) {
      expect(game.prizes.reduce((sum, p) => sum + p.probability, 0)).toBeCloseTo(1, 10);
      expect(game.prizes.every((p) => typeof p.label === 'string' && p.label.length > 0)).toBe(true);
    }
    expect(games[0]?.prizes[2]).toMatchObject({ kind: 'credit', amount: 2, label: 'เครดิต 2.00 บาท', probability: 0.2 });
    expect((await member.get(`${MG}/setting/minigame`)).body.data).toEqual({
      depositBahtPerCoin: 100,
      checkInCoins: 0,
      coinExpiryDays: null,
      creditUse: 'wallet',
      creditTurnoverMultiplier: 1,
      creditPricePerCoin: 1,
      profitMinWithdraw: 20,
    });
  });

  it('spends a coin a play; without coins it refuses in Thai, before anything is spent or a nonce used', async () => {
    const game = await newGame(t.operator, always(prize('nothing', 0, 1)), { cost: 2 });
    const member = await memberClient(t);
    await grantCoins(t.operator, member.tel, 5);
    const first = await playGame(member, game.slug);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      play: { paidWith: 'coins', cost: 2, prize: { kind: 'nothing', amount: 0, label: 'ไม่ได้รางวัล' }, nonce: 0 },
      balances: { coins: 3, credit: 0, profit: 0 },
    });
    expect((await playGame(member, game.slug)).body.data?.balances.coins).toBe(1);
    const refused = await playGame(member, game.slug);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({ code: 'BUSINESS_RULE', message: MINIGAME_MESSAGES.notEnoughCoins });
    expect((await seedOf(member))?.nonce).toBe(2);
    expect((await currentCredit(member))?.coins).toBe(1);
    const history = (await member.get<MinigameCoinRow[]>(`${MG}/member/coin-history`)).body.data ?? [];
    expect(history.map((row) => [row.type, row.amount, row.game])).toEqual([
      ['play', -2, game.slug],
      ['play', -2, game.slug],
      ['grant', 5, null],
    ]);
  });

  it('answers 404 in Thai for an unknown or switched-off game, and 400 for a bad body', async () => {
    const member = await memberClient(t);
    await grantCoins(t.operator, member.tel, 1);
    const game = await newGame(t.operator, always(prize('nothing', 0, 1)), { active: false });
    for (const slug of ['no-such-game', game.slug]) {
      expect((await playGame(member, slug)).body.error).toEqual({
        code: 'NOT_FOUND',
        message: MINIGAME_MESSAGES.gameUnavailable,
      });
    }
    const games = (await member.get<MinigameGame[]>(`${MG}/play/available-minigame`)).body.data ?? [];
    expect(games.map((g) => g.slug)).not.toContain(game.slug);
    const bad = await member.postKeyed(`${MG}/play/wheel`, { pay: 'baht' });
    expect(bad.body.error).toEqual({ code: 'BAD_REQUEST', message: VALIDATION.invalidValue });
    expect((await member.post(`${MG}/play/wheel`)).body.error?.message).toBe(SERVER_MESSAGES.idempotencyKeyMissing);
    expect((await currentCredit(member))?.coins).toBe(1);
  });

  it('pays each kind of prize into its own account and lists it in the histories', async () => {
    const member = await memberClient(t);
    await grantCoins(t.operator, member.tel, 3);
    const walletBefore = await creditOf(member);
    const coins = await newGame(t.operator, always(prize('coins', 4, 1)));
    const credits = await newGame(t.operator, always(prize('credit', 5.5, 1, 3)));
    const profits = await newGame(t.operator, always(prize('profit', 7.25, 1)));
    await playGame(member, coins.slug);
    const creditPlay = await playGame(member, credits.slug);
    const profitPlay = await playGame(member, profits.slug);
    expect(profitPlay.body.data?.balances).toEqual({ coins: 4 + 3 - 3, credit: 5.5, profit: 7.25 });
    const current = await currentCredit(member);
    expect(current).toMatchObject({ credit: 5.5, expiringCredit: 5.5, coins: 4, profit: 7.25, pendingProfit: 0 });
    expect(Date.parse(current?.expiresDate ?? '')).toBe(
      Date.parse(creditPlay.body.data?.play.createdAt ?? '') + 3 * DAY_MS,
    );
    // The wallet is untouched: credit and profit are the mini-games' own accounts.
    expect(await creditOf(member)).toBe(walletBefore);
    const rewards = (await member.get<MinigameRewardRow[]>(`${MG}/member/reward-history`)).body.data ?? [];
    expect(rewards.map((row) => [row.kind, row.amount, row.label, row.status])).toEqual([
      ['profit', 7.25, 'กำไร 7.25 บาท', 'success'],
      ['credit', 5.5, 'เครดิต 5.50 บาท', 'success'],
      ['coins', 4, '4 เหรียญ', 'success'],
    ]);
    const credits2 = (await member.get(`${MG}/member/credit-history`)).body.data;
    expect(credits2).toEqual([
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        type: 'prize',
        amount: 5.5,
        expiresDate: current?.expiresDate,
        status: 'success',
      },
    ]);
    const today = (await member.get<MinigameStatusToday>(`${MG}/member/minigame-status-today`)).body.data;
    expect(today).toMatchObject({
      date: bangkokDayOf(Date.now()),
      coins: 4,
      plays: 3,
      freePlays: 0,
      coinsEarned: 7,
      coinsSpent: 3,
      creditWon: 5.5,
      profitWon: 7.25,
      checkIn: { coins: 0, done: false },
    });
  });

  it('commits to the server seed before play, takes the member’s client seed and reveals the seed on rotation', async () => {
    const member = await memberClient(t);
    await grantCoins(t.operator, member.tel, 10);
    const before = await seedOf(member);
    expect(before).toMatchObject({ nonce: 0, clientSeed: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect((await member.put(`${MG}/member/seed`, { clientSeed: 'my-lucky-seed' })).body.data).toEqual({
      ...before,
      clientSeed: 'my-lucky-seed',
    });
    const plays: MinigamePlayRow[] = [];
    for (let i = 0; i < 3; i++) plays.push((await playGame(member, 'wheel')).body.data?.play as MinigamePlayRow);
    expect(plays.map((p) => [p.serverSeedHash, p.clientSeed, p.nonce, p.serverSeed])).toEqual([
      [before?.serverSeedHash, 'my-lucky-seed', 0, null],
      [before?.serverSeedHash, 'my-lucky-seed', 1, null],
      [before?.serverSeedHash, 'my-lucky-seed', 2, null],
    ]);
    // A new client seed keeps the nonce counting: no (seed, client seed, nonce) comes back.
    expect((await member.put<MinigameSeed>(`${MG}/member/seed`, { clientSeed: 'another' })).body.data?.nonce).toBe(3);
    plays.push((await playGame(member, 'wheel')).body.data?.play as MinigamePlayRow);
    expect(plays[3]?.nonce).toBe(3);

    const rotation = (await member.post<MinigameSeedRotation>(`${MG}/member/seed/rotate`)).body.data;
    const revealed = rotation?.revealed.serverSeed ?? '';
    expect(createHash('sha256').update(Buffer.from(revealed, 'hex')).digest('hex')).toBe(before?.serverSeedHash);
    expect(rotation?.revealed).toMatchObject({
      serverSeedHash: before?.serverSeedHash,
      clientSeed: 'another',
      plays: 4,
    });
    expect(rotation?.next).toMatchObject({ clientSeed: 'another', nonce: 0 });
    expect(rotation?.next.serverSeedHash).not.toBe(before?.serverSeedHash);
    expect(await seedOf(member)).toEqual(rotation?.next);

    // The history now carries the revealed seed, and the browser's code recomputes each play.
    const history = (await member.get<MinigamePlayRow[]>(`${MG}/member/play-history`)).body.data ?? [];
    expect(history).toHaveLength(4);
    for (const row of history) {
      expect(row.serverSeed).toBe(revealed);
      expect(await verifyPlay({ ...row, serverSeed: revealed })).toMatchObject({ matches: true });
    }
    expect((await member.put(`${MG}/member/seed`, { clientSeed: 'เมล็ด' })).body.error).toEqual({
      code: 'BAD_REQUEST',
      message: MINIGAME_MESSAGES.clientSeedInvalid,
    });
  });

  it('uses the day’s free plays first, and gives them again the next Bangkok day', async () => {
    const game = await newGame(t.operator, always(prize('nothing', 0, 1)), { freePlaysPerDay: 2 });
    const member = await memberClient(t);
    await grantCoins(t.operator, member.tel, 1);
    onDay(0);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await playGame(member, game.slug)).body.data);
    expect(answers.map((a) => [a?.play.paidWith, a?.play.cost, a?.balances.coins, a?.freePlaysLeft])).toEqual([
      ['free', 0, 1, 1],
      ['free', 0, 1, 0],
      ['coins', 1, 0, 0],
    ]);
    expect((await playGame(member, game.slug)).status).toBe(422);
    onDay(1);
    const listed = (await member.get<MinigameGame[]>(`${MG}/play/available-minigame`)).body.data ?? [];
    expect(listed.find((g) => g.slug === game.slug)).toMatchObject({ freePlaysLeft: 2, playsLeft: 2 });
    expect((await playGame(member, game.slug)).body.data?.play.paidWith).toBe('free');
  });

  it('refuses a play the member’s or the game’s day budget cannot pay, spending nothing', async () => {
    const mine = await newGame(t.operator, always(prize('profit', 10, 1)), { memberDailyBudget: 25 });
    const member = await memberClient(t);
    await grantCoins(t.operator, member.tel, 10);
    onDay(0);
    expect((await playGame(member, mine.slug)).status).toBe(200);
    expect((await playGame(member, mine.slug)).status).toBe(200);
    const refused = await playGame(member, mine.slug);
    expect(refused.body.error).toEqual({ code: 'BUSINESS_RULE', message: MINIGAME_MESSAGES.memberBudgetReached });
    expect(await currentCredit(member)).toMatchObject({ coins: 8, profit: 20 });
    expect((await seedOf(member))?.nonce).toBe(2);
    let listed = (await member.get<MinigameGame[]>(`${MG}/play/available-minigame`)).body.data ?? [];
    expect(listed.find((g) => g.slug === mine.slug)?.budgetReached).toBe(true);

    const shared = await newGame(t.operator, always(prize('credit', 10, 1, 1)), { dailyBudget: 15 });
    const other = await memberClient(t);
    await grantCoins(t.operator, other.tel, 1);
    expect((await playGame(member, shared.slug)).status).toBe(200);
    expect((await playGame(other, shared.slug)).body.error?.message).toBe(MINIGAME_MESSAGES.gameBudgetReached);
    expect(await currentCredit(other)).toMatchObject({ coins: 1, credit: 0 });
    listed = (await other.get<MinigameGame[]>(`${MG}/play/available-minigame`)).body.data ?? [];
    expect(listed.find((g) => g.slug === shared.slug)?.budgetReached).toBe(true);
    // A new Bangkok day, a new budget.
    onDay(1);
    expect((await playGame(other, shared.slug)).status).toBe(200);
  });

  it('plays a table edit from then on; a play keeps the version it used', async () => {
    const game = await newGame(t.operator, [prize('nothing', 0, 1), prize('coins', 1, 0)]);
    const member = await memberClient(t);
    await grantCoins(t.operator, member.tel, 2);
    expect((await playGame(member, game.slug)).body.data?.play).toMatchObject({
      tableVersion: 1,
      weights: [1, 0],
      prizeIndex: 0,
    });
    const edited = await t.operator.put(`${MG}/operator/games/${game.slug}/prizes`, {
      prizes: [prize('nothing', 0, 0), prize('coins', 1, 1)],
    });
    expect(edited.status).toBe(200);
    expect((await playGame(member, game.slug)).body.data?.play).toMatchObject({
      tableVersion: 2,
      weights: [0, 1],
      prizeIndex: 1,
    });
    const history = (await member.get<MinigamePlayRow[]>(`${MG}/member/play-history`)).body.data ?? [];
    expect(history.map((row) => [row.tableVersion, row.weights, row.prize.kind])).toEqual([
      [2, [0, 1], 'coins'],
      [1, [1, 0], 'nothing'],
    ]);
  });

  it('gives coins for an approved deposit once, one per 100 baht, and none for a rejected one', async () => {
    const member = await memberClient(t);
    const deposit = async (amount: number) =>
      (await member.postKeyed<DepositRow>('/api/member/regulardeposit', { amount })).body.data?.id;
    const approved = await deposit(250);
    const rejected = await deposit(500);
    expect((await t.operator.postKeyed(`/api/admin/deposits/${approved}/approve`, {})).status).toBe(200);
    expect(
      (await t.operator.postKeyed(`/api/admin/deposits/${rejected}/reject`, { annotation: 'ไม่พบยอด' })).status,
    ).toBe(200);
    expect((await t.operator.postKeyed(`/api/admin/deposits/${approved}/approve`, {})).status).toBe(409);
    const history = (await member.get<MinigameCoinRow[]>(`${MG}/member/coin-history`)).body.data ?? [];
    expect(history.map((row) => [row.type, row.amount])).toEqual([['deposit', 2]]);

    // Coins that expire when the operator says so.
    await setSettings(t.operator, { coinExpiryDays: 30, depositBahtPerCoin: 50 });
    try {
      const third = await deposit(120);
      await t.operator.postKeyed(`/api/admin/deposits/${third}/approve`, {});
      const current = await currentCredit(member);
      expect(current?.coins).toBe(4);
      expect(Date.parse(current?.coinsExpiresDate ?? '')).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    } finally {
      await setSettings(t.operator, { coinExpiryDays: null, depositBahtPerCoin: 100 });
    }
  });

  it('gives the daily check-in once per Bangkok day, when the operator switched it on', async () => {
    const member = await memberClient(t);
    expect((await member.post(`${MG}/member/check-in`)).body.error).toEqual({
      code: 'BUSINESS_RULE',
      message: MINIGAME_MESSAGES.checkInOff,
    });
    await setSettings(t.operator, { checkInCoins: 3 });
    try {
      onDay(0);
      expect((await member.post(`${MG}/member/check-in`)).body.data).toEqual({ coins: 3, balance: 3 });
      expect((await member.post(`${MG}/member/check-in`)).body.error?.message).toBe(MINIGAME_MESSAGES.alreadyCheckedIn);
      const today = (await member.get<MinigameStatusToday>(`${MG}/member/minigame-status-today`)).body.data;
      expect(today?.checkIn).toEqual({ coins: 3, done: true });
      onDay(1);
      expect((await member.post(`${MG}/member/check-in`)).body.data).toEqual({ coins: 3, balance: 6 });
    } finally {
      await setSettings(t.operator, { checkInCoins: 0 });
    }
  });

  it('answers each history newest first, own rows only, `?limit` rows (50 unless asked, at most 100)', async () => {
    const member = await memberClient(t);
    const other = await memberClient(t);
    for (let i = 0; i < 3; i++) await grantCoins(t.operator, member.tel, i + 1);
    const page = await member.get<MinigameCoinRow[]>(`${MG}/member/coin-history?limit=2`);
    expect(page.body.data?.map((row) => row.amount)).toEqual([3, 2]);
    for (const path of ['coin-history', 'reward-history', 'credit-history', 'withdraw-history', 'play-history']) {
      expect((await other.get(`${MG}/member/${path}`)).body.data, path).toEqual([]);
      expect((await member.get(`${MG}/member/${path}?limit=101`)).body.error, path).toEqual({
        code: 'BAD_REQUEST',
        message: VALIDATION.invalidValue,
      });
    }
  });
});
