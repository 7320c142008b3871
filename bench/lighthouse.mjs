#!/usr/bin/env node
// Lighthouse in mobile mode (its default: Moto G Power, simulated slow 4G, 4x CPU slowdown) on the
// built member site served over HTTPS with HTTP/2 (the server's test certificate, trusted by this
// Chromium alone): `/` as a guest, `/tx/deposit`, `/promotion`, `/game`, `/mini-game`, `/refer` and `/chat`
// as the demo member, three runs each,
// the median printed. Usage: `npm run build && npm run bench:lighthouse` from the repo root;
// LIGHTHOUSE_HTTP1=1 serves plain HTTP/1.1 instead; BENCH_WEB_DIST=dir serves that build of the web app
// (BENCH_WEB_DIST=dirA,dirB measures both builds, their runs taken in turn, a table each);
// BENCH_BASE_URL=http://host:port measures a running server instead of starting one;
// LIGHTHOUSE_RUNS sets the runs per page; LIGHTHOUSE_REPORTS=dir keeps each run's full report (JSON) and its
// trace (`<name>.trace.json`, for Chromium's performance panel) there;
// LIGHTHOUSE_PAGES=/,/promotion measures only those pages. "perf from CPU" is the performance score with
// TBT's part scored from "TBT from CPU" (below): what the page would score had it never waited for a core.
import { mkdirSync, writeFileSync } from 'node:fs';
import { ACCESS_TOKEN_KEY } from '@member/shared';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import TotalBlockingTime from 'lighthouse/core/audits/metrics/total-blocking-time.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { getLogNormalScore } from 'lighthouse/shared/statistics.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, loginDemoMember, startServer, trustTestCertificateArg } from './lib/server.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ALL_PAGES = [
  { path: '/', as: 'guest' },
  { path: '/tx/deposit', as: 'member' },
  { path: '/promotion', as: 'member' },
  { path: '/game', as: 'member' },
  { path: '/mini-game', as: 'member' },
  { path: '/refer', as: 'member' },
  { path: '/chat', as: 'member' },
];
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
const PAGES = only ? ALL_PAGES.filter((p) => only.includes(p.path)) : ALL_PAGES;
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, lcpMs: 1500, cls: 0.05 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Empties the HTTP cache and everything the origin stored: its service worker, Cache Storage, the token. */
async function resetOrigin(cdp, origin) {
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
}

const REPORTS = process.env.LIGHTHOUSE_REPORTS;
if (REPORTS) mkdirSync(REPORTS, { recursive: true });

/**
 * The audited page's main thread, read from the trace Lighthouse took: its tasks after the first contentful
 * paint, how long they lasted (what Lighthouse counts, times four) and how much of that was CPU time.
 * `cpuTbtMs` applies Total Blocking Time's rule (each task × 4, less 50 ms) to CPU time instead: the
 * blocking time the page's own work would cause if its main thread never waited, for a core or on another
 * process (decision 0083).
 */
function mainThreadTime(trace, fcpTs) {
  // Lighthouse's own reading of which thread is the page's main thread, across a move to a new renderer.
  const tasks = TraceProcessor.processTrace(trace).mainThreadEvents.filter(
    (e) => e.ph === 'X' && e.name === 'RunTask' && e.ts >= fcpTs,
  );
  // Thread time (tdur) where the platform records it, else the task's length.
  const cpuOf = (task) => (task.tdur ?? task.dur) / 1000;
  const wallMs = tasks.reduce((sum, t) => sum + t.dur / 1000, 0);
  const cpuMs = tasks.reduce((sum, t) => sum + cpuOf(t), 0);
  const cpuTbtMs = tasks.reduce((sum, t) => sum + Math.max(0, cpuOf(t) * 4 - 50), 0);
  return { cpuMs, waitedPct: wallMs > 0 ? (1 - cpuMs / wallMs) * 100 : 0, cpuTbtMs };
}

/**
 * The performance score again, with Total Blocking Time's score taken from `cpuTbtMs` instead: what the
 * page would score if its main thread never waited for a core (Lighthouse's own weights and TBT curve).
 */
function performanceFromCpu({ categories, audits }, cpuTbtMs) {
  const tbtScore = getLogNormalScore(TotalBlockingTime.defaultOptions.mobile.scoring, cpuTbtMs);
  const refs = categories.performance.auditRefs.filter((ref) => ref.weight > 0);
  const scoreOf = (ref) => (ref.id === 'total-blocking-time' ? tbtScore : audits[ref.id].score);
  const weighted = refs.reduce((sum, ref) => sum + ref.weight * scoreOf(ref), 0);
  return Math.round((weighted / refs.reduce((sum, ref) => sum + ref.weight, 0)) * 100);
}

async function auditOnce(port, url, name) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // The runner resets storage before each run (resetOrigin) and then puts a member's token back.
    disableStorageReset: true,
  });
  // Lighthouse sometimes loses the trace of a load (NO_NAVSTART): the caller makes that run again.
  if (result.lhr.runtimeError) return { error: result.lhr.runtimeError.message };
  if (REPORTS) {
    writeFileSync(`${REPORTS}/${name}.json`, result.report);
    writeFileSync(`${REPORTS}/${name}.trace.json`, JSON.stringify(result.artifacts.Trace));
  }
  const { categories, audits } = result.lhr;
  const failed = ['accessibility', 'best-practices'].flatMap((id) =>
    categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => ref.id),
  );
  const mainThread = mainThreadTime(
    result.artifacts.Trace,
    audits.metrics.details.items[0].observedFirstContentfulPaintTs,
  );
  return {
    performance: Math.round(categories.performance.score * 100),
    performanceFromCpu: performanceFromCpu(result.lhr, mainThread.cpuTbtMs),
    accessibility: Math.round(categories.accessibility.score * 100),
    'best-practices': Math.round(categories['best-practices'].score * 100),
    fcpMs: audits['first-contentful-paint'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    ...mainThread,
    failed,
  };
}

const external = process.env.BENCH_BASE_URL;
// Over HTTPS with HTTP/2, as a member's phone gets the site (decision 0083); LIGHTHOUSE_HTTP1=1 measures
// plain HTTP/1.1 instead, as behind a proxy that speaks only that.
const tls = !process.env.LIGHTHOUSE_HTTP1;
// BENCH_WEB_DIST: another build of the web app (an older commit's, say) served by this server. Several,
// comma-separated, are measured side by side: one server each, their runs taken in turn, so every build
// meets the host in the same state (this host's speed drifts by minutes; decision 0083).
const dists = external ? [] : (process.env.BENCH_WEB_DIST?.split(',') ?? [null]);
const port = Number(process.env.BENCH_PORT ?? 3410);

/** The median of each number over a page's runs, and every audit that failed in any of them. */
function summarize(page, runs) {
  const numbers = Object.keys(runs[0]).filter((key) => typeof runs[0][key] === 'number');
  return {
    page,
    ...Object.fromEntries(numbers.map((key) => [key, median(runs.map((r) => r[key]))])),
    failed: [...new Set(runs.flatMap((r) => r.failed))],
  };
}

/** Heading, width and cell of each column of a page's row; the page's name is padded on the right. */
const TABLE_COLUMNS = [
  ['page'.padEnd(24), 24, (r) => r.page.padEnd(24)],
  ['perf', 4, (r) => String(r.performance)],
  ['a11y', 5, (r) => String(r.accessibility)],
  ['best', 5, (r) => String(r['best-practices'])],
  ['FCP s', 7, (r) => (r.fcpMs / 1000).toFixed(2)],
  ['LCP s', 7, (r) => (r.lcpMs / 1000).toFixed(2)],
  ['TBT ms', 7, (r) => r.tbtMs.toFixed(0)],
  ['CLS', 6, (r) => r.cls.toFixed(3)],
  ['main CPU ms', 12, (r) => r.cpuMs.toFixed(0)],
  ['waited', 7, (r) => `${r.waitedPct.toFixed(0)} %`],
  ['TBT from CPU ms', 16, (r) => r.cpuTbtMs.toFixed(0)],
  ['perf from CPU', 14, (r) => String(r.performanceFromCpu)],
];

function printTable(title, rows) {
  console.log(`\n${title}\n`);
  console.log(TABLE_COLUMNS.map(([heading, width]) => heading.padStart(width)).join(' '));
  for (const row of rows) console.log(TABLE_COLUMNS.map(([, width, cell]) => cell(row).padStart(width)).join(' '));
  for (const row of rows.filter((r) => r.failed.length > 0))
    console.log(`${row.page}: failing audits ${row.failed.join(', ')}`);
  const missed = rows.filter(
    (r) =>
      r.performance < TARGETS.performance ||
      r.accessibility < TARGETS.accessibility ||
      r['best-practices'] < TARGETS['best-practices'] ||
      r.lcpMs > TARGETS.lcpMs ||
      r.cls > TARGETS.cls,
  );
  console.log(
    `\ntargets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices ${TARGETS['best-practices']}, LCP <= ${TARGETS.lcpMs / 1000} s, CLS <= ${TARGETS.cls}: ${missed.length === 0 ? 'met' : `missed on ${missed.map((r) => r.page).join(', ')}`}`,
  );
}

const servers = [];
let chrome;
let browser;
try {
  /** What is measured: the running server, or one started per build. */
  const targets = external ? [{ label: external, base: external, send: fetch }] : [];
  for (const [index, dist] of dists.entries()) {
    const server = await startServer({ port: port + index, tls, env: dist ? { WEB_DIST: dist } : {} });
    servers.push(server);
    targets.push({ label: dist ?? 'apps/web/dist', base: server.base, send: server.fetch });
  }
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [...CHROMIUM_ARGS, ...(!external && tls ? [trustTestCertificateArg()] : [])],
  });
  browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  for (const target of targets) target.token = await loginDemoMember(target.base, {}, target.send);
  const page = await browser.contexts()[0].newPage();
  const cdp = await page.context().newCDPSession(page);
  const runsOf = targets.map(() => PAGES.map(() => []));
  for (const [pageIndex, { path, as }] of PAGES.entries()) {
    for (let run = 0; run < RUNS; run += 1) {
      for (const [targetIndex, { base, token }] of targets.entries()) {
        const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}-${run + 1}${targets.length > 1 ? `-build${targetIndex + 1}` : ''}`;
        for (let attempt = 1; ; attempt += 1) {
          // The token goes into this build's origin (each server is an origin of its own).
          await page.goto(`${base}/api/health`);
          await resetOrigin(cdp, base);
          if (as === 'member')
            await page.evaluate(([key, value]) => localStorage.setItem(key, value), [ACCESS_TOKEN_KEY, token]);
          const audit = await auditOnce(chrome.port, `${base}${path}`, name);
          if (!audit.error) {
            runsOf[targetIndex][pageIndex].push(audit);
            break;
          }
          if (attempt === 3) throw new Error(`Lighthouse failed three times on ${path}: ${audit.error}`);
        }
      }
    }
  }
  const over = external ?? (tls ? 'HTTPS, HTTP/2' : 'HTTP/1.1');
  for (const [targetIndex, target] of targets.entries()) {
    const rows = PAGES.map(({ path, as }, pageIndex) => summarize(`${path} (${as})`, runsOf[targetIndex][pageIndex]));
    const of = targets.length > 1 ? ` (build ${targetIndex + 1}: ${target.label})` : '';
    printTable(`Lighthouse ${RUNS} runs per page, mobile (simulated slow 4G), over ${over}, medians${of}`, rows);
  }
} finally {
  await browser?.close().catch(() => {});
  chrome?.kill();
  for (const server of servers) await server.stop();
}
