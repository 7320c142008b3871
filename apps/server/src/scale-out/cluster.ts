import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../test/harness';

/**
 * What the scale-out suite runs (not a test file itself): the product installed as README's
 * "Running in production" says, and HAProxy in front of its processes with `deploy/haproxy.cfg`.
 */

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
/** Debian installs it in /usr/sbin, which a user's PATH may lack. */
const HAPROXY = ['haproxy', '/usr/sbin/haproxy'].find((command) => spawnSync(command, ['-v']).status === 0);
export const hasHaproxy = HAPROXY !== undefined;

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

/**
 * A copy of this checkout installed for production: its files and installed packages (as `npm ci`
 * leaves them), then `npm run build` and `npm prune --omit=dev`, exactly the README's steps. The
 * copy's own build keeps the checkout's dist folders out of it (another suite rebuilds those).
 */
export function productionInstall(): string {
  const target = makeTempDir('member-production-');
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = path.join(REPO_ROOT, file);
    if (!existsSync(from)) continue; // deleted in the work tree, not yet in the index
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(from, path.join(target, file));
  }
  for (const folder of ['', 'apps/server', 'apps/web', 'apps/backoffice', 'packages/shared', 'packages/web-kit']) {
    const modules = path.join(REPO_ROOT, folder, 'node_modules');
    // cp -a keeps the workspaces' relative links as links, and is several times faster than cpSync here.
    if (existsSync(modules)) run('cp', ['-a', modules, path.join(target, folder, 'node_modules')], REPO_ROOT);
  }
  run('npm', ['run', 'build', '--silent'], target);
  run('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund'], target);
  return target;
}

export interface Balancer {
  base: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * HAProxy with the repository's configuration, in front of the processes at `apps` (host:port each), and
 * with `staticFiles` (nginx's host:port, its STATIC1) the hashed files sent there.
 */
export async function startBalancer(
  port: number,
  apps: readonly [string, string, string],
  staticFiles?: string,
): Promise<Balancer> {
  let output = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BALANCER_BIND: `127.0.0.1:${port}`,
    APP1: apps[0],
    APP2: apps[1],
    APP3: apps[2],
  };
  delete env.STATIC1;
  if (staticFiles) env.STATIC1 = staticFiles;
  const child: ChildProcess = spawn(HAPROXY ?? 'haproxy', ['-db', '-f', path.join(REPO_ROOT, 'deploy/haproxy.cfg')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  // Up once every process has passed its checks: three requests in a row come from three of them.
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${output}`);
    const served = new Set<string | null>();
    for (let i = 0; i < 3; i += 1) {
      const answer = await fetch(`${base}/livez`).catch(() => null);
      served.add(answer?.headers.get('x-served-by') ?? null);
    }
    if (served.size === 3 && !served.has(null)) break;
    if (Date.now() > deadline) throw new Error(`the balancer did not see three processes: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** `haproxy -c` on the repository's configuration with these addresses: whether it is valid, and what it said. */
export function checkBalancerConfig(env: Record<string, string>): { valid: boolean; output: string } {
  const { STATIC1: _ignored, ...inherited } = process.env;
  const result = spawnSync(HAPROXY ?? 'haproxy', ['-c', '-f', path.join(REPO_ROOT, 'deploy/haproxy.cfg')], {
    env: { ...inherited, ...env },
    encoding: 'utf8',
  });
  return { valid: result.status === 0, output: `${result.stdout}${result.stderr}` };
}
