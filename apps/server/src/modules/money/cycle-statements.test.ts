import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database';
import { migrate } from '../../db/migrate';
import { createTestDatabase, DATABASE_KINDS, insertMemberRow, type TestDatabase } from '../../test/harness';
import { createMoneyHooks } from './hooks';
import { walletBalanceSatang } from './ledger';
import * as ops from './operations';
import { insertDeposit } from './queries/deposits';

/**
 * What `bench:ledger`'s cycles send (decision 0034): statements per step, and round trips (statements
 * issued in the same tick leave together, as the PostgreSQL adapter pipelines them). BEGIN and COMMIT
 * are not counted. A step that sends more is slower at 16 clients; change these figures knowingly.
 */
describe.each(DATABASE_KINDS)('the money cycle’s statements on %s', (kind) => {
  let test: TestDatabase;
  const hooks = createMoneyHooks();
  const approve = { approve: true, annotation: null, operatorId: null };
  let member: string;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    await migrate(test.db);
    member = await insertMemberRow(test.db);
    // The wallet exists and holds credit, as in the benchmark.
    await test.db.transaction((tx) =>
      ops.manualAdjustment(tx, member, { direction: 'credit', amountSatang: 1_000_000, reason: 't', operatorId: null }),
    );
  });
  afterAll(() => test.drop());

  /** Runs `fn` in a transaction and answers its result with the statements and round trips it took. */
  const shape = (statements: number, trips: number) => [statements, kind === 'postgres' ? trips : undefined];
  async function counted<T>(fn: (tx: Queryable) => Promise<T>) {
    let statements = 0;
    let trips = 0;
    let open = false;
    const result = await test.db.transaction((tx) =>
      fn({
        query(sql, params) {
          statements += 1;
          if (!open) {
            open = true;
            trips += 1;
            process.nextTick(() => (open = false));
          }
          return tx.query(sql, params);
        },
        exec: (sql) => tx.exec(sql),
      }),
    );
    // PGlite answers within the tick, so only PostgreSQL's pipelined trips are counted.
    return { result, statements, trips: kind === 'postgres' ? trips : undefined };
  }

  it('deposits in one round trip of 2 statements and approves in 1 of 1', async () => {
    const request = await counted((tx) => ops.requestBankDeposit(tx, hooks, member, 10_000));
    expect([request.statements, request.trips]).toEqual(shape(2, 1));
    expect(request.result.exactAmount).toBe(false);
    const decision = await counted(async (tx) =>
      ops.decided(await ops.decideDeposit(tx, hooks, String(request.result.id), approve)),
    );
    expect([decision.statements, decision.trips]).toEqual(shape(1, 1));
    expect(await walletBalanceSatang(test.db, member)).toBe(1_010_000);
  });

  it('requests a withdrawal in one round trip of 2 statements and approves it in 1 of 1', async () => {
    const request = await counted((tx) => ops.requestWithdrawal(tx, member, 10_000));
    expect([request.statements, request.trips]).toEqual(shape(2, 1));
    const decision = await counted(async (tx) =>
      ops.decided(await ops.decideWithdrawal(tx, hooks, String(request.result.id), approve)),
    );
    expect([decision.statements, decision.trips]).toEqual(shape(1, 1));
    expect(await walletBalanceSatang(test.db, member)).toBe(1_000_000);
  });

  it('approves a deposit of a member who has no wallet yet: the resolving statement moves nothing, then the wallet is made and credited', async () => {
    const newcomer = await insertMemberRow(test.db);
    const row = await test.db.transaction((tx) =>
      insertDeposit(tx, { memberId: newcomer, amountSatang: 12_300, type: 'bank', status: 'waiting_for_approve' }),
    );
    const decision = await counted(async (tx) => ops.decided(await ops.decideDeposit(tx, hooks, row.id, approve)));
    // The resolving statement (its transfer found no wallet), the wallet created, the transfer.
    expect(decision.statements).toBe(3);
    expect(decision.result.after.status).toBe('approved');
    expect(await walletBalanceSatang(test.db, newcomer)).toBe(12_300);
    const { rows } = await test.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM ledger_transfers WHERE code = 'deposit' AND ref_id = $1`,
      [row.id],
    );
    expect(rows[0]?.n).toBe('1');
  });

  it('makes a bank request’s amount unique while automatic matching is on (decision 0161)', async () => {
    await test.db.query('UPDATE auto_deposit_settings SET enabled = true WHERE id = 1');
    try {
      const request = await counted((tx) => ops.requestBankDeposit(tx, hooks, member, 20_000));
      expect(request.result.exactAmount).toBe(true);
      expect(request.result.amount).toBeGreaterThan(200);
      expect(request.result.amount).toBeLessThan(201);
      // The lock and the early INSERT, which wrote nothing (it carried the settings and limits back);
      // the rules, the amount's lock and look-up, and the INSERT follow.
      expect(request.statements).toBe(6);
      const { rows } = await test.db.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM deposits WHERE member_id = $1 AND status = 'waiting_for_approve'`,
        [member],
      );
      expect(rows[0]?.n).toBe('1');
      await test.db.transaction(async (tx) =>
        ops.decided(await ops.decideDeposit(tx, hooks, String(request.result.id), { ...approve, approve: false })),
      );
    } finally {
      await test.db.query('UPDATE auto_deposit_settings SET enabled = false WHERE id = 1');
    }
  });
});
