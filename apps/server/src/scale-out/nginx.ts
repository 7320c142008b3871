import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * nginx with the repository's `deploy/nginx.conf`, serving a build's hashed files and the uploads (decision 0107): the
 * scale-out suite puts it beside HAProxy, and `npm run bench:page-cpu` (BENCH_STATIC=nginx) in front of
 * one server. Not a test file itself; it uses nothing of the test harness, so the benchmark can load it.
 */

const CONFIG = path.resolve(import.meta.dirname, '../../../../deploy/nginx.conf');
/** Debian installs it in /usr/sbin, which a user's PATH may lack. */
const NGINX = ['nginx', '/usr/sbin/nginx'].find((command) => spawnSync(command, ['-v']).status === 0);
export const hasNginx = NGINX !== undefined;

export interface NginxAddresses {
  /** host:port nginx listens on. */
  STATIC_BIND: string;
  /** A checkout or production install holding apps/web/dist and apps/backoffice/dist. */
  BUILD_ROOT: string;
  /** The app processes' UPLOAD_DIR. */
  UPLOAD_ROOT: string;
  /** host:port that gets every request nginx does not answer itself. */
  STATIC_APP: string;
}

/**
 * What `envsubst '$STATIC_BIND $BUILD_ROOT $UPLOAD_ROOT $STATIC_APP' < deploy/nginx.conf` writes (README
 * "Scaling out"): those four replaced, nginx's own `$variables` left as they are.
 */
export function nginxConfig(addresses: NginxAddresses): string {
  return readFileSync(CONFIG, 'utf8').replace(
    /\$\{(STATIC_BIND|BUILD_ROOT|UPLOAD_ROOT|STATIC_APP)\}/g,
    (_, name: keyof NginxAddresses) => addresses[name],
  );
}

/**
 * The same file with nginx serving nothing itself: every `location ^~` block (the files) taken out, so all
 * requests go to STATIC_APP as the file's last block sends them. A benchmark puts it in front of a build it
 * compares with, so that both pay for the proxy, as both would behind HAProxy.
 */
export function proxyOnlyConfig(addresses: NginxAddresses): string {
  const config = nginxConfig(addresses);
  let kept = '';
  let at = 0;
  for (let start = config.indexOf('location ^~', at); start >= 0; start = config.indexOf('location ^~', at)) {
    // The block ends where its braces balance.
    let depth = 0;
    let end = config.indexOf('{', start);
    do {
      if (config[end] === '{') depth += 1;
      if (config[end] === '}') depth -= 1;
      end += 1;
    } while (depth > 0);
    kept += config.slice(at, start);
    at = end;
  }
  return kept + config.slice(at);
}

export interface Nginx {
  base: string;
  /** The master's pid, which leads the process group its workers share. */
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts nginx in the foreground on `deploy/nginx.conf` with these addresses (or on its `proxyOnlyConfig`);
 * resolves once it answers.
 */
export async function startNginx(addresses: NginxAddresses, { proxyOnly = false } = {}): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'member-nginx-'));
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(config, proxyOnly ? proxyOnlyConfig(addresses) : nginxConfig(addresses));
  // What a deployment's service manager sets: the foreground, and a pid file of its own. Run as root, the
  // workers stay root: the suite's build lies in a private temporary folder `nobody` could not read.
  const globals = `daemon off; pid ${path.join(dir, 'nginx.pid')};${process.getuid?.() === 0 ? ' user root;' : ''}`;
  let output = '';
  const child: ChildProcess = spawn(NGINX ?? 'nginx', ['-c', config, '-g', globals], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group (master and workers), so a benchmark can read their CPU together.
    detached: true,
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const base = `http://${addresses.STATIC_BIND}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited: ${output}`);
    }
    const answer = await fetch(`${base}/nginx-health`).catch(() => null);
    if (answer?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, pid: child.pid ?? 0, output: () => output, stop };
}
