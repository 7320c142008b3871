// Affiliate accrual (issue 14, decision 0110): the time of one accrual run over a Bangkok day for N
// affiliates with 10 downlines each, on PostgreSQL, for several N. Each size gets a fresh schema, seeded
// straight in SQL (generate_series; set-up, not measured): the members, their programme rows (every
// affiliate but the first is itself another's downline, so level 2 is paid too; one downline in 20
// is flagged), each downline's day (an approved deposit, a stake, a win on most days) as ledger
// transfers with their accounts, deposits and house balances. Then, on the same database:
// - baseline: a plain `SELECT count(*), sum(amount)` over the same day's transfers of the same codes;
// - accrual: one run as `accrue` makes it (in-process; decision 0111): `decide` = the deciding
//   transaction (the set-based statement, the watermark, the first 1,000 credits), then the other credits
//   1,000 a transaction (one `affiliate_commission` transfer per credited affiliate, a batch's posted by
//   money's `transferMany` in one statement), checked against a
//   day-by-day reckoning of the seeded amounts in this script (commission rows, satang credited);
// and for the first size the ledger's and the programme's invariants.
// Usage: `npm run bench:affiliate`. Env: BENCH_AFFILIATES (default `10000,30000,100000`), BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/test; a fresh schema per size, dropped after). Only
// 127.0.0.1 is contacted.
import { randomBytes } from 'node:crypto';
import { migrate } from '../apps/server/src/db/migrate';
import { createPostgresDatabase } from '../apps/server/src/db/postgres';
import type { Database } from '../apps/server/src/db/database';
import { creditRun, startAccrual } from '../apps/server/src/modules/affiliate/accrual';
import { checkAffiliateInvariants } from '../apps/server/src/modules/affiliate/invariants';
import { BASIS_TRANSFERS } from '../apps/server/src/modules/affiliate/queries/accruals';
import { bangkokDayStart, DAY_MS } from '../apps/server/src/modules/affiliate/rules';
import { checkInvariants } from '../apps/server/src/modules/money/invariants';

const SIZES = (process.env.BENCH_AFFILIATES ?? '10000,30000,100000').split(',').map(Number);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DOWNLINES = 10;
const RATE_BP = 500;
const SECOND_LEVEL_RATE_BP = 100;

if (!/^postgres(ql)?:\/\/[^/]*@?(127\.0\.0\.1|localhost)(:\d+)?\//.test(PG_URL)) {
  console.error('BENCH_DATABASE_URL must point at 127.0.0.1 (this benchmark talks to nothing else)');
  process.exit(1);
}
if (SIZES.some((n) => !Number.isInteger(n) || n < 2)) {
  console.error('BENCH_AFFILIATES: whole numbers of at least 2, comma-separated');
  process.exit(1);
}

const watchdog = setTimeout(() => {
  console.error('bench:affiliate took too long; stopping');
  process.exit(2);
}, 900_000);

/**
 * The seeded amounts (satang) of downline `g`, written once for SQL and once for the reckoning:
 * deposit 1,000–1,490 baht, stake 500–752 baht, a win of twice the stake every third downline (a
 * negative base) and a small one otherwise.
 */
const stake = (g: number) => 50_000 + (g % 37) * 700;
const win = (g: number) => (g % 3 === 0 ? 2 * stake(g) : (g % 11) * 1_300);
const flagged = (g: number) => g % 20 === 0;
const SQL_AMOUNTS = {
  deposit: '(100000 + (g % 50) * 1000)',
  stake: '(50000 + (g % 37) * 700)',
  win: 'CASE WHEN g % 3 = 0 THEN 2 * (50000 + (g % 37) * 700) ELSE (g % 11) * 1300 END',
};
/** Affiliates are members 1..n (member k > 1 is a downline of (k − 2) / 10 + 1); their downlines n+1..11n. */
const uplineOf = (g: number, n: number) =>
  g <= n ? (g > 1 ? Math.floor((g - 2) / 10) + 1 : null) : Math.floor((g - n - 1) / DOWNLINES) + 1;

/** What the run must credit: the commission rows (affiliates with a line) and the satang, by the rules of decision 0110. */
function reckon(n: number): { rows: number; creditedSatang: number; credited: number } {
  const shares = new Map<number, number>();
  const add = (affiliate: number, share: number) => shares.set(affiliate, (shares.get(affiliate) ?? 0) + share);
  for (let g = n + 1; g <= n * (DOWNLINES + 1); g += 1) {
    if (flagged(g)) continue;
    const base = stake(g) - win(g);
    const affiliate = uplineOf(g, n) as number;
    add(affiliate, Math.trunc((base * RATE_BP) / 10_000));
    const second = uplineOf(affiliate, n);
    if (second !== null) add(second, Math.trunc((base * SECOND_LEVEL_RATE_BP) / 10_000));
  }
  let creditedSatang = 0;
  let credited = 0;
  for (const total of shares.values()) {
    if (total > 0) {
      creditedSatang += total;
      credited += 1;
    }
  }
  return { rows: shares.size, creditedSatang, credited };
}

async function seed(db: Database, n: number, dayMs: number): Promise<number> {
  const members = n * (DOWNLINES + 1);
  const at = (hours: number) => `to_timestamp(${dayMs / 1000} + ${hours * 3600} + (g % 3600))`;
  await db.transaction(async (tx) => {
    // Set-up only: the foreign keys' triggers off while the rows (all consistent) go in.
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query(`INSERT INTO banks (code, name, kind, sort_order) VALUES ('kbnk', 'ธนาคารกสิกรไทย', 'bank', 0)`);
    await tx.query(
      `INSERT INTO members (id, tel, password_hash, first_name, last_name, bank_code, bank_number, created_at)
       OVERRIDING SYSTEM VALUE
       SELECT g, lpad(g::text, 10, '0'), 'x', 'เบนช์', 'แนะนำ', 'kbnk', lpad(g::text, 12, '0'), to_timestamp($2::double precision)
       FROM generate_series(1, $1::int) g`,
      [members, dayMs / 1000 - 86_400],
    );
    await tx.query(
      `INSERT INTO affiliate_members (member_id, code, upline_id, state, flag_reasons)
       SELECT g, 'B' || upper(lpad(to_hex(g), 7, '0')),
              CASE WHEN g <= $1 THEN CASE WHEN g > 1 THEN (g - 2) / 10 + 1 END ELSE (g - $1 - 1) / ${DOWNLINES} + 1 END,
              CASE WHEN g > $1 AND g % 20 = 0 THEN 'flagged' ELSE 'ok' END,
              CASE WHEN g > $1 AND g % 20 = 0 THEN '{same_address}'::text[] ELSE '{}' END
       FROM generate_series(1, $2::int) g`,
      [n, members],
    );
    // Every member's affiliate income account, as registration makes it.
    await tx.query(
      `INSERT INTO ledger_accounts (ledger, code, owner_id, may_go_negative)
       SELECT 'THB', 'affiliate_income', g, false FROM generate_series(1, $1::int) g`,
      [members],
    );
    await tx.query(
      `INSERT INTO ledger_accounts (ledger, code, owner_id, may_go_negative, balance_satang)
       SELECT 'THB', 'member_wallet', g, false, ${SQL_AMOUNTS.deposit} - ${SQL_AMOUNTS.stake} + ${SQL_AMOUNTS.win}
       FROM generate_series($1::int, $2::int) g`,
      [n + 1, members],
    );
    await tx.query(
      `INSERT INTO deposits (id, member_id, amount_satang, type, status, bank_time, decided_at, created_at)
       OVERRIDING SYSTEM VALUE
       SELECT g, g, ${SQL_AMOUNTS.deposit}, 'bank', 'approved', ${at(1)}, ${at(1)}, ${at(1)}
       FROM generate_series($1::int, $2::int) g`,
      [n + 1, members],
    );
    // Each downline's day in time order: its deposit, its stake, its win.
    const legs = [
      { code: 'deposit', house: 'house_cash_in', out: false, amount: SQL_AMOUNTS.deposit, ref: 'deposit', hours: 1 },
      { code: 'game_stake', house: 'house_games', out: true, amount: SQL_AMOUNTS.stake, ref: 'game_round', hours: 2 },
      { code: 'game_payout', house: 'house_games', out: false, amount: SQL_AMOUNTS.win, ref: 'game_round', hours: 3 },
    ];
    for (const leg of legs) {
      const [debit, credit] = leg.out ? ['w', 'h'] : ['h', 'w'];
      await tx.query(
        `INSERT INTO ledger_transfers (ledger, debit_account_id, credit_account_id, amount_satang, code, ref_type, ref_id,
           debit_balance_after, credit_balance_after, created_at)
         SELECT 'THB', ${debit}.id, ${credit}.id, ${leg.amount}, '${leg.code}', '${leg.ref}', g, 0, 0, ${at(leg.hours)}
         FROM generate_series($1::int, $2::int) g
         JOIN ledger_accounts w ON w.ledger = 'THB' AND w.code = 'member_wallet' AND w.owner_id = g AND w.shard = 0
         JOIN ledger_accounts h ON h.ledger = 'THB' AND h.code = '${leg.house}' AND h.owner_id IS NULL AND h.shard = g % 16
         WHERE ${leg.amount} > 0
         ORDER BY g`,
        [n + 1, members],
      );
    }
    await tx.query(
      `UPDATE ledger_accounts a SET balance_satang = COALESCE(c.total, 0) - COALESCE(d.total, 0)
       FROM ledger_accounts x
       LEFT JOIN (SELECT credit_account_id AS id, sum(amount_satang) AS total FROM ledger_transfers GROUP BY 1) c ON c.id = x.id
       LEFT JOIN (SELECT debit_account_id AS id, sum(amount_satang) AS total FROM ledger_transfers GROUP BY 1) d ON d.id = x.id
       WHERE a.id = x.id AND x.owner_id IS NULL`,
    );
    await tx.query('UPDATE affiliate_settings SET aff_rate_bp = $1, second_level_rate_bp = $2, accrued_until = $3', [
      RATE_BP,
      SECOND_LEVEL_RATE_BP,
      new Date(dayMs).toISOString(),
    ]);
  });
  await db.query('ANALYZE');
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transfers');
  return rows[0]?.n ?? 0;
}

const seconds = (startNs: bigint) => Number(process.hrtime.bigint() - startNs) / 1e9;

interface Row {
  affiliates: number;
  downlines: number;
  transfers: number;
  seedS: number;
  baselineS: number;
  decideS: number;
  accrualS: number;
  credited: number;
  creditedBaht: number;
  exact: boolean;
  sound: string;
}

async function measure(admin: Database, n: number, first: boolean): Promise<Row> {
  const schema = `bench_affiliate_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await createPostgresDatabase({ connectionString: PG_URL, searchPath: schema, maxConnections: 2 });
  try {
    await migrate(db);
    const dayMs = bangkokDayStart(Date.now()) - DAY_MS;
    let started = process.hrtime.bigint();
    const transfers = await seed(db, n, dayMs);
    const seedS = seconds(started);

    const codes = [...BASIS_TRANSFERS.net_loss.out, ...BASIS_TRANSFERS.net_loss.in];
    const period = [new Date(dayMs).toISOString(), new Date(dayMs + DAY_MS).toISOString()];
    started = process.hrtime.bigint();
    await db.query(
      `SELECT count(*), sum(amount_satang) FROM ledger_transfers
       WHERE created_at >= $1 AND created_at < $2 AND code = ANY ($3::text[])`,
      [...period, codes],
    );
    const baselineS = seconds(started);

    // The run as `accrue` makes it, its two parts timed: deciding (with the first credits), crediting the rest.
    started = process.hrtime.bigint();
    const outcome = await db.transaction((tx) =>
      startAccrual(tx, { kind: 'scheduled', operatorId: null, endOf: () => dayMs + DAY_MS }),
    );
    const decideS = seconds(started);
    if (!outcome.ok || !outcome.run) throw new Error(`the run did not happen: ${JSON.stringify(outcome)}`);
    const run = await creditRun(db, outcome.run.id);
    const accrualS = seconds(started);

    const expected = reckon(n);
    const { rows } = await db.query<{ rows: number; credited: number }>(
      `SELECT count(*)::int AS rows, count(*) FILTER (WHERE amount_satang > 0)::int AS credited
       FROM affiliate_commissions WHERE run_id = $1`,
      [run.id],
    );
    const exact =
      Number(run.total_satang) === expected.creditedSatang &&
      run.credited_at !== null &&
      rows[0]?.rows === expected.rows &&
      rows[0]?.credited === expected.credited;
    if (!exact) console.error('not what the reckoning gives:', { run, expected, written: rows[0] });
    let sound = '-';
    if (first) {
      const violations = [...(await checkInvariants(db)), ...(await checkAffiliateInvariants(db))];
      sound = violations.length === 0 ? 'sound' : violations.slice(0, 5).join('; ');
    }
    return {
      affiliates: n,
      downlines: n * DOWNLINES,
      transfers,
      seedS,
      baselineS,
      decideS,
      accrualS,
      credited: expected.credited,
      creditedBaht: Number(run.total_satang) / 100,
      exact,
      sound,
    };
  } finally {
    await db.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  }
}

const admin = await createPostgresDatabase({ connectionString: PG_URL, maxConnections: 1 });
try {
  console.log(
    `PostgreSQL (${PG_URL.replace(/\/\/[^@]*@/, '//')}); one accrual run over one Bangkok day, ${DOWNLINES} downlines ` +
      `per affiliate, level 1 at ${RATE_BP / 100} %, level 2 at ${SECOND_LEVEL_RATE_BP / 100} %; ` +
      'baseline = SELECT count(*), sum(amount) over the same transfers\n',
  );
  console.log(
    'affiliates  downlines  transfers  seed s  baseline s  decide s  accrual s  µs/downline  ratio  credited  credited baht  exact  books',
  );
  let failed = false;
  for (const [index, n] of SIZES.entries()) {
    const r = await measure(admin, n, index === 0);
    failed ||= !r.exact || (r.sound !== '-' && r.sound !== 'sound');
    console.log(
      [
        String(r.affiliates).padStart(10),
        String(r.downlines).padStart(10),
        String(r.transfers).padStart(10),
        r.seedS.toFixed(1).padStart(7),
        r.baselineS.toFixed(3).padStart(11),
        r.decideS.toFixed(2).padStart(9),
        r.accrualS.toFixed(2).padStart(10),
        ((r.accrualS * 1e6) / r.downlines).toFixed(1).padStart(12),
        `${(r.accrualS / r.baselineS).toFixed(0)}×`.padStart(6),
        String(r.credited).padStart(9),
        r.creditedBaht.toFixed(2).padStart(14),
        (r.exact ? 'yes' : 'NO').padStart(6),
        ` ${r.sound}`,
      ].join(' '),
    );
  }
  process.exitCode = failed ? 1 : 0;
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await admin.close();
  clearTimeout(watchdog);
}
process.exit(process.exitCode ?? 0);
