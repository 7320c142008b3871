// Play throughput (issue 13): bet+win rounds per second through the providers' signed HTTP wallet API
// (`POST /api/games/sandbox/bet` then `/win`, each body HMAC-signed, each its own transaction) against a
// real server process on PostgreSQL, at 1 and 16 concurrent providers (one member each), beside the
// bare money cycle of `bench:ledger` (a deposit request and its approval, in-process through money's
// functions) and the bare ledger round (a stake and a payout transfer, in-process, no HTTP, no
// signature, no idempotency row) measured on the same database in the same run, in slices that take
// turns; then the ledger invariants.
// Usage: `npm run bench:play`. Env: BENCH_SECONDS (per scenario, default 6), BENCH_SLICES (default 3),
// BENCH_CLIENTS (default `1,16`), BENCH_PORT (default 3420), BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test; a fresh schema is created and dropped). Only 127.0.0.1 is contacted.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { migrate } from '../apps/server/src/db/migrate';
import { createPostgresDatabase } from '../apps/server/src/db/postgres';
import { createMoneyHooks } from '../apps/server/src/modules/money/hooks';
import { checkInvariants } from '../apps/server/src/modules/money/invariants';
import { memberWallet, posted, transfer } from '../apps/server/src/modules/money/ledger';
import {
  decided,
  decideDeposit,
  manualAdjustment,
  requestBankDeposit,
} from '../apps/server/src/modules/money/operations';
import { systemClock } from '../apps/server/src/lib/clock';
import { registerPromotionMoneyHooks } from '../apps/server/src/modules/promotion/money-hooks';
import { startServer } from './lib/server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const SLICES = Number(process.env.BENCH_SLICES ?? 3);
const CONCURRENCY = (process.env.BENCH_CLIENTS ?? '1,16').split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 3420);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECRET = randomBytes(32).toString('hex');
const APPROVE = { approve: true, annotation: null, operatorId: null };
const hooks = createMoneyHooks();
registerPromotionMoneyHooks(hooks, systemClock());

if (!/^postgres(ql)?:\/\/[^/]*@?(127\.0\.0\.1|localhost)(:\d+)?\//.test(PG_URL)) {
  console.error('BENCH_DATABASE_URL must point at 127.0.0.1 (this benchmark talks to nothing else)');
  process.exit(1);
}

const watchdog = setTimeout(() => {
  console.error('bench:play took too long; stopping');
  process.exit(2);
}, 300_000);

const schema = `bench_play_${randomBytes(6).toString('hex')}`;
const admin = await createPostgresDatabase({ connectionString: PG_URL, maxConnections: 1 });
await admin.query(`CREATE SCHEMA ${schema}`);
const db = await createPostgresDatabase({ connectionString: PG_URL, searchPath: schema, maxConnections: 20 });
const separator = PG_URL.includes('?') ? '&' : '?';
const serverUrl = `${PG_URL}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
let server: { base: string; stop(): Promise<void> } | null = null;

async function createMembers(count: number): Promise<{ id: string; tel: string }[]> {
  await db.query(
    `INSERT INTO banks (code, name, kind, sort_order) VALUES ('kbnk', 'ธนาคารกสิกรไทย', 'bank', 0) ON CONFLICT DO NOTHING`,
  );
  const members = [];
  for (let i = 0; i < count; i += 1) {
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

async function run(clients: number, ms: number, step: (client: number) => Promise<void>): Promise<number> {
  const until = Date.now() + ms;
  let done = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (Date.now() < until) {
        await step(client);
        done += 1;
      }
    }),
  );
  return done;
}

async function rates<K extends string>(
  clients: number,
  steps: Record<K, (client: number) => Promise<void>>,
): Promise<Record<K, number>> {
  const done = Object.fromEntries(Object.keys(steps).map((name) => [name, 0])) as Record<K, number>;
  for (let slice = 0; slice < SLICES; slice += 1) {
    for (const name of Object.keys(steps) as K[])
      done[name] += await run(clients, (SECONDS * 1000) / SLICES, steps[name]);
  }
  for (const name of Object.keys(steps) as K[]) done[name] /= SECONDS;
  return done;
}

try {
  await migrate(db);
  const members = await createMembers(Math.max(...CONCURRENCY));
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
  console.log('clients  play rounds/s  money cycles/s  ratio  ledger rounds/s  ratio');
  for (const clients of CONCURRENCY) {
    const result = await rates(clients, {
      play: async (client) => {
        const member = members[client]!;
        const round = `r${(roundNo += 1)}`;
        await walletCall(base, 'bet', {
          member: member.tel,
          round_id: round,
          transaction_id: randomUUID(),
          amount: 10,
          game: 'slot',
        });
        await walletCall(base, 'win', { member: member.tel, round_id: round, transaction_id: randomUUID(), amount: 5 });
      },
      money: async (client) => {
        const member = members[client]!;
        const row = await db.transaction((tx) => requestBankDeposit(tx, hooks, member.id, 10_000));
        await db.transaction(async (tx) => decided(await decideDeposit(tx, hooks, String(row.id), APPROVE)));
      },
      ledger: async (client) => {
        const member = members[client]!;
        const ref = { type: 'game_round' as const, id: String(1_000_000_000 + (roundNo += 1)) };
        await db.transaction(async (tx) => {
          posted(
            await transfer(tx, {
              from: memberWallet(member.id),
              to: { house: 'house_games' },
              amountSatang: 1000,
              code: 'game_stake',
              ref,
            }),
          );
        });
        await db.transaction(async (tx) => {
          posted(
            await transfer(tx, {
              from: { house: 'house_games' },
              to: memberWallet(member.id),
              amountSatang: 500,
              code: 'game_payout',
              ref,
            }),
          );
        });
      },
    });
    const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0)}%`;
    console.log(
      [
        String(clients).padStart(7),
        result.play.toFixed(1).padStart(14),
        result.money.toFixed(1).padStart(15),
        pct(result.play, result.money).padStart(6),
        result.ledger.toFixed(1).padStart(16),
        pct(result.play, result.ledger).padStart(6),
      ].join(' '),
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
  await db.close();
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.close();
  clearTimeout(watchdog);
}
process.exit(process.exitCode ?? 0);
