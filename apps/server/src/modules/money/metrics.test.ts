import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, insertMemberRow, startTestApp, type TestApp } from '../../test/harness';
import { sampleValue } from '../../test/metrics';
import * as ops from './operations';

const scrape = async (app: FastifyInstance) => {
  const answer = await app.inject('/metrics');
  expect(answer.statusCode).toBe(200);
  return answer.body;
};

describe.each(DATABASE_KINDS)('money on /metrics on %s', (kind) => {
  const apps: TestApp[] = [];
  const start = async () => {
    const t = await startTestApp(kind);
    apps.push(t);
    return t;
  };
  afterAll(() => Promise.all(apps.map((each) => each.close())));

  it('counts ledger transfers by code and refusals by result', async () => {
    const t = await start();
    const { rows } = await t.db.query<{ id: string }>(`SELECT id::text AS id FROM operators WHERE username = 'admin'`);
    const operatorId = rows[0]?.id ?? null;
    const memberId = await insertMemberRow(t.db);
    const written = 'member_site_ledger_transfers_total';
    const refused = 'member_site_ledger_transfer_refusals_total';
    const refusal = { code: 'manual_debit', result: 'exceeds_balance' };
    const before = await scrape(t.app);

    await t.db.transaction((tx) =>
      ops.manualAdjustment(tx, memberId, { direction: 'credit', amountSatang: 500, reason: 'r', operatorId }),
    );
    await expect(
      t.db.transaction((tx) =>
        ops.manualAdjustment(tx, memberId, { direction: 'debit', amountSatang: 900, reason: 'r', operatorId }),
      ),
    ).rejects.toThrow();
    const after = await scrape(t.app);
    const moved = (labels: Record<string, string>, name: string) =>
      (sampleValue(after, name, labels) ?? 0) - (sampleValue(before, name, labels) ?? 0);
    expect(moved({ code: 'manual_credit' }, written)).toBe(1);
    expect(moved({ code: 'manual_debit' }, written)).toBe(0);
    expect(moved(refusal, refused)).toBe(1);
  });

  it('reports the deposits and withdrawals waiting for an operator', async () => {
    const t = await start();
    const waiting = async () => {
      const text = await scrape(t.app);
      return [
        sampleValue(text, 'member_site_money_queue_waiting', { queue: 'deposits' }),
        sampleValue(text, 'member_site_money_queue_waiting', { queue: 'withdrawals' }),
      ];
    };
    const [deposits = 0, withdrawals = 0] = await waiting();
    const memberId = await insertMemberRow(t.db);
    await t.db.query(
      `INSERT INTO deposits (member_id, amount_satang, type, status) VALUES ($1, 100, 'bank', 'waiting_for_approve')`,
      [memberId],
    );
    await t.db.query(
      `INSERT INTO withdrawals (member_id, amount_satang, type, status, bank_code, bank_number)
       VALUES ($1, 100, 'bank', 'waiting_for_approve', 'kbnk', '1234567890'),
              ($1, 200, 'bank', 'waiting_for_approve', 'kbnk', '1234567890'),
              ($1, 300, 'bank', 'approved', 'kbnk', '1234567890')`,
      [memberId],
    );
    expect(await waiting()).toEqual([deposits + 1, withdrawals + 2]);
  });
});
