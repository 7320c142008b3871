// Ledger throughput at the database layer: deposit-approve and withdraw-request-approve cycles per
// second, called in-process through the same functions the routes use (each step in its own
// transaction, as a request would be), beside a bare single-row UPDATE loop on the same database
// and pool (every client on one row, the baseline; and, for context, each client on its own
// row), at 1 and 16 concurrent clients; then the invariant check. Each cycle is also shown as a share
// of the floor (below): the target is ≥ 50 % at 16 clients on PostgreSQL (decision 0035). On PostgreSQL,
// the CPU its backends spent per cycle is shown too (Linux /proc), and the floor's as a share of it: what
// the rules cost the database, a figure the machine's other load barely moves where the rates swing by
// a third. "floor in txs" is the floor's deposit in the product's transaction shape (below), its share of
// the floor what that shape alone costs. HTTP costs are measured separately by `npm run bench:ledger:http`.
// Usage: `npm run bench:ledger`. Env: BENCH_SECONDS (per scenario, default 5), BENCH_SLICES (the
// scenarios take turns in this many slices, default 5), BENCH_CLIENTS (default `1,16`),
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a fresh schema is created and
// dropped), BENCH_DATABASES (`pglite,postgres` by default), BENCH_BYSTANDERS (other members with a wallet
// and a history of decided requests, default 20000; 0 runs on the bare 16 members). Only 127.0.0.1 is
// contacted.
import type { Database, Queryable } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { createPgliteDatabase } from '../apps/server/src/db/pglite';
import { createMoneyHooks } from '../apps/server/src/modules/money/hooks';
import { checkInvariants } from '../apps/server/src/modules/money/invariants';
import { ensureAccounts, HOUSE_SHARDS, lockAccount, memberWallet } from '../apps/server/src/modules/money/ledger';
import {
  decided,
  decideWithdrawal,
  manualAdjustment,
  requestWithdrawal,
} from '../apps/server/src/modules/money/operations';
import { systemClock } from '../apps/server/src/lib/clock';
import { registerPromotionMoneyHooks } from '../apps/server/src/modules/promotion/money-hooks';
import { APPROVE, depositCycle, openBenchSchema, pct, ratesAndCpu } from './lib/throughput';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SLICES = Number(process.env.BENCH_SLICES ?? 5);
const CONCURRENCY = (process.env.BENCH_CLIENTS ?? '1,16').split(',').map(Number);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());
// The app's wiring (app.ts): promotion reacts to deposits (here none names a promotion).
const hooks = createMoneyHooks();
registerPromotionMoneyHooks(hooks, systemClock());
const AMOUNT_SATANG = 10_000;
const BYSTANDERS = Number(process.env.BENCH_BYSTANDERS ?? 20_000);

interface Target {
  name: string;
  db: Database;
  /** PostgreSQL: the CPU its backends of `db` have used so far (ms). */
  backendCpuMs?: () => Promise<number>;
  close(): Promise<void>;
}

async function openTarget(name: string): Promise<Target> {
  if (name === 'pglite') {
    const db = await createPgliteDatabase();
    return { name, db, close: () => db.close() };
  }
  const { db, drop, backendCpuMs } = await openBenchSchema(PG_URL, 'bench');
  return { name, db, backendCpuMs, close: drop };
}

/** One member per client, so clients contend only where the ledger itself makes them (house accounts). */
async function createMembers(db: Database, count: number): Promise<string[]> {
  await db.query(
    `INSERT INTO banks (code, name, kind, sort_order) VALUES ('kbnk', 'ธนาคารกสิกรไทย', 'bank', 0) ON CONFLICT DO NOTHING`,
  );
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const tel = `09${String(i).padStart(8, '0')}`;
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO members (tel, password_hash, first_name, last_name, bank_code, bank_number)
       VALUES ($1, 'x', 'ทดสอบ', 'ระบบ', 'kbnk', $2) RETURNING id::text AS id`,
      [tel, `1${String(i).padStart(9, '0')}`],
    );
    ids.push(rows[0]!.id);
  }
  return ids;
}

/**
 * The members a deployment already has, so the tables are of a size the planner treats as a real one's
 * (with 16 members, `ledger_accounts` is a few pages and every look-up in it a sequential scan): each a
 * wallet and five rejected deposits (no money moved; a withdrawal's history would need its reservation
 * and release, so there is none), then statistics, as autovacuum would have gathered them.
 */
async function createBystanders(db: Database, count: number): Promise<void> {
  if (count === 0) return;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO members (tel, password_hash, first_name, last_name, bank_code, bank_number)
     SELECT '08' || lpad(g::text, 8, '0'), 'x', 'ทดสอบ', 'ระบบ', 'kbnk', '2' || lpad(g::text, 9, '0')
     FROM generate_series(1, $1::int) AS g
     RETURNING id::text AS id`,
    [count],
  );
  await db.transaction((tx) =>
    ensureAccounts(
      tx,
      rows.map((row) => memberWallet(row.id)),
    ),
  );
  await db.query(
    `INSERT INTO deposits (member_id, amount_satang, type, status, decided_at)
     SELECT m.id, 10000, 'bank', 'rejected', now() FROM members m, generate_series(1, 5) WHERE m.tel LIKE '08%'`,
  );
  await db.query('ANALYZE');
}

/**
 * The floor: the same rows written by the product's cycle (request row, guarded status update, two
 * balance updates, a transfer row), each step as ONE autocommit statement with no checks, no lock
 * ordering and no idempotency. Not correct code (it skips every rule); it shows what the writes
 * alone cost, so the product's ratio can be read against the best any implementation could reach.
 */
const HOUSE = (code: string, source: string) =>
  `(SELECT id FROM ledger_accounts WHERE ledger = 'THB' AND code = '${code}' AND owner_id IS NULL
      AND shard = (SELECT id FROM ${source}) % ${HOUSE_SHARDS})`;
const floorTransferSql = (from: string, to: string, code: string, refType: string, source: string) => `
  deb AS (UPDATE ledger_accounts a SET balance_satang = a.balance_satang - s.amount_satang FROM ${source} s
          WHERE a.id = ${from} RETURNING a.id, a.balance_satang),
  cred AS (UPDATE ledger_accounts a SET balance_satang = a.balance_satang + s.amount_satang FROM ${source} s
           WHERE a.id = ${to} RETURNING a.id, a.balance_satang)
  INSERT INTO ledger_transfers (ledger, debit_account_id, credit_account_id, amount_satang, code, ref_type, ref_id,
    debit_balance_after, credit_balance_after)
  SELECT 'THB', deb.id, cred.id, s.amount_satang, '${code}', '${refType}', s.id, deb.balance_satang, cred.balance_satang
  FROM ${source} s, deb, cred`;
const WALLET = (source: string) =>
  `(SELECT id FROM ledger_accounts WHERE ledger = 'THB' AND code = 'member_wallet'
      AND owner_id = (SELECT member_id FROM ${source}) AND shard = 0)`;

const FLOOR_DEPOSIT_SQL = `INSERT INTO deposits (member_id, amount_satang, type, status)
  VALUES ($1, $2, 'bank', 'waiting_for_approve') RETURNING id::text AS id`;
const FLOOR_APPROVE_SQL = `WITH d AS (
    UPDATE deposits SET status = 'approved', decided_at = now() WHERE id = $1 AND status = 'waiting_for_approve'
    RETURNING id, member_id, amount_satang),
  ${floorTransferSql(HOUSE('house_cash_in', 'd'), WALLET('d'), 'deposit', 'deposit', 'd')}`;

/**
 * The floor's deposit cycle. `inTransactions`: the same two statements in the product's shape, each step
 * its own transaction and the request's behind the member's wallet lock (what a rule checked in the
 * application needs), to show what that shape costs apart from the rules.
 */
async function floorDepositCycle(db: Database, member: string, inTransactions = false) {
  const request = async (q: Queryable) =>
    (await q.query<{ id: string }>(FLOOR_DEPOSIT_SQL, [member, AMOUNT_SATANG])).rows[0]!.id;
  if (!inTransactions) {
    await db.query(FLOOR_APPROVE_SQL, [await request(db)]);
    return;
  }
  const id = await db.transaction(async (tx) => {
    const [, inserted] = await Promise.all([lockAccount(tx, memberWallet(member)), request(tx)]);
    return inserted;
  });
  await db.transaction((tx) => tx.query(FLOOR_APPROVE_SQL, [id]));
}

async function floorWithdrawCycle(db: Database, member: string) {
  const { rows } = await db.query<{ id: string }>(
    `WITH w AS (INSERT INTO withdrawals (member_id, amount_satang, type, status, bank_code, bank_number)
                VALUES ($1, $2, 'bank', 'waiting_for_approve', 'kbnk', '1000000000') RETURNING id, member_id, amount_satang),
     ${floorTransferSql(WALLET('w'), HOUSE('house_pending_withdrawals', 'w'), 'withdrawal_reserve', 'withdrawal', 'w')}
     RETURNING ref_id::text AS id`,
    [member, AMOUNT_SATANG],
  );
  await db.query(
    `WITH w AS (UPDATE withdrawals SET status = 'approved', decided_at = now() WHERE id = $1 AND status = 'waiting_for_approve'
                RETURNING id, member_id, amount_satang),
     ${floorTransferSql(HOUSE('house_pending_withdrawals', 'w'), HOUSE('house_cash_out', 'w'), 'withdrawal_post', 'withdrawal', 'w')}`,
    [rows[0]!.id],
  );
}

async function benchTarget(target: Target) {
  const { db } = target;
  await migrate(db);
  await db.query('CREATE TABLE bench_counter (id int PRIMARY KEY, n bigint NOT NULL)');
  await db.query(`INSERT INTO bench_counter SELECT i, 0 FROM generate_series(1, ${Math.max(...CONCURRENCY)}) AS i`);
  const members = await createMembers(db, Math.max(...CONCURRENCY));
  await createBystanders(db, BYSTANDERS);
  // Enough credit for every withdrawal the run can make.
  for (const member of members) {
    await db.transaction((tx) =>
      manualAdjustment(tx, member, {
        direction: 'credit',
        amountSatang: 100_000_000,
        reason: 'bench',
        operatorId: null,
      }),
    );
  }

  const rows: string[] = [];
  for (const clients of CONCURRENCY) {
    const { rates: measured, cpuMsPerStep: cpu } = await ratesAndCpu(
      clients,
      {
        // The baseline: every client updates the same single row.
        bare: async () => {
          await db.query('UPDATE bench_counter SET n = n + 1 WHERE id = 1');
        },
        // For context: each client its own row (no row lock shared, commits can group).
        bareOwnRow: async (client) => {
          await db.query('UPDATE bench_counter SET n = n + 1 WHERE id = $1', [client + 1]);
        },
        deposit: (client) => depositCycle(db, hooks, members[client]!, AMOUNT_SATANG),
        withdraw: async (client) => {
          const member = members[client]!;
          const row = await db.transaction((tx) => requestWithdrawal(tx, member, AMOUNT_SATANG));
          await db.transaction(async (tx) => decided(await decideWithdrawal(tx, hooks, String(row.id), APPROVE)));
        },
        depositFloor: (client) => floorDepositCycle(db, members[client]!),
        depositFloorInTransactions: (client) => floorDepositCycle(db, members[client]!, true),
        withdrawFloor: (client) => floorWithdrawCycle(db, members[client]!),
      },
      { seconds: SECONDS, slices: SLICES, cpuMs: target.backendCpuMs },
    );
    const { bare, bareOwnRow, deposit, withdraw, depositFloor, depositFloorInTransactions, withdrawFloor } = measured;
    for (const [scenario, cycles, floor, cycleCpu, floorCpu] of [
      ['deposit+approve', deposit, depositFloor, cpu.deposit, cpu.depositFloor],
      ['  floor (writes)', depositFloor, null, cpu.depositFloor, null],
      ['  floor in txs', depositFloorInTransactions, depositFloor, cpu.depositFloorInTransactions, cpu.depositFloor],
      ['withdraw+approve', withdraw, withdrawFloor, cpu.withdraw, cpu.withdrawFloor],
      ['  floor (writes)', withdrawFloor, null, cpu.withdrawFloor, null],
    ] as const) {
      rows.push(
        [
          target.name.padEnd(9),
          scenario.padEnd(17),
          String(clients).padStart(7),
          cycles.toFixed(0).padStart(9),
          bare.toFixed(0).padStart(11),
          pct(cycles, bare).padStart(7),
          bareOwnRow.toFixed(0).padStart(13),
          pct(cycles, bareOwnRow).padStart(7),
          (floor === null ? '' : pct(cycles, floor)).padStart(8),
          (target.backendCpuMs ? (cycleCpu * 1000).toFixed(0) : '').padStart(14),
          (target.backendCpuMs && floorCpu !== null ? pct(floorCpu, cycleCpu) : '').padStart(15),
        ].join(' '),
      );
    }
  }
  const violations = await checkInvariants(db);
  return { rows, violations };
}

const watchdog = setTimeout(() => {
  console.error('bench:ledger took too long; stopping');
  process.exit(1);
}, 240_000);

console.log(
  `${SECONDS} s per measurement, in ${SLICES} slices taking turns; a cycle is two transactions (request, approve); ` +
    `${BYSTANDERS} other members\n`,
);
console.log(
  'database  scenario          clients  cycles/s  bare upd/s   ratio  own-row upd/s   ratio  ÷ floor  PG µs/cycle  floor CPU ÷ it',
);
let failed = false;
for (const name of DATABASES) {
  const target = await openTarget(name);
  try {
    const { rows, violations } = await benchTarget(target);
    for (const row of rows) console.log(row);
    console.log(
      violations.length === 0
        ? `${name}: invariants hold (zero drift)`
        : `${name}: ${violations.length} violations\n  ${violations.join('\n  ')}`,
    );
    failed ||= violations.length > 0;
  } finally {
    await target.close();
  }
}
clearTimeout(watchdog);
process.exit(failed ? 1 : 0);
