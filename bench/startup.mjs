#!/usr/bin/env node
// `npm run startup -w @member/bench`: how long the server takes from spawn to a healthy `/api/health`,
// and its resident memory once healthy, run from the compiled build (`node apps/server/dist/main.js`,
// what `npm start` runs) against the TypeScript source through tsx (what it ran before), alternating,
// on one already seeded embedded database, in one run. Build first: `npm run build -w @member/server`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3431);
const MODES = {
  compiled: ['--enable-source-maps', 'apps/server/dist/main.js'],
  tsx: ['--import', 'tsx', 'apps/server/src/main.ts'],
};

if (!existsSync(join(repoRoot, 'apps/server/dist/main.js'))) {
  console.error('no compiled server: run `npm run build -w @member/server` first');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'member-startup-'));

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
}

async function startOnce(mode) {
  const started = performance.now();
  const child = spawn(process.execPath, MODES[mode], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${mode}: the server exited during start-up`);
    const healthy = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = performance.now() - started;
  const mb = rssMb(child.pid);
  child.kill('SIGTERM');
  await exited;
  return { ms, mb };
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await startOnce('compiled'); // migrates and seeds the database: not counted
  const results = { compiled: [], tsx: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const mode of round % 2 === 0 ? ['compiled', 'tsx'] : ['tsx', 'compiled']) {
      results[mode].push(await startOnce(mode));
    }
  }
  console.log(`server start-up on a seeded embedded database, ${ROUNDS} rounds each, alternating (medians)`);
  console.log('mode        start ms   RSS MB');
  for (const mode of ['compiled', 'tsx']) {
    const ms = median(results[mode].map((result) => result.ms));
    const mb = median(results[mode].map((result) => result.mb));
    console.log(`${mode.padEnd(10)} ${ms.toFixed(0).padStart(9)} ${mb.toFixed(1).padStart(8)}`);
  }
  const ratio = (pick) => median(results.compiled.map(pick)) / median(results.tsx.map(pick));
  console.log(
    `compiled ÷ tsx: start ${(ratio((r) => r.ms) * 100).toFixed(0)} %, memory ${(ratio((r) => r.mb) * 100).toFixed(0)} %`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
