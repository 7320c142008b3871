import { spawnSync } from 'node:child_process';
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import path from 'node:path';
import { CHANNELS, CHAT_API_BASE as CH, type ChatMessage, SERVER_EVENTS } from '@member/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase } from '../db/postgres';
import { createLocalStorage, PRIVATE_PREFIX } from '../lib/storage';
import { makeTempDir, TEST_OPERATOR_PASSWORD, uniqueMember } from '../test/harness';
import { makePng, multipartBody } from '../test/images';
import {
  canScaleOut,
  freePort,
  type RedisProcess,
  SCALE_OUT_DATABASE_URL,
  seededPostgresSchema,
  type ServerProcess,
  startRedis,
  startServerProcess,
} from '../test/processes';
import { nextEvent, openSocket, subscribe, subjectOf } from '../test/sockets';
import { type Balancer, checkBalancerConfig, hasHaproxy, productionInstall, startBalancer } from './cluster';
import { hasNginx, type Nginx, startNginx } from './nginx';

/**
 * The scale-out of README "Scaling out" (issue 29 §9), for real: the product installed for production
 * (built, dev dependencies pruned), three processes on one PostgreSQL and one Redis, each with its own
 * DATA_DIR and no secret in the environment, HAProxy in front with `deploy/haproxy.cfg`. Everything a
 * member or operator does goes through the balancer; `X-Served-By` says which process answered.
 * Where nginx is installed, it stands beside HAProxy with `deploy/nginx.conf` and serves the hashed and
 * uploaded files.
 * Needs TEST_DATABASE_URL, redis-server and haproxy (`.ci/run` installs them, and nginx).
 */

type Answer<T> = { status: number; data: T | undefined; error: { code?: string } | undefined; servedBy: string };

let ipCounter = 0;
/** Each call from its own client address, so the per-address limits never answer for the load. */
function nextIp(): string {
  ipCounter += 1;
  return `10.9.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

async function call<T>(
  base: string,
  url: string,
  { token, body, key }: { token?: string; body?: unknown; key?: string } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${base}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-forwarded-for': nextIp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json', 'idempotency-key': key ?? randomUUID() }),
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const payload = (await response.json().catch(() => ({}))) as { data?: T; error?: { code?: string } };
  return {
    status: response.status,
    data: payload.data,
    error: payload.error,
    servedBy: response.headers.get('x-served-by') ?? '',
  };
}

/** Keep-alive for the many file requests of the nginx test. */
const keepAlive = new Agent({ keepAlive: true });

type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A GET whose body is kept as it was sent (fetch would decode a br or gzip body). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers, agent: keepAlive }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** What a browser and a cache see of a file's answer: its status, bytes and the headers they act on. */
function fileAnswer(answer: RawAnswer) {
  const header = (name: string) => answer.headers[name];
  return {
    status: answer.status,
    body: createHash('sha256').update(answer.body).digest('hex'),
    contentType: header('content-type'),
    contentEncoding: header('content-encoding'),
    vary: header('vary')?.toString().toLowerCase(),
    cacheControl: header('cache-control'),
    etag: header('etag'),
    security: Object.fromEntries(
      [
        'x-content-type-options',
        'cross-origin-resource-policy',
        'referrer-policy',
        'content-security-policy',
        'x-frame-options',
        'strict-transport-security',
      ].map((name) => [name, header(name)]),
    ),
  };
}

/** The URL paths of a build's hashed files (their .br and .gz variants are not files of their own). */
function hashedFiles(folder: string, prefix: string): string[] {
  return readdirSync(folder)
    .filter((name) => !/\.(br|gz)$/.test(name))
    .map((name) => `${prefix}${name}`);
}

/** What a client saw that was not an answer of the app: counted per moment of the run. */
type Failure = 'reset' | '502' | '503' | '504';

describe.skipIf(!canScaleOut || !hasHaproxy)('three production processes behind HAProxy', () => {
  const databaseUrl = SCALE_OUT_DATABASE_URL ?? '';
  let install: string;
  let redis: RedisProcess;
  let schema: { databaseUrl: string; drop(): Promise<void> };
  let other: { databaseUrl: string; drop(): Promise<void> };
  let uploadDir: string;
  const dataDirs: string[] = [];
  const ports: number[] = [];
  const apps: ServerProcess[] = [];
  let otherDeployment: ServerProcess;
  let balancer: Balancer;
  let nginx: Nginx | undefined;
  let base: string;
  const sockets: Socket[] = [];
  let operatorToken: string;
  let member: { tel: string; token: string; id: string };
  /** Everything the second deployment's member and operator heard on their sockets. */
  const heardByOther: string[] = [];
  let twinToken: string;
  const failures: { at: number; what: Failure }[] = [];

  const appEnv = () => ({
    DATABASE_URL: schema.databaseUrl,
    REDIS_URL: redis.url,
    UPLOAD_DIR: uploadDir,
    TRUST_PROXY: 'loopback',
    // Under the money load one operator session approves every deposit of six members, far above what a
    // person does: the per-session limit (decision 0013) is lifted here, as a deployment may configure it.
    RATE_LIMIT_SESSION_PER_MINUTE: '1000000',
    LOG_LEVEL: 'warn',
  });
  const startApp = async (index: number) => {
    apps[index] = await startServerProcess(
      { ...appEnv(), PORT: String(ports[index]), DATA_DIR: dataDirs[index] ?? '' },
      { installedIn: install },
    );
  };

  beforeAll(async () => {
    install = productionInstall();
    redis = await startRedis();
    [schema, other] = await Promise.all([seededPostgresSchema(databaseUrl), seededPostgresSchema(databaseUrl)]);
    uploadDir = makeTempDir('member-scale-uploads-');
    for (let i = 0; i < 3; i += 1) {
      dataDirs.push(makeTempDir(`member-scale-${i + 1}-`));
      ports.push(await freePort());
    }
    // Started together: the first start of a deployment makes its secrets once, whoever gets there first.
    await Promise.all([0, 1, 2].map((i) => startApp(i)));
    otherDeployment = await startServerProcess(
      { DATABASE_URL: other.databaseUrl, REDIS_URL: redis.url, DATA_DIR: makeTempDir('member-scale-other-') },
      { installedIn: install },
    );
    const balancerPort = await freePort();
    if (hasNginx) {
      // nginx passes what it does not serve back to the balancer (a client that reaches it directly).
      nginx = await startNginx({
        STATIC_BIND: `127.0.0.1:${await freePort()}`,
        BUILD_ROOT: install,
        UPLOAD_ROOT: uploadDir,
        STATIC_APP: `127.0.0.1:${balancerPort}`,
      });
    }
    balancer = await startBalancer(
      balancerPort,
      ports.map((port) => `127.0.0.1:${port}`) as [string, string, string],
      nginx && new URL(nginx.base).host,
    );
    base = balancer.base;
    operatorToken = (await login('/api/admin/login', { username: 'admin', password: TEST_OPERATOR_PASSWORD })) ?? '';
  }, 240_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await balancer?.stop();
    await nginx?.stop();
    await Promise.all([...apps, otherDeployment].map((app) => app?.stop()));
    await redis?.stop();
    await Promise.all([schema?.drop(), other?.drop()]);
    for (const dir of [install, uploadDir, ...dataDirs]) if (dir) rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  async function login(url: string, body: object, to = base) {
    return (await call<{ access_token: string }>(to, url, { body })).data?.access_token;
  }

  async function registered(to = base) {
    const details = uniqueMember();
    const created = await call(to, '/api/member/register', { body: details });
    expect(created.status).toBe(201);
    const token = (await login('/api/member/login', { tel: details.tel, password: details.password }, to)) ?? '';
    return { tel: details.tel, token, id: subjectOf(token) };
  }

  async function follow(to: string, token: string, channel: string, after?: number) {
    const socket = await openSocket(to, token);
    sockets.push(socket);
    const ack = await subscribe(socket, channel, after);
    expect(ack.ok).toBe(true);
    return { socket, missed: ack.ok ? (ack.missed ?? []) : [] };
  }

  /** The process that answers the next call differs from the last one (round robin): a call per process. */
  const servers = (...answers: Answer<unknown>[]) => answers.map((answer) => answer.servedBy);

  it('serves the built apps from the pruned production install, without Vite', async () => {
    expect(existsSync(path.join(install, 'node_modules/vite'))).toBe(false);
    const page = await fetch(`${base}/`);
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(await page.text()).toContain('<div id="root">');
    expect((await fetch(`${base}/backoffice/`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    // Metrics: each process's own, read beside the balancer, which refuses them to the public side.
    expect((await fetch(`${base}/metrics`)).status).toBe(403);
    const metrics = await fetch(`${apps[0]?.base}/metrics`);
    expect(await metrics.text()).toContain('member_site_http_request_duration_seconds_bucket');
  });

  it.skipIf(!hasNginx)(
    'serves the hashed and uploaded files from nginx beside the balancer, byte for byte as the app does (skipped without nginx)',
    async () => {
      // The balancer's file stays valid with STATIC1 unset: the app processes then serve every file.
      const addresses = { BALANCER_BIND: '127.0.0.1:1', APP1: '127.0.0.1:2', APP2: '127.0.0.1:3', APP3: '127.0.0.1:4' };
      for (const env of [addresses, { ...addresses, STATIC1: '127.0.0.1:5' }]) {
        const checked = checkBalancerConfig(env);
        expect(checked.valid, checked.output).toBe(true);
      }
      const files = [
        ...hashedFiles(path.join(install, 'apps/web/dist/assets'), '/assets/'),
        ...hashedFiles(path.join(install, 'apps/backoffice/dist/assets'), '/backoffice/assets/'),
      ];
      expect(files.length).toBeGreaterThan(20);
      // HAProxy sends the files to nginx once it has passed two checks (rise 2 × 500 ms).
      await vi.waitFor(
        async () => expect((await rawGet(`${base}${files[0]}`)).headers['x-served-by']).toBe('static1'),
        { timeout: 5_000, interval: 200 },
      );

      // Every file of both builds, in each encoding, as the app itself answers it.
      const app = apps[0]?.base ?? '';
      /** `path` through the balancer comes from nginx, as a process answers it, in each encoding. */
      const expectAsTheApp = async (path: string, encodings: string[]) => {
        for (const encoding of encodings) {
          const headers = { 'accept-encoding': encoding };
          const [fromNginx, fromApp] = await Promise.all([
            rawGet(`${base}${path}`, headers),
            rawGet(`${app}${path}`, headers),
          ]);
          expect(fromNginx.headers['x-served-by']).toBe('static1');
          expect(fileAnswer(fromNginx), `${path} (${encoding})`).toEqual(fileAnswer(fromApp));
        }
      };
      for (const file of files) await expectAsTheApp(file, ['br', 'gzip', 'identity']);
      const script = files.find((file) => file.endsWith('.js')) ?? '';
      const brotli = fileAnswer(await rawGet(`${base}${script}`, { 'accept-encoding': 'gzip, deflate, br, zstd' }));
      expect([brotli.status, brotli.contentEncoding, brotli.cacheControl]).toEqual([
        200,
        'br',
        'public, max-age=31536000, immutable',
      ]);

      // A hashed file that is not there is a 404 from nginx, never a page; so is a variant asked by name.
      for (const missing of [
        '/assets/missing-0a1b2c3d.js',
        '/backoffice/assets/missing-0a1b2c3d.css',
        `${script}.br`,
      ]) {
        const answer = await rawGet(`${base}${missing}`);
        expect([answer.status, answer.headers['x-served-by']], missing).toEqual([404, 'static1']);
      }

      // The uploaded files too, as the app answers them; a private or malformed key is a 404 there as well.
      const storage = createLocalStorage(uploadDir);
      const image = await storage.put(makePng(), { contentType: 'image/png', extension: 'png' });
      const sound = await storage.put(randomBytes(2048), { contentType: 'audio/wav', extension: 'wav' });
      const hidden = await storage.putPrivate(makePng(), { contentType: 'image/png', extension: 'png' });
      for (const url of [image.url, sound.url]) await expectAsTheApp(url, ['br', 'identity']);
      expect(fileAnswer(await rawGet(`${base}${image.url}`))).toMatchObject({
        status: 200,
        contentType: 'image/png',
        security: { 'content-security-policy': "default-src 'none'; sandbox", 'x-content-type-options': 'nosniff' },
      });
      const key = hidden.key.slice(PRIVATE_PREFIX.length);
      for (const missing of [
        `/uploads/${encodeURIComponent(hidden.key)}`,
        `/uploads/${hidden.key}`,
        `/uploads/${key.replace('.png', '.jpg')}`,
        '/uploads/not-a-key.png',
      ]) {
        const [fromNginx, fromApp] = await Promise.all([rawGet(`${base}${missing}`), rawGet(`${app}${missing}`)]);
        expect([fromNginx.status, fromNginx.headers['x-served-by'], fromApp.status], missing).toEqual([
          404,
          'static1',
          404,
        ]);
      }

      // Documents and API calls still reach the app processes, through the balancer and through nginx.
      for (const to of [base, nginx?.base ?? '']) {
        const page = await rawGet(`${to}/tx/deposit`);
        expect([page.status, page.headers['content-type'], page.headers['x-served-by']]).toEqual([
          200,
          'text/html; charset=utf-8',
          expect.stringMatching(/^app[123]$/),
        ]);
        expect(page.body.toString()).toContain('<div id="root">');
        const api = await rawGet(`${to}/api/health`);
        expect([api.status, api.headers['x-served-by']]).toEqual([200, expect.stringMatching(/^app[123]$/)]);
        expect(JSON.parse(api.body.toString())).toMatchObject({ data: { status: 'ok' } });
      }

      // With nginx gone the balancer sends the files to the app processes again, within a check or two.
      await nginx?.stop();
      await vi.waitFor(
        async () => {
          const answer = await rawGet(`${base}${script}`);
          expect([answer.status, answer.headers['x-served-by']]).toEqual([200, expect.stringMatching(/^app[123]$/)]);
        },
        { timeout: 5_000, interval: 200 },
      );
    },
  );

  it('registers and logs a member in, and keeps the second deployment’s listeners in place', async () => {
    member = await registered();
    expect(member.token).not.toBe('');
    // The second deployment has a member of the same id and its operator, both listening to all they may.
    const twin = await registered(otherDeployment.base);
    twinToken = twin.token;
    expect(twin.id).toBe(member.id);
    const { socket } = await follow(otherDeployment.base, twin.token, CHANNELS.member(twin.id));
    const otherOperator = await openSocket(
      otherDeployment.base,
      await login('/api/admin/login', { username: 'admin', password: TEST_OPERATOR_PASSWORD }, otherDeployment.base),
    );
    sockets.push(otherOperator);
    for (const listener of [socket, otherOperator]) listener.onAny((event: string) => heardByOther.push(event));
  });

  it('accepts a gateway callback on another process than the payment’s, and an operator’s approval on a third', async () => {
    // A bank transfer to approve later, made on a process of its own outside the three calls below.
    const deposit = await call<{ id: number }>(apps[2]?.base ?? '', '/api/member/regulardeposit', {
      token: member.token,
      body: { amount: 100 },
    });
    const created = await call<{ reference: string }>(base, '/api/member/cp/deposit', {
      token: member.token,
      body: { amount: 150 },
    });
    expect(created.status).toBe(201);
    // The callback is signed with the deployment's secret, kept once in its database for every process.
    const body = JSON.stringify({ reference: created.data?.reference, amount: 150, status: 'paid' });
    const secret = await sharedSecret(schema.databaseUrl, 'payment-cp-secret');
    const paid = await fetch(`${base}/api/payment/cp/callback`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature': createHmac('sha256', secret).update(body).digest('hex'),
      },
      body,
    });
    expect(await paid.json()).toEqual({ data: { credited: true } });

    const approved = await call(base, `/api/admin/deposits/${deposit.data?.id}/approve`, {
      token: operatorToken,
      body: {},
    });
    expect(approved.status).toBe(200);
    expect(new Set([created.servedBy, paid.headers.get('x-served-by'), approved.servedBy]).size).toBe(3);
    expect((await call<{ credit: number }>(base, '/api/credit', { token: member.token })).data?.credit).toBe(250);
  });

  it('plays a sandbox round launched on one process through the others', async () => {
    const launch = await call<{ token: string }>(base, '/api/play/launch', {
      token: member.token,
      body: { provider: 'sandbox', game: 'slot' },
    });
    const session = await call<{ session: string; bets: number[] }>(base, '/games/sandbox/api/session', {
      body: { token: launch.data?.token },
    });
    const spin = await call<{ round_id: string }>(base, '/games/sandbox/api/spin', {
      body: { session: session.data?.session, bet: session.data?.bets[0] },
    });
    expect([launch.status, session.status, spin.status]).toEqual([200, 200, 200]);
    expect(new Set(servers(launch, session, spin)).size).toBe(3);
    expect(spin.data?.round_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('carries a member’s chat message on one process to an agent on another, and serves its file from all three', async () => {
    const first = await call<ChatMessage>(base, `${CH}/chat-member/send`, {
      token: member.token,
      body: { text: 'สวัสดีค่ะ', client_message_id: randomBytes(12).toString('base64url') },
    });
    const channel = CHANNELS.conversation(first.data?.conversationId ?? 0);
    const { socket: agent } = await follow(apps[1]?.base ?? '', operatorToken, channel);
    const heard = nextEvent<{ message: ChatMessage }>(agent, SERVER_EVENTS.chatMessage, 5_000);
    const upload = multipartBody([{ name: 'file', filename: 'slip.png', contentType: 'image/png', data: makePng() }]);
    const uploaded = await fetch(`${apps[0]?.base}${CH}/file/upload`, {
      method: 'POST',
      headers: { ...upload.headers, authorization: `Bearer ${member.token}` },
      body: upload.payload,
    });
    const file = ((await uploaded.json()) as { data: { id: string; url: string } }).data;
    const sent = await call<ChatMessage>(apps[0]?.base ?? '', `${CH}/chat-member/send`, {
      token: member.token,
      body: { text: 'โอนแล้วค่ะ', file_id: file.id, client_message_id: randomBytes(12).toString('base64url') },
    });
    // The same message; its file's link signed for each side (decision 0132), valid on every process.
    const toAgent = (await heard)?.message;
    const withoutLink = (message?: ChatMessage) => ({ ...message, file: { ...message?.file, url: null } });
    expect(withoutLink(toAgent)).toEqual(withoutLink(sent.data));
    for (const app of apps) {
      for (const url of [file.url, toAgent?.file?.url ?? '']) {
        const served = await fetch(`${app.base}${url}`);
        expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
      }
    }
  });

  it('loses nothing when one process is killed and another is stopped under money load', async () => {
    const clients = await Promise.all(Array.from({ length: 6 }, () => registered()));
    const approvals = new Map<string, number>(clients.map((client) => [client.tel, 0]));
    type Phase = 'load' | 'kill' | 'sigterm';
    let phase = 'load' as Phase;
    const seen: Record<Phase, Failure[]> = { load: [], kill: [], sigterm: [] };

    /** Sends one operation until the app answers it (the same Idempotency-Key each time). */
    async function reliably<T>(url: string, token: string, body: object): Promise<Answer<T>> {
      const key = randomUUID();
      for (let attempt = 0; attempt < 100; attempt += 1) {
        let failure: Failure;
        try {
          const answer = await call<T>(base, url, { token, body, key });
          if (answer.status < 502) return answer;
          failure = String(answer.status) as Failure;
        } catch {
          failure = 'reset';
        }
        seen[phase].push(failure);
        failures.push({ at: Date.now(), what: failure });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${url} never answered`);
    }

    let running = true;
    const load = Promise.all(
      clients.map(async (client) => {
        while (running) {
          const deposit = await reliably<{ id: number }>('/api/member/regulardeposit', client.token, { amount: 100 });
          expect(deposit.status).toBe(201);
          const approved = await reliably(`/api/admin/deposits/${deposit.data?.id}/approve`, operatorToken, {});
          expect(approved.status).toBe(200);
          approvals.set(client.tel, (approvals.get(client.tel) ?? 0) + 1);
        }
      }),
    );

    // A member follows their conversation on the process that is about to stop.
    const opened = await call<ChatMessage>(base, `${CH}/chat-member/send`, {
      token: clients[0]?.token,
      body: { text: 'รอแอดมินค่ะ', client_message_id: randomBytes(12).toString('base64url') },
    });
    const conversation = CHANNELS.conversation(opened.data?.conversationId ?? 0);
    const { socket: following } = await follow(apps[1]?.base ?? '', clients[0]?.token ?? '', conversation);
    const told = new Promise<string>((resolve) => following.once('disconnect', (reason) => resolve(reason)));

    await new Promise((resolve) => setTimeout(resolve, 2_000));
    phase = 'kill';
    await apps[0]?.kill();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await startApp(0);
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // rise 2 × 500 ms, and some load on it
    phase = 'sigterm';
    const exitCode = await apps[1]?.stop();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    phase = 'load';
    // Replies while the member is away; they come back through the balancer and miss none.
    const replies: ChatMessage[] = [];
    for (const text of ['ได้รับแล้วค่ะ', 'ตรวจสอบให้ค่ะ']) {
      const reply = await call<ChatMessage>(
        base,
        `${CH}/operator/conversations/${opened.data?.conversationId}/messages`,
        { token: operatorToken, body: { text, client_message_id: randomBytes(12).toString('base64url') } },
      );
      replies.push(reply.data as ChatMessage);
    }
    running = false;
    await load;

    expect(exitCode).toBe(0);
    expect(await told).toBe('io server disconnect');
    const { missed } = await follow(base, clients[0]?.token ?? '', conversation, opened.data?.id);
    expect(missed).toEqual(replies.map((reply) => ({ ...reply, agentName: null })));
    // The SIGTERM reset nothing and sent nothing to a gateway error: at most a refusal before any work.
    expect(seen.sigterm.filter((what) => what !== '503')).toEqual([]);
    // Every acknowledged approval is in the member's credit, once.
    for (const client of clients) {
      const credit = await call<{ credit: number }>(base, '/api/credit', { token: client.token });
      expect(credit.data?.credit).toBe((approvals.get(client.tel) ?? 0) * 100);
    }
    const total = [...approvals.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `scale-out: ${total} deposit cycles acknowledged; kill -9 phase: ${JSON.stringify(count(seen.kill))}, ` +
        `SIGTERM phase: ${JSON.stringify(count(seen.sigterm))}, elsewhere: ${JSON.stringify(count(seen.load))}`,
    );
    expect(total).toBeGreaterThan(10);
    const check = spawnSync(process.execPath, ['apps/server/dist/scripts/ledger-check.js'], {
      cwd: install,
      env: { ...process.env, DATABASE_URL: schema.databaseUrl },
      encoding: 'utf8',
    });
    expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
  }, 120_000);

  it('keeps the second deployment on the same Redis deaf to all of it, though it hears its own', async () => {
    expect(heardByOther).toEqual([]);
    const otherOperator = await login(
      '/api/admin/login',
      { username: 'admin', password: TEST_OPERATOR_PASSWORD },
      otherDeployment.base,
    );
    // A deposit decided there reaches its own member's socket.
    const deposit = await call<{ id: number }>(otherDeployment.base, '/api/member/regulardeposit', {
      token: twinToken,
      body: { amount: 100 },
    });
    const approved = await call(otherDeployment.base, `/api/admin/deposits/${deposit.data?.id}/approve`, {
      token: otherOperator,
      body: {},
    });
    expect(approved.status).toBe(200);
    await vi.waitFor(() => expect(heardByOther).not.toEqual([]), { timeout: 5_000 });
  });
});

function count(list: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of list) counts[item] = (counts[item] ?? 0) + 1;
  return counts;
}

/** A secret the deployment generated and keeps in its database (what a gateway is given to sign with). */
async function sharedSecret(databaseUrl: string, name: string): Promise<string> {
  const db = await createPostgresDatabase({ connectionString: databaseUrl, maxConnections: 1 });
  try {
    const { rows } = await db.query<{ value: string }>('SELECT value FROM shared_secrets WHERE name = $1', [name]);
    if (!rows[0]) throw new Error(`no secret ${name} in the database`);
    return rows[0].value;
  } finally {
    await db.close();
  }
}
