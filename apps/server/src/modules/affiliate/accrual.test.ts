import {
  AFFILIATE_MESSAGES,
  type AdminAccrualRun,
  type AdminAffiliateDetail,
  type AffiliateSettings,
  type Page,
} from '@member/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../test/harness';
import { fund } from '../money/test-support';
import { accrue, creditRun, startAccrual } from './accrual';
import { type CommissionLine, settleCommission } from './rules';
import {
  accrueNow,
  approvedDeposit,
  codeOf,
  depositPromotion,
  downlineOf,
  expectBooksSound,
  incomeOf,
  type Member,
  moveOnWallet,
  newDeviceId,
  putSettings,
  register,
  useAffiliateSuite,
} from './test-support';

const DEFAULTS: AffiliateSettings = {
  affRate: 5,
  secondLevelRate: 0,
  minWithdraw: 100,
  basis: 'net_loss',
  negativeCarryover: true,
  addressFlagsAlone: false,
};

describe.each(DATABASE_KINDS)('accrual on %s', (kind) => {
  const t = useAffiliateSuite(kind, { admin: 'admin' });
  // Runs before the suite's check of the books.
  afterEach(() => putSettings(t.admin, DEFAULTS));

  /** A member with `count` funded downlines. */
  async function team(count: number, fundBaht = 10_000): Promise<{ affiliate: Member; downlines: Member[] }> {
    const affiliate = await register(t);
    const downlines = [];
    for (let i = 0; i < count; i += 1) {
      const downline = await downlineOf(t, affiliate);
      if (fundBaht > 0) await fund(t.admin, downline.tel, fundBaht);
      downlines.push(downline);
    }
    return { affiliate, downlines };
  }

  const play = (member: Member, moves: { stake?: number; win?: number; refund?: number }) =>
    moveOnWallet(t.db, member.id, moves);
  const available = async (member: Member) => (await incomeOf(member)).availableAff;
  const commissionsOf = async (member: Member) =>
    (
      (await t.admin.get<AdminAffiliateDetail>(`/api/admin/affiliate/affiliates/${member.tel}`)).body
        .data as AdminAffiliateDetail
    ).commissions;

  /**
   * Every commission row of the database equals the arithmetic of its own lines at its run's rates
   * and its carry in (the pure `settleCommission` beside the set-based SQL).
   */
  async function expectRowsMatchTheirLines(): Promise<void> {
    const { rows } = await t.db.query<{
      id: string;
      rate_bp: number;
      second_level_rate_bp: number;
      negative_carryover: boolean;
      l1: string;
      l2: string;
      carried_in: string;
      amount: string;
      carried_out: string;
      lines: { level: 1 | 2; base: string }[] | null;
    }>(
      `SELECT c.id::text AS id, c.rate_bp, c.second_level_rate_bp, r.negative_carryover,
              c.level_one_base_satang::text AS l1, c.level_two_base_satang::text AS l2,
              c.carried_in_satang::text AS carried_in, c.amount_satang::text AS amount,
              c.carried_out_satang::text AS carried_out,
              (SELECT json_agg(json_build_object('level', l.level, 'base', l.base_satang::text))
               FROM affiliate_commission_lines l WHERE l.commission_id = c.id) AS lines
       FROM affiliate_commissions c JOIN affiliate_accrual_runs r ON r.id = c.run_id`,
    );
    for (const row of rows) {
      const lines: CommissionLine[] = (row.lines ?? []).map((l) => ({ level: l.level, baseSatang: Number(l.base) }));
      const expected = settleCommission(
        lines,
        { rateBp: row.rate_bp, secondLevelRateBp: row.second_level_rate_bp, negativeCarryover: row.negative_carryover },
        Number(row.carried_in),
      );
      expect([row.l1, row.l2, row.carried_in, row.amount, row.carried_out].map(Number), `commission ${row.id}`).toEqual(
        [
          expected.levelOneBaseSatang,
          expected.levelTwoBaseSatang,
          expected.carriedInSatang,
          expected.amountSatang,
          expected.carriedOutSatang,
        ],
      );
    }
  }

  it('credits each affiliate its share of its downlines’ net loss, and a second run credits nothing more', async () => {
    const { affiliate, downlines } = await team(2);
    await play(downlines[0]!, { stake: 1_000, win: 400 }); // loses 600
    await play(downlines[1]!, { stake: 200, win: 500 }); // wins 300
    const run = await accrueNow(t.admin);
    expect(run).toMatchObject({ kind: 'operator', operator: 'admin' });
    expect(run!.affiliates).toBeGreaterThanOrEqual(1);
    // (600 − 300) × 5 % = 15.00
    expect(await available(affiliate)).toBe(15);
    const [commission] = await commissionsOf(affiliate);
    expect(commission).toMatchObject({ levelOneBase: 300, levelTwoBase: 0, carriedIn: 0, amount: 15, carriedOut: 0 });
    expect(commission?.periodStart).toBe(run?.periodStart);
    expect(commission?.periodEnd).toBe(run?.periodEnd);

    const again = await accrueNow(t.admin);
    expect(again === null || again.periodStart === run?.periodEnd).toBe(true);
    expect(await available(affiliate)).toBe(15);
    expect(await commissionsOf(affiliate)).toHaveLength(1);
    expect(await incomeOf(affiliate)).toMatchObject({ totalAff: 15, availableAff: 15, totalDownlineMember: 2 });
    await expectRowsMatchTheirLines();
  });

  it('two runs at once credit once: one runs, the other finds nothing left or is refused as busy', async () => {
    const { affiliate, downlines } = await team(1);
    await play(downlines[0]!, { stake: 2_000 });
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.admin.post<{ run: AdminAccrualRun | null }>('/api/admin/affiliate/accruals')),
    );
    for (const answer of answers) {
      if (answer.status === 409)
        expect(answer.body.error).toEqual({ code: 'CONFLICT', message: AFFILIATE_MESSAGES.accrualBusy });
      else expect(answer.status).toBe(200);
    }
    expect(answers.some((a) => a.status === 200 && a.body.data?.run)).toBe(true);
    expect(await available(affiliate)).toBe(100);
    expect(await commissionsOf(affiliate)).toHaveLength(1);
  });

  it.skipIf(kind === 'pglite')('refuses a run while another holds the programme, with the Thai text', async () => {
    await t.db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM affiliate_settings WHERE id = 1 FOR UPDATE');
      const busy = await t.admin.post('/api/admin/affiliate/accruals');
      expect(busy.status).toBe(409);
      expect(busy.body.error).toEqual({ code: 'CONFLICT', message: AFFILIATE_MESSAGES.accrualBusy });
    });
    expect((await t.admin.post('/api/admin/affiliate/accruals')).status).toBe(200);
  });

  it('credits a run larger than a batch over several transactions, each commission once', async () => {
    const teams: Awaited<ReturnType<typeof team>>[] = [];
    for (let i = 0; i < 5; i += 1) teams.push(await team(1));
    for (const [i, { downlines }] of teams.entries()) await play(downlines[0]!, { stake: 100 * (i + 1) });
    // A process that decides the run and stops after its first batch of 2 credits.
    const started = await t.db.transaction((tx) =>
      startAccrual(tx, { kind: 'scheduled', operatorId: null, endOf: () => Date.now(), batchSize: 2 }),
    );
    expect(started.ok && started.run?.credited_at).toBeNull();
    const runId = started.ok ? (started.run?.id as string) : '';
    const credited = async () =>
      (await Promise.all(teams.map(({ affiliate }) => available(affiliate)))).filter((a) => a > 0);
    expect(await credited()).toHaveLength(2);
    await expectBooksSound(t.db);
    const listed = (await t.admin.get<Page<AdminAccrualRun>>('/api/admin/affiliate/accruals?limit=1')).body.data
      ?.items[0];
    expect(listed).toMatchObject({ id: runId, creditedAt: null });

    // Two processes finish it at once; then the next run would find nothing left of it.
    const [first, second] = await Promise.all([creditRun(t.db, runId, 2), creditRun(t.db, runId, 2)]);
    expect(first.credited_at).not.toBeNull();
    expect(second.credited_at).not.toBeNull();
    expect(await Promise.all(teams.map(({ affiliate }) => available(affiliate)))).toEqual([5, 10, 15, 20, 25]);
    for (const { affiliate } of teams) expect(await commissionsOf(affiliate)).toHaveLength(1);
    const next = await accrue(t.db, { kind: 'scheduled', operatorId: null, endOf: () => Date.now(), batchSize: 2 });
    expect(next.ok && next.run?.credited_at).not.toBeNull();
    expect(await Promise.all(teams.map(({ affiliate }) => available(affiliate)))).toEqual([5, 10, 15, 20, 25]);
  });

  it('the next run first finishes the credits a stopped process left', async () => {
    const teams: Awaited<ReturnType<typeof team>>[] = [];
    for (let i = 0; i < 3; i += 1) teams.push(await team(1));
    for (const { downlines } of teams) await play(downlines[0]!, { stake: 200 });
    await t.db.transaction((tx) =>
      startAccrual(tx, { kind: 'scheduled', operatorId: null, endOf: () => Date.now(), batchSize: 1 }),
    );
    expect((await Promise.all(teams.map(({ affiliate }) => available(affiliate)))).filter((a) => a > 0)).toHaveLength(
      1,
    );
    await accrueNow(t.admin);
    expect(await Promise.all(teams.map(({ affiliate }) => available(affiliate)))).toEqual([10, 10, 10]);
    const runs = (await t.admin.get<Page<AdminAccrualRun>>('/api/admin/affiliate/accruals?limit=2')).body.data?.items;
    expect(runs?.every((r) => r.creditedAt !== null)).toBe(true);
  });

  it('the database refuses two runs over the same instants', async () => {
    const runs = (await t.admin.get<Page<AdminAccrualRun>>('/api/admin/affiliate/accruals?limit=1')).body.data?.items;
    await accrueNow(t.admin);
    const last = (await t.admin.get<Page<AdminAccrualRun>>('/api/admin/affiliate/accruals?limit=1')).body.data
      ?.items[0];
    expect(last?.id).not.toBe(runs?.[0]?.id);
    await expect(
      t.db.query(
        `INSERT INTO affiliate_accrual_runs (kind, period_start, period_end, basis, aff_rate_bp, second_level_rate_bp,
           negative_carryover) VALUES ('scheduled', $1, $2, 'net_loss', 500, 0, true)`,
        [last?.periodStart, last?.periodEnd],
      ),
    ).rejects.toThrow();
  });

  it('deducts wins, refunds and bonuses received from the net loss', async () => {
    const { affiliate, downlines } = await team(1, 0);
    const downline = downlines[0]!;
    const promotion = await depositPromotion(t.admin, 10);
    await approvedDeposit(downline, t.admin, 1_000, promotion); // + 100.00 bonus
    await play(downline, { stake: 900, win: 100 });
    await play(downline, { stake: 50, refund: 50 });
    await accrueNow(t.admin);
    // stakes 950 − wins 100 − refunds 50 − bonus 100 = 700 → 35.00
    expect(await commissionsOf(affiliate)).toMatchObject([{ levelOneBase: 700, amount: 35 }]);
    expect(await available(affiliate)).toBe(35);
  });

  it('pays level 2 at its own rate, and nothing at level 2 while its rate is 0', async () => {
    const { affiliate: top, downlines } = await team(1);
    const middle = downlines[0]!;
    const bottom = await downlineOf(t, middle);
    await fund(t.admin, bottom.tel, 5_000);
    await play(bottom, { stake: 1_000 });
    await accrueNow(t.admin);
    expect(await available(top)).toBe(0);
    expect(await available(middle)).toBe(50);

    await putSettings(t.admin, { secondLevelRate: 2.5 });
    await play(bottom, { stake: 1_000 });
    await play(middle, { stake: 10 });
    await accrueNow(t.admin);
    // top: level 2 on 1,000 at 2.5 % + level 1 on 10 at 5 %
    expect((await commissionsOf(top))[0]).toMatchObject({ levelOneBase: 10, levelTwoBase: 1_000, amount: 25.5 });
    expect(await available(middle)).toBe(100);
    await expectRowsMatchTheirLines();
  });

  it('carries a negative period into the next with carryover, and forgets it without', async () => {
    const { affiliate, downlines } = await team(1);
    const downline = downlines[0]!;
    await play(downline, { stake: 100, win: 700 }); // wins 600 → −30.00
    await accrueNow(t.admin);
    expect((await commissionsOf(affiliate))[0]).toMatchObject({ amount: 0, carriedOut: -30 });
    await accrueNow(t.admin); // nothing played: the carry is carried on, in a row of its own
    expect((await commissionsOf(affiliate))[0]).toMatchObject({
      levelOneBase: 0,
      carriedIn: -30,
      amount: 0,
      carriedOut: -30,
    });
    await play(downline, { stake: 1_000 }); // 50.00 − 30.00
    await accrueNow(t.admin);
    expect((await commissionsOf(affiliate))[0]).toMatchObject({ carriedIn: -30, amount: 20, carriedOut: 0 });
    expect(await available(affiliate)).toBe(20);

    await play(downline, { stake: 100, win: 700 });
    await accrueNow(t.admin);
    expect((await commissionsOf(affiliate))[0]).toMatchObject({ carriedOut: -30 });
    await putSettings(t.admin, { negativeCarryover: false });
    await play(downline, { stake: 1_000 });
    await accrueNow(t.admin);
    expect((await commissionsOf(affiliate))[0]).toMatchObject({ carriedIn: 0, amount: 50, carriedOut: 0 });
    expect(await available(affiliate)).toBe(70);
    await expectRowsMatchTheirLines();
  });

  it('on the deposit basis, counts approved deposits and not manual credits', async () => {
    await putSettings(t.admin, { basis: 'deposit', affRate: 1.25 });
    const { affiliate, downlines } = await team(1, 0);
    const downline = downlines[0]!;
    await approvedDeposit(downline, t.admin, 1_234.56);
    await fund(t.admin, downline.tel, 5_000); // a manual credit
    await play(downline, { stake: 1_000 });
    await accrueNow(t.admin);
    // 123,456 satang × 1.25 % = 1,543.2 → 1,543 satang
    expect(await commissionsOf(affiliate)).toMatchObject([{ basis: 'deposit', levelOneBase: 1_234.56, amount: 15.43 }]);
    expect(await incomeOf(affiliate)).toMatchObject({ totalDepositMember: 1, availableAff: 15.43 });
  });

  it('applies a change of settings to the runs after it only', async () => {
    const { affiliate, downlines } = await team(1);
    await play(downlines[0]!, { stake: 1_000 });
    await accrueNow(t.admin);
    await putSettings(t.admin, { affRate: 10 });
    await play(downlines[0]!, { stake: 1_000 });
    await accrueNow(t.admin);
    expect((await commissionsOf(affiliate)).map((c) => c.amount)).toEqual([100, 50]);
    const runs = (await t.admin.get<Page<AdminAccrualRun>>('/api/admin/affiliate/accruals?limit=2')).body.data?.items;
    const { rows } = await t.db.query<{ id: string; aff_rate_bp: number }>(
      'SELECT r.id::text AS id, r.aff_rate_bp FROM affiliate_accrual_runs r WHERE r.id = ANY ($1::bigint[]) ORDER BY r.id',
      [runs?.map((r) => r.id)],
    );
    expect(rows.map((r) => r.aff_rate_bp)).toEqual([500, 1_000]);
  });

  it('pays nothing for a flagged downline until it is cleared, and never for an excluded one', async () => {
    const device = newDeviceId();
    const affiliate = await register(t, { deviceId: device });
    const flagged = await register(t, { prefix: await codeOf(affiliate), deviceId: device });
    const excluded = await downlineOf(t, affiliate);
    await Promise.all([fund(t.admin, flagged.tel, 5_000), fund(t.admin, excluded.tel, 5_000)]);
    expect(
      (await t.admin.post(`/api/admin/affiliate/downlines/${excluded.tel}/exclude`, { note: 'บัญชีซ้ำ' })).status,
    ).toBe(200);
    await play(flagged, { stake: 1_000 });
    await play(excluded, { stake: 1_000 });
    await accrueNow(t.admin);
    expect(await available(affiliate)).toBe(0);
    expect(await commissionsOf(affiliate)).toEqual([]);

    expect((await t.admin.post(`/api/admin/affiliate/downlines/${flagged.tel}/clear`, {})).status).toBe(200);
    await play(flagged, { stake: 1_000 });
    await play(excluded, { stake: 1_000 });
    await accrueNow(t.admin);
    // Only what the cleared downline played after it was cleared.
    expect(await available(affiliate)).toBe(50);
  });

  it('a held affiliate still accrues (holding stops withdrawals, not earnings)', async () => {
    const { affiliate, downlines } = await team(1);
    expect((await t.admin.post(`/api/admin/affiliate/affiliates/${affiliate.tel}/hold`, {})).status).toBe(200);
    await play(downlines[0]!, { stake: 400 });
    await accrueNow(t.admin);
    expect(await available(affiliate)).toBe(20);
  });

  it('writes no row for an idle affiliate, and credits to the satang with shares truncated per downline', async () => {
    const idle = await team(1);
    const { affiliate, downlines } = await team(3);
    await play(downlines[0]!, { stake: 1.99 }); // 9.95 satang → 9
    await play(downlines[1]!, { stake: 1.99 });
    await play(downlines[2]!, { stake: 2.99, win: 5 }); // −201 satang → −10.05 → −10
    await accrueNow(t.admin);
    expect(await commissionsOf(idle.affiliate)).toEqual([]);
    expect(await commissionsOf(affiliate)).toMatchObject([{ levelOneBase: 1.97, amount: 0.08 }]);
    await expectRowsMatchTheirLines();
  });
});
