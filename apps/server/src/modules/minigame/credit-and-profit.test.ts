import {
  type AdminCreditLotRow,
  type AdminMinigameWithdrawalRow,
  MINIGAME_MESSAGES,
  type MinigameCreditRow,
  type MinigameDailyFigures,
  type MinigameWithdrawRow,
  type Page,
  SERVER_MESSAGES,
} from '@member/shared';
import { describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS } from '../../test/harness';
import { creditOf, fund, type MoneyClient, memberClient, newKey, operatorClient } from '../money/test-support';
import { expireDueLots } from './expiry';
import {
  always,
  currentCredit,
  grantCoins,
  MG,
  newGame,
  playGame,
  prize,
  setSettings,
  stake,
  useMinigameSuite,
} from './test-support';

const DAY_MS = 24 * 60 * 60_000;

describe.each(DATABASE_KINDS)('mini-game credit and profit on %s', (kind) => {
  const t = useMinigameSuite(kind);

  const creditHistory = async (member: MoneyClient) =>
    ((await member.get<MinigameCreditRow[]>(`${MG}/member/credit-history`)).body.data ?? []).map((row) => [
      row.type,
      row.amount,
    ]);

  /** A member holding `credit` baht of credit (won in plays of 5 baht that last `days`). */
  async function memberWithCredit(credit: number, days = 2): Promise<MoneyClient & { tel: string }> {
    const game = await newGame(t.operator, always(prize('credit', 5, 1, days)));
    const member = await memberClient(t);
    await grantCoins(t.operator, member.tel, credit / 5);
    for (let i = 0; i < credit / 5; i++) expect((await playGame(member, game.slug)).status).toBe(200);
    return member;
  }

  describe('credit into the wallet (the default use)', () => {
    it('moves credit once the member’s real-game stakes since the last move reach the turnover', async () => {
      const member = await memberWithCredit(10);
      await fund(t.operator, member.tel, 100);
      expect((await currentCredit(member))?.turnover).toEqual({ required: 10, done: 0 });
      const move = (amount: number) => member.postKeyed(`${MG}/member/credit/to-wallet`, { amount });
      expect((await move(10)).body.error).toEqual({
        code: 'BUSINESS_RULE',
        message: `${MINIGAME_MESSAGES.turnoverNotReached} 10.00 บาท`,
      });
      await stake(t, member.tel, 6);
      expect((await move(10)).body.error?.message).toBe(`${MINIGAME_MESSAGES.turnoverNotReached} 4.00 บาท`);
      await stake(t, member.tel, 4);
      const wallet = await creditOf(member);
      expect((await move(10)).body.data).toEqual({ credit: 0, wallet: wallet + 10 });
      expect(await creditOf(member)).toBe(wallet + 10);
      expect(await creditHistory(member)).toEqual([
        ['to_wallet', -10],
        ['prize', 5],
        ['prize', 5],
      ]);
      // The turnover counts again from the move.
      expect((await currentCredit(member))?.turnover).toEqual({ required: 0, done: 0 });
      expect((await move(1)).body.error?.message).toBe(MINIGAME_MESSAGES.notEnoughCredit);
    });

    it('moves at once when the operator asks no turnover, and never more than the credit', async () => {
      await setSettings(t.operator, { creditTurnoverMultiplier: 0 });
      try {
        const member = await memberWithCredit(5);
        const key = newKey();
        expect((await member.postKeyed(`${MG}/member/credit/to-wallet`, { amount: 6 })).body.error?.message).toBe(
          MINIGAME_MESSAGES.notEnoughCredit,
        );
        const first = await member.postKeyed(`${MG}/member/credit/to-wallet`, { amount: 5 }, key);
        const replay = await member.postKeyed(`${MG}/member/credit/to-wallet`, { amount: 5 }, key);
        expect(replay.body).toEqual(first.body);
        expect(replay.headers['idempotent-replayed']).toBe('true');
        expect(await creditOf(member)).toBe(5);
      } finally {
        await setSettings(t.operator, { creditTurnoverMultiplier: 1 });
      }
    });
  });

  describe('credit paying for plays (the other use)', () => {
    it('pays a play with credit at the operator’s price per coin, oldest credit first', async () => {
      const member = await memberWithCredit(10);
      const game = await newGame(t.operator, always(prize('nothing', 0, 1)), { cost: 2 });
      expect((await playGame(member, game.slug, { pay: 'credit' })).body.error?.message).toBe(
        MINIGAME_MESSAGES.creditNotForPlay,
      );
      await setSettings(t.operator, { creditUse: 'play', creditPricePerCoin: 1.5 });
      try {
        const paid = await playGame(member, game.slug, { pay: 'credit' });
        expect(paid.body.data?.play).toMatchObject({ paidWith: 'credit', cost: 3 });
        expect(paid.body.data?.balances).toMatchObject({ coins: 0, credit: 7 });
        expect((await playGame(member, game.slug, { pay: 'credit' })).body.data?.balances.credit).toBe(4);
        // 3 + 3 baht came from the older lot (5) first, then 1 from the newer one.
        const lots = await t.operator.get<Page<AdminCreditLotRow>>(`${MG}/operator/members/${member.tel}/credit-lots`);
        expect(lots.body.data?.items.map((lot) => [lot.amount, lot.remaining])).toEqual([
          [5, 4],
          [5, 0],
        ]);
        expect((await playGame(member, game.slug, { pay: 'credit' })).body.data?.balances.credit).toBe(1);
        expect((await playGame(member, game.slug, { pay: 'credit' })).body.error?.message).toBe(
          MINIGAME_MESSAGES.notEnoughCredit,
        );
        expect((await member.postKeyed(`${MG}/member/credit/to-wallet`, { amount: 1 })).body.error?.message).toBe(
          MINIGAME_MESSAGES.creditNotForWallet,
        );
        expect((await currentCredit(member))?.turnover).toBeNull();
        expect(await creditHistory(member)).toEqual([
          ['play', -3],
          ['play', -3],
          ['play', -3],
          ['prize', 5],
          ['prize', 5],
        ]);
      } finally {
        await setSettings(t.operator, { creditUse: 'wallet', creditPricePerCoin: 1 });
      }
    });
  });

  describe('expiry', () => {
    it('expires credit and coins once when due, back to the house, shown in the histories', async () => {
      await setSettings(t.operator, { coinExpiryDays: 1 });
      let member: MoneyClient & { tel: string };
      try {
        member = await memberWithCredit(10, 2);
        await grantCoins(t.operator, member.tel, 4);
      } finally {
        await setSettings(t.operator, { coinExpiryDays: null });
      }
      const before = await currentCredit(member);
      expect(before).toMatchObject({ credit: 10, coins: 4 });
      // Nothing is due yet.
      expect(await expireDueLots(t.db, Date.now())).toBe(0);
      // A day and a bit later the coins are gone but the credit is not; after two days the credit too.
      const later = (days: number) => vi.spyOn(t.app.clock, 'now').mockReturnValue(Date.now() + days * DAY_MS + 60_000);
      later(1);
      expect((await currentCredit(member))?.coins).toBe(0);
      const coinLots = await expireDueLots(t.db, t.app.clock.now());
      expect(coinLots).toBeGreaterThanOrEqual(1);
      later(2);
      expect(await currentCredit(member)).toMatchObject({ credit: 0, expiresDate: null });
      expect(await expireDueLots(t.db, t.app.clock.now())).toBeGreaterThanOrEqual(2);
      expect(await expireDueLots(t.db, t.app.clock.now())).toBe(0);
      expect(await creditHistory(member)).toEqual([
        ['expired', -5],
        ['expired', -5],
        ['prize', 5],
        ['prize', 5],
      ]);
      const coins = (await member.get<{ type: string; amount: number }[]>(`${MG}/member/coin-history`)).body.data;
      expect(coins?.[0]).toMatchObject({ type: 'expired', amount: -4 });
      const figures = (await t.operator.get<MinigameDailyFigures[]>(`${MG}/operator/figures`)).body.data ?? [];
      expect(figures[0]?.credit.expired).toBeGreaterThanOrEqual(10);
    });
  });

  describe('profit withdrawals', () => {
    async function memberWithProfit(profit: number) {
      const game = await newGame(t.operator, always(prize('profit', profit, 1)));
      const member = await memberClient(t);
      await grantCoins(t.operator, member.tel, 1);
      expect((await playGame(member, game.slug)).status).toBe(200);
      return member;
    }
    const request = (member: MoneyClient, amount: number, key?: ReturnType<typeof newKey>) =>
      member.postKeyed<MinigameWithdrawRow>(`${MG}/request-withdraw`, { amount }, key);

    it('reserves the profit at request; the operator approves it into the wallet once', async () => {
      const member = await memberWithProfit(30);
      expect((await request(member, 10)).body.error).toEqual({
        code: 'BUSINESS_RULE',
        message: `${MINIGAME_MESSAGES.belowMinimum} 20.00 บาท`,
      });
      expect((await request(member, 40)).body.error?.message).toBe(MINIGAME_MESSAGES.notEnoughProfit);
      const key = newKey();
      const asked = await request(member, 25, key);
      expect(asked.status).toBe(201);
      expect(asked.body.data).toMatchObject({ amount: 25, status: 'pending', decidedAt: null, note: null });
      expect((await request(member, 25, key)).body).toEqual(asked.body);
      expect(await currentCredit(member)).toMatchObject({ profit: 5, pendingProfit: 25 });
      expect((await member.get(`${MG}/member/withdraw-history`)).body.data).toEqual([asked.body.data]);

      const queue = (
        await t.operator.get<Page<AdminMinigameWithdrawalRow>>(`${MG}/operator/withdrawals?status=pending`)
      ).body.data;
      expect(queue?.items.find((row) => row.id === asked.body.data?.id)).toMatchObject({
        member: { tel: member.tel },
        amount: 25,
        status: 'pending',
      });
      const wallet = await creditOf(member);
      const approved = await t.operator.post<AdminMinigameWithdrawalRow>(
        `${MG}/operator/withdrawals/${asked.body.data?.id}/approve`,
      );
      expect(approved.body.data).toMatchObject({ status: 'approved', decidedBy: 'admin' });
      expect(await creditOf(member)).toBe(wallet + 25);
      for (const verb of ['approve', 'reject']) {
        expect((await t.operator.post(`${MG}/operator/withdrawals/${asked.body.data?.id}/${verb}`)).body.error).toEqual(
          {
            code: 'CONFLICT',
            message: MINIGAME_MESSAGES.withdrawalNotPending,
          },
        );
      }
      expect(await creditOf(member)).toBe(wallet + 25);
      expect(await currentCredit(member)).toMatchObject({ profit: 5, pendingProfit: 0 });
      const { rows } = await t.db.query<{ action: string }>(
        `SELECT action FROM audit_log WHERE target_type = 'minigame_withdrawal' AND target_id = $1`,
        [asked.body.data?.id],
      );
      expect(rows.map((row) => row.action)).toEqual(['minigame.withdrawal_approve']);
    });

    it('gives the profit back on a rejection, with the operator’s note', async () => {
      const member = await memberWithProfit(20);
      const asked = await request(member, 20);
      const wallet = await creditOf(member);
      const rejected = await t.operator.post(`${MG}/operator/withdrawals/${asked.body.data?.id}/reject`, {
        note: 'บัญชีไม่ตรง',
      });
      expect(rejected.body.data).toMatchObject({ status: 'rejected', note: 'บัญชีไม่ตรง' });
      expect(await creditOf(member)).toBe(wallet);
      expect(await currentCredit(member)).toMatchObject({ profit: 20, pendingProfit: 0 });
      expect((await member.get<MinigameWithdrawRow[]>(`${MG}/member/withdraw-history`)).body.data?.[0]).toMatchObject({
        status: 'rejected',
        note: 'บัญชีไม่ตรง',
        decidedAt: expect.any(String),
      });
      // The profit given back can be asked for again.
      expect((await request(member, 20)).status).toBe(201);
    });

    it('lets only an operator with money.decide decide, and only one with minigame.view read the queue', async () => {
      const member = await memberWithProfit(20);
      const asked = await request(member, 20);
      const support = await operatorClient(t, 'support');
      const content = await operatorClient(t, 'content');
      const finance = await operatorClient(t, 'finance');
      expect((await support.get(`${MG}/operator/withdrawals`)).body.error).toEqual({
        code: 'FORBIDDEN',
        message: SERVER_MESSAGES.forbidden,
      });
      expect((await content.post(`${MG}/operator/withdrawals/${asked.body.data?.id}/approve`)).status).toBe(403);
      expect((await member.post(`${MG}/operator/withdrawals/${asked.body.data?.id}/approve`)).status).toBe(403);
      expect((await finance.get(`${MG}/operator/withdrawals`)).status).toBe(200);
      expect((await finance.post(`${MG}/operator/withdrawals/${asked.body.data?.id}/reject`)).body.data).toMatchObject({
        status: 'rejected',
        note: null,
      });
      expect((await t.operator.post(`${MG}/operator/withdrawals/999999999/approve`)).status).toBe(404);
    });
  });
});
