import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate';
import { createTestDatabase, DATABASE_KINDS, insertMemberRow, type TestDatabase } from '../../test/harness';
import { createMoneyHooks } from './hooks';
import { checkInvariants } from './invariants';
import {
  type AccountCode,
  balanceSatang,
  ensureAccount,
  memberWallet,
  movements,
  type TransferCode,
  transfer,
  walletBalanceSatang,
} from './ledger';
import * as ops from './operations';

/**
 * The general ledger's own rules (decision 0035), on a migrated database without the app: result
 * codes, the negative flag, one ledger per transfer, movements, the money hooks.
 */
describe.each(DATABASE_KINDS)('the general ledger on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
    await migrate(test.db);
    // Codes a later module could add: a credit line that may go negative, and a ledger of coins.
    await test.db.query(`INSERT INTO ledger_account_codes (code, ledger, may_go_negative, description) VALUES
      ('test_credit_line', 'THB', true, 'test'), ('test_coins', 'COIN', false, 'test'),
      ('test_coin_issuer', 'COIN', true, 'test')`);
    await test.db.query(`INSERT INTO ledger_transfer_codes (code, ledger, ref_type, description) VALUES
      ('test_credit', 'THB', 'game_round', 'test'), ('test_coin_gift', 'COIN', 'game_round', 'test')`);
  });
  afterAll(() => test.drop());

  const code = (name: string) => name as AccountCode;
  const transferCode = (name: string) => name as TransferCode;
  const ref = { type: 'game_round', id: '1' } as const;
  const approve = { approve: true, annotation: null, operatorId: null };

  it('answers exceeds_balance with the balance, and reads the limit from the account flag', async () => {
    const member = await insertMemberRow(test.db);
    const refused = await test.db.transaction((tx) =>
      transfer(tx, {
        from: memberWallet(member),
        to: { house: 'house_games' },
        amountSatang: 1,
        code: 'game_stake',
        ref,
      }),
    );
    expect(refused).toEqual({ ok: false, code: 'exceeds_balance', balanceSatang: 0 });
    // A code whose accounts may go negative: its owner can lend the wallet money.
    const line = { owner: member, code: code('test_credit_line') };
    const lent = await test.db.transaction((tx) =>
      transfer(tx, {
        from: line,
        to: memberWallet(member),
        amountSatang: 2_500,
        code: transferCode('test_credit'),
        ref,
      } as never),
    );
    expect(lent).toMatchObject({ ok: true, debitBalanceAfter: -2_500, creditBalanceAfter: 2_500 });
    expect(await balanceSatang(test.db, line)).toBe(-2_500);
    const staked = await test.db.transaction((tx) =>
      transfer(tx, {
        from: memberWallet(member),
        to: { house: 'house_games' },
        amountSatang: 2_501,
        code: 'game_stake',
        ref,
      }),
    );
    expect(staked).toEqual({ ok: false, code: 'exceeds_balance', balanceSatang: 2_500 });
    expect(await checkInvariants(test.db)).toEqual([]);
    // The flag is the code's: it cannot be taken away while an account of the code is below zero.
    await expect(
      test.db.query(`UPDATE ledger_account_codes SET may_go_negative = false WHERE code = 'test_credit_line'`),
    ).rejects.toThrow();
  });

  it('keeps a transfer inside one ledger', async () => {
    const [a, b] = [await insertMemberRow(test.db), await insertMemberRow(test.db)];
    const coins = (owner: string) => ({ owner, code: code('test_coins') });
    const issuer = { owner: a, code: code('test_coin_issuer') };
    const gift = (from: object, to: object, transferCodeName: string) =>
      test.db.transaction((tx) =>
        transfer(tx, { from, to, amountSatang: 700, code: transferCode(transferCodeName), ref } as never),
      );
    expect(await gift(issuer, coins(b), 'test_coin_gift')).toMatchObject({ ok: true, creditBalanceAfter: 700 });
    expect(await gift(coins(b), coins(a), 'test_coin_gift')).toMatchObject({ ok: true, debitBalanceAfter: 0 });
    // Baht to coins, or coins moved with a baht code: a programming error, and nothing moves.
    await test.db.transaction((tx) => ensureAccount(tx, memberWallet(b)));
    await expect(gift(memberWallet(b), coins(b), 'game_stake')).rejects.toThrow(/ledger mismatch/);
    await expect(gift(coins(a), coins(b), 'game_stake')).rejects.toThrow(/ledger mismatch/);
    await expect(gift(coins(a), coins(b), 'no_such_code')).rejects.toThrow(/ledger mismatch/);
    // One account on both sides: refused before anything moves.
    await expect(gift(coins(a), coins(a), 'test_coin_gift')).rejects.toThrow(/to itself/);
    expect(await balanceSatang(test.db, coins(a))).toBe(700);
    // The database refuses such a row whoever writes it: the transfer's ledger is its accounts'.
    const ids = (
      await test.db.query<{ id: string }>(
        `SELECT id::text AS id FROM ledger_accounts WHERE owner_id = $1 AND code IN ('member_wallet', 'test_coins')
         ORDER BY code`,
        [b],
      )
    ).rows.map((r) => r.id);
    await expect(
      test.db.query(
        `INSERT INTO ledger_transfers (ledger, debit_account_id, credit_account_id, amount_satang, code, ref_type, ref_id,
           debit_balance_after, credit_balance_after) VALUES ('THB', $1, $2, 1, 'game_stake', 'game_round', 1, 0, 0)`,
        ids,
      ),
    ).rejects.toThrow();
    expect(await checkInvariants(test.db)).toEqual([]);
    // Each ledger sums to zero on its own.
    await test.db.query(
      `UPDATE ledger_accounts SET balance_satang = balance_satang + 1 WHERE code = 'test_coins' AND owner_id = $1`,
      [a],
    );
    expect(await checkInvariants(test.db)).toEqual(
      expect.arrayContaining([expect.stringContaining('ledger COIN: balances sum to 1 satang, not 0')]),
    );
    await test.db.query(
      `UPDATE ledger_accounts SET balance_satang = balance_satang - 1 WHERE code = 'test_coins' AND owner_id = $1`,
      [a],
    );
  });

  it('sums what moved in and out of an account by transfer code and period', async () => {
    const member = await insertMemberRow(test.db);
    const hooks = createMoneyHooks();
    const deposit = await test.db.transaction((tx) => ops.requestBankDeposit(tx, hooks, member, 50_000));
    await test.db.transaction((tx) => ops.decideDeposit(tx, hooks, String(deposit.id), approve));
    const startMs = Date.now() - 1_000;
    await test.db.transaction(async (tx) => {
      for (const [code, from, to, amount] of [
        ['game_stake', memberWallet(member), { house: 'house_games' }, 3_000],
        ['game_payout', { house: 'house_games' }, memberWallet(member), 1_200],
        ['game_stake', memberWallet(member), { house: 'house_games' }, 800],
      ] as const) {
        await transfer(tx, { from, to, amountSatang: amount, code, ref: { type: 'game_round', id: String(amount) } });
      }
    });
    const range = { startMs, endMs: Date.now() + 1_000 };
    expect(await movements(test.db, memberWallet(member), ['game_stake', 'game_payout'], range)).toEqual({
      inSatang: 1_200,
      outSatang: 3_800,
    });
    expect(await movements(test.db, memberWallet(member), ['deposit'], { startMs: 0, endMs: range.endMs })).toEqual({
      inSatang: 50_000,
      outSatang: 0,
    });
    expect(await movements(test.db, memberWallet(member), ['game_stake'], { startMs: 0, endMs: startMs })).toEqual({
      inSatang: 0,
      outSatang: 0,
    });
    // A house account is all its shards.
    const games = await movements(test.db, { house: 'house_games' }, ['game_stake'], range);
    expect(games.inSatang).toBeGreaterThanOrEqual(3_800);
  });

  it('runs an app’s hooks in registration order inside the movement’s transaction', async () => {
    const member = await insertMemberRow(test.db);
    const seen: string[] = [];
    const hooks = createMoneyHooks();
    hooks.onDepositRequested(async (_tx, event) => void seen.push(`requested ${event.amountSatang}`));
    hooks.onDepositApproved(async (tx, event) => {
      seen.push(`first ${event.depositId === String(deposit.id)} ${await walletBalanceSatang(tx, event.memberId)}`);
    });
    hooks.onDepositApproved(async () => void seen.push('second'));
    hooks.onWithdrawalDecided(async (_tx, event) => void seen.push(`withdrawal ${event.approved}`));
    const deposit = await test.db.transaction((tx) => ops.requestBankDeposit(tx, hooks, member, 40_000));
    await test.db.transaction((tx) => ops.decideDeposit(tx, hooks, String(deposit.id), approve));
    const withdrawal = await test.db.transaction((tx) => ops.requestWithdrawal(tx, member, 10_000));
    await test.db.transaction((tx) =>
      ops.decideWithdrawal(tx, hooks, String(withdrawal.id), { ...approve, approve: false }),
    );
    // The credit was visible to the first hook, in the approval's own transaction.
    expect(seen).toEqual(['requested 40000', 'first true 40000', 'second', 'withdrawal false']);
    // Another app's registry is its own.
    const other = createMoneyHooks();
    const again = await test.db.transaction((tx) => ops.requestBankDeposit(tx, other, member, 1_000));
    expect(seen).toHaveLength(4);
    // A hook that throws rolls the whole movement back.
    const failing = createMoneyHooks();
    failing.onDepositApproved(async () => {
      throw new Error('hook failed');
    });
    await expect(
      test.db.transaction((tx) => ops.decideDeposit(tx, failing, String(again.id), approve)),
    ).rejects.toThrow('hook failed');
    expect(await walletBalanceSatang(test.db, member)).toBe(40_000);
    expect(await test.db.transaction((tx) => ops.decideDeposit(tx, other, String(again.id), approve))).toMatchObject({
      ok: true,
      after: { status: 'approved' },
    });
  });

  it('answers not_found and already_decided instead of throwing', async () => {
    const member = await insertMemberRow(test.db);
    const hooks = createMoneyHooks();
    const deposit = await test.db.transaction((tx) => ops.requestBankDeposit(tx, hooks, member, 5_000));
    const decide = (id: string, approve: boolean) =>
      test.db.transaction((tx) => ops.decideDeposit(tx, hooks, id, { approve, annotation: null, operatorId: null }));
    expect(await decide(String(deposit.id), false)).toMatchObject({ ok: true, after: { status: 'rejected' } });
    expect(await decide(String(deposit.id), true)).toEqual({ ok: false, code: 'already_decided', status: 'rejected' });
    expect(await decide('999999999', true)).toEqual({ ok: false, code: 'not_found' });
    expect(await walletBalanceSatang(test.db, member)).toBe(0);
    expect(await checkInvariants(test.db)).toEqual([]);
  });
});
