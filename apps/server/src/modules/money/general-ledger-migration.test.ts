import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../db/migrate';
import { createTestDatabase, DATABASE_KINDS, insertMemberRow, type TestDatabase } from '../../test/harness';
import { createMoneyHooks } from './hooks';
import { checkInvariants } from './invariants';
import { memberWallet, movements, walletBalanceSatang } from './ledger';
import * as ops from './operations';
import { moveBefore0008 } from './test-support';

/**
 * Migrations 0008–0010 turn the ledger's account and transfer kinds into codes of the THB ledger.
 * A database holding balances and transfers made under 0001–0007 must come out with the same books,
 * each account carrying its code's flag, and go on from there.
 */
describe.each(DATABASE_KINDS)('the general ledger on a database with history (%s)', (kind) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase(kind);
  });
  afterEach(() => test.drop());

  const one = async <T>(sql: string, params: unknown[] = []) => (await test.db.query<T>(sql, params)).rows[0]!;

  /** A transfer as the code of migrations 0005–0007 wrote it (kinds, member_id, house shard ref % 16). */
  const movePre0008 = (from: string, to: string, amount: number, kind: string, refType: string, refId: string) =>
    moveBefore0008(test.db, { from, to, amount, kind, refType, refId });

  it('keeps every balance and transfer, gives each account its code, ledger and flag, and moves on', async () => {
    const all = readMigrations();
    const before = all.filter((m) => m.version < '0008');
    expect(before.map((m) => m.version)).toEqual(['0001', '0002', '0003', '0004', '0005', '0006', '0007']);
    await migrate(test.db, before);

    const member = await insertMemberRow(test.db);
    await test.db.query(`INSERT INTO ledger_accounts (kind, member_id) VALUES ('member_wallet', $1)`, [member]);
    const wallet = (
      await one<{ id: string }>(`SELECT id::text AS id FROM ledger_accounts WHERE member_id = $1`, [member])
    ).id;
    const house = async (houseKind: string, refId: string) =>
      (
        await one<{ id: string }>(
          `SELECT id::text AS id FROM ledger_accounts WHERE kind = $1 AND member_id IS NULL AND shard = $2::bigint % 16`,
          [houseKind, refId],
        )
      ).id;
    const row = async (sql: string, params: unknown[]) => (await one<{ id: string }>(sql, params)).id;

    // A deposit with a bonus, a manual credit, a withdrawal paid and one still waiting, some play.
    const promotion = await row(
      `INSERT INTO promotions (title, kind, fixed_bonus_satang, start_at) VALUES ('โบนัส', 'deposit_fixed', 10000, now())
       RETURNING id::text AS id`,
      [],
    );
    const deposit = await row(
      `INSERT INTO deposits (member_id, amount_satang, type, status, promotion_id) VALUES ($1, 100000, 'bank', 'approved', $2)
       RETURNING id::text AS id`,
      [member, promotion],
    );
    await movePre0008(await house('house_cash_in', deposit), wallet, 100_000, 'deposit', 'deposit', deposit);
    const claim = await row(
      `INSERT INTO promotion_claims (member_id, promotion_id, type, deposit_id, base_satang, amount_satang, status, local_day)
       VALUES ($1, $2, 'promotion', $3, 100000, 10000, 'approved', current_date) RETURNING id::text AS id`,
      [member, promotion, deposit],
    );
    await movePre0008(await house('house_bonus', claim), wallet, 10_000, 'promotion_bonus', 'promotion_claim', claim);
    const credit = await row(
      `INSERT INTO deposits (member_id, amount_satang, type, status) VALUES ($1, 50000, 'manual', 'manual')
       RETURNING id::text AS id`,
      [member],
    );
    await movePre0008(await house('house_adjustments', credit), wallet, 50_000, 'manual_credit', 'deposit', credit);
    const withdrawal = (status: string) =>
      row(
        `INSERT INTO withdrawals (member_id, amount_satang, type, status, bank_code, bank_number)
         VALUES ($1, 20000, 'bank', $2, 'kbnk', '1234567890') RETURNING id::text AS id`,
        [member, status],
      );
    const paid = await withdrawal('approved');
    await movePre0008(
      wallet,
      await house('house_pending_withdrawals', paid),
      20_000,
      'withdrawal_reserve',
      'withdrawal',
      paid,
    );
    await movePre0008(
      await house('house_pending_withdrawals', paid),
      await house('house_cash_out', paid),
      20_000,
      'withdrawal_post',
      'withdrawal',
      paid,
    );
    const waiting = await withdrawal('waiting_for_approve');
    await movePre0008(
      wallet,
      await house('house_pending_withdrawals', waiting),
      20_000,
      'withdrawal_reserve',
      'withdrawal',
      waiting,
    );
    await movePre0008(wallet, await house('house_games', '1'), 30_000, 'game_stake', 'game_round', '1');
    await movePre0008(await house('house_games', '1'), wallet, 5_000, 'game_payout', 'game_round', '1');

    // The accounts that existed before the upgrade (later modules' migrations add accounts of their own).
    const lastId = (await test.db.query<{ id: string }>('SELECT max(id)::text AS id FROM ledger_accounts')).rows[0]?.id;
    const books = `SELECT id::text AS id, balance_satang::text AS balance FROM ledger_accounts WHERE id <= ${lastId}
      ORDER BY id`;
    const transfers = `SELECT id::text AS id, debit_account_id::text AS debit, credit_account_id::text AS credit,
      amount_satang::text AS amount, ref_type, ref_id::text AS ref FROM ledger_transfers ORDER BY id`;
    const balancesBefore = (await test.db.query(books)).rows;
    const transfersBefore = (await test.db.query(transfers)).rows;
    const kindsBefore = (await test.db.query(`SELECT kind FROM ledger_transfers ORDER BY id`)).rows.map((r) => r.kind);

    expect(await migrate(test.db, all)).toEqual(all.filter((m) => m.version >= '0008').map((m) => m.name));
    expect(await checkInvariants(test.db)).toEqual([]);
    expect((await test.db.query(books)).rows).toEqual(balancesBefore);
    expect((await test.db.query(transfers)).rows).toEqual(transfersBefore);
    expect((await test.db.query(`SELECT code FROM ledger_transfers ORDER BY id`)).rows.map((r) => r.code)).toEqual(
      kindsBefore,
    );
    expect(
      (
        await test.db.query(
          `SELECT DISTINCT a.ledger, a.code, a.owner_id IS NOT NULL AS owned, a.may_go_negative FROM ledger_accounts a
           WHERE a.id <= ${lastId} ORDER BY a.code`,
        )
      ).rows,
    ).toEqual([
      { ledger: 'THB', code: 'house_adjustments', owned: false, may_go_negative: true },
      { ledger: 'THB', code: 'house_bonus', owned: false, may_go_negative: true },
      { ledger: 'THB', code: 'house_cash_in', owned: false, may_go_negative: true },
      { ledger: 'THB', code: 'house_cash_out', owned: false, may_go_negative: true },
      { ledger: 'THB', code: 'house_games', owned: false, may_go_negative: true },
      { ledger: 'THB', code: 'house_pending_withdrawals', owned: false, may_go_negative: true },
      { ledger: 'THB', code: 'member_wallet', owned: true, may_go_negative: false },
    ]);
    expect((await test.db.query(`SELECT DISTINCT ledger FROM ledger_transfers`)).rows).toEqual([{ ledger: 'THB' }]);
    const credited = 100_000 + 10_000 + 50_000 - 20_000 - 20_000 - 30_000 + 5_000;
    expect(await walletBalanceSatang(test.db, member)).toBe(credited);

    // The history goes on: the waiting withdrawal resolves, a new deposit is credited, play is read
    // across the upgrade, and the wallet still cannot go below zero.
    const hooks = createMoneyHooks();
    const decided = await test.db.transaction((tx) =>
      ops.decideWithdrawal(tx, hooks, waiting, { approve: false, annotation: null, operatorId: null }),
    );
    expect(decided).toMatchObject({ ok: true, after: { status: 'rejected' } });
    const fresh = await test.db.transaction((tx) => ops.requestBankDeposit(tx, hooks, member, 7_000));
    await test.db.transaction((tx) =>
      ops.decideDeposit(tx, hooks, String(fresh.id), { approve: true, annotation: null, operatorId: null }),
    );
    expect(await walletBalanceSatang(test.db, member)).toBe(credited + 20_000 + 7_000);
    const play = await movements(test.db, memberWallet(member), ['game_stake', 'game_payout'], {
      startMs: Date.now() - 60_000,
      endMs: Date.now() + 60_000,
    });
    expect(play).toEqual({ inSatang: 5_000, outSatang: 30_000 });
    await expect(
      test.db.query(`UPDATE ledger_accounts SET balance_satang = -1 WHERE id = $1`, [wallet]),
    ).rejects.toThrow();
    expect(await checkInvariants(test.db)).toEqual([]);
  });
});
