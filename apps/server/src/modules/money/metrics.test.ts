import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { insertMemberRow, startTestApp, type TestApp } from '../../test/harness';
import { sampleValue } from '../../test/metrics';
import * as ops from './operations';

const scrape = async (app: FastifyInstance) => {
  const answer = await app.inject('/metrics');
  expect(answer.statusCode).toBe(200);
  return answer.body;
};

describe('money on /metrics', () => {
  const apps: TestApp[] = [];
  const start = async () => {
    const t = await startTestApp('pglite');
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
});
