import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database';
import { DATABASE_KINDS, insertMemberRow, startTestApp, type TestApp } from '../../test/harness';
import { sampleValue } from '../../test/metrics';
import {
  type AccountRef,
  HOUSE_SHARDS,
  memberWallet,
  posted,
  postedAll,
  transfer,
  type TransferInput,
  transferMany,
  walletBalanceSatang,
} from './ledger';
import { expectSound } from './test-support';

let refCounter = 1_000;
/** A fresh game round id on house shard `shard`. */
const refOnShard = (shard: number) => {
  refCounter += HOUSE_SHARDS;
  return String(refCounter - (refCounter % HOUSE_SHARDS) + shard);
};

const payout = (memberId: string, amountSatang: number, refId: string): TransferInput<'game_payout'> => ({
  from: { house: 'house_games' },
  to: memberWallet(memberId),
  amountSatang,
  code: 'game_payout',
  ref: { type: 'game_round', id: refId },
});

const stake = (memberId: string, amountSatang: number, refId: string): TransferInput<'game_stake'> => ({
  from: memberWallet(memberId),
  to: { house: 'house_games' },
  amountSatang,
  code: 'game_stake',
  ref: { type: 'game_round', id: refId },
});

/** The id of an account: a member's wallet, or house games' shard. */
async function accountId(db: Queryable, account: { owner: string } | { shard: number }): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'owner' in account
      ? `SELECT id::text AS id FROM ledger_accounts WHERE code = 'member_wallet' AND owner_id = $1`
      : `SELECT id::text AS id FROM ledger_accounts WHERE code = 'house_games' AND owner_id IS NULL AND shard = $1`,
    ['owner' in account ? account.owner : account.shard],
  );
  if (!rows[0]) throw new Error(`no account ${JSON.stringify(account)}`);
  return rows[0].id;
}

/**
 * Walks an account's transfers in id order from a zero balance: each one's balance after is the one
 * before plus or minus its amount, and the last is the cached balance. Answers the balances after.
 */
async function expectChain(db: Queryable, id: string): Promise<number[]> {
  const { rows } = await db.query<{ debit: boolean; amount: string; after: string }>(
    `SELECT debit_account_id = $1 AS debit, amount_satang::text AS amount,
            (CASE WHEN debit_account_id = $1 THEN debit_balance_after ELSE credit_balance_after END)::text AS after
     FROM ledger_transfers WHERE $1 IN (debit_account_id, credit_account_id) ORDER BY id`,
    [id],
  );
  let balance = 0;
  const afters: number[] = [];
  for (const row of rows) {
    balance += row.debit ? -Number(row.amount) : Number(row.amount);
    expect(Number(row.after)).toBe(balance);
    afters.push(balance);
  }
  const cached = await db.query<{ balance: string }>(
    'SELECT balance_satang::text AS balance FROM ledger_accounts WHERE id = $1',
    [id],
  );
  expect(Number(cached.rows[0]?.balance)).toBe(balance);
  return afters;
}

describe.each(DATABASE_KINDS)('many transfers in one statement on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterEach(() => expectSound(t.db));
  afterAll(() => t.close());

  it('posts each transfer as its own row with running balances, as one by one would, creating missing wallets', async () => {
    const [a, b, c] = [await insertMemberRow(t.db), await insertMemberRow(t.db), await insertMemberRow(t.db)];
    // b already has a wallet (and some play on shard 3), a and c have none yet.
    await t.db.transaction(async (tx) => posted(await transfer(tx, payout(b, 500, refOnShard(3)))));
    const inputs = [
      payout(a, 1_000, refOnShard(3)),
      payout(b, 200, refOnShard(3)),
      payout(a, 50, refOnShard(5)),
      stake(b, 700, refOnShard(3)),
      payout(c, 3, refOnShard(3)),
    ];
    const transfers = await t.db.transaction(async (tx) => postedAll(await transferMany(tx, inputs)));
    expect(transfers).toHaveLength(5);
    const ids = transfers.map((each) => BigInt(each.id));
    expect([...ids].sort((x, y) => (x < y ? -1 : 1))).toEqual(ids);
    expect(transfers.map((each) => each.creditBalanceAfter)).toEqual([1_000, 700, 1_050, expect.any(Number), 3]);
    expect(transfers[3]!.debitBalanceAfter).toBe(0);
    expect(await walletBalanceSatang(t.db, a)).toBe(1_050);
    expect(await walletBalanceSatang(t.db, b)).toBe(0);
    expect(await walletBalanceSatang(t.db, c)).toBe(3);

    // Shard 3 was debited four times and credited once in the batch: its chain runs through them in order.
    const shard3 = await expectChain(t.db, await accountId(t.db, { shard: 3 }));
    const x = shard3.at(-5)!;
    expect(shard3.slice(-4)).toEqual([x - 1_000, x - 1_200, x - 500, x - 503]);
    const { rows } = await t.db.query<{ code: string; amount: string; debit_after: string; credit_after: string }>(
      `SELECT code, amount_satang::text AS amount, debit_balance_after::text AS debit_after,
              credit_balance_after::text AS credit_after
       FROM ledger_transfers WHERE id = ANY ($1::bigint[]) ORDER BY id`,
      [transfers.map((each) => each.id)],
    );
    expect(rows.map((row) => [row.code, row.amount])).toEqual(
      inputs.map((input) => [input.code, String(input.amountSatang)]),
    );
    for (const id of [a, b, c]) await expectChain(t.db, await accountId(t.db, { owner: id }));
    await expectChain(t.db, await accountId(t.db, { shard: 5 }));
  });

  it('refuses the whole batch when one transfer would take a wallet below zero', async () => {
    const member = await insertMemberRow(t.db);
    await t.db.transaction(async (tx) => posted(await transfer(tx, payout(member, 1_000, refOnShard(7)))));
    const result = await t.db.transaction((tx) =>
      transferMany(tx, [
        stake(member, 600, refOnShard(7)),
        payout(member, 100, refOnShard(7)),
        stake(member, 400, refOnShard(8)),
        stake(member, 10_000, refOnShard(8)),
      ]),
    );
    expect(result).toEqual({ ok: false, code: 'exceeds_balance', index: 3, balanceSatang: 100 });
    expect(await walletBalanceSatang(t.db, member)).toBe(1_000);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.debit_account_id
       WHERE a.owner_id = $1`,
      [member],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('throws on accounts of another ledger than the code, moving nothing', async () => {
    const member = await insertMemberRow(t.db);
    const coins: AccountRef = { owner: member, code: 'minigame_coins' };
    const before = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM ledger_transfers');
    await expect(
      t.db.transaction((tx) =>
        transferMany(tx, [payout(member, 10, refOnShard(1)), { ...payout(member, 10, refOnShard(1)), to: coins }]),
      ),
    ).rejects.toThrow(/ledger mismatch: game_payout from house house_games to minigame_coins/);
    const after = await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM ledger_transfers');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    expect(await walletBalanceSatang(t.db, member)).toBe(0);
  });

  it('counts each transfer on /metrics, and a refused batch once as a refusal', async () => {
    const member = await insertMemberRow(t.db);
    const scrape = async () => (await t.app.inject('/metrics')).body;
    const before = await scrape();
    await t.db.transaction(async (tx) =>
      postedAll(
        await transferMany(tx, [
          payout(member, 10, refOnShard(2)),
          payout(member, 20, refOnShard(2)),
          stake(member, 5, refOnShard(2)),
        ]),
      ),
    );
    await t.db.transaction((tx) =>
      transferMany(tx, [stake(member, 1, refOnShard(2)), stake(member, 100, refOnShard(2))]),
    );
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      (sampleValue(after, name, labels) ?? 0) - (sampleValue(before, name, labels) ?? 0);
    expect(moved('member_site_ledger_transfers_total', { code: 'game_payout' })).toBe(2);
    expect(moved('member_site_ledger_transfers_total', { code: 'game_stake' })).toBe(1);
    expect(moved('member_site_ledger_transfer_refusals_total', { code: 'game_stake', result: 'exceeds_balance' })).toBe(
      1,
    );
  });

  it.runIf(kind === 'postgres')(
    'waits for, or is waited for by, single transfers on the same house shards, never deadlocking',
    async () => {
      const members = await Promise.all(Array.from({ length: 6 }, () => insertMemberRow(t.db)));
      // A batch holds shards 9 and 10 and two wallets while single transfers on them queue behind it.
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked!: () => void;
      const lockedNow = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const batch = t.db.transaction(async (tx) => {
        const result = postedAll(
          await transferMany(tx, [
            payout(members[0]!, 100, refOnShard(9)),
            payout(members[1]!, 200, refOnShard(10)),
            payout(members[0]!, 300, refOnShard(9)),
          ]),
        );
        locked();
        await held;
        return result;
      });
      await lockedNow;
      const single = t.db.transaction(async (tx) => posted(await transfer(tx, payout(members[0]!, 7, refOnShard(9)))));
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      const [first, second] = await Promise.all([batch, single]);
      expect(BigInt(second.id)).toBeGreaterThan(BigInt(first.at(-1)!.id));
      expect(second.creditBalanceAfter).toBe(407);

      // Then batches and single transfers over the same shards and wallets, all at once, in mixed orders.
      const work: Promise<unknown>[] = [];
      for (let round = 0; round < 8; round++) {
        const order = round % 2 === 0 ? members : [...members].reverse();
        work.push(
          t.db.transaction(async (tx) =>
            postedAll(
              await transferMany(
                tx,
                order.map((member, i) => payout(member, 10 + i, refOnShard([9, 10, 11][i % 3]!))),
              ),
            ),
          ),
        );
        for (const [i, member] of order.entries()) {
          work.push(
            t.db.transaction(async (tx) => posted(await transfer(tx, payout(member, 1, refOnShard(9 + (i % 3)))))),
          );
        }
      }
      await Promise.all(work);
      for (const shard of [9, 10, 11]) await expectChain(t.db, await accountId(t.db, { shard }));
      for (const member of members) await expectChain(t.db, await accountId(t.db, { owner: member }));
    },
  );
});
