// What the throughput benchmarks share (bench:ledger, bench:play, bench:minigame): steps per second of
// scenarios that take turns, a fresh schema on the local PostgreSQL, and money's deposit cycle as a baseline.
import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../apps/server/src/db/database';
import { createPostgresDatabase } from '../../apps/server/src/db/postgres';
import { queueSchemaFor } from '../../apps/server/src/lib/jobs';
import type { MoneyHooks } from '../../apps/server/src/modules/money/hooks';
import { posted, transfer } from '../../apps/server/src/modules/money/ledger';
import { decided, decideDeposit, requestBankDeposit } from '../../apps/server/src/modules/money/operations';
import { processCpuMs } from './server.mjs';

/** Runs `step(client)` in a loop on `clients` concurrent clients for `ms`; answers completed steps. */
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

/**
 * Steps per second of each scenario over `seconds` each, measured in `slices` rounds that take turns
 * (a slice of each scenario per round): a change of load on a shared machine during the run then
 * falls on every scenario alike, and the ratios between them hold.
 */
export async function rates<K extends string>(
  clients: number,
  steps: Record<K, (client: number) => Promise<void>>,
  timing: { seconds: number; slices: number },
): Promise<Record<K, number>> {
  return (await ratesAndCpu(clients, steps, timing)).rates;
}

/**
 * `rates`, and with `cpuMs` (a counter of CPU milliseconds, read before and after each slice) the CPU
 * each scenario's step cost: a measure the machine's other load barely moves, where rates swing.
 */
export async function ratesAndCpu<K extends string>(
  clients: number,
  steps: Record<K, (client: number) => Promise<void>>,
  { seconds, slices, cpuMs }: { seconds: number; slices: number; cpuMs?: () => Promise<number> },
): Promise<{ rates: Record<K, number>; cpuMsPerStep: Record<K, number> }> {
  const names = Object.keys(steps) as K[];
  const zero = () => Object.fromEntries(names.map((name) => [name, 0])) as Record<K, number>;
  const done = zero();
  const cpu = zero();
  for (let round = 0; round < slices; round += 1) {
    for (const name of names) {
      const before = cpuMs ? await cpuMs() : 0;
      done[name] += await run(clients, (seconds * 1000) / slices, steps[name]);
      if (cpuMs) cpu[name] += (await cpuMs()) - before;
    }
  }
  const cpuMsPerStep = zero();
  for (const name of names) {
    cpuMsPerStep[name] = done[name] > 0 ? cpu[name] / done[name] : 0;
    done[name] /= seconds;
  }
  return { rates: done, cpuMsPerStep };
}

/** `part` as a whole percentage of `whole`. */
export const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)}%`;

/** Exits unless `url` names a PostgreSQL on this machine (a benchmark talks to nothing else). */
export function requireLocalPostgres(url: string): void {
  if (!/^postgres(ql)?:\/\/[^/]*@?(127\.0\.0\.1|localhost)(:\d+)?\//.test(url)) {
    console.error('BENCH_DATABASE_URL must point at 127.0.0.1 (this benchmark talks to nothing else)');
    process.exit(1);
  }
}

export interface BenchSchema {
  schema: string;
  db: Database;
  /** The same database for a server process: `url` with the schema as its search path. */
  serverUrl: string;
  /**
   * CPU milliseconds the PostgreSQL backends of `db`'s pool have used so far (Linux /proc; they carry the
   * schema's name as their application name). A backend that closed keeps its last reading.
   */
  backendCpuMs(): Promise<number>;
  /** Closes the pool and drops the schema (and the job queue's beside it). */
  drop(): Promise<void>;
}

/** A fresh schema `<prefix>_<random>` on the PostgreSQL at `url`, with a pool of `maxConnections`. */
export async function openBenchSchema(url: string, prefix: string, maxConnections = 20): Promise<BenchSchema> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = await createPostgresDatabase({ connectionString: url, maxConnections: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const separator = url.includes('?') ? '&' : '?';
  const db = await createPostgresDatabase({
    connectionString: `${url}${separator}application_name=${schema}`,
    searchPath: schema,
    maxConnections,
  });
  const lastSeen = new Map<number, number>();
  return {
    schema,
    db,
    serverUrl: `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    async backendCpuMs() {
      const { rows } = await admin.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
        [schema],
      );
      for (const { pid } of rows) lastSeen.set(pid, Math.max(lastSeen.get(pid) ?? 0, processCpuMs(pid)));
      return [...lastSeen.values()].reduce((sum, ms) => sum + ms, 0);
    },
    async drop() {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      // A server run on the schema keeps its job queue beside it.
      await admin.query(`DROP SCHEMA IF EXISTS ${queueSchemaFor(schema)} CASCADE`);
      await admin.close();
    },
  };
}

/** An approval as the benchmarks' in-process decisions give it (no operator). */
export const APPROVE = { approve: true, annotation: null, operatorId: null };

/** `bench:ledger`'s money cycle: a bank deposit request and its approval, in-process, each its own transaction. */
export async function depositCycle(db: Database, hooks: MoneyHooks, memberId: string, amountSatang: number) {
  const row = await db.transaction((tx) => requestBankDeposit(tx, hooks, memberId, amountSatang));
  await db.transaction(async (tx) => decided(await decideDeposit(tx, hooks, String(row.id), APPROVE)));
}

type Move = Parameters<typeof transfer>[1];

/**
 * The bare ledger work of a round, no HTTP: `stake` moved from `account` to `house`, then `payout` back, both
 * under `ref`; in one transaction, or (`separate`) each in its own as two requests would be.
 */
export async function ledgerRound(
  db: Database,
  move: {
    account: Move['from'];
    house: Move['to'];
    ref: Move['ref'];
    stake: { amountSatang: number; code: Move['code'] };
    payout: { amountSatang: number; code: Move['code'] };
    separate?: boolean;
  },
): Promise<void> {
  const { account, house, ref, stake, payout } = move;
  const stakeIt = async (tx: Queryable) => posted(await transfer(tx, { from: account, to: house, ref, ...stake }));
  const payIt = async (tx: Queryable) => posted(await transfer(tx, { from: house, to: account, ref, ...payout }));
  if (move.separate) {
    await db.transaction(stakeIt);
    await db.transaction(payIt);
  } else {
    await db.transaction(async (tx) => {
      await stakeIt(tx);
      await payIt(tx);
    });
  }
}

/** A line of a play benchmark's table: the clients, then plays, money cycles and ledger rounds per second with the ratios, at `widths`. */
export function rateLine(
  clients: number,
  result: { play: number; money: number; ledger: number },
  [playWidth, ledgerWidth]: [number, number],
): string {
  return [
    String(clients).padStart(7),
    result.play.toFixed(1).padStart(playWidth),
    result.money.toFixed(1).padStart(15),
    pct(result.play, result.money).padStart(6),
    result.ledger.toFixed(1).padStart(ledgerWidth),
    pct(result.play, result.ledger).padStart(6),
  ].join(' ');
}
