import {
  type AdminMemberLimits,
  type DepositRow,
  LIMIT_BACKOFFICE_TEXTS,
  LIMIT_TEXTS,
  type MemberBreak,
  type MemberLimits,
  type WithdrawRow,
} from '@member/shared';
import { describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS } from '../../../test/harness';
import { findMemberIdByTel } from '../index';
import { creditOf, fund, type MoneyClient, memberClient, useOperatorSuite } from '../test-support';
import { periodBounds } from './periods';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Wednesday 25 November 2026, 12:00 in Bangkok. */
const WED_NOON = Date.UTC(2026, 10, 25, 5);

describe('the Bangkok calendar periods', () => {
  it('are the day, the week from Monday and the month, in Bangkok time', () => {
    const iso = (ms: number) => new Date(ms).toISOString();
    const day = periodBounds('day', WED_NOON);
    expect([iso(day.startMs), iso(day.endMs)]).toEqual(['2026-11-24T17:00:00.000Z', '2026-11-25T17:00:00.000Z']);
    const week = periodBounds('week', WED_NOON);
    expect([iso(week.startMs), iso(week.endMs)]).toEqual(['2026-11-22T17:00:00.000Z', '2026-11-29T17:00:00.000Z']);
    const month = periodBounds('month', WED_NOON);
    expect([iso(month.startMs), iso(month.endMs)]).toEqual(['2026-10-31T17:00:00.000Z', '2026-11-30T17:00:00.000Z']);
    // 00:30 Monday in Bangkok is still Sunday in UTC: the week starts that Monday.
    const mondayEarly = Date.UTC(2026, 10, 22, 17, 30);
    expect(iso(periodBounds('week', mondayEarly).startMs)).toBe('2026-11-22T17:00:00.000Z');
    // Sunday 23:59 in Bangkok belongs to the week before.
    expect(iso(periodBounds('week', mondayEarly - HOUR_MS).startMs)).toBe('2026-11-15T17:00:00.000Z');
  });
});

describe.each(DATABASE_KINDS)('limits a member sets on %s', (kind) => {
  const t = useOperatorSuite(kind, { operator: 'admin', support: 'support' });

  const clockAt = (ms: number) => vi.spyOn(t.app.clock, 'now').mockReturnValue(ms);
  const limitsOf = async (member: MoneyClient) => (await member.get<MemberLimits>('/api/member/limits')).body.data;
  const deposit = (member: MoneyClient, amount: number) =>
    member.postKeyed<DepositRow>('/api/member/regulardeposit', { amount });
  const setLimits = (member: MoneyClient, body: Record<string, unknown>) =>
    member.request<MemberLimits>('PUT', '/api/member/limits', body);
  const refused = (message: string) => ({ status: 422, body: { error: { code: 'BUSINESS_RULE', message } } });
  const waitingDeposits = async (tel: string) => {
    const { rows } = await t.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM deposits d JOIN members m ON m.id = d.member_id
        WHERE m.tel = $1 AND d.status = 'waiting_for_approve'`,
      [tel],
    );
    return Number(rows[0]?.n);
  };

  describe('deposit limits', () => {
    it('refuses a request above the daily limit naming what is left, and records nothing', async () => {
      const member = await memberClient(t);
      expect(await setLimits(member, { day: 1000 })).toMatchObject({ status: 200 });
      expect((await deposit(member, 800)).status).toBe(201);
      expect(await deposit(member, 300)).toMatchObject(refused(LIMIT_TEXTS.overLimit('day', 200)));
      expect(LIMIT_TEXTS.overLimit('day', 200)).toBe('เกินขีดจำกัดการฝากรายวัน ฝากได้อีก 200.00 บาท');
      expect(await waitingDeposits(member.tel)).toBe(1);
      expect((await deposit(member, 200)).status).toBe(201);
      const day = (await limitsOf(member))?.limits.find((limit) => limit.period === 'day');
      expect(day).toMatchObject({ limit: 1000, used: 1000, left: 0, pending: null });
    });

    it('counts waiting and approved requests, not rejected ones, across bank and gateway deposits', async () => {
      const member = await memberClient(t);
      await setLimits(member, { week: 500 });
      const bank = (await deposit(member, 200)).body.data as DepositRow;
      expect((await member.postKeyed('/api/member/cp/deposit', { amount: 200 })).status).toBe(201);
      expect(await member.postKeyed('/api/member/cp/deposit', { amount: 101 })).toMatchObject(
        refused(LIMIT_TEXTS.overLimit('week', 100)),
      );
      const rejected = await t.operator.postKeyed(`/api/admin/deposits/${bank.id}/reject`, { annotation: 'ไม่พบยอด' });
      expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
      expect((await deposit(member, 300)).status).toBe(201);
      expect(await deposit(member, 0.01)).toMatchObject(refused(LIMIT_TEXTS.overLimit('week', 0)));
    });

    it('counts each period from its Bangkok start: yesterday counts for the week and month, not the day', async () => {
      clockAt(WED_NOON);
      const member = await memberClient(t);
      const memberId = await findMemberIdByTel(t.db, member.tel);
      const at = (ms: number) => new Date(ms).toISOString();
      // Tuesday (this week), last Sunday (this month, last week), 31 October (last month).
      for (const [ms, satang] of [
        [WED_NOON - DAY_MS, 30_000],
        [WED_NOON - 3 * DAY_MS, 20_000],
        [Date.UTC(2026, 9, 31, 10), 50_000],
      ] as const) {
        await t.db.query(
          `INSERT INTO deposits (member_id, amount_satang, type, status, created_at)
           VALUES ($1, $2, 'bank', 'waiting_for_approve', $3)`,
          [memberId, satang, at(ms)],
        );
      }
      await setLimits(member, { day: 1000, week: 1000, month: 1000 });
      const used = Object.fromEntries((await limitsOf(member))?.limits.map((l) => [l.period, l.used]) ?? []);
      expect(used).toEqual({ day: 0, week: 300, month: 500 });
      expect(await deposit(member, 501)).toMatchObject(refused(LIMIT_TEXTS.overLimit('month', 500)));
      expect((await deposit(member, 500)).status).toBe(201);
    });

    it('lowers at once, raises and removes only 24 hours later, and a pending raise can be cancelled', async () => {
      const now = Date.now();
      clockAt(now);
      const member = await memberClient(t);
      await setLimits(member, { day: 500 });
      const raised = await setLimits(member, { day: 2000, month: 3000 });
      const day = raised.body.data?.limits.find((l) => l.period === 'day');
      expect(day).toMatchObject({
        limit: 500,
        pending: { limit: 2000, effective_at: new Date(now + DAY_MS).toISOString() },
      });
      // A new limit where none was is a lowering: at once.
      expect(raised.body.data?.limits.find((l) => l.period === 'month')).toMatchObject({ limit: 3000, pending: null });
      expect(await deposit(member, 600)).toMatchObject(refused(LIMIT_TEXTS.overLimit('day', 500)));

      // The same raise asked again later keeps its time.
      clockAt(now + HOUR_MS);
      const again = await setLimits(member, { day: 2000 });
      expect(again.body.data?.limits.find((l) => l.period === 'day')?.pending?.effective_at).toBe(
        new Date(now + DAY_MS).toISOString(),
      );
      clockAt(now + DAY_MS - 1);
      expect((await limitsOf(member))?.limits.find((l) => l.period === 'day')?.limit).toBe(500);
      clockAt(now + DAY_MS);
      expect((await limitsOf(member))?.limits.find((l) => l.period === 'day')).toMatchObject({
        limit: 2000,
        pending: null,
      });

      // Removing waits too; the member may cancel it.
      const removing = await setLimits(member, { day: null });
      expect(removing.body.data?.limits.find((l) => l.period === 'day')).toMatchObject({
        limit: 2000,
        pending: { limit: null },
      });
      const cancelled = await setLimits(member, { cancel_pending: ['day'] });
      expect(cancelled.body.data?.limits.find((l) => l.period === 'day')).toMatchObject({ limit: 2000, pending: null });
      clockAt(now + 3 * DAY_MS);
      expect((await limitsOf(member))?.limits.find((l) => l.period === 'day')?.limit).toBe(2000);
      // Lowering drops a pending raise.
      await setLimits(member, { month: 5000 });
      const lowered = await setLimits(member, { month: 100 });
      expect(lowered.body.data?.limits.find((l) => l.period === 'month')).toMatchObject({ limit: 100, pending: null });
    });

    it('lets only one of two requests at once pass the edge', async () => {
      const member = await memberClient(t);
      await setLimits(member, { day: 1000 });
      const answers = await Promise.all([deposit(member, 600), deposit(member, 600)]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
      expect(answers.find((a) => a.status === 422)).toMatchObject(refused(LIMIT_TEXTS.overLimit('day', 400)));
      expect(await waitingDeposits(member.tel)).toBe(1);
    });

    it('refuses bad input with a clear message and changes nothing', async () => {
      const member = await memberClient(t);
      await setLimits(member, { day: 100 });
      for (const body of [
        { day: -1 },
        { day: 'x' },
        { day: 1.001 },
        { week: 0 },
        { other: 1 },
        { cancel_pending: ['year'] },
      ]) {
        const answer = await setLimits(member, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.error?.message).toMatch(/[\u0E00-\u0E7F]/);
      }
      expect((await limitsOf(member))?.limits.map((l) => l.limit)).toEqual([100, null, null]);
    });
  });

  describe('breaks', () => {
    const startBreak = (member: MoneyClient, breakKind: string) =>
      member.post<MemberBreak>('/api/member/break', { kind: breakKind });

    it('refuses deposits and claims during a break, allows withdrawal and history, and ends to the millisecond', async () => {
      const now = Date.now();
      clockAt(now);
      const member = await memberClient(t);
      await fund(t.operator, member.tel, 1000);

      const started = await startBreak(member, '24h');
      expect(started).toMatchObject({
        status: 200,
        body: { data: { kind: '24h', ends_at: new Date(now + DAY_MS).toISOString() } },
      });
      const message = LIMIT_TEXTS.onBreak(new Date(now + DAY_MS).toISOString());
      expect(message).toMatch(/^คุณอยู่ระหว่างการพักเล่น ถึงวันที่ /);

      expect(await deposit(member, 100)).toMatchObject(refused(message));
      expect(await member.postKeyed('/api/member/cp/deposit', { amount: 100 })).toMatchObject(refused(message));
      expect(await member.post('/api/v2/promotion/check-return-loss')).toMatchObject(refused(message));
      expect(await waitingDeposits(member.tel)).toBe(0);

      const withdrawal = await member.postKeyed<WithdrawRow>('/api/withdraw/withdraw', { amount: 100 });
      expect(withdrawal.status).toBe(201);
      expect(await creditOf(member)).toBe(900);
      expect((await member.get('/api/member/reportwithdraw')).status).toBe(200);
      expect((await limitsOf(member))?.break).toMatchObject({ kind: '24h' });

      clockAt(now + DAY_MS - 1);
      expect((await limitsOf(member))?.break).toMatchObject({ kind: '24h' });
      clockAt(now + DAY_MS);
      expect((await limitsOf(member))?.break).toBeNull();
      const reject = await t.operator.postKeyed(`/api/admin/withdrawals/${withdrawal.body.data?.id}/reject`, {
        annotation: 'ทดสอบ',
      });
      expect(reject.status).toBe(200);
      expect((await deposit(member, 100)).status).toBe(201);
    });

    it('lengthens but never shortens a break, and an indefinite one states no end', async () => {
      clockAt(Date.now());
      const member = await memberClient(t);
      expect((await startBreak(member, '7d')).status).toBe(200);
      expect(await startBreak(member, '24h')).toMatchObject(refused(LIMIT_TEXTS.cannotShorten));
      expect(await startBreak(member, '7d')).toMatchObject(refused(LIMIT_TEXTS.cannotShorten));
      expect((await startBreak(member, '30d')).status).toBe(200);
      expect((await startBreak(member, 'indefinite')).status).toBe(200);
      expect(await startBreak(member, 'indefinite')).toMatchObject(refused(LIMIT_TEXTS.cannotShorten));
      expect((await limitsOf(member))?.break).toMatchObject({ kind: 'indefinite', ends_at: null });
      expect(await deposit(member, 10)).toMatchObject(refused('คุณอยู่ระหว่างการพักเล่น จนกว่าจะติดต่อฝ่ายบริการ'));
      expect((await startBreak(member, 'forever')).status).toBe(400);
    });

    it('is ended early only when indefinite, by an operator with the right, with a reason, audited', async () => {
      const timed = await memberClient(t);
      await startBreak(timed, '30d');
      expect(await t.operator.post(`/api/admin/members/${timed.tel}/break/end`, { reason: 'สมาชิกขอ' })).toMatchObject({
        status: 409,
        body: { error: { code: 'CONFLICT', message: LIMIT_BACKOFFICE_TEXTS.onlyIndefinite } },
      });

      const member = await memberClient(t);
      expect((await t.operator.post(`/api/admin/members/${member.tel}/break/end`, { reason: 'x' })).status).toBe(409);
      await startBreak(member, 'indefinite');
      expect((await t.support.post(`/api/admin/members/${member.tel}/break/end`, { reason: 'ขอ' })).status).toBe(403);
      expect((await t.operator.post(`/api/admin/members/${member.tel}/break/end`, { reason: '  ' })).status).toBe(400);
      const seen = await t.support.get<AdminMemberLimits>(`/api/admin/members/${member.tel}/limits`);
      expect(seen.body.data?.break).toMatchObject({ kind: 'indefinite' });

      const ended = await t.operator.post<AdminMemberLimits>(`/api/admin/members/${member.tel}/break/end`, {
        reason: 'สมาชิกติดต่อฝ่ายบริการ',
      });
      expect(ended.status).toBe(200);
      expect(ended.body.data?.break).toBeNull();
      expect(ended.body.data?.breaks[0]).toMatchObject({
        kind: 'indefinite',
        ended_by: 'admin',
        end_reason: 'สมาชิกติดต่อฝ่ายบริการ',
      });
      expect((await deposit(member, 10)).status).toBe(201);
      const { rows } = await t.db.query<{ action: string }>(
        `SELECT action FROM audit_log WHERE action = 'member.break_end' AND target_id = $1`,
        [await findMemberIdByTel(t.db, member.tel)],
      );
      expect(rows).toHaveLength(1);
      expect((await t.operator.get(`/api/admin/members/0000000000/limits`)).status).toBe(404);
    });

    it('and a deposit at once with the break: the deposit is recorded only if it came first', async () => {
      const member = await memberClient(t);
      const [made, started] = await Promise.all([deposit(member, 100), startBreak(member, '24h')]);
      expect(started.status).toBe(200);
      expect([201, 422]).toContain(made.status);
      expect(await waitingDeposits(member.tel)).toBe(made.status === 201 ? 1 : 0);
      expect((await deposit(member, 100)).status).toBe(422);
    });
  });
});
