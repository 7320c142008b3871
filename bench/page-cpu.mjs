#!/usr/bin/env node
// `npm run bench:page-cpu`: the server's CPU time per member page load. Headless Chromium loads each page
// with an empty cache (a fresh browser context per load, as a member's first visit), waits until the
// network is idle, and the server's process group's CPU time (Linux /proc) is read before and after a
// batch of loads. `/` as a guest, `/tx/deposit` and `/promotion` as the demo member.
//
// BENCH_BASELINE_ROOT=/path/to/another/checkout measures that checkout's server (its own build of the
// apps, `npm ci && npm run build` there first) in the same run, batches taken in turn, and prints this
// checkout's time as a ratio of it. Build first: `npm run build`. BENCH_LOADS sets the loads per batch,
// BENCH_ROUNDS the batches per server.
//
// By default each server runs on its embedded database (PGlite, in the server's own process, so its CPU
// is counted). BENCH_DATABASE_URL (a PostgreSQL on 127.0.0.1) runs each server on a fresh schema of its
// own there, seeded by its checkout's `npm run seed`, with Redis at BENCH_REDIS_URL (default
// redis://127.0.0.1:6379), as a deployment runs it: the database's CPU is then not counted.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCESS_TOKEN_KEY } from '@member/shared';
import { chromium } from 'playwright-core';
import { openBenchSchema, requireLocalPostgres } from './lib/throughput';
import { CHROMIUM_ARGS, chromiumPath, groupCpuMs, loginDemoMember, repoRoot, startServer } from './lib/server.mjs';

const LOADS = Number(process.env.BENCH_LOADS ?? 15);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PAGES = [
  { path: '/', as: 'guest' },
  { path: '/tx/deposit', as: 'member' },
  { path: '/promotion', as: 'member' },
];
const baselineRoot = process.env.BENCH_BASELINE_ROOT;
const servers = [
  ...(baselineRoot ? [{ name: 'baseline', root: baselineRoot, port: 3442 }] : []),
  { name: 'this checkout', root: repoRoot, port: 3441 },
];

const PG_URL = process.env.BENCH_DATABASE_URL;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
if (PG_URL) requireLocalPostgres(PG_URL);

/** A fresh schema for `root`'s server, migrated and seeded by that checkout; answers the server's env. */
async function postgresFor(server) {
  server.schema = await openBenchSchema(PG_URL, 'pagecpu', 1);
  const env = { DATABASE_URL: server.schema.serverUrl, REDIS_URL };
  const dataDir = mkdtempSync(join(tmpdir(), 'member-bench-seed-'));
  try {
    execFileSync('npm', ['run', 'seed', '-s'], {
      cwd: server.root,
      env: { ...process.env, ...env, DATA_DIR: dataDir },
      stdio: 'ignore',
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return env;
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

/** One page load with an empty cache; answers how many requests it made to the server, by kind. */
async function loadOnce(browser, base, page, token) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
  if (token) {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [ACCESS_TOKEN_KEY, token]);
  }
  const counts = { files: 0, api: 0 };
  const tab = await context.newPage();
  tab.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== base) return;
    if (url.pathname.startsWith('/api/')) counts.api += 1;
    else counts.files += 1;
  });
  await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle' });
  await context.close();
  return counts;
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const running = [];
try {
  for (const server of servers) {
    const env = PG_URL ? await postgresFor(server) : {};
    const started = await startServer({ port: server.port, root: server.root, env });
    running.push(started);
    server.started = started;
    server.token = await loginDemoMember(started.base);
    server.samples = Object.fromEntries(PAGES.map((page) => [page.path, []]));
    server.counts = {};
    // Warm-up: the first loads compile the server's code paths and fill its caches; not counted.
    for (const page of PAGES) {
      for (let i = 0; i < 3; i += 1) {
        server.counts[page.path] = await loadOnce(browser, started.base, page, page.as === 'member' && server.token);
      }
    }
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const page of PAGES) {
      for (const server of servers) {
        const { base, pid } = server.started;
        const token = page.as === 'member' ? server.token : null;
        const before = groupCpuMs(pid);
        for (let i = 0; i < LOADS; i += 1) await loadOnce(browser, base, page, token);
        server.samples[page.path].push((groupCpuMs(pid) - before) / LOADS);
      }
    }
  }

  const database = PG_URL ? 'PostgreSQL (its CPU not counted) and Redis' : 'the embedded database (PGlite, counted)';
  console.log(`\nserver CPU per page load (empty cache) on ${database}, median of ${ROUNDS} batches of ${LOADS} loads`);
  console.log(`page           as      ${servers.map((s) => s.name.padStart(14)).join(' ')}   requests (files + api)`);
  for (const page of PAGES) {
    const medians = servers.map((server) => median(server.samples[page.path]));
    const counts = servers.at(-1).counts[page.path];
    const cells = medians.map((ms) => `${ms.toFixed(1).padStart(11)} ms`).join(' ');
    const ratio = baselineRoot ? `   ${((medians[1] / medians[0]) * 100).toFixed(0)} % of baseline` : '';
    console.log(`${page.path.padEnd(14)} ${page.as.padEnd(7)} ${cells}   ${counts.files} + ${counts.api}${ratio}`);
  }
} finally {
  await browser.close();
  for (const started of running) await started.stop();
  for (const server of servers) await server.schema?.drop();
}
