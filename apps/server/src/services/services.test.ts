import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import {
  CHAT_API_BASE as CH,
  type ChatMessage,
  type DepositRow,
  MINIGAME_API_BASE as MG,
  type MinigameSeed,
  SERVER_MESSAGES,
} from '@member/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { TEST_HASHING } from '../lib/passwords';
import { MoneyClient } from '../modules/money/test-support';
import {
  createTestDatabase,
  makeTempDir,
  startTestApp,
  TEST_OPERATOR_PASSWORD,
  type TestApp,
  type TestDatabase,
  testConfig,
} from '../test/harness';

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
    // Polled until just before the hook's own limit (200 polls of 150 ms gave up after about 30 s).
    const deadline = Date.now() + 110_000;
    while (Date.now() < deadline) {
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

  it('answers 404 in the envelope for the web app’s pages, the mini-game and the chat services', async () => {
    for (const page of [
      '/',
      '/promotion',
      '/index.html',
      `${MG}/docs/json`,
      `${MG}/setting/minigame`,
      `${CH}/docs/json`,
      `${CH}/setting`,
    ]) {
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
    for (const url of [
      '/api/health',
      '/api/member/profile',
      '/api/docs/json',
      '/chat/api/v1/setting',
      `${MG}/docs/json`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });
});

/**
 * Two apps of one deployment, as two processes would be: one database, one JWT secret; the member API
 * in one and `service` alone in the other.
 */
function besideTheMemberApi(service: 'minigame' | 'chat') {
  const apps = {} as { member: FastifyInstance; service: FastifyInstance };
  let database: TestDatabase;
  const dataDirs: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const jwtSecret = randomBytes(32).toString('hex');
    const start = async (services: ('member' | 'minigame' | 'chat')[]) => {
      const config = testConfig({ services, jwtSecret });
      dataDirs.push(config.dataDir);
      return buildApp(config, {
        database: database.db,
        hashing: TEST_HASHING,
        seedWhenEmpty: true,
        logger: false,
        jobs: false,
        checkResponses: true,
      });
    };
    apps.member = await start(['member']);
    apps.service = await start([service]);
  });
  afterAll(async () => {
    await apps.service.close();
    await apps.member.close();
    await database.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });
  return apps;
}

describe('the mini-game service in a process of its own (SERVICES=minigame) beside one running the member API', () => {
  const apps = besideTheMemberApi('minigame');

  it('answers its calls with the tokens the member API gave, and 404 for the member API', async () => {
    const member = new MoneyClient(apps.member);
    await member.registerAndLogin();
    const elsewhere = new MoneyClient(apps.service);
    elsewhere.token = member.token;
    const games = await elsewhere.get<{ slug: string }[]>(`${MG}/play/available-minigame`);
    expect(games.body.data?.map((game) => game.slug)).toEqual(['wheel', 'card', 'box']);
    expect((await elsewhere.get<MinigameSeed>(`${MG}/member/seed`)).body.data?.nonce).toBe(0);
    const document = (await apps.service.inject({ url: `${MG}/docs/json` })).json() as { paths: object };
    expect(Object.keys(document.paths)).toContain(`${MG}/play/{slug}`);
    for (const url of ['/api/health', '/api/member/profile', '/api/docs/json', '/']) {
      const response = await apps.service.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });

  it('leaves the member API process without the mini-game calls, yet its approved deposits earn coins', async () => {
    for (const url of [`${MG}/setting/minigame`, `${MG}/docs/json`]) {
      const response = await apps.member.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    const member = new MoneyClient(apps.member);
    await member.registerAndLogin();
    const operator = new MoneyClient(apps.member);
    const login = await operator.post<{ access_token: string }>('/api/admin/login', {
      username: 'admin',
      password: TEST_OPERATOR_PASSWORD,
    });
    operator.token = login.body.data?.access_token ?? null;
    const deposit = await member.postKeyed<DepositRow>('/api/member/regulardeposit', { amount: 300 });
    expect((await operator.postKeyed(`/api/admin/deposits/${deposit.body.data?.id}/approve`, {})).status).toBe(200);
    const elsewhere = new MoneyClient(apps.service);
    elsewhere.token = member.token;
    const coins = await elsewhere.get<{ coins: number }>(`${MG}/member/current-credit`);
    expect(coins.body.data?.coins).toBe(3);
  });
});

describe('the chat service in a process of its own (SERVICES=chat) beside one running the member API', () => {
  const apps = besideTheMemberApi('chat');

  it('answers its calls with the tokens the member API gave, and 404 for the member API', async () => {
    const member = new MoneyClient(apps.member);
    await member.registerAndLogin();
    const elsewhere = new MoneyClient(apps.service);
    elsewhere.token = member.token;
    const sent = await elsewhere.post<ChatMessage>(`${CH}/chat-member/send`, {
      text: 'สวัสดีค่ะ',
      client_message_id: 'services-test-1',
    });
    expect([sent.status, sent.body.data?.id]).toEqual([201, 1]);
    expect((await elsewhere.get<{ count: number }>(`${CH}/chat-member/count`)).body.data).toEqual({ count: 0 });
    const document = (await apps.service.inject({ url: `${CH}/docs/json` })).json() as {
      info: { title: string };
      paths: object;
    };
    expect(document.info.title).toBe('Live chat API');
    expect(Object.keys(document.paths)).toContain(`${CH}/chat-member/send`);
    for (const url of ['/api/health', '/api/member/profile', '/api/docs/json', `${MG}/docs/json`, '/']) {
      const response = await apps.service.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });

  it('leaves the member API process without the chat calls', async () => {
    for (const url of [`${CH}/setting`, `${CH}/docs/json`, `${CH}/chat-member`]) {
      const response = await apps.member.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });
});
