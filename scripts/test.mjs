#!/usr/bin/env node
// `npm test`: every test of the project. Finds (or installs) Chromium, runs Vitest, builds the web
// apps, runs Playwright, and prints the combined totals as the last line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, '.test-results');
const vitestReport = join(resultsDir, 'vitest.json');
const playwrightReport = join(resultsDir, 'playwright.json');
const INSTALL_HINT = 'sudo apt-get install -y chromium fonts-thai-tlwg   (or: npx playwright install chromium)';

function heading(text) {
  console.log(`\n=== ${text} ===\n`);
}

/** Runs a command with inherited output; answers its exit status (1 when it could not start). */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) console.error(`could not run ${command}: ${result.error.message}`);
  return result.status ?? 1;
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Chromium of Playwright's own download, if any (newest first). */
function playwrightCacheChromium() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  const dirs = readdirSync(cache)
    .filter((name) => /^chromium-\d+$/.test(name))
    .sort((a, b) => Number(b.split('-')[1]) - Number(a.split('-')[1]));
  for (const dir of dirs) {
    for (const sub of [
      'chrome-linux64/chrome',
      'chrome-linux/chrome',
      'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
    ]) {
      const candidate = join(cache, dir, sub);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    console.warn(`CHROMIUM_PATH=${fromEnv} does not exist; looking elsewhere`);
  }
  const system = [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/google-chrome',
  ].find((path) => existsSync(path));
  return system ?? playwrightCacheChromium();
}

function ensureChromium() {
  let found = findChromium();
  if (found) return found;
  console.log('Chromium not found; trying `npx playwright install chromium`');
  run('npx', ['playwright', 'install', 'chromium'], { cwd: join(root, 'e2e') });
  found = findChromium();
  if (found) return found;
  if (isRoot() && hasCommand('apt-get')) {
    console.log('trying apt-get install chromium fonts-thai-tlwg');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update'], { env }) === 0) {
      run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-thai-tlwg'], { env });
    }
    found = findChromium();
  }
  return found;
}

/** Totals of a Vitest JSON report (Jest-compatible shape). */
function vitestTotals(report) {
  // A file that failed before running a test (import or syntax error) has no failed test of its own.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  );
  for (const file of brokenFiles) console.log(`Vitest: ${file.name} failed without a test result; counted as 1 failed`);
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles.length,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Totals of a Playwright JSON report: expected = passed, unexpected = failed, flaky counts as passed. */
function playwrightTotals(report) {
  const stats = report.stats ?? {};
  const errors = Array.isArray(report.errors) ? report.errors.length : 0;
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    // A global error (config, web server) with no failed test still counts as one failure.
    failed: (stats.unexpected ?? 0) || (errors > 0 ? 1 : 0),
    skipped: stats.skipped ?? 0,
  };
}

/** Reads a runner's report; a missing or unreadable one counts as one failure. */
function totalsOf(name, file, parse, status) {
  if (!existsSync(file)) {
    console.log(`${name}: no JSON report (${file}); the runner crashed (exit ${status}), counted as 1 failed`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  try {
    const totals = parse(JSON.parse(readFileSync(file, 'utf8')));
    if (status !== 0 && totals.failed === 0) {
      console.log(`${name}: exited with ${status} but reported no failed test; counted as 1 failed`);
      totals.failed = 1;
    }
    return totals;
  } catch (error) {
    console.log(`${name}: unreadable JSON report (${error.message}); counted as 1 failed`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
}

// a. Chromium
heading('1/4 Chromium');
const chromium = ensureChromium();
if (!chromium) {
  console.error(
    `\nChromium was not found and could not be installed. Install it, then run npm test again:\n  ${INSTALL_HINT}`,
  );
  process.exit(1);
}
console.log(`using ${chromium}`);
const env = { ...process.env, CHROMIUM_PATH: chromium };

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

// b. Vitest (projects shared, server, web); TEST_DATABASE_URL and TEST_REDIS_URL pass through the environment.
heading(`2/4 Vitest${env.TEST_DATABASE_URL ? ` (also against ${env.TEST_DATABASE_URL})` : ''}`);
const vitestStatus = run(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  { env },
);

// c. The built apps (member site and back office) that the e2e server serves.
heading('3/4 Build the web apps');
const buildStatus = run('npm', ['run', 'build'], { env });

// d. Playwright
heading('4/4 Playwright');
let playwrightStatus = 1;
if (buildStatus === 0) {
  playwrightStatus = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: join(root, 'e2e'),
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  });
} else {
  console.log('the web apps did not build; Playwright was not run');
}

// e. Totals
heading('Totals');
const parts = [
  ['Vitest', totalsOf('Vitest', vitestReport, vitestTotals, vitestStatus)],
  [
    'Playwright',
    buildStatus === 0
      ? totalsOf('Playwright', playwrightReport, playwrightTotals, playwrightStatus)
      : { passed: 0, failed: 1, skipped: 0 },
  ],
];
if (buildStatus !== 0) console.log('web build failed (exit %d), counted as 1 failed', buildStatus);
for (const [name, t] of parts) {
  console.log(`${name}: ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}`);
}
const sum = (key) => parts.reduce((total, [, t]) => total + t[key], 0);
const failed = sum('failed');
const skipped = sum('skipped');
console.log(`${sum('passed')} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
