import { type AffiliateByDateRow, bangkokDayOf, bahtToSatang } from '@member/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { creditOf, fund, type MoneyClient, newKey, operatorClient } from '../money/test-support';
import { catchUpAccruals } from './accrual';
import { ACCRUAL_SETTLE_MS, bangkokDayStart, DAY_MS } from './rules';
import {
  backdateTransfers,
  downlineOf,
  expectBooksSound,
  incomeOf,
  lastTransferId,
  type Member,
  putSettings,
  register,
  SandboxProvider,
  setWatermark,
} from './test-support';

const DAYS = 30;

/** What each downline plays on day `i` of the month (baht): rounds of a stake and a win, and refunded bets. */
const SCRIPT = {
  x: (i: number) => {
    const stake = 100 + (i % 7) * 13.37;
    return { rounds: [[stake, i % 3 === 0 ? stake * 3 : (i % 5) * 7.5]], refunded: [] };
  },
  y: (i: number) => ({ rounds: [[50.05, i % 2 === 0 ? 0 : 120]], refunded: [] }),
  z: (i: number) => ({ rounds: [[200, i % 4 === 0 ? 150.5 : 0]], refunded: i % 6 === 0 ? [30] : [] }),
} satisfies Record<string, (i: number) => { rounds: number[][]; refunded: number[] }>;

/** A round's baht as the wallet API takes them: two decimals. */
const money = (baht: number) => Math.round(baht * 100) / 100;

/**
 * A scripted month: A's downlines x and y (level 1) and y's downline z (A's level 2) play every day
 * through the game providers' signed wallet API; each closed Bangkok day is accrued by the scheduled
 * job's catch-up, one run a day; A and y are credited to the satang what a plain day-by-day reckoning
 * of the same script gives (7.5 % on level 1, 2 % on level 2, negative days carried over).
 */
describe.each(DATABASE_KINDS)('a month of downline play on %s', (kind) => {
  let t: TestApp;
  let admin: MoneyClient;
  let a: Member;
  let players: Record<keyof typeof SCRIPT, Member>;
  const firstDay = bangkokDayStart(Date.now()) - DAYS * DAY_MS;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await operatorClient(t);
    await putSettings(admin, {
      affRate: 7.5,
      secondLevelRate: 2,
      negativeCarryover: true,
      basis: 'net_loss',
      minWithdraw: 10,
    });
    await setWatermark(t.db, firstDay);
    a = await register(t);
    const x = await downlineOf(t, a);
    const y = await downlineOf(t, a);
    const z = await downlineOf(t, y);
    players = { x, y, z };
    for (const member of [x, y, z]) await fund(admin, member.tel, 100_000);
  });
  afterAll(() => t.close());

  it('credits exactly the satang of a day-by-day reckoning, one run a day', async () => {
    const provider = new SandboxProvider(t);
    // The reckoning: per day, each downline's net loss in satang, its share truncated toward zero.
    const expected = { a: { carry: 0, credited: [] as number[] }, y: { carry: 0, credited: [] as number[] } };
    const settle = (who: { carry: number; credited: number[] }, shares: number) => {
      const total = shares + who.carry;
      who.credited.push(Math.max(total, 0));
      who.carry = Math.min(total, 0);
    };
    const share = (baseSatang: number, rateBp: number) => Math.trunc((baseSatang * rateBp) / 10_000);

    for (let i = 0; i < DAYS; i += 1) {
      const before = await lastTransferId(t.db);
      const base: Record<string, number> = {};
      for (const [name, script] of Object.entries(SCRIPT)) {
        const member = players[name as keyof typeof SCRIPT];
        const { rounds, refunded } = script(i);
        base[name] = 0;
        for (const [stake, win] of rounds as [number, number][]) {
          await provider.round(member.tel, money(stake), money(win));
          base[name] += bahtToSatang(money(stake)) - bahtToSatang(money(win));
        }
        for (const stake of refunded) await provider.refundedBet(member.tel, stake);
      }
      const dayStart = firstDay + i * DAY_MS;
      await backdateTransfers(t.db, before, dayStart + 12 * 60 * 60_000);
      settle(expected.a, share(base.x!, 750) + share(base.y!, 750) + share(base.z!, 200));
      settle(expected.y, share(base.z!, 750));

      // The job's next round, the morning after.
      const clock = vi.spyOn(t.app.clock, 'now').mockReturnValue(dayStart + DAY_MS + ACCRUAL_SETTLE_MS);
      const runs = await catchUpAccruals(t.db, t.app.clock);
      clock.mockRestore();
      expect(runs.map((r) => new Date(r.period_end).getTime())).toEqual([dayStart + DAY_MS]);
    }

    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const income = await incomeOf(a);
    expect(bahtToSatang(income.availableAff)).toBe(sum(expected.a.credited));
    expect(bahtToSatang(income.totalAff)).toBe(sum(expected.a.credited));
    expect(bahtToSatang((await incomeOf(players.y)).availableAff)).toBe(sum(expected.y.credited));
    // The script has losing days, winning days and carried ones.
    expect(expected.a.credited.filter((c) => c === 0).length).toBeGreaterThan(0);
    expect(expected.a.credited.filter((c) => c > 0).length).toBeGreaterThan(0);

    const byDate = (
      await a.get<AffiliateByDateRow[]>(
        `/api/income/summary-downline-by-date?startDate=${bangkokDayOf(firstDay)}&endDate=${bangkokDayOf(Date.now())}`,
      )
    ).body.data;
    expect(byDate).toEqual(
      expected.a.credited
        .map((credited, i) => ({ date: bangkokDayOf(firstDay + i * DAY_MS), aff: credited / 100 }))
        .filter((row) => row.aff > 0),
    );

    // Withdrawn to the wallet: the credit rises by exactly the income.
    const creditBefore = await creditOf(a);
    const requested = await a.postKeyed<{ id: string }>(
      '/api/income/withdraw-income',
      { amount: income.availableAff },
      newKey(),
    );
    expect(requested.status, JSON.stringify([income, requested.body])).toBe(201);
    expect((await admin.post(`/api/admin/affiliate/withdrawals/${requested.body.data?.id}/approve`, {})).status).toBe(
      200,
    );
    expect(bahtToSatang(await creditOf(a)) - bahtToSatang(creditBefore)).toBe(sum(expected.a.credited));
    expect((await incomeOf(a)).availableAff).toBe(0);
    await expectBooksSound(t.db);
  });
});
