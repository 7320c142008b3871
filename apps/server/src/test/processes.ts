import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app';
import { createPostgresDatabase } from '../db/postgres';
import { queueSchemaFor } from '../lib/jobs';
import { TEST_HASHING } from '../lib/passwords';
import { makeTempDir, testConfig } from './harness';

/** Real server processes and a Redis of their own, for the scale-out suites (not a test file itself). */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen in ${timeoutMs} ms: ${output()}`);
}

export interface ServerProcess {
  base: string;
  /** The pid of what was spawned (npm's, when started through npm). */
  pid: number;
  /** Everything it has written to stdout and stderr. */
  output(): string;
  /** Resolves once its output contains `text`. */
  logged(text: string, timeoutMs?: number): Promise<void>;
  /** SIGTERM, then SIGKILL after 15 s; resolves with the exit code (null when killed). */
  stop(): Promise<number | null>;
  /** SIGKILL at once, as a crash would; resolves once it has exited. */
  kill(): Promise<void>;
}

/**
 * How the process is started: from the TypeScript source (tsx); as production does, the compiled
 * build through `npm run start -w @member/server` (build it first: `node build.mjs`); or with plain
 * node from a production install elsewhere (`{ installedIn }`: a repository copy, built and pruned).
 */
export type ServerLaunch = 'source' | 'npm start of the build' | { installedIn: string };

function launchOf(launch: ServerLaunch): [command: string, args: string[], cwd: string] {
  if (launch === 'source') return [process.execPath, ['--import', 'tsx', 'src/main.ts'], serverDir];
  if (launch === 'npm start of the build') return ['npm', ['run', 'start', '--silent'], serverDir];
  return [process.execPath, ['apps/server/dist/main.js'], launch.installedIn];
}

/**
 * The server in a process of its own, answering `/api/health` before this resolves; on `env.PORT`
 * when given (a balancer's configured address), else on a free port.
 */
export async function startServerProcess(
  env: Record<string, string>,
  launch: ServerLaunch = 'source',
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const [command, args, cwd] = launchOf(launch);
  const child: ChildProcess = spawn(command, args, {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      return fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
    },
    'the server start',
    110_000,
    () => output,
  );
  return {
    base,
    pid: child.pid ?? 0,
    output: () => output,
    logged: (text, timeoutMs = 15_000) =>
      waitFor(
        async () => output.includes(text),
        text,
        timeoutMs,
        () => output,
      ),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      const stuck = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(stuck);
      return code;
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** A schema of its own on the test PostgreSQL server, migrated and seeded; answers its URL and how to drop it. */
export async function seededPostgresSchema(url: string): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const schema = `p_${randomBytes(6).toString('hex')}`;
  const admin = await createPostgresDatabase({ connectionString: url, maxConnections: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await createPostgresDatabase({ connectionString: url, searchPath: schema });
  const app = await buildApp(testConfig({ services: ['member'] }), {
    database: db,
    hashing: TEST_HASHING,
    seedWhenEmpty: true,
    seedDemoContent: false,
    logger: false,
    jobs: false,
  });
  await app.close();
  await db.close();
  const separator = url.includes('?') ? '&' : '?';
  return {
    databaseUrl: `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    async drop() {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      // The servers' job queue (lib/jobs.ts).
      await admin.query(`DROP SCHEMA IF EXISTS ${queueSchemaFor(schema)} CASCADE`);
      await admin.close();
    },
  };
}

export interface RedisProcess {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A redis-server of the test's own (it can be stopped and started again on the same port). */
export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    let output = '';
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    started.stdout?.on('data', (chunk) => (output += chunk));
    child = started;
    await waitFor(
      async () => output.includes('Ready to accept connections'),
      'redis start',
      10_000,
      () => output,
    );
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
}

/** A real PostgreSQL (TEST_DATABASE_URL) and a redis-server binary: what the scale-out suites need. */
export const SCALE_OUT_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const canScaleOut = Boolean(SCALE_OUT_DATABASE_URL) && spawnSync('redis-server', ['--version']).status === 0;

export interface ScaledOut {
  a: ServerProcess;
  b: ServerProcess;
  redis: RedisProcess;
  stop(): Promise<void>;
}

/**
 * Two app processes running the member API and the chat (`member,chat`) on one fresh seeded schema of
 * the test PostgreSQL and one Redis of the suite's own, with one JWT secret (decision 0131).
 */
export async function startScaledOut(): Promise<ScaledOut> {
  const redis = await startRedis();
  const schema = await seededPostgresSchema(SCALE_OUT_DATABASE_URL ?? '');
  const dataDirs = [makeTempDir('member-scale-a-'), makeTempDir('member-scale-b-')] as const;
  const env = {
    SERVICES: 'member,chat',
    DATABASE_URL: schema.databaseUrl,
    REDIS_URL: redis.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
  };
  const [a, b] = await Promise.all([
    startServerProcess({ ...env, DATA_DIR: dataDirs[0] }),
    startServerProcess({ ...env, DATA_DIR: dataDirs[1] }),
  ]);
  return {
    a,
    b,
    redis,
    async stop() {
      await Promise.all([a.stop(), b.stop()]);
      await redis.stop();
      await schema.drop();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A JSON call to a server process, with an Idempotency-Key (the money calls need one). */
export async function httpCall<T>(
  base: string,
  url: string,
  token: string | null,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'idempotency-key': randomBytes(12).toString('hex'),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as { data?: T } };
}
