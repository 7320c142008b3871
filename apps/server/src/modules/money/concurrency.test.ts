import { createHmac } from 'node:crypto';
import { ENGLISH_SERVER_MESSAGES, SERVER_MESSAGES } from '@member/shared';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../test/harness';
import { creditOf, fund, memberClient, newKey, useOperatorSuite } from './test-support';

/** Parallel requests on the real app: PGlite serialises them, PostgreSQL runs them for real. */
describe.each(DATABASE_KINDS)('money under parallel requests on %s', (kind) => {
  const t = useOperatorSuite(kind, { operator: 'admin' });

  it('reserves exactly 5 of 50 parallel withdrawals when the credit covers 5', async () => {
    const member = await memberClient(t);
    await fund(t.operator, member.tel, 500);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => member.postKeyed('/api/withdraw/withdraw', { amount: 100 })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(45);
    for (const refused of answers.filter((a) => a.status === 422)) {
      expect(refused.body.error?.message).toBe(`${ENGLISH_SERVER_MESSAGES.balanceTooLow} 0`);
    }
    expect(await creditOf(member)).toBe(0);
    const history = await member.get<{ total: number }>('/api/member/reportwithdraw?limit=100');
    expect(history.body.data?.total).toBe(5);
  });

  it('credits a deposit once when it is approved 20 times in parallel', async () => {
    const member = await memberClient(t);
    const deposit = await member.postKeyed<{ id: number }>('/api/member/regulardeposit', { amount: 250 });
    const id = deposit.body.data?.id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.operator.postKeyed(`/api/admin/deposits/${id}/approve`, {})),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const conflicts = answers.filter((a) => a.status === 409);
    expect(conflicts).toHaveLength(19);
    for (const answer of conflicts) expect(answer.body.error?.message).toBe(SERVER_MESSAGES.alreadyApproved);
    expect(await creditOf(member)).toBe(250);
  });

  it('credits a gateway payment once when its callback arrives 10 times in parallel', async () => {
    const member = await memberClient(t);
    const payment = await member.postKeyed<{ reference: string }>('/api/member/cp/deposit', { amount: 321.5 });
    const body = JSON.stringify({ reference: payment.body.data?.reference, amount: 321.5, status: 'paid' });
    const signature = createHmac('sha256', t.app.secrets.payment.cp).update(body).digest('hex');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/payment/cp/callback',
          payload: body,
          headers: { 'content-type': 'application/json', 'x-signature': signature },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const credited = answers.map((a) => a.json().data.credited);
    expect(credited.filter(Boolean)).toHaveLength(1);
    expect(await creditOf(member)).toBe(321.5);
  });

  it('moves money once for 10 parallel identical requests with the same key, all answered alike', async () => {
    const member = await memberClient(t);
    await fund(t.operator, member.tel, 1000);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => member.postKeyed('/api/withdraw/withdraw', { amount: 300 }, key)),
    );
    const first = answers[0];
    expect(first?.status).toBe(201);
    for (const answer of answers) expect(answer.body).toEqual(first?.body);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await creditOf(member)).toBe(700);
    const history = await member.get<{ total: number }>('/api/member/reportwithdraw');
    expect(history.body.data?.total).toBe(1);
  });

  it('never deadlocks when reservations (wallet → pending) and voids (pending → wallet) of one member cross', async () => {
    const member = await memberClient(t);
    await fund(t.operator, member.tel, 2000);
    const waiting: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const answer = await member.postKeyed<{ id: number }>('/api/withdraw/withdraw', { amount: 100 });
      waiting.push(answer.body.data?.id ?? 0);
    }
    const answers = await Promise.all([
      ...waiting.map((id) => t.operator.postKeyed(`/api/admin/withdrawals/${id}/reject`, { annotation: 'x' })),
      ...Array.from({ length: 10 }, () => member.postKeyed('/api/withdraw/withdraw', { amount: 100 })),
    ]);
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.slice(10).map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(await creditOf(member)).toBe(1000);
  });

  it('settles 40 members’ deposits and withdrawals approved in parallel across the house shards', async () => {
    const members = await Promise.all(Array.from({ length: 40 }, () => memberClient(t)));
    const deposits = await Promise.all(
      members.map((m) => m.postKeyed<{ id: number }>('/api/member/regulardeposit', { amount: 300 })),
    );
    const approved = await Promise.all(
      deposits.map((d) => t.operator.postKeyed(`/api/admin/deposits/${d.body.data?.id}/approve`, {})),
    );
    expect(approved.map((a) => a.status)).toEqual(Array(40).fill(200));
    const withdrawals = await Promise.all(
      members.map((m) => m.postKeyed<{ id: number }>('/api/withdraw/withdraw', { amount: 100 })),
    );
    expect(withdrawals.map((w) => w.status)).toEqual(Array(40).fill(201));
    const decided = await Promise.all(
      withdrawals.map((w, i) =>
        i % 2 === 0
          ? t.operator.postKeyed(`/api/admin/withdrawals/${w.body.data?.id}/approve`, {})
          : t.operator.postKeyed(`/api/admin/withdrawals/${w.body.data?.id}/reject`, { annotation: 'บัญชีไม่ตรง' }),
      ),
    );
    expect(decided.map((a) => a.status)).toEqual(Array(40).fill(200));
    const credits = await Promise.all(members.map((m) => creditOf(m)));
    expect(credits).toEqual(members.map((_, i) => (i % 2 === 0 ? 200 : 300)));
  });

  it('lets parallel deposits and withdrawals of one member settle consistently', async () => {
    const member = await memberClient(t);
    await fund(t.operator, member.tel, 1000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? member.postKeyed('/api/withdraw/withdraw', { amount: 150 })
          : member.postKeyed('/api/member/regulardeposit', { amount: 50 }),
      ),
    );
    expect(answers.every((a) => a.status === 201 || a.status === 422)).toBe(true);
    const withdrawn = answers.filter((a, i) => i % 2 === 0 && a.status === 201).length;
    expect(await creditOf(member)).toBe(1000 - 150 * withdrawn);
  });
});
