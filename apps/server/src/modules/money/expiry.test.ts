import { type DepositRow, type GatewayPayment, txStatus } from '@member/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { expireUnpaidGatewayDeposits } from './expiry';
import { expectSound, memberClient } from './test-support';

describe.each(DATABASE_KINDS)('expired gateway payments on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterEach(() => expectSound(t.db));
  afterAll(() => t.close());

  const expire = (reference: string, minutesAgo: number) =>
    t.db.query(`UPDATE gateway_payments SET expires_at = now() - make_interval(mins => $2) WHERE reference = $1`, [
      reference,
      minutesAgo,
    ]);

  it('rejects an unpaid deposit once its QR has expired, and leaves fresh and paid ones alone', async () => {
    const member = await memberClient(t);
    const deposit = async () =>
      (await member.postKeyed<GatewayPayment>('/api/member/cp/deposit', { amount: 100 })).body.data as GatewayPayment;
    const abandoned = await deposit();
    const fresh = await deposit();
    const justExpired = await deposit();
    await expire(abandoned.reference, 5);
    await expire(justExpired.reference, 0);

    expect(await expireUnpaidGatewayDeposits(t.db)).toBe(1);
    expect(await expireUnpaidGatewayDeposits(t.db)).toBe(0);

    const row = (await member.get<DepositRow>(`/api/member/deposit/${abandoned.deposit_id}`)).body.data;
    expect(row?.status).toBe('rejected');
    expect(txStatus(row?.status).state).toBe('error');
    const history = (await member.get<{ items: DepositRow[] }>('/api/member/reportdeposit')).body.data;
    expect(history?.items.find((item) => item.id === abandoned.deposit_id)?.status).toBe('rejected');
    for (const other of [fresh, justExpired]) {
      expect((await member.get<DepositRow>(`/api/member/deposit/${other.deposit_id}`)).body.data?.status).toBe(
        'waiting_for_approve',
      );
    }
    expect((await member.get<GatewayPayment>(`/api/member/payment/${abandoned.reference}`)).body.data?.status).toBe(
      'expired',
    );
  });
});
