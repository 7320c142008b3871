import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_MESSAGES } from '@member/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, startTestApp, type TestApp } from '../test/harness';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const notFound = { error: { code: 'NOT_FOUND', message: SERVER_MESSAGES.notFound } };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('a process that runs only the member service (SERVICES=member)', () => {
  let child: ChildProcess;
  let base: string;
  let dataDir: string;
  let output = '';

  beforeAll(async () => {
    dataDir = makeTempDir('member-services-');
    // A built web app in WEB_DIST, so a 404 below proves the web service is off, not unbuilt.
    const webDist = path.join(dataDir, 'web');
    mkdirSync(webDist);
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>web</title>');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        SERVICES: 'member',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: webDist,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
        SEED_OPERATOR_PASSWORD: 'operator-test-password',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    for (let attempt = 0; attempt < 200; attempt++) {
      const up = await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return;
      if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    throw new Error(`server did not start: ${output}`);
  }, 120_000); // a process of its own migrates a fresh embedded database: slow on a busy two-core machine

  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      // A shutdown that hangs is not what this file tests: it is ended after 15 s.
      const stuck = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(stuck);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('answers the member API and its OpenAPI document', async () => {
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const document = (await (await fetch(`${base}/api/docs/json`)).json()) as { paths: object };
    expect(Object.keys(document.paths)).toContain('/api/member/login');
    // The readable page loads its assets from under the service's prefix.
    const page = await (await fetch(`${base}/api/docs`)).text();
    expect(page).toContain('/api/docs/static/swagger-ui-bundle.js');
    expect((await fetch(`${base}/api/docs/static/swagger-ui-bundle.js`)).status).toBe(200);
  });

  it('answers 404 in the envelope for the web app’s pages', async () => {
    for (const page of ['/', '/promotion', '/index.html']) {
      const response = await fetch(`${base}${page}`);
      expect(response.status, page).toBe(404);
      expect(await response.json()).toEqual(notFound);
    }
  });
});

describe('an app that runs only the web service (SERVICES=web)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { services: ['web'] });
  });
  afterAll(() => t.close());

  it('answers 404 in the envelope for every API path', async () => {
    for (const url of ['/api/health', '/api/member/profile', '/api/docs/json', '/chat/api/v1/setting']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });
});
