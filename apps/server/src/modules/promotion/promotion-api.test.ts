import {
  type AdminPromotion,
  type AdminPromotionClaim,
  type AvailablePromotion,
  type PromotionEligibility,
  type BonusHistoryRow,
  type BonusPreview,
  type DepositRow,
  ENGLISH_SERVER_MESSAGES,
  type GatewayPayment,
  type Page,
  PROMOTION_FIELD_MESSAGES,
  PROMOTION_REASONS,
  PROMOTION_TEXTS,
  type Promotion,
  type PromotionHistoryRow,
  type PromotionInputPayload,
  type ReturnLossPreview,
  type ReturnLossResult,
  translateServerMessage,
} from '@member/shared';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { creditOf, expectSound, fund, type MoneyClient, memberClient, operatorClient } from '../money/test-support';
import { bangkokDayStart, bangkokWeekStart, DAY_MS } from './rules';
import { createPromotion, HOUR_MS, memberIdOf, play, promotionBody, setLevel, wantBonus } from './test-support';

describe.each(DATABASE_KINDS)('promotions on %s', (kind) => {
  let t: TestApp;
  let admin: MoneyClient;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await operatorClient(t);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await expectSound(t.db);
  });
  afterAll(() => t.close());

  const deposit = (member: MoneyClient, amount: number, promotionId?: number | null) =>
    member.postKeyed<DepositRow>('/api/member/regulardeposit', { amount, promotionId });
  const approve = (id: number | undefined) => admin.postKeyed<DepositRow>(`/api/admin/deposits/${id}/approve`, {});

  describe('catalogue', () => {
    it('lists the live promotions to anyone, in display order, and hides switched-off, future and ended ones', async () => {
      const live = await createPromotion(admin, { title: 'ใช้ได้ตอนนี้', sortOrder: 0 });
      const off = await createPromotion(admin, { title: 'ปิดอยู่', isActive: false });
      const future = await createPromotion(admin, {
        title: 'ยังไม่เริ่ม',
        startDate: new Date(Date.now() + DAY_MS).toISOString(),
      });
      const ended = await createPromotion(admin, {
        title: 'หมดเวลาแล้ว',
        startDate: new Date(Date.now() - 2 * DAY_MS).toISOString(),
        endDate: new Date(Date.now() - DAY_MS).toISOString(),
      });
      const answer = await t.app.inject({ method: 'GET', url: '/api/v2/promotion' });
      expect(answer.statusCode).toBe(200);
      const list = answer.json<{ data: Promotion[] }>().data;
      const ids = list.map((p) => p.id);
      expect(ids).toContain(live.id);
      for (const hidden of [off, future, ended]) expect(ids).not.toContain(hidden.id);
      // Seeded demo promotions come after sortOrder 0.
      expect(list[0]?.id).toBe(live.id);
      expect(list.some((p) => p.kind === 'return_loss' && p.period === 'weekly')).toBe(true);

      const one = await t.app.inject({ method: 'GET', url: `/api/v2/promotion/${live.id}` });
      expect(one.statusCode).toBe(200);
      expect(one.json().data).toMatchObject({
        id: live.id,
        title: 'ใช้ได้ตอนนี้',
        kind: 'deposit_percent',
        ratePercent: 50,
        maxBonus: 200,
        minDeposit: 100,
        endDate: null,
        imagePath: null,
      });
      for (const id of [off.id, future.id, ended.id, 987654321, 'abc', '0', '1e3', '-1', '99999999999999999999']) {
        const missing = await t.app.inject({ method: 'GET', url: `/api/v2/promotion/${id}` });
        expect(missing.statusCode).toBe(404);
        expect(missing.json().error.code).toBe('NOT_FOUND');
      }
    });

    it('sanitises the description on output: no script, no event handler, no javascript: URL', async () => {
      const dirty =
        '<p>รับโบนัส</p><script>alert(1)</script><img src="x.png" onerror="alert(2)">' +
        '<a href="javascript:alert(3)" onclick="alert(4)">กด</a><iframe src="https://evil.example"></iframe>' +
        '<a href="https://example.com/terms">เงื่อนไข</a><p style="background:url(javascript:alert(5))">x</p>';
      const created = await createPromotion(admin, { description: dirty });
      const answer = await t.app.inject({ method: 'GET', url: `/api/v2/promotion/${created.id}` });
      const description: string = answer.json().data.description;
      for (const bad of ['<script', 'alert(1)', 'onerror', 'onclick', 'javascript:', '<iframe', 'style=']) {
        expect(description).not.toContain(bad);
      }
      expect(description).toContain('<p>รับโบนัส</p>');
      expect(description).toContain('<img src="x.png" />');
      expect(description).toContain('href="https://example.com/terms"');
      expect(description).toContain('rel="noopener noreferrer nofollow"');
      // The operator edits the source; it is never rendered.
      expect(created.descriptionSource).toBe(dirty);
      expect(created.description).toBe(description);
    });
  });

  describe('operator', () => {
    it('creates, edits, deactivates and reactivates a promotion, each in the audit log', async () => {
      const created = await createPromotion(admin, {
        title: 'ฝากครั้งแรก',
        kind: 'deposit_fixed',
        ratePercent: null,
        maxBonus: null,
        fixedBonus: 50,
        memberLevels: ['VIP', 'gold', 'vip'],
        turnoverMultiple: 3,
        endDate: new Date(Date.now() + 10 * DAY_MS).toISOString(),
      });
      expect(created).toMatchObject({ kind: 'deposit_fixed', fixedBonus: 50, isActive: true, turnoverMultiple: 3 });
      expect(created.memberLevels).toEqual(['vip', 'gold']);

      const edited = await admin.put<AdminPromotion>(
        `/api/admin/promotions/${created.id}`,
        promotionBody({
          title: 'ฝากครั้งแรก (แก้ไข)',
          kind: 'deposit_fixed',
          ratePercent: null,
          maxBonus: null,
          fixedBonus: 80,
        }),
      );
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ title: 'ฝากครั้งแรก (แก้ไข)', fixedBonus: 80, memberLevels: [] });

      const off = await admin.post<AdminPromotion>(`/api/admin/promotions/${created.id}/deactivate`);
      expect(off.body.data?.isActive).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: `/api/v2/promotion/${created.id}` })).statusCode).toBe(404);
      const on = await admin.post<AdminPromotion>(`/api/admin/promotions/${created.id}/activate`);
      expect(on.body.data?.isActive).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: `/api/v2/promotion/${created.id}` })).statusCode).toBe(200);

      const one = await admin.get<AdminPromotion>(`/api/admin/promotions/${created.id}`);
      expect(one.body.data?.title).toBe('ฝากครั้งแรก (แก้ไข)');
      const list = await admin.get<Page<AdminPromotion>>('/api/admin/promotions?limit=100');
      expect(list.body.data?.items.some((p) => p.id === created.id && p.isActive)).toBe(true);

      const audit = await admin.get<
        Page<{ action: string; target: { type: string; id: string }; before: unknown; after: unknown }>
      >('/api/admin/audit-log?limit=100');
      const mine = (audit.body.data?.items ?? []).filter(
        (e) => e.target.type === 'promotion' && e.target.id === String(created.id),
      );
      expect(mine.map((e) => e.action)).toEqual([
        'promotion.activate',
        'promotion.deactivate',
        'promotion.update',
        'promotion.create',
      ]);
      expect(mine[2]?.before).toMatchObject({ fixedBonus: 50 });
      expect(mine[2]?.after).toMatchObject({ fixedBonus: 80 });
    });

    it('refuses bad promotions with 400 and changes nothing', async () => {
      const before = (await admin.get<Page<AdminPromotion>>('/api/admin/promotions')).body.data?.total;
      const bad = [
        promotionBody({ ratePercent: null }),
        promotionBody({ maxBonus: null }),
        promotionBody({ fixedBonus: 10 }),
        promotionBody({ kind: 'deposit_fixed' }),
        promotionBody({ kind: 'return_loss', maxBonus: null }),
        promotionBody({ kind: 'return_loss', period: 'daily', minDeposit: 0, ratePercent: 150 }),
        promotionBody({ kind: 'return_loss', period: 'daily', minDeposit: 0, oncePerDay: true }),
        promotionBody({ ratePercent: 0 }),
        promotionBody({ ratePercent: 10.123 }),
        promotionBody({ maxBonus: -5 }),
        promotionBody({ title: '   ' }),
        promotionBody({ title: 'a\u0000b' }),
        promotionBody({ description: '<p>\u0000</p>' }),
        promotionBody({ startDate: 'yesterday' }),
        promotionBody({ startDate: '0000-01-01T00:00:00Z' }),
        promotionBody({ endDate: '9999-12-31T23:59:59+14:00' }),
        promotionBody({ endDate: new Date(Date.now() - 2 * HOUR_MS).toISOString() }),
        promotionBody({ memberLevels: ['ไม่ใช่'] }),
        promotionBody({ turnoverMultiple: 1.5 }),
        { ...promotionBody(), extra: true },
        { title: 'x' },
        [],
        'text',
        null,
      ];
      for (const body of bad) {
        const answer = await admin.post('/api/admin/promotions', body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.error?.code).toBe('BAD_REQUEST');
      }
      expect((await admin.get<Page<AdminPromotion>>('/api/admin/promotions')).body.data?.total).toBe(before);
      expect((await admin.put('/api/admin/promotions/987654321', promotionBody())).status).toBe(404);
      expect((await admin.post('/api/admin/promotions/987654321/deactivate')).status).toBe(404);
      expect((await admin.post('/api/admin/promotions/abc/activate')).status).toBe(404);
      expect((await admin.get('/api/admin/promotions/987654321')).status).toBe(404);
    });

    it("names the refused field in the 400's Thai message", async () => {
      const cases: [Record<string, unknown>, string][] = [
        [promotionBody({ title: '   ' }), PROMOTION_FIELD_MESSAGES.titleRequired],
        [promotionBody({ maxBonus: null }), PROMOTION_FIELD_MESSAGES.maxBonusRequired],
        [promotionBody({ turnoverMultiple: 1.5 }), PROMOTION_FIELD_MESSAGES.turnoverMultipleRange],
        [
          promotionBody({ endDate: new Date(Date.now() - 2 * HOUR_MS).toISOString() }),
          PROMOTION_FIELD_MESSAGES.endDateBeforeStart,
        ],
      ];
      for (const [body, message] of cases) {
        const answer = await admin.post('/api/admin/promotions', body);
        expect(answer.status).toBe(400);
        expect(answer.body.error?.message).toBe(message);
      }
    });

    it('lets only admins change promotions; finance may read the claims; members never', async () => {
      const member = await memberClient(t);
      const finance = await operatorClient(t, 'finance');
      const content = await operatorClient(t, 'content');
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/promotions' });
      expect(anonymous.statusCode).toBe(401);
      for (const client of [member, finance, content]) {
        expect((await client.post('/api/admin/promotions', promotionBody())).status).toBe(403);
        expect((await client.get('/api/admin/promotions')).status).toBe(403);
      }
      expect((await member.get('/api/admin/promotions/claims')).status).toBe(403);
      expect((await content.get('/api/admin/promotions/claims')).status).toBe(403);
      expect((await finance.get('/api/admin/promotions/claims')).status).toBe(200);
      expect((await admin.get('/api/admin/promotions/claims?status=nope')).status).toBe(400);
      expect((await admin.get('/api/admin/promotions/claims?promotionId=1e300')).status).toBe(400);
      expect((await admin.get('/api/admin/promotions/claims?type=promotion&status=approved')).status).toBe(200);
    });

    it('stores a promotion image checked by content and serves it', async () => {
      const promotion = await createPromotion(admin);
      const png = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
        Buffer.from('IHDR'),
        Buffer.alloc(17, 1),
      ]);
      const upload = (body: Buffer, filename: string) => {
        const boundary = 'testboundary42';
        const payload = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
              'Content-Type: image/png\r\n\r\n',
          ),
          body,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        return t.app.inject({
          method: 'POST',
          url: `/api/admin/promotions/${promotion.id}/image`,
          payload,
          headers: {
            authorization: `Bearer ${admin.token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
        });
      };
      const refused = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png');
      expect(refused.statusCode).toBe(400);
      expect(
        (await admin.get<AdminPromotion>(`/api/admin/promotions/${promotion.id}`)).body.data?.imagePath,
      ).toBeNull();
      const notMultipart = await admin.post(`/api/admin/promotions/${promotion.id}/image`, { image: 'x' });
      expect(notMultipart.status).toBe(415);

      const stored = await upload(png, 'banner.png');
      expect(stored.statusCode).toBe(200);
      const imagePath: string = stored.json().data.imagePath;
      expect(imagePath).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
      const served = await t.app.inject({ method: 'GET', url: imagePath });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      const publicView = await t.app.inject({ method: 'GET', url: `/api/v2/promotion/${promotion.id}` });
      expect(publicView.json().data.imagePath).toBe(imagePath);

      const removed = await admin.request<AdminPromotion>('DELETE', `/api/admin/promotions/${promotion.id}/image`);
      expect(removed.body.data?.imagePath).toBeNull();
    });
  });

  describe('bonus on deposit', () => {
    it('calculates the bonus a deposit would get, or 0 with the Thai reason', async () => {
      const member = await memberClient(t);
      const promotion = await createPromotion(admin, { turnoverMultiple: 2 });
      const calc = (body: unknown) => member.post<BonusPreview>('/api/v2/promotion/calculate-bonus', body);

      const off = await calc({ amount: 300, promotionId: promotion.id });
      expect(off.body.data).toMatchObject({ eligible: false, bonus: 0, reason: PROMOTION_REASONS.bonus_off });

      await wantBonus(member);
      expect((await calc({ amount: 300, promotionId: promotion.id })).body.data).toEqual({
        promotionId: promotion.id,
        amount: 300,
        bonus: 150,
        eligible: true,
        reason: null,
        reasonCode: null,
        turnover: 900,
      });
      expect((await calc({ amount: 1000, promotionId: promotion.id })).body.data?.bonus).toBe(200);
      expect((await calc({ amount: 99.99, promotionId: promotion.id })).body.data).toMatchObject({
        eligible: false,
        bonus: 0,
        reasonCode: 'below_minimum',
        reason: `${PROMOTION_REASONS.below_minimum} 100 บาท`,
      });
      const returnLoss = await createPromotion(admin, {
        kind: 'return_loss',
        ratePercent: 5,
        maxBonus: null,
        minDeposit: 0,
        period: 'daily',
        isActive: false,
      });
      expect((await calc({ amount: 300, promotionId: returnLoss.id })).body.data?.reasonCode).toBe('inactive');
      await admin.post(`/api/admin/promotions/${returnLoss.id}/activate`);
      expect((await calc({ amount: 300, promotionId: returnLoss.id })).body.data?.reasonCode).toBe('not_deposit');
      await admin.post(`/api/admin/promotions/${returnLoss.id}/deactivate`);

      expect((await calc({ amount: 300, promotionId: 987654321 })).status).toBe(404);
      for (const body of [
        {},
        { amount: 300 },
        { promotionId: promotion.id },
        { amount: -1, promotionId: promotion.id },
        { amount: 1.001, promotionId: promotion.id },
        { amount: '300', promotionId: promotion.id },
        { amount: 300, promotionId: 'abc' },
        { amount: 300, promotionId: 1.5 },
        { amount: 300, promotionId: 1e300 },
        { amount: 5e-324, promotionId: promotion.id },
        null,
        [],
      ]) {
        const answer = await calc(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
      }
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/api/v2/promotion/calculate-bonus',
        payload: { amount: 300, promotionId: promotion.id },
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('refuses a deposit naming an unusable promotion with the English message, creating nothing', async () => {
      const member = await memberClient(t);
      const promotion = await createPromotion(admin);
      const refusals = [
        await deposit(member, 300, promotion.id), // bonus preference off
        await member.postKeyed('/api/member/cp/deposit', { amount: 300, promotionId: promotion.id }),
      ];
      await wantBonus(member);
      refusals.push(await deposit(member, 50, promotion.id)); // below the minimum
      refusals.push(await deposit(member, 300, 987654321)); // unknown
      for (const answer of refusals) {
        expect(answer.status).toBe(422);
        expect(answer.body.error).toEqual({
          code: 'BUSINESS_RULE',
          message: ENGLISH_SERVER_MESSAGES.promotionNotUsable,
        });
      }
      expect(translateServerMessage(ENGLISH_SERVER_MESSAGES.promotionNotUsable)).toBe('ไม่สามารถใช้โปรโมชั่นนี้ได้');
      const history = await member.get<Page<DepositRow>>('/api/member/reportdeposit');
      expect(history.body.data?.total).toBe(0);
      expect((await member.get<Page<PromotionHistoryRow>>('/api/v2/promotion/member/history')).body.data?.total).toBe(
        0,
      );

      for (const promotionId of ['1', 1.5, 0, -3, true, {}]) {
        expect((await deposit(member, 300, promotionId as number)).status).toBe(400);
      }
      // Absent or null: a plain deposit.
      expect((await deposit(member, 300, null)).body.data?.promotionId).toBeNull();
      expect((await member.postKeyed<DepositRow>('/api/member/regulardeposit', { amount: 300 })).status).toBe(201);
    });

    it('credits the bonus as its own transfer when the deposit is approved, and shows it in the histories', async () => {
      const member = await memberClient(t);
      await wantBonus(member);
      const promotion = await createPromotion(admin, { title: 'โบนัส 50%', turnoverMultiple: 2 });
      const requested = await deposit(member, 300, promotion.id);
      expect(requested.status).toBe(201);
      expect(requested.body.data?.promotionId).toBe(promotion.id);

      const waiting = await member.get<Page<BonusHistoryRow>>('/api/v2/promotion/bonus/history');
      expect(waiting.body.data?.items).toEqual([
        {
          id: `deposit-${requested.body.data?.id}`,
          type: 'promotion',
          date: requested.body.data?.bank_time,
          amount: 150,
          status: 'waiting_for_approve',
          promotionId: promotion.id,
          depositId: requested.body.data?.id,
          turnover: 900,
        },
      ]);

      expect((await approve(requested.body.data?.id)).status).toBe(200);
      expect(await creditOf(member)).toBe(450);

      const bonuses = await member.get<Page<BonusHistoryRow>>('/api/v2/promotion/bonus/history');
      expect(bonuses.body.data?.total).toBe(1);
      expect(bonuses.body.data?.items[0]).toMatchObject({
        type: 'promotion',
        amount: 150,
        status: 'approved',
        promotionId: promotion.id,
        depositId: requested.body.data?.id,
        turnover: 900,
      });
      expect(bonuses.body.data?.items[0]?.id).toMatch(/^claim-\d+$/);
      const all = await member.get<Page<PromotionHistoryRow>>('/api/v2/promotion/member/history');
      expect(all.body.data?.items[0]).toMatchObject({
        type: 'promotion',
        title: 'โบนัส 50%',
        amount: 150,
        status: 'approved',
        reason: null,
        period: null,
      });
      expect(PROMOTION_TEXTS.typeLabels[all.body.data?.items[0]?.type ?? 'return_loss']).toBe('โปรโมชั่น');

      const ledger = await admin.get<Page<{ kind: string; amount: number; counterparty: string }>>(
        `/api/admin/members/${member.tel}/ledger`,
      );
      expect(ledger.body.data?.items.map((e) => [e.kind, e.amount, e.counterparty])).toEqual([
        ['promotion_bonus', 150, 'house_bonus'],
        ['deposit', 300, 'house_cash_in'],
      ]);
      const claims = await admin.get<Page<AdminPromotionClaim>>(
        `/api/admin/promotions/claims?promotionId=${promotion.id}`,
      );
      expect(claims.body.data?.items).toHaveLength(1);
      expect(claims.body.data?.items[0]).toMatchObject({
        type: 'promotion',
        member: { tel: member.tel },
        amount: 150,
        base: 300,
        turnover: 900,
        status: 'approved',
      });

      // Once per member: a second request is refused.
      await admin.put(`/api/admin/promotions/${promotion.id}`, promotionBody({ oncePerMember: true }));
      expect((await deposit(member, 300, promotion.id)).status).toBe(422);
    });

    it('credits the bonus when a gateway payment settles the deposit', async () => {
      const member = await memberClient(t);
      await wantBonus(member);
      const promotion = await createPromotion(admin, {
        kind: 'deposit_fixed',
        ratePercent: null,
        maxBonus: null,
        fixedBonus: 25,
      });
      const payment = await member.postKeyed<GatewayPayment>('/api/member/ppyp/deposit', {
        amount: 200,
        promotionId: promotion.id,
      });
      expect(payment.status).toBe(201);
      const paid = await admin.post(`/api/admin/payments/${payment.body.data?.reference}/mark-paid`);
      expect(paid.status).toBe(200);
      expect(await creditOf(member)).toBe(225);
      const bonuses = await member.get<Page<BonusHistoryRow>>('/api/v2/promotion/bonus/history');
      expect(bonuses.body.data?.items[0]).toMatchObject({ amount: 25, status: 'approved' });
    });

    it('gives a first-deposit bonus once when two deposits are approved in parallel; the other is credited without it', async () => {
      const member = await memberClient(t);
      await wantBonus(member);
      const promotion = await createPromotion(admin, {
        ratePercent: 100,
        maxBonus: 500,
        firstDepositOnly: true,
        oncePerMember: true,
      });
      const requests = [];
      for (let i = 0; i < 3; i += 1) requests.push(await deposit(member, 200, promotion.id));
      expect(requests.map((r) => r.status)).toEqual([201, 201, 201]);
      const answers = await Promise.all(requests.map((r) => approve(r.body.data?.id)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(await creditOf(member)).toBe(800);

      const history = await member.get<Page<BonusHistoryRow>>('/api/v2/promotion/bonus/history');
      const statuses = history.body.data?.items.map((row) => [row.status, row.amount]).sort();
      expect(statuses).toEqual([
        ['approved', 200],
        ['rejected', 200],
        ['rejected', 200],
      ]);
      const rows = await member.get<Page<PromotionHistoryRow>>('/api/v2/promotion/member/history');
      const rejected = rows.body.data?.items.find((row) => row.status === 'rejected');
      expect([PROMOTION_REASONS.first_deposit_only, PROMOTION_REASONS.once_per_member]).toContain(rejected?.reason);
      // Now that the first deposit is in, the promotion is no longer available to this member.
      const available = await member.get<AvailablePromotion[]>('/api/v2/promotion/available-now');
      expect(available.body.data?.map((p) => p.id)).not.toContain(promotion.id);
      expect((await deposit(member, 200, promotion.id)).status).toBe(422);
    });

    /** Two deposits naming the promotion, requested together and approved together. */
    async function twoParallelApprovals(member: MoneyClient, promotionId: number, amount: number) {
      const requests = await Promise.all([deposit(member, amount, promotionId), deposit(member, amount, promotionId)]);
      expect(requests.map((r) => r.status)).toEqual([201, 201]);
      const answers = await Promise.all(requests.map((r) => approve(r.body.data?.id)));
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const rows = await member.get<Page<PromotionHistoryRow>>('/api/v2/promotion/member/history');
      return (rows.body.data?.items ?? []).map((row) => [row.status, row.amount, row.reason]).sort();
    }

    it.each([
      {
        rule: 'first-deposit-only',
        input: { ratePercent: 100, maxBonus: 500, firstDepositOnly: true },
        amount: 200,
        bonus: 200,
        reason: PROMOTION_REASONS.first_deposit_only,
      },
      {
        rule: 'once-per-member',
        input: { ratePercent: 10, maxBonus: 1000, oncePerMember: true },
        amount: 500,
        bonus: 50,
        reason: PROMOTION_REASONS.once_per_member,
      },
    ])(
      'gives a $rule bonus once when two deposits are approved in parallel',
      async ({ input, amount, bonus, reason }) => {
        const member = await memberClient(t);
        await wantBonus(member);
        const promotion = await createPromotion(admin, input);
        expect(await twoParallelApprovals(member, promotion.id, amount)).toEqual([
          ['approved', bonus, null],
          ['rejected', bonus, reason],
        ]);
        expect(await creditOf(member)).toBe(2 * amount + bonus);
        const claims = await admin.get<Page<AdminPromotionClaim>>(
          `/api/admin/promotions/claims?promotionId=${promotion.id}&status=approved`,
        );
        expect(claims.body.data?.total).toBe(1);
      },
    );

    it('gives a once-per-day bonus once when two deposits of the day are approved in parallel', async () => {
      const member = await memberClient(t);
      await wantBonus(member);
      const promotion = await createPromotion(admin, { ratePercent: 10, maxBonus: 1000, oncePerDay: true });
      const a = await deposit(member, 500, promotion.id);
      const b = await deposit(member, 500, promotion.id);
      await Promise.all([approve(a.body.data?.id), approve(b.body.data?.id)]);
      expect(await creditOf(member)).toBe(1050);
      const rows = await member.get<Page<PromotionHistoryRow>>('/api/v2/promotion/member/history');
      const reasons = rows.body.data?.items.map((row) => row.reason);
      expect(reasons).toHaveLength(2);
      expect(reasons).toEqual(expect.arrayContaining([PROMOTION_REASONS.once_per_day, null]));
      const preview = await member.post<BonusPreview>('/api/v2/promotion/calculate-bonus', {
        amount: 500,
        promotionId: promotion.id,
      });
      expect(preview.body.data?.reasonCode).toBe('once_per_day');
    });

    it('judges the promotion again at approval: switched off meanwhile → deposit credited, bonus refused', async () => {
      const member = await memberClient(t);
      await wantBonus(member);
      const promotion = await createPromotion(admin);
      const requested = await deposit(member, 300, promotion.id);
      await admin.post(`/api/admin/promotions/${promotion.id}/deactivate`);
      expect((await approve(requested.body.data?.id)).status).toBe(200);
      expect(await creditOf(member)).toBe(300);
      const rows = await member.get<Page<PromotionHistoryRow>>('/api/v2/promotion/member/history');
      expect(rows.body.data?.items[0]).toMatchObject({
        status: 'rejected',
        amount: 150,
        reason: PROMOTION_REASONS.inactive,
      });
      const claims = await admin.get<Page<AdminPromotionClaim>>(
        `/api/admin/promotions/claims?promotionId=${promotion.id}&status=rejected`,
      );
      expect(claims.body.data?.items[0]).toMatchObject({ status: 'rejected', member: { tel: member.tel } });
    });

    it('shows a bonus whose deposit the operator rejected as rejected, without a claim', async () => {
      const member = await memberClient(t);
      await wantBonus(member);
      const promotion = await createPromotion(admin);
      const requested = await deposit(member, 300, promotion.id);
      const rejected = await admin.postKeyed(`/api/admin/deposits/${requested.body.data?.id}/reject`, {
        annotation: 'ไม่พบยอดโอน',
      });
      expect(rejected.status).toBe(200);
      const rows = await member.get<Page<BonusHistoryRow>>('/api/v2/promotion/bonus/history');
      expect(rows.body.data?.items).toEqual([
        expect.objectContaining({ id: `deposit-${requested.body.data?.id}`, status: 'rejected', amount: 150 }),
      ]);
      expect(await creditOf(member)).toBe(0);
    });

    it('lists in available-now only the deposit promotions this member may pick now', async () => {
      const member = await memberClient(t);
      const level = `lv-${Date.now().toString(36)}`;
      await setLevel(t, await memberIdOf(t, member.tel), level);
      const open = await createPromotion(admin, { title: 'ทุกระดับ' });
      const mine = await createPromotion(admin, { title: 'เฉพาะระดับ', memberLevels: [level] });
      const others = await createPromotion(admin, { title: 'ระดับอื่น', memberLevels: ['diamond'] });
      const ids = async () =>
        (await member.get<AvailablePromotion[]>('/api/v2/promotion/available-now')).body.data?.map((p) => p.id) ?? [];

      expect(await ids()).toEqual([]); // bonus preference off
      await wantBonus(member);
      const now = await ids();
      expect(now).toContain(open.id);
      expect(now).toContain(mine.id);
      expect(now).not.toContain(others.id);
      const available = (await member.get<AvailablePromotion[]>('/api/v2/promotion/available-now')).body.data ?? [];
      expect(available.every((p) => p.kind !== 'return_loss')).toBe(true);
      await wantBonus(member, 0);
      expect(await ids()).toEqual([]);
      expect((await member.put('/api/promotion/bonus', { bonus: 2 })).status).toBe(400);
      expect((await member.put('/api/promotion/bonus', {})).status).toBe(400);
      expect((await member.put('/api/promotion/bonus', { bonus: '1' })).status).toBe(400);
      const profile = await member.get<{ bonus: number }>('/api/member/profile');
      expect(profile.body.data?.bonus).toBe(0);
      expect((await t.app.inject({ method: 'GET', url: '/api/v2/promotion/available-now' })).statusCode).toBe(401);
    });

    it('says for each live promotion whether this member may claim it, and why not', async () => {
      const member = await memberClient(t);
      const open = await createPromotion(admin, { title: 'เปิดทุกคน' });
      const others = await createPromotion(admin, { title: 'ระดับเพชร', memberLevels: ['diamond'] });
      const judged = async () => {
        const rows = (await member.get<PromotionEligibility[]>('/api/v2/promotion/eligibility')).body.data ?? [];
        return (id: number) => rows.find((row) => row.promotionId === id);
      };

      let of = await judged();
      expect(of(open.id)).toEqual({
        promotionId: open.id,
        eligible: false,
        reasonCode: 'bonus_off',
        reason: PROMOTION_REASONS.bonus_off,
      });
      // What switching bonuses on would not change is said first.
      expect(of(others.id)).toMatchObject({ eligible: false, reasonCode: 'level' });
      await wantBonus(member);
      of = await judged();
      expect(of(open.id)).toEqual({ promotionId: open.id, eligible: true, reasonCode: null, reason: null });
      expect(of(others.id)).toMatchObject({ eligible: false, reasonCode: 'level', reason: PROMOTION_REASONS.level });
      expect((await t.app.inject({ method: 'GET', url: '/api/v2/promotion/eligibility' })).statusCode).toBe(401);
    });
  });

  describe('return of losses', () => {
    /** A member with a level of their own and a daily 10 % return-loss promotion for that level only. */
    async function lossSetup(overrides: Record<string, unknown> = {}) {
      const member = await memberClient(t);
      const memberId = await memberIdOf(t, member.tel);
      const level = `rl-${memberId}`;
      await setLevel(t, memberId, level);
      const promotion = await createPromotion(admin, {
        title: 'คืนยอดเสียรายวัน 10%',
        kind: 'return_loss',
        ratePercent: 10,
        maxBonus: null,
        minDeposit: 0,
        period: 'daily',
        memberLevels: [level],
        turnoverMultiple: 1,
        sortOrder: 0,
        ...overrides,
      });
      await fund(admin, member.tel, 1000);
      return { member, memberId, promotion };
    }

    /** "Tomorrow" in Bangkok: today's scripted play is then the last closed day. */
    const tomorrow = () => {
      const fakeNow = bangkokDayStart(Date.now()) + DAY_MS + HOUR_MS;
      vi.spyOn(t.app.clock, 'now').mockReturnValue(fakeNow);
      return { start: new Date(bangkokDayStart(Date.now())).toISOString(), fakeNow };
    };

    it('credits 10 % of the net loss of the closed day once, under 10 parallel calls', async () => {
      const { member, memberId, promotion } = await lossSetup();
      await play(t, memberId, [{ stake: 300 }, { stake: 200, payout: 100 }, { stake: 0.5 }]);
      expect(await creditOf(member)).toBe(599.5);
      const day = tomorrow();

      const preview = await member.get<ReturnLossPreview>('/api/v2/promotion/return-loss');
      expect(preview.body.data).toMatchObject({ loss: 400.5, amount: 40.05, claimed: false });
      expect(preview.body.data?.promotion?.id).toBe(promotion.id);
      expect(preview.body.data?.period?.start).toBe(day.start);

      const answers = await Promise.all(
        Array.from({ length: 10 }, () => member.post<ReturnLossResult>('/api/v2/promotion/check-return-loss')),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(answers.filter((a) => a.body.data?.credited_now)).toHaveLength(1);
      for (const answer of answers) {
        expect(answer.body.data).toMatchObject({ promotionId: promotion.id, amount: 40.05, loss: 400.5 });
        expect(answer.body.data?.period).toEqual({
          start: day.start,
          end: new Date(Date.parse(day.start) + DAY_MS).toISOString(),
        });
      }
      expect(await creditOf(member)).toBe(639.55);
      const again = await member.post<ReturnLossResult>('/api/v2/promotion/check-return-loss');
      expect(again.body.data).toMatchObject({ amount: 40.05, credited_now: false });
      expect((await member.get<ReturnLossPreview>('/api/v2/promotion/return-loss')).body.data?.claimed).toBe(true);

      const history = await member.get<Page<PromotionHistoryRow>>('/api/v2/promotion/member/history');
      expect(history.body.data?.items).toHaveLength(1);
      expect(history.body.data?.items[0]).toMatchObject({
        type: 'return_loss',
        amount: 40.05,
        status: 'approved',
        promotionId: promotion.id,
        title: 'คืนยอดเสียรายวัน 10%',
        turnover: 40.05,
        depositId: null,
      });
      expect(PROMOTION_TEXTS.typeLabels.return_loss).toBe('คืนยอดเสีย');
      // The bonus history holds deposit bonuses only.
      expect((await member.get<Page<BonusHistoryRow>>('/api/v2/promotion/bonus/history')).body.data?.total).toBe(0);
      const claims = await admin.get<Page<AdminPromotionClaim>>(
        `/api/admin/promotions/claims?promotionId=${promotion.id}&type=return_loss`,
      );
      expect(claims.body.data?.items).toEqual([
        expect.objectContaining({
          type: 'return_loss',
          amount: 40.05,
          base: 400.5,
          member: expect.objectContaining({ tel: member.tel }),
        }),
      ]);

      // The next day the same history is no longer in the closed period: nothing more.
      vi.spyOn(t.app.clock, 'now').mockReturnValue(day.fakeNow + DAY_MS);
      const nextDay = await member.post<ReturnLossResult>('/api/v2/promotion/check-return-loss');
      expect(nextDay.body.data).toMatchObject({ amount: 0, loss: 0, credited_now: false });
      expect(await creditOf(member)).toBe(639.55);
    });

    it('caps the credit at the maximum, and ignores play of the still open day', async () => {
      const { member, memberId } = await lossSetup({ maxBonus: 15 });
      await play(t, memberId, [{ stake: 500 }]);
      const today = await member.post<ReturnLossResult>('/api/v2/promotion/check-return-loss');
      expect(today.body.data).toMatchObject({ amount: 0, loss: 0, credited_now: false });
      tomorrow();
      const answer = await member.post<ReturnLossResult>('/api/v2/promotion/check-return-loss');
      expect(answer.body.data).toMatchObject({ amount: 15, loss: 500, credited_now: true });
      expect(await creditOf(member)).toBe(515);
    });

    it('answers 0 and writes nothing when there was no loss', async () => {
      const { member, memberId } = await lossSetup();
      await play(t, memberId, [{ stake: 100, payout: 250 }]);
      tomorrow();
      const count = async () =>
        (
          await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM promotion_claims WHERE member_id = $1', [
            memberId,
          ])
        ).rows[0]?.n;
      for (let i = 0; i < 2; i += 1) {
        const answer = await member.post<ReturnLossResult>('/api/v2/promotion/check-return-loss');
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({ amount: 0, loss: 0, credited_now: false });
      }
      expect(await count()).toBe(0);
      expect(await creditOf(member)).toBe(1150);
      // A member who never played (everyone, until the mini-games write game transfers): 0, nothing written.
      const quiet = await memberClient(t);
      const quietPreview = await quiet.get<ReturnLossPreview>('/api/v2/promotion/return-loss');
      expect(quietPreview.body.data).toMatchObject({ loss: 0, amount: 0, claimed: false });
      expect(quietPreview.body.data?.promotion?.kind).toBe('return_loss');
      const none = await quiet.post<ReturnLossResult>('/api/v2/promotion/check-return-loss', {});
      expect(none.status).toBe(200);
      expect(none.body.data).toMatchObject({ amount: 0, credited_now: false });
    });

    it('keeps each member to their own rows', async () => {
      const a = await lossSetup();
      const b = await lossSetup();
      await play(t, a.memberId, [{ stake: 100 }]);
      tomorrow();
      expect((await a.member.post<ReturnLossResult>('/api/v2/promotion/check-return-loss')).body.data?.amount).toBe(10);
      expect((await b.member.post<ReturnLossResult>('/api/v2/promotion/check-return-loss')).body.data?.amount).toBe(0);
      expect((await b.member.get<Page<PromotionHistoryRow>>('/api/v2/promotion/member/history')).body.data?.total).toBe(
        0,
      );
      expect((await a.member.get<Page<PromotionHistoryRow>>('/api/v2/promotion/member/history')).body.data?.total).toBe(
        1,
      );
      for (const url of ['/api/v2/promotion/member/history?page=0', '/api/v2/promotion/bonus/history?limit=1000']) {
        expect((await a.member.get(url)).status).toBe(400);
      }
      expect((await t.app.inject({ method: 'POST', url: '/api/v2/promotion/check-return-loss' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/v2/promotion/member/history' })).statusCode).toBe(401);
    });

    /** The Monday after this Bangkok week: the week holding today's scripted play is then the last closed week. */
    const nextMonday = () => {
      const fakeNow = bangkokWeekStart(Date.now()) + 7 * DAY_MS + HOUR_MS;
      vi.spyOn(t.app.clock, 'now').mockReturnValue(fakeNow);
      return { start: new Date(bangkokWeekStart(Date.now())).toISOString(), fakeNow };
    };
    const claim = (member: MoneyClient) => member.post<ReturnLossResult>('/api/v2/promotion/check-return-loss');
    const returnLossClaims = async (memberId: string) =>
      (
        await t.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM promotion_claims WHERE member_id = $1 AND type = 'return_loss'",
          [memberId],
        )
      ).rows[0]?.n;
    /** The operator replaces the member's return-loss promotion with another for the same level. */
    /** A daily 10 % return-of-losses promotion for the same member levels as `like`. */
    const returnLossLike = (
      like: AdminPromotion,
      overrides: Partial<PromotionInputPayload> = {},
    ): Partial<PromotionInputPayload> => ({
      kind: 'return_loss',
      ratePercent: 10,
      maxBonus: null,
      minDeposit: 0,
      period: 'daily',
      memberLevels: like.memberLevels,
      sortOrder: 0,
      ...overrides,
    });

    const replace = async (old: AdminPromotion, overrides: Partial<PromotionInputPayload>) => {
      await admin.post(`/api/admin/promotions/${old.id}/deactivate`);
      return createPromotion(admin, returnLossLike(old, { title: 'คืนยอดเสียใหม่', ...overrides }));
    };

    it('pays a loss once when a weekly promotion replaces a daily one that already paid that day', async () => {
      const { member, memberId, promotion } = await lossSetup();
      await play(t, memberId, [{ stake: 300 }]);
      tomorrow();
      expect((await claim(member)).body.data).toMatchObject({ amount: 30, credited_now: true });
      expect(await creditOf(member)).toBe(730);

      const weekly = await replace(promotion, { period: 'weekly' });
      const week = nextMonday();
      const answer = await claim(member);
      expect(answer.status).toBe(200);
      // The week holds the day already paid: refused as already claimed, what was paid is the amount.
      expect(answer.body.data).toMatchObject({ promotionId: weekly.id, amount: 30, loss: 300, credited_now: false });
      expect(answer.body.data?.period.start).toBe(week.start);
      const preview = await member.get<ReturnLossPreview>('/api/v2/promotion/return-loss');
      expect(preview.body.data).toMatchObject({ amount: 30, claimed: true });
      expect(preview.body.data?.promotion?.id).toBe(weekly.id);
      expect(await creditOf(member)).toBe(730);
      expect(await returnLossClaims(memberId)).toBe(1);
    });

    it('pays a loss once when a daily promotion replaces a weekly one that already paid that week', async () => {
      const { member, memberId, promotion } = await lossSetup({ period: 'weekly' });
      await play(t, memberId, [{ stake: 200 }]);
      nextMonday();
      expect((await claim(member)).body.data).toMatchObject({ amount: 20, credited_now: true });

      await replace(promotion, { period: 'daily' });
      tomorrow(); // the daily period is today, inside the week already paid
      expect((await claim(member)).body.data).toMatchObject({ amount: 20, loss: 200, credited_now: false });
      expect(await creditOf(member)).toBe(820);
      expect(await returnLossClaims(memberId)).toBe(1);
    });

    it('pays a day once when the operator deactivates a daily promotion and adds another', async () => {
      const { member, memberId, promotion } = await lossSetup();
      await play(t, memberId, [{ stake: 100 }]);
      tomorrow();
      expect((await claim(member)).body.data).toMatchObject({ amount: 10, credited_now: true });

      const replacement = await replace(promotion, { period: 'daily', ratePercent: 20 });
      const again = await claim(member);
      expect(again.body.data).toMatchObject({ promotionId: replacement.id, amount: 10, credited_now: false });
      expect(await creditOf(member)).toBe(910);
      const history = await member.get<Page<PromotionHistoryRow>>('/api/v2/promotion/member/history');
      expect(history.body.data?.items.map((row) => [row.type, row.promotionId, row.amount])).toEqual([
        ['return_loss', promotion.id, 10],
      ]);
    });

    it('credits once under 10 parallel calls while one daily promotion ends and its replacement starts', async () => {
      const { member, memberId, promotion } = await lossSetup();
      await play(t, memberId, [{ stake: 500 }]);
      // The first promotion ends at 02:00 tomorrow and the second starts then: calls before and after
      // that instant judge the same day (today) under different promotions.
      const switchMs = bangkokDayStart(Date.now()) + DAY_MS + 2 * HOUR_MS;
      await admin.put(
        `/api/admin/promotions/${promotion.id}`,
        promotionBody(returnLossLike(promotion, { title: promotion.title, endDate: new Date(switchMs).toISOString() })),
      );
      const replacement = await createPromotion(
        admin,
        returnLossLike(promotion, { title: 'คืนยอดเสียต่อจากเดิม', startDate: new Date(switchMs).toISOString() }),
      );
      let calls = 0;
      vi.spyOn(t.app.clock, 'now').mockImplementation(() => switchMs + (calls++ % 2 === 0 ? -HOUR_MS : HOUR_MS));

      const answers = await Promise.all(Array.from({ length: 10 }, () => claim(member)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(new Set(answers.map((a) => a.body.data?.promotionId))).toEqual(new Set([promotion.id, replacement.id]));
      expect(answers.filter((a) => a.body.data?.credited_now)).toHaveLength(1);
      for (const answer of answers) expect(answer.body.data).toMatchObject({ amount: 50, loss: 500 });
      expect(await creditOf(member)).toBe(550);
      expect(await returnLossClaims(memberId)).toBe(1);
    });

    it('refuses in the database a second return-loss claim of the member over a paid interval', async () => {
      const { member, memberId, promotion } = await lossSetup();
      await play(t, memberId, [{ stake: 100 }]);
      const day = tomorrow();
      expect((await claim(member)).body.data?.credited_now).toBe(true);
      const other = await createPromotion(admin, returnLossLike(promotion, { period: 'weekly', isActive: false }));
      const insert = (startMs: number, endMs: number) =>
        t.db.query(
          `INSERT INTO promotion_claims (member_id, promotion_id, type, period_start, period_end, base_satang,
             amount_satang, status, local_day)
           VALUES ($1, $2, 'return_loss', $3, $4, 100, 10, 'approved', current_date)`,
          [memberId, other.id, new Date(startMs).toISOString(), new Date(endMs).toISOString()],
        );
      const dayStart = Date.parse(day.start);
      // Overlapping the day already paid, by another promotion: an exclusion violation.
      await expect(insert(dayStart - 3 * DAY_MS, dayStart + 4 * DAY_MS)).rejects.toMatchObject({ code: '23P01' });
      await expect(insert(dayStart + HOUR_MS, dayStart + 2 * HOUR_MS)).rejects.toMatchObject({ code: '23P01' });
      // An empty or reversed period would overlap nothing: refused by a CHECK.
      await expect(insert(dayStart + DAY_MS, dayStart + DAY_MS)).rejects.toMatchObject({ code: '23514' });
      expect(await returnLossClaims(memberId)).toBe(1);
    });

    it('answers 422 with the Thai message when no return-loss promotion applies', async () => {
      const list = (await admin.get<Page<AdminPromotion>>('/api/admin/promotions?limit=100')).body.data?.items ?? [];
      const live = list.filter((p) => p.kind === 'return_loss' && p.isActive && p.memberLevels.length === 0);
      for (const p of live) await admin.post(`/api/admin/promotions/${p.id}/deactivate`);
      const member = await memberClient(t);
      const answer = await member.post('/api/v2/promotion/check-return-loss');
      expect(answer.status).toBe(422);
      expect(answer.body.error?.message).toBe(PROMOTION_TEXTS.returnLossUnavailable);
      const preview = await member.get<ReturnLossPreview>('/api/v2/promotion/return-loss');
      expect(preview.body.data).toEqual({ promotion: null, period: null, loss: 0, amount: 0, claimed: false });
      for (const p of live) await admin.post(`/api/admin/promotions/${p.id}/activate`);
    });
  });
});

describe('promotion calls never answer 500 to any client input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers 2xx or 4xx to random bodies, queries and ids', async () => {
    const admin = await operatorClient(t);
    const member = await memberClient(t);
    await wantBonus(member);
    const promotion = await createPromotion(admin);
    const value = fc.oneof(
      fc.jsonValue(),
      fc.constantFrom(promotion.id, -1, 0, 1.5, 1e300, '1', '', null, [], {}, true, 'javascript:alert(1)'),
    );
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({ amount: value, promotionId: value }, { requiredKeys: [] }),
      fc.record(
        {
          title: value,
          description: value,
          kind: fc.oneof(value, fc.constantFrom('deposit_percent', 'deposit_fixed', 'return_loss')),
          ratePercent: value,
          maxBonus: value,
          fixedBonus: value,
          period: fc.oneof(value, fc.constantFrom('daily', 'weekly')),
          minDeposit: value,
          memberLevels: value,
          startDate: fc.oneof(value, fc.constant(new Date().toISOString())),
          endDate: value,
        },
        { requiredKeys: [] },
      ),
    );
    const segment = fc.oneof(
      fc.string(),
      fc.constantFrom(String(promotion.id), '0', '-1', '1e3', '%00', '99999999999999999999'),
    );
    await fc.assert(
      fc.asyncProperty(body, segment, fc.string(), async (payload, id, query) => {
        const q = encodeURIComponent(query);
        const answers = await Promise.all([
          member.post('/api/v2/promotion/calculate-bonus', payload),
          member.postKeyed('/api/member/regulardeposit', payload),
          member.put('/api/promotion/bonus', payload),
          member.post('/api/v2/promotion/check-return-loss', payload),
          member.get(`/api/v2/promotion/member/history?page=${q}&limit=${q}`),
          member.get(`/api/v2/promotion/bonus/history?page=${q}`),
          member.get(`/api/v2/promotion/${encodeURIComponent(id)}`),
          admin.post('/api/admin/promotions', payload),
          admin.put(`/api/admin/promotions/${encodeURIComponent(id)}`, payload),
          admin.get(`/api/admin/promotions/claims?promotionId=${q}&status=${q}&type=${q}`),
        ]);
        for (const answer of answers) expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    await expectSound(t.db);
  });
});
