import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../db/migrate';
import { createTestDatabase, DATABASE_KINDS, insertMemberRow, type TestDatabase } from '../../test/harness';
import { createMoneyHooks } from './hooks';
import { checkInvariants } from './invariants';
import { walletBalanceSatang } from './ledger';
import * as ops from './operations';
import { moveBefore0008 } from './test-support';

/**
 * Migration 0005 splits each house account into shards. A database that already holds waiting
 * withdrawals keeps their reservations in shard 0; resolving them afterwards takes the money from
 * the withdrawal's own shard. The books must stay sound through that.
 */
describe.each(DATABASE_KINDS)('house account shards on a database with history (%s)', (kind) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase(kind);
  });
  afterEach(() => test.drop());

  /** The ledger as migration 0004 left it: one row per house kind, moved by plain SQL. */
  const movePreShard = (from: string, to: string, amount: number, kind: string, refType: string, refId: string) =>
    moveBefore0008(test.db, { from, to, amount, kind, refType, refId });

  it('resolves withdrawals reserved before the shards existed and keeps every invariant', async () => {
    const all = readMigrations();
    const before = all.filter((m) => m.version < '0005');
    expect(before.map((m) => m.version)).toEqual(['0001', '0002', '0003', '0004']);
    await migrate(test.db, before);

    const member = await insertMemberRow(test.db);
    const account = async (where: string) =>
      (await test.db.query<{ id: string }>(`SELECT id::text AS id FROM ledger_accounts WHERE ${where}`)).rows[0]!.id;
    await test.db.query(`INSERT INTO ledger_accounts (kind, member_id) VALUES ('member_wallet', $1)`, [member]);
    const wallet = await account(`member_id = ${member}`);
    const adjustments = await account(`kind = 'house_adjustments'`);
    const pending = await account(`kind = 'house_pending_withdrawals'`);

    const credit = (
      await test.db.query<{ id: string }>(
        `INSERT INTO deposits (member_id, amount_satang, type, status) VALUES ($1, 100000, 'manual', 'manual')
         RETURNING id::text AS id`,
        [member],
      )
    ).rows[0]!.id;
    await movePreShard(adjustments, wallet, 100_000, 'manual_credit', 'deposit', credit);
    // Three withdrawals waiting at upgrade time, all reserved in the one pending row.
    const waiting: string[] = [];
    for (const amount of [10_000, 20_000, 30_000]) {
      const id = (
        await test.db.query<{ id: string }>(
          `INSERT INTO withdrawals (member_id, amount_satang, type, status, bank_code, bank_number)
           VALUES ($1, $2, 'bank', 'waiting_for_approve', 'kbnk', '1234567890') RETURNING id::text AS id`,
          [member, amount],
        )
      ).rows[0]!.id;
      await movePreShard(wallet, pending, amount, 'withdrawal_reserve', 'withdrawal', id);
      waiting.push(id);
    }
    expect(await migrate(test.db, all)).toEqual(all.filter((m) => m.version >= '0005').map((m) => m.name));
    expect(await checkInvariants(test.db)).toEqual([]);

    const decide = (id: string, approve: boolean) =>
      test.db.transaction((tx) =>
        ops.decideWithdrawal(tx, createMoneyHooks(), id, { approve, annotation: null, operatorId: null }),
      );
    await decide(waiting[0]!, true);
    await decide(waiting[1]!, false);
    expect(await checkInvariants(test.db)).toEqual([]);
    // New movements after the upgrade go through the shards.
    const fresh = await test.db.transaction((tx) => ops.requestWithdrawal(tx, member, 15_000));
    await decide(waiting[2]!, true);
    await decide(String(fresh.id), true);
    expect(await checkInvariants(test.db)).toEqual([]);
    expect(await walletBalanceSatang(test.db, member)).toBe(100_000 - 10_000 - 30_000 - 15_000);
    const { rows } = await test.db.query<{ total: string }>(
      `SELECT sum(balance_satang)::text AS total FROM ledger_accounts WHERE code = 'house_pending_withdrawals'`,
    );
    expect(rows[0]?.total).toBe('0');
  });
});
