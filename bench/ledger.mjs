#!/usr/bin/env node
// Ledger throughput: deposit-approve and withdraw-request-approve cycles per second against a real
// server process, at 1 and 16 concurrent clients, beside a bare single-row UPDATE loop on the same
// database in the same run; then `npm run ledger:check` against that database.
// Usage: `npm run bench:ledger` (from the repo root). Options by env: BENCH_SECONDS (per measurement,
// default 6), BENCH_DATABASE_URL (PostgreSQL server, default postgres://postgres@127.0.0.1:5432/test;
// the run works in a fresh schema it drops at the end), BENCH_DATABASES (`pglite,postgres` by default).
// Only 127.0.0.1 is contacted. The server trusts loopback proxies (TRUST_PROXY) and every request
// carries its own X-Forwarded-For, so the per-IP limits stay in the path but do not cap the measurement.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// pg and PGlite are the server's dependencies; resolve them from its workspace.
const serverRequire = createRequire(join(root, 'apps/server/package.json'));
const { default: pg } = await import(pathToFileURL(serverRequire.resolve('pg')).href);

const PORT = Number(process.env.BENCH_PORT ?? 3410);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONCURRENCY = [1, 16];
const OPERATOR = { username: 'admin', password: `bench-${randomBytes(9).toString('base64url')}` };
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());
/** The whole run stops by itself after this, whatever state it is in. */
const WATCHDOG_MS = Number(process.env.BENCH_WATCHDOG_MS ?? 200_000);
const DEPOSIT_BAHT = 100;

if (!/^postgres(ql)?:\/\/[^/]*@?(127\.0\.0\.1|localhost)(:\d+)?\//.test(PG_URL)) {
  console.error('BENCH_DATABASE_URL must point at 127.0.0.1 (this benchmark talks to nothing else)');
  process.exit(1);
}

let ipCounter = 0;
/** A different client address per request (10.x.y.z, never contacted: it is only a header value). */
function nextIp() {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

class HttpError extends Error {
  constructor(method, path, status, body) {
    super(`${method} ${path} → ${status} ${JSON.stringify(body)}`);
    this.status = status;
    this.body = body;
  }
}

/** Calls the API and returns `data`; money POSTs get a fresh Idempotency-Key. */
async function call(method, path, { token, body, key = method === 'POST' } = {}) {
  const headers = { 'x-forwarded-for': nextIp() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (key) headers['idempotency-key'] = randomUUID();
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await response.json().catch(() => null);
  if (!response.ok) throw new HttpError(method, path, response.status, payload);
  return payload?.data;
}

function digits(count) {
  let text = '';
  while (text.length < count) text += String(Math.floor(Math.random() * 10));
  return text;
}

async function registerMember() {
  const member = { tel: `09${digits(8)}`, password: `pw${digits(6)}` };
  await call('POST', '/api/member/register', {
    key: false,
    body: {
      tel: member.tel,
      password: member.password,
      bank_name: 'kbnk',
      bank_number: `1${digits(9)}`,
      first_name: 'เบนช์',
      last_name: 'มาร์ก',
      bonus: 0,
    },
  });
  const login = await call('POST', '/api/member/login', { key: false, body: member });
  return { ...member, token: login.access_token };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

/**
 * Runs `cycle(clientIndex)` in `clients` loops for SECONDS; each loop waits for its cycle before the next.
 * Returns cycles/s over the measured window, latency percentiles and the errors seen.
 */
async function runLoops(clients, cycle, seconds = SECONDS) {
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const latencies = [];
  const errors = new Map();
  let done = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, index) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          await cycle(index);
          done += 1;
          latencies.push(performance.now() - t0);
        } catch (error) {
          const label = error instanceof HttpError ? `${error.status} ${error.body?.error?.code ?? ''}` : String(error);
          errors.set(label, (errors.get(label) ?? 0) + 1);
          if (errors.size > 0 && [...errors.values()].reduce((a, b) => a + b, 0) > 50) {
            throw new Error(`too many errors: ${JSON.stringify(Object.fromEntries(errors))}`, { cause: error });
          }
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rate: done / elapsed,
    cycles: done,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: Object.fromEntries(errors),
  };
}

/**
 * Bare single-row UPDATE loop, the issue's baseline: every client updates the same row, one
 * autocommitted statement at a time (`npm run bench:ledger` also shows a row per client).
 */
async function bareUpdates(clients, update) {
  return runLoops(clients, () => update(1));
}

async function waitForHealth(server, deadline) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${BASE}/api/health`);
      if (response.ok) return (await response.json()).data;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

const children = new Set();
/** Runs a command of this repo in its own process group; resolves with its exit code and output. */
function run(command, args, env, { timeoutMs = 60_000, capture = true } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', capture ? 'pipe' : 'ignore', capture ? 'pipe' : 'inherit'],
      detached: true,
    });
    children.add(child);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => killGroup(child), timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      children.delete(child);
      resolve({ code: code ?? (signal ? `signal ${signal}` : 1), output });
    });
  });
}

function killGroup(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  killGroup(server);
  const timer = setTimeout(() => killGroup(server, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** One database: start the server, measure, stop it, run the invariant check. */
async function benchDatabase(kind, bare) {
  const dataDir = mkdtempSync(join(tmpdir(), 'member-bench-ledger-'));
  const env = {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    // Each client is one session making thousands of calls a minute: above the per-session limit.
    RATE_LIMIT_SESSION_PER_MINUTE: '1000000',
    SEED_OPERATOR_PASSWORD: OPERATOR.password,
  };
  if (kind === 'postgres') {
    env.DATABASE_URL = bare.url;
    // PostgreSQL is seeded only on demand (decision 0010): banks and the operator.
    const seeded = await run('npx', ['tsx', 'apps/server/src/scripts/seed.ts'], env);
    if (seeded.code !== 0) throw new Error(`seed failed:\n${seeded.output}`);
  }
  const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  children.add(server);
  server.once('exit', () => children.delete(server));
  const rows = [];
  let check;
  let error = null;
  try {
    const health = await waitForHealth(server, Date.now() + 60_000);
    if (health.database !== kind) throw new Error(`server reports database ${health.database}, expected ${kind}`);
    const operator = (await call('POST', '/api/admin/login', { key: false, body: OPERATOR })).access_token;
    const clients = Math.max(...CONCURRENCY);
    const members = await Promise.all(Array.from({ length: clients }, () => registerMember()));
    const combine = await call('GET', '/api/combine', { token: members[0].token });
    const withdrawBaht = Math.max(Number(combine?.credit_min) || 0, 1);

    const depositCycle = async (index) => {
      const deposit = await call('POST', '/api/member/regulardeposit', {
        token: members[index].token,
        body: { amount: DEPOSIT_BAHT },
      });
      await call('POST', `/api/admin/deposits/${deposit.id}/approve`, { token: operator, body: {} });
    };
    const withdrawCycle = async (index) => {
      const member = members[index];
      let withdrawal;
      try {
        withdrawal = await call('POST', '/api/withdraw/withdraw', {
          token: member.token,
          body: { amount: withdrawBaht },
        });
      } catch (error) {
        if (!(error instanceof HttpError && error.status === 422)) throw error;
        // Out of credit: top up outside the measured cycle count (the error is not counted as a cycle).
        await call('POST', `/api/admin/members/${member.tel}/adjustments`, {
          token: operator,
          body: { direction: 'credit', amount: 1_000_000, reason: 'bench top-up' },
        });
        throw error;
      }
      await call('POST', `/api/admin/withdrawals/${withdrawal.id}/approve`, { token: operator, body: {} });
    };
    // Every member starts the withdrawal runs with plenty of credit.
    await Promise.all(
      members.map((member) =>
        call('POST', `/api/admin/members/${member.tel}/adjustments`, {
          token: operator,
          body: { direction: 'credit', amount: 1_000_000, reason: 'bench funding' },
        }),
      ),
    );

    for (const concurrency of CONCURRENCY) {
      const bareResult = await bareUpdates(concurrency, bare.update);
      // The HTTP floor: one authenticated read per call (JWT, session check, one SELECT), no money moved.
      const floor = await runLoops(
        concurrency,
        (index) => call('GET', '/api/credit', { token: members[index].token }),
        Math.max(1, SECONDS / 2),
      );
      const deposit = await runLoops(concurrency, depositCycle);
      const withdraw = await runLoops(concurrency, withdrawCycle);
      rows.push({ kind, scenario: 'deposit + approve', concurrency, result: deposit, bare: bareResult, floor });
      rows.push({ kind, scenario: 'withdraw + approve', concurrency, result: withdraw, bare: bareResult, floor });
    }
  } catch (caught) {
    error = caught;
  } finally {
    await stopServer(server);
    // The check opens the database itself; for PGlite that needs the server gone (one process per folder).
    check = await run('npm', ['run', 'ledger:check', '--silent'], env, { timeoutMs: 60_000 });
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { rows, check, error };
}

/** PostgreSQL: a fresh schema, with a table for the bare loop, dropped at the end. */
async function postgresBare() {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const separator = PG_URL.includes('?') ? '&' : '?';
  const url = `${PG_URL}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const pool = new pg.Pool({ connectionString: url, max: Math.max(...CONCURRENCY) });
  await pool.query('CREATE TABLE bench_bare (id integer PRIMARY KEY, balance bigint NOT NULL)');
  await pool.query('INSERT INTO bench_bare VALUES (1, 0)');
  return {
    url,
    label: 'pg, same server and schema',
    update: (id) => pool.query('UPDATE bench_bare SET balance = balance + 1 WHERE id = $1', [id]),
    async close() {
      await pool.end();
      const drop = new pg.Client({ connectionString: PG_URL });
      await drop.connect();
      await drop.query(`DROP SCHEMA ${schema} CASCADE`);
      await drop.end();
    },
  };
}

/**
 * PGlite: the server holds its data folder (one process per folder), so the bare loop runs on a
 * separate in-memory PGlite instance in this process. Single connection: concurrent calls queue.
 */
async function pgliteBare() {
  const { PGlite } = await import(pathToFileURL(serverRequire.resolve('@electric-sql/pglite')).href);
  const db = new PGlite();
  await db.exec('CREATE TABLE bench_bare (id integer PRIMARY KEY, balance bigint NOT NULL)');
  await db.exec('INSERT INTO bench_bare VALUES (1, 0)');
  return {
    label: 'separate in-memory PGlite',
    update: (id) => db.query('UPDATE bench_bare SET balance = balance + 1 WHERE id = $1', [id]),
    close: () => db.close(),
  };
}

const watchdog = setTimeout(() => {
  console.error(`ledger benchmark: still running after ${WATCHDOG_MS / 1000} s, stopping`);
  for (const child of children) killGroup(child, 'SIGKILL');
  process.exit(2);
}, WATCHDOG_MS);
watchdog.unref();

const results = [];
let failed = false;
for (const kind of DATABASES) {
  let bare;
  try {
    bare = kind === 'postgres' ? await postgresBare() : await pgliteBare();
    console.log(`${kind}: measuring (${SECONDS} s per run; bare UPDATE on ${bare.label})`);
    const { rows, check, error } = await benchDatabase(kind, bare);
    results.push({ kind, rows, check, bareLabel: bare.label });
    if (error) throw error;
  } catch (error) {
    failed = true;
    console.error(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await bare?.close().catch((error) => console.error(`${kind}: cleanup failed: ${error.message}`));
  }
}

const fmt = (n, digits = 0) => n.toFixed(digits);
console.log(
  `\n${SECONDS} s per measurement; a cycle = member request + operator approve (2 money POSTs over HTTP);` +
    `\nratio = cycles/s ÷ bare UPDATE/s; GET /credit/s = the HTTP floor (one authenticated read per call)\n`,
);
console.log(
  'database  scenario             clients  cycles/s  bare UPDATE/s   ratio  GET /credit/s   p50 ms   p99 ms  cycles  errors',
);
for (const { rows } of results) {
  for (const { kind, scenario, concurrency, result, bare, floor } of rows) {
    const ratio = bare.rate > 0 ? `${fmt((result.rate / bare.rate) * 100, 1)}%` : '-';
    console.log(
      [
        kind.padEnd(9),
        scenario.padEnd(20),
        String(concurrency).padStart(7),
        fmt(result.rate, 1).padStart(9),
        fmt(bare.rate, 0).padStart(14),
        ratio.padStart(7),
        fmt(floor.rate, 0).padStart(14),
        fmt(result.p50, 1).padStart(8),
        fmt(result.p99, 1).padStart(8),
        String(result.cycles).padStart(7),
        Object.keys(result.errors).length ? JSON.stringify(result.errors) : '0',
      ].join(' '),
    );
  }
}
for (const { kind, check, bareLabel } of results) {
  console.log(`\n${kind}: bare UPDATE measured on ${bareLabel}`);
  console.log(`${kind}: npm run ledger:check → exit ${check.code}`);
  console.log(check.output.trim().replace(/^/gm, '  '));
  if (check.code !== 0) failed = true;
}
clearTimeout(watchdog);
process.exit(failed ? 1 : 0);
