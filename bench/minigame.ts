// Mini-game throughput (issue 15): plays per second through the service's HTTP API
// (`POST /minigame/api/v1/play/{slug}` with a member's token and an Idempotency-Key, each play one
// transaction: the seed pair's lock and nonce, the draw, the play row, the coin spent, the prize paid,
// the game's day budget) against a real server process on PostgreSQL, at 1 and 16 concurrent members,
// beside two baselines measured on the same database in the same run, in slices that take turns:
// `bench:ledger`'s money cycle (a deposit request and its approval, in-process through money's functions,
// with the app's hooks: promotion's and the coins for a deposit) and the bare ledger work of a play (a
// coin spent and a coin won, two COIN transfers in one transaction, in-process, no HTTP, no auth, no
// idempotency row, no play row); then the invariants of both ledgers.
// Usage: `npm run bench:minigame`. Env: BENCH_SECONDS (per scenario, default 6), BENCH_SLICES (default 3),
// BENCH_CLIENTS (default `1,16`), BENCH_PORT (default 3421), BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test; a fresh schema is created and dropped). Only 127.0.0.1 is contacted.
import { randomUUID } from 'node:crypto';
import { migrate } from '../apps/server/src/db/migrate';
import { systemClock } from '../apps/server/src/lib/clock';
import { createPasswordHasher, TEST_HASHING } from '../apps/server/src/lib/passwords';
import { issueCoins } from '../apps/server/src/modules/minigame/ledger-moves';
import { assetAccount } from '../apps/server/src/modules/minigame/lots';
import { registerMinigameMoneyHooks } from '../apps/server/src/modules/minigame/money-hooks';
import { DEMO_MINIGAMES, seedMinigames } from '../apps/server/src/modules/minigame/seed';
import { createMoneyHooks } from '../apps/server/src/modules/money/hooks';
import { checkInvariants } from '../apps/server/src/modules/money/invariants';
import { registerPromotionMoneyHooks } from '../apps/server/src/modules/promotion/money-hooks';
import { startServer } from './lib/server.mjs';
import { depositCycle, ledgerRound, openBenchSchema, rateLine, rates, requireLocalPostgres } from './lib/throughput';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const SLICES = Number(process.env.BENCH_SLICES ?? 3);
const CONCURRENCY = (process.env.BENCH_CLIENTS ?? '1,16').split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 3421);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'bench-minigame';
// The app's wiring (services/index.ts, promotion's module): both react to an approved deposit.
const hooks = createMoneyHooks();
registerPromotionMoneyHooks(hooks, systemClock());
registerMinigameMoneyHooks(hooks, systemClock());

requireLocalPostgres(PG_URL);

const watchdog = setTimeout(() => {
  console.error('bench:minigame took too long; stopping');
  process.exit(2);
}, 300_000);

const bench = await openBenchSchema(PG_URL, 'bench_minigame');
const { db, schema, serverUrl } = bench;
let server: { base: string; stop(): Promise<void> } | null = null;

let ipCounter = 0;
/** Each request from its own address (the server trusts loopback proxies): the per-IP limit is not what is measured. */
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

interface BenchMember {
  id: string;
  tel: string;
  token: string;
}

/** Members with plenty of coins, signed in through the API. */
async function createMembers(count: number, base: string): Promise<BenchMember[]> {
  await db.query(
    `INSERT INTO banks (code, name, kind, sort_order) VALUES ('kbnk', 'ธนาคารกสิกรไทย', 'bank', 0) ON CONFLICT DO NOTHING`,
  );
  const hash = await createPasswordHasher(TEST_HASHING).hash(PASSWORD);
  const members: BenchMember[] = [];
  for (let i = 0; i < count; i += 1) {
    const tel = `06${String(i).padStart(8, '0')}`;
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO members (tel, password_hash, first_name, last_name, bank_code, bank_number)
       VALUES ($1, $2, 'เบนช์', 'มินิเกม', 'kbnk', $3) RETURNING id::text AS id`,
      [tel, hash, `3${String(i).padStart(9, '0')}`],
    );
    const id = rows[0]!.id;
    await db.transaction((tx) =>
      issueCoins(tx, {
        memberId: id,
        coins: 10_000_000,
        type: 'grant',
        at: new Date().toISOString(),
        expiryDays: null,
      }),
    );
    const login = await fetch(`${base}/api/member/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify({ tel, password: PASSWORD }),
    });
    const body = (await login.json()) as { data?: { access_token: string } };
    if (!body.data) throw new Error(`login failed: ${JSON.stringify(body)}`);
    members.push({ id, tel, token: body.data.access_token });
  }
  return members;
}

try {
  await migrate(db);
  await seedMinigames(db);
  // The seeded day budgets stay in force (their row is counted on every prize), but large enough
  // that a benchmark's thousands of plays do not use them up.
  await db.query(`UPDATE minigame_games SET daily_budget_satang = 1e12, member_daily_budget_satang = 1e12`);
  server = await startServer({
    port: PORT,
    env: {
      DATABASE_URL: serverUrl,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_SESSION_PER_MINUTE: '1000000',
      SERVICES: 'member,minigame',
    },
  });
  const base = server.base;
  const members = await createMembers(Math.max(...CONCURRENCY), base);
  const slugs = DEMO_MINIGAMES.map((game) => game.slug);
  let playNo = 0;
  let refNo = 0;
  console.log(
    `PostgreSQL (${PG_URL.replace(/\/\/[^@]*@/, '//')}, schema ${schema}); ${SECONDS} s per scenario in ${SLICES} slices taking turns\n` +
      'play = HTTP POST /minigame/api/v1/play/{slug} (1 request, 1 transaction; the three seeded games in turn); ' +
      'money cycle = bench:ledger deposit request + approve (in-process, 2 transactions, with the coins hook); ' +
      'ledger = a coin spent and a coin won (in-process, 2 COIN transfers in 1 transaction)\n',
  );
  console.log('members  plays/s  money cycles/s  ratio  ledger plays/s  ratio');
  for (const clients of CONCURRENCY) {
    const result = await rates(
      clients,
      {
        play: async (client) => {
          const member = members[client]!;
          const slug = slugs[(playNo += 1) % slugs.length];
          const response = await fetch(`${base}/minigame/api/v1/play/${slug}`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${member.token}`,
              'idempotency-key': randomUUID(),
              'x-forwarded-for': nextIp(),
            },
          });
          const text = await response.text();
          if (response.status !== 200) throw new Error(`play → ${response.status} ${text}`);
        },
        money: (client) => depositCycle(db, hooks, members[client]!.id, 10_000),
        ledger: (client) =>
          ledgerRound(db, {
            account: assetAccount(members[client]!.id, 'coin'),
            house: { house: 'house_minigame_coins' },
            ref: { type: 'minigame_coin_entry' as const, id: String(1_000_000_000 + (refNo += 1)) },
            stake: { amountSatang: 1, code: 'minigame_coin_play' },
            payout: { amountSatang: 1, code: 'minigame_coin_prize' },
          }),
      },
      { seconds: SECONDS, slices: SLICES },
    );
    console.log(rateLine(clients, result, [8, 15]));
  }
  const { rows } = await db.query<{ plays: number }>('SELECT count(*)::int AS plays FROM minigame_plays');
  const violations = await checkInvariants(db);
  console.log(`\n${rows[0]?.plays ?? 0} plays written`);
  console.log(violations.length === 0 ? 'invariants hold on both ledgers (THB, COIN)' : violations.join('\n'));
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
