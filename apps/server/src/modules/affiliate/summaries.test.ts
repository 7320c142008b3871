import {
  AFFILIATE_MESSAGES,
  type AffiliateByDateRow,
  type AffiliateByRegisterDateRow,
  type AffiliateByUsernameRow,
  type AffiliateRanking,
  bangkokDayOf,
  maskPhone,
  VALIDATION,
} from '@member/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../test/harness';
import { fund, type MoneyClient, newKey } from '../money/test-support';
import { catchUpAccruals } from './accrual';
import { bangkokWeekStart, DAY_MS } from './rules';
import {
  accrueNow,
  backdateTransfers,
  downlineOf,
  lastTransferId,
  type Member,
  moveOnWallet,
  register,
  setWatermark,
  useAffiliateSuite,
} from './test-support';

const HOUR_MS = 60 * 60_000;

/**
 * One affiliate's history over two weeks: A has downlines d1 and d2, B has e1, C has none.
 * - Tuesday of last week: d1 loses 1,000 → A 50.00.
 * - Saturday of last week: d2 wins 200 → A −10.00 (carried), e1 loses 4,000 → B 200.00.
 * - today (the operator's run): d1 loses 2,000 → A 100.00 − 10.00 = 90.00.
 */
describe.each(DATABASE_KINDS)('the members’ summaries and rankings on %s', (kind) => {
  const t = useAffiliateSuite(kind, { admin: 'admin' });
  let a: Member;
  let b: Member;
  let c: Member;
  let d1: Member;
  let d2: Member;
  const week = bangkokWeekStart(Date.now());
  const tuesday = week - 6 * DAY_MS;
  const saturday = week - 2 * DAY_MS;
  const today = bangkokDayOf(Date.now());
  const day = (ms: number) => bangkokDayOf(ms);

  beforeAll(async () => {
    await setWatermark(t.db, week - 7 * DAY_MS);
    [a, b, c] = [await register(t), await register(t), await register(t)];
    [d1, d2] = [await downlineOf(t, a), await downlineOf(t, a)];
    const e1 = await downlineOf(t, b);
    for (const member of [d1, d2, e1]) await fund(t.admin, member.tel, 10_000);
    const playAt = async (atMs: number, moves: [Member, { stake: number; win?: number }][]) => {
      const before = await lastTransferId(t.db);
      for (const [member, move] of moves) await moveOnWallet(t.db, member.id, move);
      await backdateTransfers(t.db, before, atMs);
    };
    await playAt(tuesday + 12 * HOUR_MS, [[d1, { stake: 1_000 }]]);
    await playAt(saturday + 12 * HOUR_MS, [
      [d2, { stake: 300, win: 500 }],
      [e1, { stake: 4_000 }],
    ]);
    await catchUpAccruals(t.db, t.app.clock);
    await moveOnWallet(t.db, d1.id, { stake: 2_000 });
    await accrueNow(t.admin);
  });

  const range = (from: number | string, to: number | string) =>
    `startDate=${typeof from === 'number' ? day(from) : from}&endDate=${typeof to === 'number' ? day(to) : to}`;
  const get = async <T>(member: MoneyClient, path: string) => {
    const answer = await member.get<T>(path);
    expect(answer.status, path).toBe(200);
    return answer.body.data as T;
  };

  it('by date: the commission credited per Bangkok day, oldest first, days without one left out', async () => {
    expect(await get<AffiliateByDateRow[]>(a, `/api/income/summary-downline-by-date?${range(tuesday, today)}`)).toEqual(
      [
        { date: day(tuesday), aff: 50 },
        { date: today, aff: 90 },
      ],
    );
    expect(await get(a, `/api/income/summary-downline-by-date?${range(saturday, saturday)}`)).toEqual([]);
    expect(await get(b, `/api/income/summary-downline-by-date?${range(tuesday, today)}`)).toEqual([
      { date: day(saturday), aff: 200 },
    ]);
    expect(await get(c, `/api/income/summary-downline-by-date?${range(tuesday, today)}`)).toEqual([]);
  });

  it('by member: every downline with its contribution in the range, most first, phones masked', async () => {
    const rows = await get<AffiliateByUsernameRow[]>(
      a,
      `/api/income/summary-downline-by-username?${range(tuesday, today)}`,
    );
    expect(rows).toEqual([
      { username: maskPhone(d1.tel), registerDate: today, aff: 150, level: 1 },
      { username: maskPhone(d2.tel), registerDate: today, aff: -10, level: 1 },
    ]);
    expect(rows.some((r) => r.username.includes(d1.tel.slice(3, 7)))).toBe(false);
    expect(
      (
        await get<AffiliateByUsernameRow[]>(a, `/api/income/summary-downline-by-username?${range(saturday, saturday)}`)
      ).map((r) => r.aff),
    ).toEqual([0, -10]);
  });

  it('by registration day: the downlines registered in the range and their contribution in it', async () => {
    expect(
      await get<AffiliateByRegisterDateRow[]>(
        a,
        `/api/income/summary-downline-by-register-date?${range(tuesday, today)}`,
      ),
    ).toEqual([{ date: today, members: 2, aff: 140 }]);
    expect(await get(a, `/api/income/summary-downline-by-register-date?${range(tuesday, saturday)}`)).toEqual([]);
  });

  it('rankings: this week, last week, since each one’s last withdrawal; masked, with the member’s own place', async () => {
    const ranking = (member: MoneyClient, period: string) =>
      get<AffiliateRanking>(member, `/api/income/ranking?period=${period}`);
    const lastWeek = await ranking(a, 'last-week');
    expect(lastWeek).toMatchObject({
      period: 'last-week',
      start: new Date(week - 7 * DAY_MS).toISOString(),
      end: new Date(week).toISOString(),
      rows: [
        { rank: 1, username: maskPhone(b.tel), aff: 200 },
        { rank: 2, username: maskPhone(a.tel), aff: 50 },
      ],
      me: { rank: 2, aff: 50 },
    });
    expect(await ranking(a, 'week')).toMatchObject({
      rows: [{ rank: 1, username: maskPhone(a.tel), aff: 90 }],
      me: { rank: 1 },
    });
    expect((await ranking(c, 'week')).me).toEqual({ rank: null, aff: 0 });
    expect((await ranking(b, 'week')).me).toEqual({ rank: null, aff: 0 });
    // The default period is the week.
    expect((await get<AffiliateRanking>(a, '/api/income/ranking')).period).toBe('week');
    expect((await ranking(a, 'flush')).rows.map((r) => [r.username, r.aff])).toEqual([
      [maskPhone(b.tel), 200],
      [maskPhone(a.tel), 140],
    ]);
  });

  it('flush: contributions and ranking since the member’s latest withdrawal request', async () => {
    const flush = () => get<AffiliateByUsernameRow[]>(a, '/api/income/summary-downline-by-username-flush');
    expect((await flush()).map((r) => [r.username, r.aff])).toEqual([
      [maskPhone(d1.tel), 150],
      [maskPhone(d2.tel), -10],
    ]);
    expect((await a.postKeyed('/api/income/withdraw-income', { amount: 100 }, newKey())).status).toBe(201);
    expect((await flush()).map((r) => r.aff)).toEqual([0, 0]);
    await moveOnWallet(t.db, d2.id, { stake: 1_000 });
    await accrueNow(t.admin);
    expect((await flush()).map((r) => [r.username, r.aff])).toEqual([
      [maskPhone(d2.tel), 50],
      [maskPhone(d1.tel), 0],
    ]);
    const ranking = await get<AffiliateRanking>(a, '/api/income/ranking?period=flush');
    expect(ranking.start).toBeNull();
    expect(ranking.me).toEqual({ rank: 2, aff: 50 });
  });

  it('refuses bad dates and ranges with 400 and the Thai text', async () => {
    const cases: [string, string][] = [
      ['', AFFILIATE_MESSAGES.dateRequired],
      ['startDate=2026-01-01', AFFILIATE_MESSAGES.dateRequired],
      ['endDate=2026-01-01', AFFILIATE_MESSAGES.dateRequired],
      ['startDate=2026-02-30&endDate=2026-03-01', VALIDATION.dateInvalid],
      ['startDate=01/02/2026&endDate=2026-03-01', VALIDATION.dateInvalid],
      ['startDate=2026-03-02&endDate=2026-03-01', VALIDATION.dateRange],
      ['startDate=2024-01-01&endDate=2025-01-01', AFFILIATE_MESSAGES.rangeTooLong],
    ];
    for (const path of [
      '/api/income/summary-downline-by-date',
      '/api/income/summary-downline-by-register-date',
      '/api/income/summary-downline-by-username',
    ]) {
      for (const [query, message] of cases) {
        const answer = await a.get(`${path}?${query}`);
        expect(answer.status, `${path}?${query}`).toBe(400);
        expect(answer.body.error, `${path}?${query}`).toEqual({ code: 'BAD_REQUEST', message });
      }
      // 366 days, both ends counted, is the widest range.
      expect((await a.get(`${path}?startDate=2025-01-01&endDate=2026-01-01`)).status).toBe(200);
    }
    expect((await a.get('/api/income/ranking?period=month')).body.error).toEqual({
      code: 'BAD_REQUEST',
      message: VALIDATION.invalidValue,
    });
  });

  it('answers 401 to a guest on every member call', async () => {
    const guest = new (a.constructor as typeof MoneyClient)(t.app);
    for (const path of [
      '/api/income/aff-data',
      '/api/income/income-data',
      '/api/income/aff-history',
      `/api/income/summary-downline-by-date?${range(tuesday, today)}`,
      '/api/income/summary-downline-by-username-flush',
      '/api/income/ranking',
    ]) {
      expect((await guest.get(path)).status, path).toBe(401);
    }
    expect((await guest.postKeyed('/api/income/withdraw-income', { amount: 100 })).status).toBe(401);
  });
});
