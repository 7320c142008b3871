import { ENGLISH_SERVER_MESSAGES, SERVER_MESSAGES } from '@member/shared';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { DATABASE_KINDS, insertMemberRow, startTestApp, type TestApp } from '../../test/harness';
import { type IdempotencyScope, runIdempotent, type StoredAnswer } from '../../plugins/idempotency';
import { checkInvariants } from './invariants';
import { HOUSE_SHARDS, walletBalanceSatang } from './ledger';
import * as ops from './operations';
import { expectSound, newKey } from './test-support';

describe.each(DATABASE_KINDS)('the ledger on %s', (kind) => {
  let t: TestApp;
  let operatorId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const { rows } = await t.db.query<{ id: string }>(`SELECT id::text AS id FROM operators WHERE username = 'admin'`);
    operatorId = rows[0]?.id ?? '';
  });
  afterEach(() => expectSound(t.db));
  afterAll(() => t.close());

  const credit = (memberId: string, amountSatang: number) =>
    t.db.transaction((tx) =>
      ops.manualAdjustment(tx, memberId, { direction: 'credit', amountSatang, reason: 'r', operatorId }),
    );

  it('moves money from the debit account to the credit account and records balances after', async () => {
    const memberId = await insertMemberRow(t.db);
    await credit(memberId, 12_345);
    const debit = await t.db.transaction((tx) =>
      ops.manualAdjustment(tx, memberId, { direction: 'debit', amountSatang: 345, reason: 'r', operatorId }),
    );
    expect(debit.creditSatang).toBe(12_000);
    const { rows } = await t.db.query<{ debit_kind: string; credit_kind: string; amount: string; after: string }>(
      `SELECT d.code AS debit_kind, c.code AS credit_kind, t.amount_satang::text AS amount,
              t.debit_balance_after::text AS after
       FROM ledger_transfers t JOIN ledger_accounts d ON d.id = t.debit_account_id
       JOIN ledger_accounts c ON c.id = t.credit_account_id
       WHERE t.code = 'manual_debit' AND d.owner_id = $1`,
      [memberId],
    );
    expect(rows).toEqual([
      { debit_kind: 'member_wallet', credit_kind: 'house_adjustments', amount: '345', after: '12000' },
    ]);
    // Transfers are immutable: a correction is a new transfer.
    await expect(t.db.query(`DELETE FROM ledger_transfers WHERE code = 'manual_debit'`)).rejects.toThrow(/immutable/);
    await expect(t.db.query(`UPDATE ledger_transfers SET amount_satang = 1`)).rejects.toThrow(/immutable/);
    expect(await walletBalanceSatang(t.db, memberId)).toBe(12_000);
  });

  it('never lets a member wallet go below zero', async () => {
    const memberId = await insertMemberRow(t.db);
    await credit(memberId, 5_000);
    const refused = await t.db
      .transaction((tx) => ops.requestWithdrawal(tx, memberId, 20_000))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).message).toBe(`${ENGLISH_SERVER_MESSAGES.balanceTooLow} 50`);
    await expect(
      t.db.query(`UPDATE ledger_accounts SET balance_satang = -1 WHERE owner_id = $1`, [memberId]),
    ).rejects.toThrow();
    const debit = await t.db
      .transaction((tx) =>
        ops.manualAdjustment(tx, memberId, { direction: 'debit', amountSatang: 5_001, reason: 'r', operatorId }),
      )
      .catch((error: unknown) => error);
    expect((debit as AppError).message).toBe(SERVER_MESSAGES.insufficientCredit);
    expect(await walletBalanceSatang(t.db, memberId)).toBe(5_000);
  });

  it('reserves on request, posts on approval, voids on rejection, each once', async () => {
    const memberId = await insertMemberRow(t.db);
    await credit(memberId, 100_000);
    const first = await t.db.transaction((tx) => ops.requestWithdrawal(tx, memberId, 30_000));
    const second = await t.db.transaction((tx) => ops.requestWithdrawal(tx, memberId, 20_000));
    expect(await walletBalanceSatang(t.db, memberId)).toBe(50_000);
    const decide = (id: number, approve: boolean) =>
      t.db
        .transaction(async (tx) =>
          ops.decided(
            await ops.decideWithdrawal(tx, t.app.moneyHooks, String(id), { approve, annotation: 'x', operatorId }),
          ),
        )
        .catch((error: unknown) => error);
    expect(await decide(first.id, true)).toMatchObject({ after: { status: 'approved' } });
    expect(await decide(second.id, false)).toMatchObject({ after: { status: 'rejected', annotation: 'x' } });
    expect(await walletBalanceSatang(t.db, memberId)).toBe(70_000);
    expect(await decide(first.id, false)).toMatchObject({ statusCode: 409, message: SERVER_MESSAGES.alreadyApproved });
    expect(await decide(second.id, true)).toMatchObject({ statusCode: 409, message: SERVER_MESSAGES.alreadyRejected });
    expect(await walletBalanceSatang(t.db, memberId)).toBe(70_000);
  });

  it('reports drift in cached balances and the pending account', async () => {
    const memberId = await insertMemberRow(t.db);
    await credit(memberId, 1_000);
    await t.db.query(`UPDATE ledger_accounts SET balance_satang = balance_satang + 7 WHERE owner_id = $1`, [memberId]);
    await t.db.query(
      `UPDATE ledger_accounts SET balance_satang = balance_satang + 3 WHERE code = 'house_pending_withdrawals' AND shard = 0`,
    );
    const violations = await checkInvariants(t.db);
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.stringContaining('balances sum to 10 satang'),
        expect.stringContaining('caches 1007 satang but its transfers sum to 1000'),
        expect.stringContaining('pending withdrawals account holds 3 satang but 0 satang are waiting'),
      ]),
    );
    await t.db.query(`UPDATE ledger_accounts SET balance_satang = balance_satang - 7 WHERE owner_id = $1`, [memberId]);
    await t.db.query(
      `UPDATE ledger_accounts SET balance_satang = balance_satang - 3 WHERE code = 'house_pending_withdrawals' AND shard = 0`,
    );
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('routes each movement to the house shard of its row, so a reservation and its post meet in one shard', async () => {
    const memberId = await insertMemberRow(t.db);
    await credit(memberId, 100_000);
    const requested = await Promise.all(
      [10_000, 20_000].map((amount) => t.db.transaction((tx) => ops.requestWithdrawal(tx, memberId, amount))),
    );
    const shardBalances = async () =>
      (
        await t.db.query<{ shard: number; balance: string }>(
          `SELECT shard, balance_satang::text AS balance FROM ledger_accounts
           WHERE code = 'house_pending_withdrawals' AND owner_id IS NULL AND balance_satang <> 0`,
        )
      ).rows;
    const [first, second] = requested.map((row) => ({ id: row.id, shard: row.id % HOUSE_SHARDS }));
    expect(first!.shard).not.toBe(second!.shard);
    expect(await shardBalances()).toEqual(
      expect.arrayContaining([
        { shard: first!.shard, balance: '10000' },
        { shard: second!.shard, balance: '20000' },
      ]),
    );
    await t.db.transaction((tx) =>
      ops.decideWithdrawal(tx, t.app.moneyHooks, String(first!.id), { approve: true, annotation: null, operatorId }),
    );
    await t.db.transaction((tx) =>
      ops.decideWithdrawal(tx, t.app.moneyHooks, String(second!.id), { approve: false, annotation: null, operatorId }),
    );
    expect(await shardBalances()).toEqual([]);
  });

  it('reports a house account that lost a shard', async () => {
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT id::text AS id FROM ledger_accounts a WHERE code = 'house_games' AND shard = ${HOUSE_SHARDS - 1}
       AND NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE a.id IN (t.debit_account_id, t.credit_account_id))`,
    );
    const id = rows[0]?.id;
    expect(id).toBeDefined();
    await t.db.query('DELETE FROM ledger_accounts WHERE id = $1', [id]);
    expect(await checkInvariants(t.db)).toEqual([
      `house account house_games has ${HOUSE_SHARDS - 1} shards, not ${HOUSE_SHARDS}`,
    ]);
    await t.db.query(
      `INSERT INTO ledger_accounts (ledger, code, shard, may_go_negative) VALUES ('THB', 'house_games', ${HOUSE_SHARDS - 1}, true)`,
    );
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  /**
   * Property: any sequence of deposits, decisions, withdrawals, manual adjustments and replays
   * keeps every invariant, and the credit is what a simple model says.
   */
  it('keeps its invariants over random sequences of operations', async () => {
    type Command =
      | { op: 'deposit' | 'withdraw' | 'credit' | 'debit'; amount: number }
      | { op: 'decideDeposit' | 'decideWithdrawal'; index: number; approve: boolean }
      | { op: 'replay'; index: number };
    const amount = fc.integer({ min: 1, max: 40_000 });
    const command: fc.Arbitrary<Command> = fc.oneof(
      fc.record({ op: fc.constantFrom('deposit', 'withdraw', 'credit', 'debit'), amount }),
      fc.record({
        op: fc.constantFrom('decideDeposit', 'decideWithdrawal'),
        index: fc.nat(6),
        approve: fc.boolean(),
      }),
      fc.record({ op: fc.constant('replay'), index: fc.nat(10) }),
    ) as fc.Arbitrary<Command>;

    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        const memberId = await insertMemberRow(t.db);
        const model = {
          credit: 0,
          deposits: [] as { id: string; amount: number; waiting: boolean }[],
          withdrawals: [] as { id: string; amount: number; waiting: boolean }[],
        };
        const done: { scope: IdempotencyScope; answer: StoredAnswer; fn: (tx: Queryable) => Promise<StoredAnswer> }[] =
          [];
        const run = async (name: string, fn: (tx: Queryable) => Promise<StoredAnswer>) => {
          const scope: IdempotencyScope = {
            subjectKind: 'member',
            subjectId: memberId,
            key: newKey(),
            requestHash: name,
          };
          const answer = await runIdempotent(t.db, scope, fn);
          done.push({ scope, answer, fn });
          return answer;
        };
        const ok = (data: unknown) => ({ status: 200, body: data });
        for (const c of commands) {
          switch (c.op) {
            case 'deposit': {
              const answer = await run('deposit', async (tx) =>
                ok(await ops.requestBankDeposit(tx, t.app.moneyHooks, memberId, c.amount)),
              );
              const blocked = model.withdrawals.some((w) => w.waiting);
              expect(answer.status).toBe(blocked ? 422 : 200);
              if (!blocked) {
                model.deposits.push({
                  id: String((answer.body as { id: number }).id),
                  amount: c.amount,
                  waiting: true,
                });
              }
              break;
            }
            case 'withdraw': {
              const answer = await run('withdraw', async (tx) =>
                ok(await ops.requestWithdrawal(tx, memberId, c.amount)),
              );
              const allowed = c.amount >= 10_000 && c.amount <= model.credit;
              expect(answer.status).toBe(allowed ? 200 : 422);
              if (allowed) {
                model.credit -= c.amount;
                model.withdrawals.push({
                  id: String((answer.body as { id: number }).id),
                  amount: c.amount,
                  waiting: true,
                });
              }
              break;
            }
            case 'credit':
            case 'debit': {
              const answer = await run(c.op, async (tx) =>
                ok(
                  await ops.manualAdjustment(tx, memberId, {
                    direction: c.op as 'credit' | 'debit',
                    amountSatang: c.amount,
                    reason: 'r',
                    operatorId,
                  }),
                ),
              );
              const allowed = c.op === 'credit' || c.amount <= model.credit;
              expect(answer.status).toBe(allowed ? 200 : 422);
              if (allowed) model.credit += c.op === 'credit' ? c.amount : -c.amount;
              break;
            }
            case 'decideDeposit':
            case 'decideWithdrawal': {
              const rows = c.op === 'decideDeposit' ? model.deposits : model.withdrawals;
              const row = rows[c.index % Math.max(rows.length, 1)];
              if (!row) break;
              const decision = { approve: c.approve, annotation: null, operatorId };
              const answer = await run(c.op, async (tx) =>
                ok(
                  c.op === 'decideDeposit'
                    ? ops.decided(await ops.decideDeposit(tx, t.app.moneyHooks, row.id, decision))
                    : ops.decided(await ops.decideWithdrawal(tx, t.app.moneyHooks, row.id, decision)),
                ),
              );
              expect(answer.status).toBe(row.waiting ? 200 : 409);
              if (row.waiting) {
                row.waiting = false;
                if (c.op === 'decideDeposit' && c.approve) model.credit += row.amount;
                if (c.op === 'decideWithdrawal' && !c.approve) model.credit += row.amount;
              }
              break;
            }
            case 'replay': {
              const previous = done[c.index % Math.max(done.length, 1)];
              if (!previous) break;
              const again = await runIdempotent(t.db, previous.scope, previous.fn);
              expect(again).toEqual({ ...previous.answer, replayed: true });
              break;
            }
          }
        }
        expect(await walletBalanceSatang(t.db, memberId)).toBe(model.credit);
        expect(await checkInvariants(t.db)).toEqual([]);
      }),
      { numRuns: kind === 'pglite' ? 40 : 30 },
    );
  });
});
