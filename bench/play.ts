// Play throughput (issue 13): bet+win rounds per second through the providers' signed HTTP wallet API
// (`POST /api/games/sandbox/bet` then `/win`, each body HMAC-signed, each its own transaction) against a
// real server process on PostgreSQL, at 1 and 16 concurrent providers (one member each), beside the
// bare money cycle of `bench:ledger` (a deposit request and its approval, in-process through money's
// functions) and the bare ledger round (a stake and a payout transfer, in-process, no HTTP, no
// signature, no idempotency row) measured on the same database in the same run, in slices that take
// turns; and the same play rounds by members who owe a turnover requirement (each stake also pays it
// down, decision 0174) beside the plain ones; then the ledger invariants.
// Usage: `npm run bench:play`. Env: BENCH_SECONDS (per scenario, default 6), BENCH_SLICES (default 3),
// BENCH_CLIENTS (default `1,16`), BENCH_PORT (default 3420), BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test; a fresh schema is created and dropped). Only 127.0.0.1 is contacted.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { migrate } from '../apps/server/src/db/migrate';
import { createMoneyHooks } from '../apps/server/src/modules/money/hooks';
import { checkInvariants } from '../apps/server/src/modules/money/invariants';
import { memberWallet } from '../apps/server/src/modules/money/ledger';
import { manualAdjustment } from '../apps/server/src/modules/money/operations';
import { systemClock } from '../apps/server/src/lib/clock';
import { registerPromotionMoneyHooks } from '../apps/server/src/modules/promotion/money-hooks';
import { startServer } from './lib/server.mjs';
import {
  depositCycle,
  ledgerRound,
  openBenchSchema,
  pct,
  rateLine,
  rates,
  requireLocalPostgres,
} from './lib/throughput';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const SLICES = Number(process.env.BENCH_SLICES ?? 3);
const CONCURRENCY = (process.env.BENCH_CLIENTS ?? '1,16').split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 3420);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECRET = randomBytes(32).toString('hex');
const hooks = createMoneyHooks();
registerPromotionMoneyHooks(hooks, systemClock());

requireLocalPostgres(PG_URL);

const watchdog = setTimeout(() => {
  console.error('bench:play took too long; stopping');
  process.exit(2);
}, 300_000);

const bench = await openBenchSchema(PG_URL, 'bench_play');
const { db, schema, serverUrl } = bench;
let server: { base: string; stop(): Promise<void> } | null = null;

async function createMembers(count: number, first = 0): Promise<{ id: string; tel: string }[]> {
  await db.query(
    `INSERT INTO banks (code, name, kind, sort_order) VALUES ('kbnk', 'ธนาคารกสิกรไทย', 'bank', 0) ON CONFLICT DO NOTHING`,
  );
  const members = [];
  for (let i = first; i < first + count; i += 1) {
    const tel = `08${String(i).padStart(8, '0')}`;
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO members (tel, password_hash, first_name, last_name, bank_code, bank_number)
       VALUES ($1, 'x', 'เบนช์', 'เกม', 'kbnk', $2) RETURNING id::text AS id`,
      [tel, `2${String(i).padStart(9, '0')}`],
    );
    const id = rows[0]!.id;
    await db.transaction((tx) =>
      manualAdjustment(tx, id, { direction: 'credit', amountSatang: 100_000_000, reason: 'bench', operatorId: null }),
    );
    members.push({ id, tel });
  }
  return members;
}

/** An open requirement no bench run can finish, so every stake of these members pays into it. */
async function oweTurnover(members: { id: string }[]): Promise<void> {
  for (const [index, member] of members.entries()) {
    await db.query(
      `INSERT INTO turnover_requirements (member_id, source, source_ref, title, bonus_satang, required_satang,
         wallet_before_satang, opened_transfer_id, opened_at)
       VALUES ($1, 'deposit_bonus', $2, 'bench', 100, 1000000000000000, 0,
         (SELECT max(id) FROM ledger_transfers), now())`,
      [member.id, index + 1],
    );
  }
}

/** One signed wallet call; throws on anything but 200. */
async function walletCall(base: string, operation: string, body: Record<string, unknown>): Promise<void> {
  const raw = JSON.stringify({ timestamp: Date.now(), ...body });
  const response = await fetch(`${base}/api/games/sandbox/${operation}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature': createHmac('sha256', SECRET).update(raw).digest('hex'),
    },
    body: raw,
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${operation} → ${response.status} ${text}`);
}

try {
  await migrate(db);
  const members = await createMembers(Math.max(...CONCURRENCY));
  const owing = await createMembers(Math.max(...CONCURRENCY), 1000);
  await oweTurnover(owing);
  server = await startServer({
    port: PORT,
    env: { DATABASE_URL: serverUrl, GAME_SANDBOX_SECRET: SECRET, LOG_LEVEL: 'warn' },
  });
  const base = server.base;
  let roundNo = 0;
  console.log(
    `PostgreSQL (${PG_URL.replace(/\/\/[^@]*@/, '//')}, schema ${schema}); ${SECONDS} s per scenario in ${SLICES} slices taking turns\n` +
      'play round = signed HTTP bet + signed HTTP win (2 requests, 2 transactions); ' +
      'money cycle = bench:ledger deposit request + approve (in-process, 2 transactions); ' +
      'ledger round = stake + payout transfers (in-process, 2 transactions)\n',
  );
  console.log('clients  play rounds/s  money cycles/s  ratio  ledger rounds/s  ratio  owing turnover/s  ratio');
  for (const clients of CONCURRENCY) {
    const playRound = async (member: { tel: string }) => {
      const round = `r${(roundNo += 1)}`;
      await walletCall(base, 'bet', {
        member: member.tel,
        round_id: round,
        transaction_id: randomUUID(),
        amount: 10,
        game: 'slot',
      });
      await walletCall(base, 'win', { member: member.tel, round_id: round, transaction_id: randomUUID(), amount: 5 });
    };
    const result = await rates(
      clients,
      {
        play: (client) => playRound(members[client]!),
        owing: (client) => playRound(owing[client]!),
        money: (client) => depositCycle(db, hooks, members[client]!.id, 10_000),
        ledger: (client) =>
          ledgerRound(db, {
            account: memberWallet(members[client]!.id),
            house: { house: 'house_games' },
            ref: { type: 'game_round' as const, id: String(1_000_000_000 + (roundNo += 1)) },
            stake: { amountSatang: 1000, code: 'game_stake' },
            payout: { amountSatang: 500, code: 'game_payout' },
            separate: true,
          }),
      },
      { seconds: SECONDS, slices: SLICES },
    );
    // The cost of counting a stake: the owing members' rounds against the plain ones, same run.
    console.log(
      `${rateLine(clients, result, [14, 16])} ${result.owing.toFixed(1).padStart(17)} ${pct(result.owing, result.play).padStart(6)}`,
    );
  }
  const violations = await checkInvariants(db);
  console.log(violations.length === 0 ? '\ninvariants hold (zero drift)' : `\n${violations.join('\n')}`);
  process.exitCode = violations.length > 0 ? 1 : 0;
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  await server?.stop();
  await bench.drop();
  clearTimeout(watchdog);
}
process.exit(process.exitCode ?? 0);
