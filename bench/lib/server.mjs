// Starts the real server (tsx apps/server/src/main.ts) on a fresh embedded database for a benchmark,
// and stops it with its whole process group. Shared by every bench script that needs a live server.
import { spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pinnedFetch } from '../../apps/server/src/lib/pinned-fetch.ts';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * The server's test certificate for localhost and 127.0.0.1 (apps/server/src/test/tls): a benchmark that
 * wants the site as members get it, over HTTPS with HTTP/2, serves it with this pair.
 */
export const TEST_TLS = {
  certFile: join(repoRoot, 'apps/server/src/test/tls/localhost-cert.pem'),
  keyFile: join(repoRoot, 'apps/server/src/test/tls/localhost-key.pem'),
};

/**
 * The Chromium flag that trusts the test certificate and nothing else: its public key's SHA-256, as
 * `--ignore-certificate-errors-spki-list` wants it.
 */
export function trustTestCertificateArg() {
  const spki = new X509Certificate(readFileSync(TEST_TLS.certFile)).publicKey.export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
}
/** The demo member every fresh embedded database is seeded with (apps/server/src/seed.ts). */
export const DEMO_MEMBER = { tel: '0812345678', password: 'demo1234' };

async function waitForHealth(server, base, deadline, send) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode} before it was healthy`);
    try {
      const response = await send(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

/** True while any process of the group `pid` leads is alive. */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits until every process of the server's group has exited (npx exits before the server it started,
 * and a server left behind keeps its port and the caller's output open); SIGKILL after 10 s.
 */
async function groupGone(pid) {
  const deadline = Date.now() + 10_000;
  while (groupAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(-pid, 'SIGKILL');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * `tls`: serve HTTPS (HTTP/2 for browsers) with the test certificate; the answer's `fetch` trusts it.
 * `root`: the checkout whose server runs (another one measures a baseline build in the same run).
 * @param {{ port: number, env?: Record<string, string>, tls?: boolean, root?: string }} options
 * @returns {Promise<{ base: string, fetch: typeof fetch, stop: () => Promise<void>, pid: number }>}
 */
export async function startServer({ port, env = {}, tls = false, root = repoRoot }) {
  const base = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const send = tls ? pinnedFetch(readFileSync(TEST_TLS.certFile)) : fetch;
  const tlsEnv = tls ? { TLS_CERT_FILE: TEST_TLS.certFile, TLS_KEY_FILE: TEST_TLS.keyFile } : {};
  const dataDir = mkdtempSync(join(tmpdir(), 'member-bench-'));
  const server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...tlsEnv,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: npx, tsx and the server stop together (killing npx alone leaves the server).
    detached: true,
  });
  const stop = async () => {
    if (groupAlive(server.pid)) process.kill(-server.pid, 'SIGTERM');
    await groupGone(server.pid);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(server, base, Date.now() + 90_000, send);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, fetch: send, stop, pid: server.pid };
}

const TICKS_PER_MS = 100 / 1000; // USER_HZ is 100 on Linux

/** The fields of `/proc/<pid>/stat` after the command name (which may hold spaces); null once it is gone. */
function procStat(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null; // exited meanwhile
  }
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** User + system CPU (ticks) in the fields of `procStat`: utime and stime. */
const cpuTicks = (fields) => Number(fields[11]) + Number(fields[12]);

/** CPU time (user + system, ms) spent so far by process `pid` (Linux /proc); 0 once it is gone. */
export function processCpuMs(pid) {
  const fields = procStat(pid);
  return fields ? cpuTicks(fields) / TICKS_PER_MS : 0;
}

/**
 * CPU time (user + system, ms) spent so far by every process of the group `pgid` leads (Linux /proc):
 * npx, tsx and the server itself, whichever of them does the work.
 */
export function groupCpuMs(pgid) {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = procStat(entry);
    // The process group is the fifth field (the third after the command name).
    if (fields && Number(fields[2]) === pgid) ticks += cpuTicks(fields);
  }
  return ticks / TICKS_PER_MS;
}

/** Logs the demo member in and answers the access token (`send`: the server's own fetch over HTTPS). */
export async function loginDemoMember(base, headers = {}, send = fetch) {
  const response = await send(`${base}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(DEMO_MEMBER),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.access_token;
}

/** The system Chromium (or CHROMIUM_PATH). */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
