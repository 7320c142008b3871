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
//
// BENCH_STATIC=nginx puts nginx in front of each server, as a deployment has a proxy in front of its
// processes: before this checkout's, with deploy/nginx.conf (decision 0107), serving the hashed and uploaded
// files itself and passing the rest on; before the baseline's, the same file with those locations taken out
// (`proxyOnlyConfig`), passing everything on. Both servers then pay alike for a proxy's connection per
// request, as both would behind HAProxy. nginx's CPU (master and workers, its own process group) is
// counted with its server's, and both parts are printed; the ratio is of their sums.
//
// An idle server spends CPU too (its job queue's polling, pool and timers: some 6 ms a second), and a load
// lasts about a second, so part of each raw figure is not the page's. Once every server has started and
// settled, and before any page is loaded, each is left idle for BENCH_IDLE_SECONDS (default 10) and its CPU
// rate read (before the loads: work a load leaves behind is the load's, not idleness); a batch's idle share,
// that rate times the batch's wall time, is taken off its figure. Both figures are printed, the ratio is of
// the page's own.
//
// BENCH_CPU_PROF=dir starts this checkout's server with `--cpu-prof` into that folder (one profile per
// process of its group, written when it stops): what its CPU went to, for `npm run bench:profile -- dir`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCESS_TOKEN_KEY } from '@member/shared';
import { chromium } from 'playwright-core';
import { startNginx } from '../apps/server/src/scale-out/nginx.ts';
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
const STATIC = process.env.BENCH_STATIC;
if (STATIC && STATIC !== 'nginx') throw new Error(`BENCH_STATIC=${STATIC}: only nginx is known`);
const servers = [
  ...(baselineRoot
    ? [{ name: 'baseline', root: baselineRoot, port: 3442, ...(STATIC ? { nginxPort: 3444, proxyOnly: true } : {}) }]
    : []),
  { name: 'this checkout', root: repoRoot, port: 3441, ...(STATIC ? { nginxPort: 3443 } : {}) },
];

const PROFILE_DIR = process.env.BENCH_CPU_PROF;
const PG_URL = process.env.BENCH_DATABASE_URL;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
if (PG_URL) requireLocalPostgres(PG_URL);

/**
 * A fresh schema for `root`'s server, migrated and seeded by that checkout; answers the server's env. The
 * seed's images go to the server's own upload folder, which it then serves.
 */
async function postgresFor(server) {
  server.schema = await openBenchSchema(PG_URL, 'pagecpu', 1);
  const env = { DATABASE_URL: server.schema.serverUrl, REDIS_URL, UPLOAD_DIR: server.uploadDir };
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

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A batch holds CPU per load: the app's, nginx's, and `idle`, what the servers would have spent idle
 * meanwhile. Its total is what /proc counted; its own is the total less the idle share.
 */
const total = (batch) => batch.app + batch.nginx;
const own = (batch) => total(batch) - batch.idle;
/** The batch of median own CPU (its app, nginx and idle parts kept together). */
const medianBatch = (batches) => batches.toSorted((a, b) => own(a) - own(b))[Math.floor(batches.length / 2)];

/** CPU (ms) so far of a server's processes: the app's group, and nginx's when it stands in front. */
const cpuOf = (server) => ({
  app: groupCpuMs(server.started.pid),
  nginx: server.nginx ? groupCpuMs(server.nginx.pid) : 0,
});

/** Sets each server's `idleRate`: the CPU (ms) its processes spend per ms while nothing asks anything of them. */
async function measureIdle() {
  await sleep(3000);
  const before = servers.map(cpuOf);
  const start = performance.now();
  await sleep(IDLE_SECONDS * 1000);
  const elapsed = performance.now() - start;
  servers.forEach((server, i) => {
    server.idleRate = (total(cpuOf(server)) - total(before[i])) / elapsed;
  });
}

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
    server.uploadDir = mkdtempSync(join(tmpdir(), 'member-bench-uploads-'));
    const env = PG_URL ? await postgresFor(server) : { UPLOAD_DIR: server.uploadDir };
    if (PROFILE_DIR && server.root === repoRoot) env.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${PROFILE_DIR}`;
    const started = await startServer({ port: server.port, root: server.root, env });
    running.push(started);
    server.started = started;
    server.base = started.base;
    if (server.nginxPort) {
      server.nginx = await startNginx(
        {
          STATIC_BIND: `127.0.0.1:${server.nginxPort}`,
          BUILD_ROOT: server.root,
          UPLOAD_ROOT: server.uploadDir,
          STATIC_APP: `127.0.0.1:${server.port}`,
        },
        { proxyOnly: server.proxyOnly },
      );
      running.push(server.nginx);
      server.base = server.nginx.base;
    }
    server.token = await loginDemoMember(server.base);
    server.samples = Object.fromEntries(PAGES.map((page) => [page.path, []]));
    server.counts = {};
  }
  await measureIdle();
  for (const server of servers) {
    // Warm-up: the first loads compile the server's code paths and fill its caches; not counted.
    for (const page of PAGES) {
      for (let i = 0; i < 3; i += 1) {
        server.counts[page.path] = await loadOnce(browser, server.base, page, page.as === 'member' && server.token);
      }
    }
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const page of PAGES) {
      for (const server of servers) {
        const token = page.as === 'member' ? server.token : null;
        const before = cpuOf(server);
        const start = performance.now();
        for (let i = 0; i < LOADS; i += 1) await loadOnce(browser, server.base, page, token);
        const after = cpuOf(server);
        server.samples[page.path].push({
          app: (after.app - before.app) / LOADS,
          nginx: (after.nginx - before.nginx) / LOADS,
          idle: (server.idleRate * (performance.now() - start)) / LOADS,
        });
      }
    }
  }

  const database = PG_URL ? 'PostgreSQL (its CPU not counted) and Redis' : 'the embedded database (PGlite, counted)';
  console.log(`\nserver CPU per page load (empty cache) on ${database}, median of ${ROUNDS} batches of ${LOADS} loads`);
  if (STATIC) {
    console.log('each server behind nginx, its CPU app + nginx: this checkout with deploy/nginx.conf serving the');
    console.log('hashed and uploaded files, the baseline with the same file proxying everything');
  }
  console.log("each cell: the page's own CPU (raw − idle share) [raw, nginx's part of it]");
  const width = STATIC ? 34 : 24;
  console.log(
    `page           as      ${servers.map((s) => s.name.padStart(width)).join(' ')}   requests (files + api)`,
  );
  for (const page of PAGES) {
    const batches = servers.map((server) => medianBatch(server.samples[page.path]));
    const counts = servers.at(-1).counts[page.path];
    const cells = servers.map((server, i) => {
      const batch = batches[i];
      const nginx = server.nginx ? `, nginx ${batch.nginx.toFixed(1)}` : '';
      return `${own(batch).toFixed(1)} ms [${total(batch).toFixed(1)}${nginx}]`.padStart(width);
    });
    const percent = (part, whole) => `${((part / whole) * 100).toFixed(0)} %`;
    const ratio = baselineRoot
      ? `   ${percent(own(batches[1]), own(batches[0]))} of baseline (raw ${percent(total(batches[1]), total(batches[0]))})`
      : '';
    console.log(
      `${page.path.padEnd(14)} ${page.as.padEnd(7)} ${cells.join(' ')}   ${counts.files} + ${counts.api}${ratio}`,
    );
  }
  const idle = servers.map((server) => `${server.name} ${(server.idleRate * 1000).toFixed(1)} ms/s`);
  console.log(`idle before the loads: ${idle.join(', ')}`);
} finally {
  await browser.close();
  for (const started of running) await started.stop();
  for (const server of servers) {
    await server.schema?.drop();
    if (server.uploadDir) rmSync(server.uploadDir, { recursive: true, force: true });
  }
}
