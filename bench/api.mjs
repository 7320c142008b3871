#!/usr/bin/env node
// API throughput and latency of the member calls, against a real server process on the embedded
// database, or on PostgreSQL with BENCH_DATABASE_URL: then `GET /api/member/profile` is also measured
// against a bare Fastify answering the same bytes after `SELECT 1` on the same database
// (lib/bare-fastify.mjs), and the ratio printed. The server runs as `npm start` runs it, from the compiled
// build: `npm run build -w @member/server` first. Usage: `npm run bench:api` (from the repo root).
// Options by env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10). The server trusts loopback proxies (TRUST_PROXY) and every request
// carries its own X-Forwarded-For, and the per-session limit is set above any rate measured here, so the
// limits stay in the path but do not cap the measurement.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3400);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DEMO = { tel: '0812345678', password: 'demo1234' };
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const BARE_PORT = PORT + 1;
const COMPILED_SERVER = join(root, 'apps/server/dist/main.js');

if (!existsSync(COMPILED_SERVER)) {
  console.error('no compiled server: run `npm run build -w @member/server` first');
  process.exit(1);
}

let ipCounter = 0;
/** A different client address per request (10.x.y.z, never contacted: it is only a header value). */
function nextIp() {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

async function waitForHealth(deadline, process = server, base = BASE) {
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`server exited with ${process.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

async function login() {
  const response = await fetch(`${BASE}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify(DEMO),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.access_token;
}

function measure(name, { method = 'GET', path, token, body, seconds = SECONDS, base = BASE }) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${path}`,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method,
            body: body ? JSON.stringify(body) : undefined,
            setupRequest: (request) => ({ ...request, headers: { ...headers, 'x-forwarded-for': nextIp() } }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ name, result })),
    );
  });
}

const BARE_NAME = 'bare Fastify, same JSON';

/** The floor: the same answer from a bare Fastify after `SELECT 1` on the same database. */
async function measureBare(token) {
  const profile = await fetch(`${BASE}/api/member/profile`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': nextIp() },
  });
  const bare = spawn(process.execPath, [join(root, 'bench/lib/bare-fastify.mjs')], {
    env: { ...process.env, PORT: String(BARE_PORT), DATABASE_URL, BARE_BODY: await profile.text() },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(Date.now() + 30_000, bare, `http://127.0.0.1:${BARE_PORT}`);
    return await measure(BARE_NAME, { path: '/api/member/profile', base: `http://127.0.0.1:${BARE_PORT}` });
  } finally {
    bare.kill('SIGTERM');
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'member-bench-'));
// On PostgreSQL the server seeds no demo accounts at start (README): the seed adds the demo member.
if (DATABASE_URL) {
  const seeded = spawnSync('npm', ['run', 'seed'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error(`npm run seed failed with ${seeded.status}`);
}
const server = spawn(process.execPath, ['--enable-source-maps', COMPILED_SERVER], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_SESSION_PER_MINUTE: '1000000',
    ...(DATABASE_URL ? { DATABASE_URL } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  // Its own process group, stopped as one (the slip-reading worker with it).
  detached: true,
});

try {
  await waitForHealth(Date.now() + 60_000);
  const token = await login();
  const runs = [
    await measure('GET /api/health', { path: '/api/health' }),
    await measure('GET /api/member/bank', { path: '/api/member/bank' }),
    await measure('GET /api/member/profile', { path: '/api/member/profile', token }),
    await measure('GET /api/credit', { path: '/api/credit', token }),
    // Public content loaded by every page of both layouts (ETag computed per answer).
    await measure('GET /api/setting-image/logo', { path: '/api/setting-image/logo' }),
    await measure('GET /api/announcement', { path: '/api/announcement' }),
    await measure('GET /api/banner', { path: '/api/banner' }),
    await measure('POST /api/member/insert-active', {
      method: 'POST',
      path: '/api/member/insert-active',
      token,
      body: { path: '/' },
    }),
    // argon2id verification dominates a login; a shorter run is enough to see its rate.
    await measure('POST /api/member/login', { method: 'POST', path: '/api/member/login', body: DEMO, seconds: 5 }),
  ];
  if (DATABASE_URL) runs.push(await measureBare(token));
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per call (login 5 s), ${DATABASE_URL ? 'PostgreSQL' : 'embedded database'}\n`,
  );
  console.log('call                              req/s   p50 ms   p99 ms   non-2xx');
  for (const { name, result } of runs) {
    console.log(
      `${name.padEnd(32)} ${result.requests.average.toFixed(0).padStart(6)} ${String(result.latency.p50).padStart(8)} ${String(
        result.latency.p99,
      ).padStart(8)} ${String(result.non2xx).padStart(9)}`,
    );
  }
  for (const { name, result } of runs.filter((run) => run.result.non2xx > 0)) {
    console.log(`${name}: status codes ${JSON.stringify(result.statusCodeStats)}`);
  }
  const product = runs.find((run) => run.name === 'GET /api/member/profile')?.result.requests.average;
  const floor = runs.find((run) => run.name === BARE_NAME)?.result.requests.average;
  if (product && floor) {
    console.log(
      `\nGET /api/member/profile at ${((100 * product) / floor).toFixed(0)} % of bare Fastify (target ≥ 50 %)`,
    );
  }
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
