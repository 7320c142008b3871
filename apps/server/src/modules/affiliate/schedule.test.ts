import type { AdminAffiliateDetail } from '@member/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS } from '../../test/harness';
import { fund } from '../money/test-support';
import { catchUpAccruals } from './accrual';
import { ACCRUAL_SETTLE_MS, bangkokDayStart, DAY_MS } from './rules';
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
  watermarkOf,
} from './test-support';

const HOUR_MS = 60 * 60_000;

describe.each(DATABASE_KINDS)('the scheduled accrual on %s', (kind) => {
  const t = useAffiliateSuite(kind, { admin: 'admin' });
  let affiliate: Member;
  let downline: Member;
  const today = bangkokDayStart(Date.now());
  beforeAll(async () => {
    // The programme as if installed four Bangkok days ago, nothing accrued since.
    await setWatermark(t.db, today - 4 * DAY_MS);
    affiliate = await register(t);
    downline = await downlineOf(t, affiliate);
    await fund(t.admin, downline.tel, 100_000);
  });

  const catchUp = () => catchUpAccruals(t.db, t.app.clock);
  const clockAt = (ms: number) => vi.spyOn(t.app.clock, 'now').mockReturnValue(ms);
  const commissions = async () =>
    (
      (await t.admin.get<AdminAffiliateDetail>(`/api/admin/affiliate/affiliates/${affiliate.tel}`)).body
        .data as AdminAffiliateDetail
    ).commissions;
  /** The downline's stake of `baht`, as if made at `atMs`. */
  async function stakeAt(baht: number, atMs: number) {
    const before = await lastTransferId(t.db);
    await moveOnWallet(t.db, downline.id, { stake: baht });
    await backdateTransfers(t.db, before, atMs);
  }

  it('catches up day by day, each closed Bangkok day its own run, and credits each day’s play once', async () => {
    for (const daysAgo of [4, 3, 2, 1]) await stakeAt(100 * daysAgo, today - daysAgo * DAY_MS + 12 * HOUR_MS);
    const runs = await catchUp();
    expect(runs.map((r) => [new Date(r.period_start).getTime(), new Date(r.period_end).getTime()])).toEqual([
      [today - 4 * DAY_MS, today - 3 * DAY_MS],
      [today - 3 * DAY_MS, today - 2 * DAY_MS],
      [today - 2 * DAY_MS, today - DAY_MS],
      [today - DAY_MS, today],
    ]);
    expect(runs.every((r) => r.kind === 'scheduled' && r.operator === null)).toBe(true);
    expect((await commissions()).map((c) => c.amount)).toEqual([5, 10, 15, 20]);
    expect(await catchUp()).toEqual([]);
    expect(await watermarkOf(t.db)).toBe(today);
  });

  it('waits for the day to close and settle before it accrues it', async () => {
    clockAt(today + DAY_MS + ACCRUAL_SETTLE_MS - 1);
    expect(await catchUp()).toEqual([]);
    clockAt(today + DAY_MS + ACCRUAL_SETTLE_MS);
    expect((await catchUp()).map((r) => new Date(r.period_end).getTime())).toEqual([today + DAY_MS]);
  });

  it('two processes catching up at once make each day’s run once', async () => {
    const from = await watermarkOf(t.db);
    await stakeAt(1_000, from + HOUR_MS);
    clockAt(from + 3 * DAY_MS + ACCRUAL_SETTLE_MS);
    const [first, second] = await Promise.all([catchUp(), catchUp()]);
    const ends = [...first, ...second].map((r) => new Date(r.period_end).getTime()).sort();
    expect(ends).toEqual([from + DAY_MS, from + 2 * DAY_MS, from + 3 * DAY_MS]);
    expect((await commissions()).filter((c) => c.amount === 50)).toHaveLength(1);
  });

  it('after an operator’s run during a day, accrues the rest of that day', async () => {
    const day = await watermarkOf(t.db);
    clockAt(day + 10 * HOUR_MS);
    const operatorRun = await accrueNow(t.admin);
    expect(operatorRun).toMatchObject({
      kind: 'operator',
      periodStart: new Date(day).toISOString(),
      periodEnd: new Date(day + 10 * HOUR_MS).toISOString(),
    });
    clockAt(day + DAY_MS + ACCRUAL_SETTLE_MS);
    const [rest] = await catchUp();
    expect([rest?.period_start, rest?.period_end].map((at) => new Date(at as string).getTime())).toEqual([
      day + 10 * HOUR_MS,
      day + DAY_MS,
    ]);
    // The operator's run answers nothing due once the watermark has caught up with now.
    clockAt(day + DAY_MS);
    expect(await accrueNow(t.admin)).toBeNull();
  });
});
