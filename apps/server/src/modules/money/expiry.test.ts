import {
  type DepositRow,
  type GatewayPayment,
  type Page,
  type PromotionHistoryRow,
  SERVER_MESSAGES,
  txStatus,
} from '@member/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { expireDuePayments } from './expiry';
import * as ops from './operations';
import { creditOf, expectSound, memberClient, type MoneyClient, operatorClient } from './test-support';

/** Decision 0082: a gateway payment past its expiry, unpaid, is its deposit's rejection, decided once. */
describe.each(DATABASE_KINDS)('expired gateway payments on %s', (kind) => {
  let t: TestApp;
  let admin: MoneyClient;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await operatorClient(t);
  });
  afterEach(() => expectSound(t.db));
  afterAll(() => t.close());

  const deposit = async (member: MoneyClient, amount = 100, provider: 'cp' | 'ppyp' = 'cp') => {
    const answer = await member.postKeyed<GatewayPayment>(`/api/member/${provider}/deposit`, { amount });
    expect(answer.status).toBe(201);
    return answer.body.data as GatewayPayment;
  };
  /** The payment's QR ran out `seconds` ago (negative: it still has that long). */
  const expire = (reference: string, seconds: number) =>
    t.db.query(`UPDATE gateway_payments SET expires_at = now() - make_interval(secs => $2) WHERE reference = $1`, [
      reference,
      seconds,
    ]);
  const statusOf = (member: MoneyClient, id: number) =>
    member.get<DepositRow>(`/api/member/deposit/${id}`).then((answer) => answer.body.data);
  const storedStatus = async (id: number) =>
    (await t.db.query<{ status: string }>('SELECT status FROM deposits WHERE id = $1', [id])).rows[0]?.status;

  it('rejects, once, exactly the unpaid deposits whose QR has run out; paid, fresh and bank ones stay', async () => {
    const member = await memberClient(t);
    const abandoned = await deposit(member);
    const fresh = await deposit(member);
    const endsNow = await deposit(member);
    const paid = await deposit(member, 50);
    const bank = (await member.postKeyed<DepositRow>('/api/member/regulardeposit', { amount: 70 })).body.data;
    expect((await admin.postKeyed(`/api/admin/payments/${paid.reference}/mark-paid`)).status).toBe(200);
    await expire(abandoned.reference, 300);
    await expire(paid.reference, 300);
    await expire(fresh.reference, -300);
    // Its end is the instant the rule is applied at: from its end on, a QR is over.
    const now = Date.now();
    await t.db.query(`UPDATE gateway_payments SET expires_at = $2::timestamptz WHERE reference = $1`, [
      endsNow.reference,
      new Date(now).toISOString(),
    ]);

    const first = await expireDuePayments(t.db, now);
    expect(first.sort()).toEqual([String(abandoned.deposit_id), String(endsNow.deposit_id)].sort());
    expect(await expireDuePayments(t.db, now)).toEqual([]);
    expect(await expireDuePayments(t.db, now + 60_000)).toEqual([]);

    const rejected = await statusOf(member, abandoned.deposit_id);
    expect(rejected).toMatchObject({ status: 'rejected', annotation: SERVER_MESSAGES.paymentExpired });
    expect(txStatus(rejected?.status).state).toBe('error');
    expect(await statusOf(member, fresh.deposit_id)).toMatchObject({ status: 'waiting_for_approve', annotation: null });
    expect((await statusOf(member, paid.deposit_id))?.status).toBe('approved');
    expect((await statusOf(member, bank?.id ?? 0))?.status).toBe('waiting_for_approve');
    expect(await creditOf(member)).toBe(50);
    // Nothing moved for the rejected ones: the invariants (afterEach) check each deposit's transfers.
  });

  it('is decided when read: the member never sees a run-out QR as in progress, sweep or not', async () => {
    const member = await memberClient(t);
    const payment = await deposit(member, 120);
    await expire(payment.reference, 1);
    // No sweep ran: each member read applies the rule first.
    const detail = await statusOf(member, payment.deposit_id);
    expect(detail).toMatchObject({ status: 'rejected', reference: payment.reference });
    expect(await storedStatus(payment.deposit_id)).toBe('rejected');

    const other = await deposit(member, 130);
    await expire(other.reference, 1);
    const history = (await member.get<Page<DepositRow>>('/api/member/reportdeposit')).body.data;
    expect(history?.items.find((row) => row.id === other.deposit_id)?.status).toBe('rejected');

    const third = await deposit(member, 140);
    await expire(third.reference, 1);
    expect((await member.get<GatewayPayment>(`/api/member/payment/${third.reference}`)).body.data?.status).toBe(
      'expired',
    );
    expect(await storedStatus(third.deposit_id)).toBe('rejected');

    // The operator's queue lists none of them as waiting.
    const fourth = await deposit(member, 150);
    await expire(fourth.reference, 1);
    const queue = (await admin.get<Page<DepositRow>>('/api/admin/deposits?status=waiting_for_approve&limit=100')).body
      .data;
    expect(queue?.items.some((row) => row.id === fourth.deposit_id)).toBe(false);
    expect(await storedStatus(fourth.deposit_id)).toBe('rejected');
  });

  it('a deposit with a promotion: its bonus row reads as not paid once the QR ran out', async () => {
    const member = await memberClient(t);
    await member.request('PUT', '/api/promotion/bonus', { bonus: 1 });
    const live = (await member.get<{ id: number }[]>('/api/v2/promotion/available-now')).body.data ?? [];
    const promotionId = live[0]?.id;
    expect(promotionId).toBeDefined();
    const answer = await member.postKeyed<GatewayPayment>('/api/member/cp/deposit', { amount: 500, promotionId });
    const payment = answer.body.data as GatewayPayment;
    await expire(payment.reference, 1);
    const history = (await member.get<Page<PromotionHistoryRow>>('/api/v2/promotion/member/history')).body.data;
    expect(history?.items.find((row) => row.id === `deposit-${payment.deposit_id}`)?.status).toBe('rejected');
  });

  it('an operator cannot approve a deposit whose QR ran out; a paid callback after it is refused', async () => {
    const member = await memberClient(t);
    const payment = await deposit(member, 200);
    await expire(payment.reference, 1);
    const approve = await admin.postKeyed(`/api/admin/deposits/${payment.deposit_id}/approve`, {});
    expect(approve).toMatchObject({ status: 409, body: { error: { message: SERVER_MESSAGES.alreadyRejected } } });
    const paid = await admin.postKeyed(`/api/admin/payments/${payment.reference}/mark-paid`);
    expect(paid).toMatchObject({ status: 422, body: { error: { message: SERVER_MESSAGES.paymentExpired } } });
    expect((await statusOf(member, payment.deposit_id))?.status).toBe('rejected');
    expect(await creditOf(member)).toBe(0);

    // Before its end, the same deposit type is approved as usual, and the end changes nothing after.
    const inTime = await deposit(member, 210);
    expect((await admin.postKeyed(`/api/admin/deposits/${inTime.deposit_id}/approve`, {})).status).toBe(200);
    await expire(inTime.reference, 60);
    expect(await expireDuePayments(t.db, Date.now())).toEqual([]);
    expect((await statusOf(member, inTime.deposit_id))?.status).toBe('approved');
    expect(await creditOf(member)).toBe(210);
  });

  it('the sandbox ends a payment now: once, never a paid one, 404 for an unknown one', async () => {
    const member = await memberClient(t);
    const payment = await deposit(member, 80, 'ppyp');
    const ended = await admin.postKeyed<{ expired: boolean }>(`/api/admin/payments/${payment.reference}/expire`);
    expect(ended).toMatchObject({ status: 200, body: { data: { expired: true } } });
    expect((await member.get<GatewayPayment>(`/api/member/payment/${payment.reference}`)).body.data?.status).toBe(
      'expired',
    );
    expect(
      (await admin.postKeyed<{ expired: boolean }>(`/api/admin/payments/${payment.reference}/expire`)).body.data,
    ).toEqual({ expired: false });
    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_type = 'deposit' AND target_id = $1`,
      [String(payment.deposit_id)],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['payment.expire']);

    const paid = await deposit(member, 90);
    await admin.postKeyed(`/api/admin/payments/${paid.reference}/mark-paid`);
    expect((await admin.postKeyed(`/api/admin/payments/${paid.reference}/expire`)).body).toEqual({
      data: { expired: false },
    });
    expect((await member.get<GatewayPayment>(`/api/member/payment/${paid.reference}`)).body.data?.status).toBe('paid');
    expect((await admin.postKeyed('/api/admin/payments/cp_unknown/expire')).status).toBe(404);
    expect((await member.postKeyed(`/api/admin/payments/${paid.reference}/expire`)).status).toBe(403);
    expect(await creditOf(member)).toBe(90);
  });

  it('a paid callback racing the expiry at its boundary: each deposit is either credited or rejected, never both', async () => {
    const member = await memberClient(t);
    const payments = await Promise.all(Array.from({ length: 8 }, (_, i) => deposit(member, 10 + i)));
    const { rows } = await t.db.query<{ ms: string }>(`SELECT (extract(epoch FROM now()) * 1000)::bigint AS ms`);
    const nowMs = Number(rows[0]?.ms);
    // The QR ends at nowMs: the callback judges just before it, the rule just after it.
    await t.db.query(
      `UPDATE gateway_payments SET expires_at = to_timestamp($2::double precision / 1000) WHERE reference = ANY($1)`,
      [payments.map((payment) => payment.reference), nowMs],
    );
    const outcomes = await Promise.all(
      payments.flatMap((payment) => [
        t.db
          .transaction((tx) =>
            ops.settleGatewayPayment(
              tx,
              t.app.moneyHooks,
              'cp',
              { reference: payment.reference, amountSatang: Math.round(payment.amount * 100) },
              nowMs - 1,
            ),
          )
          .then((result) => (result.credited ? 'credited' : 'late')),
        expireDuePayments(t.db, nowMs, { depositId: String(payment.deposit_id) }).then((ids) =>
          ids.length > 0 ? 'expired' : 'late',
        ),
      ]),
    );
    let credited = 0;
    for (const [index, payment] of payments.entries()) {
      const [settle, expiry] = outcomes.slice(index * 2, index * 2 + 2);
      const status = await storedStatus(payment.deposit_id);
      // Exactly one of the two decided; the row says which.
      expect([settle, expiry].filter((outcome) => outcome !== 'late')).toHaveLength(1);
      expect(status).toBe(settle === 'credited' ? 'approved' : 'rejected');
      if (settle === 'credited') credited += payment.amount;
    }
    expect(await creditOf(member)).toBeCloseTo(credited, 2);
  });
});
