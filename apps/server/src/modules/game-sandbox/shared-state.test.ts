import { createServer, type Server } from 'node:http';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { TEST_HASHING } from '../../lib/passwords';
import {
  Client,
  createTestDatabase,
  DATABASE_KINDS,
  type TestApp,
  type TestDatabase,
  testConfig,
} from '../../test/harness';
import { creditOf, expectSound, fund, memberClient, operatorClient } from '../money/test-support';
import { settlePendingRounds } from './routes';
import { countPending } from './settlements';

interface Round {
  round_id: string;
  bet: number;
  amount: number;
  balance: number;
}

/**
 * Two apps on one database, each with its own DATA_DIR, as two processes of one deployment (decision
 * 0150): the sandbox provider's sessions and pending rounds live in the database, so a launch on one
 * plays on the other and either retries what the other could not settle. B's provider reaches A's
 * wallet through a proxy the test can make fail, with the provider secret both read from the database.
 */
describe.each(DATABASE_KINDS)('the sandbox provider on two apps of one %s database', (kind) => {
  let test: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let proxy: Server;
  let failWins = false;
  const dataDirs: string[] = [];
  const onA = (): TestApp => ({ app: a, db: test.db, close: async () => {} });

  async function build(gameWalletUrl: string | null, seedWhenEmpty: boolean) {
    const config = testConfig({
      services: ['member', 'game-sandbox'],
      jwtSecret: null,
      gameSandboxSecret: null,
      gameWalletUrl,
    });
    dataDirs.push(config.dataDir);
    const app = await buildApp(config, { database: test.db, hashing: TEST_HASHING, seedWhenEmpty, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  }

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    a = await build(null, true);
    const walletOfA = `http://127.0.0.1:${(a.server.address() as { port: number }).port}`;
    proxy = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      if (failWins && request.url?.endsWith('/win')) {
        response.writeHead(503).end();
        return;
      }
      const answer = await fetch(`${walletOfA}${request.url}`, {
        method: request.method,
        headers: {
          'content-type': 'application/json',
          'x-signature': String(request.headers['x-signature'] ?? ''),
        },
        body: Buffer.concat(chunks),
      });
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    b = await build(`http://127.0.0.1:${(proxy.address() as { port: number }).port}`, false);
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await new Promise((resolve) => proxy?.close(resolve));
    await test?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A funded member and a provider session opened on A. */
  async function sessionOnA(baht: number) {
    const member = await memberClient(onA());
    await fund(await operatorClient(onA()), member.tel, baht);
    const launched = await member.request<{ token: string }>(
      'POST',
      '/api/play/launch',
      { provider: 'sandbox', game: 'slot' },
      { 'idempotency-key': crypto.randomUUID() },
    );
    const opened = await new Client(a).post<{ session: string }>('/games/sandbox/api/session', {
      token: launched.body.data?.token,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    return { member, session: opened.body.data?.session ?? '' };
  }

  it('plays on one app a session launched on the other, with the provider secret of the database', async () => {
    expect(b.secrets.gameSandbox).toBe(a.secrets.gameSandbox);
    const { member, session } = await sessionOnA(100);
    const spun = await new Client(b).post<Round>('/games/sandbox/api/spin', { session, bet: 5 });
    expect(spun.status, JSON.stringify(spun.body)).toBe(200);
    const round = spun.body.data as Round;
    expect(round.balance).toBe(100 - 5 + round.amount);
    expect(await creditOf(member)).toBe(round.balance);
    const back = await new Client(a).post<Round>('/games/sandbox/api/spin', { session, bet: 1 });
    expect(back.status).toBe(200);
  });

  it('lets one spin of a session run at a time across both apps', async () => {
    const { member, session } = await sessionOnA(100);
    const apps = [a, b, a, b];
    const answers = await Promise.all(
      apps.map((app) => new Client(app).post('/games/sandbox/api/spin', { session, bet: 1 })),
    );
    const played = answers.filter((answer) => answer.status === 200).length;
    expect(played).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((x) => x.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(answer.body.error?.code).toBe('BUSY');
    }
    const history = await member.get<{ total: number }>('/api/play/history?page=1&limit=10');
    expect(history.body.data?.total).toBe(played);
    // Let go once over: the next spin plays on either.
    expect((await new Client(b).post('/games/sandbox/api/spin', { session, bet: 1 })).status).toBe(200);
  });

  it('refuses an expired session on both apps, and frees a session whose spin died mid-way', async () => {
    const expired = await sessionOnA(10);
    await test.db.query(`UPDATE game_sandbox_sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      expired.session,
    ]);
    for (const app of [a, b]) {
      const refused = await new Client(app).post('/games/sandbox/api/spin', { session: expired.session, bet: 1 });
      expect(refused.status).toBe(401);
      expect(refused.body.error?.code).toBe('SESSION_INVALID');
    }

    const stuck = await sessionOnA(10);
    await test.db.query(
      `UPDATE game_sandbox_sessions SET busy_token = gen_random_uuid(), busy_until = now() + interval '1 minute' WHERE id = $1`,
      [stuck.session],
    );
    expect((await new Client(b).post('/games/sandbox/api/spin', { session: stuck.session, bet: 1 })).status).toBe(409);
    await test.db.query(`UPDATE game_sandbox_sessions SET busy_until = now() - interval '1 second' WHERE id = $1`, [
      stuck.session,
    ]);
    expect((await new Client(b).post('/games/sandbox/api/spin', { session: stuck.session, bet: 1 })).status).toBe(200);
  });

  it('keeps a round whose win got no answer, and the other app settles it', async () => {
    const { member, session } = await sessionOnA(100);
    failWins = true;
    let refused;
    try {
      refused = await new Client(b).post('/games/sandbox/api/spin', { session, bet: 10 });
    } finally {
      failWins = false;
    }
    expect(refused.status).toBe(503);
    expect(refused.body.error?.code).toBe('WALLET_UNAVAILABLE');
    expect(await creditOf(member)).toBe(90);
    const { rows } = await test.db.query<{ amount: number; round_id: string }>(
      'SELECT amount::float8 AS amount, round_id FROM game_sandbox_settlements',
    );
    expect(rows).toHaveLength(1);
    const [pending] = rows;

    expect(await settlePendingRounds(a)).toEqual({ settled: 1, left: 0 });
    expect(await countPending(test.db)).toBe(0);
    expect(await settlePendingRounds(b)).toEqual({ settled: 0, left: 0 });
    expect(await creditOf(member)).toBe(90 + (pending?.amount ?? Number.NaN));
    const history = await member.get<{ items: { round_id: string; status: string; win: number }[] }>(
      '/api/play/history?page=1&limit=10',
    );
    expect(history.body.data?.items).toEqual([
      expect.objectContaining({ round_id: pending?.round_id, status: 'ended', win: pending?.amount }),
    ]);
    await expectSound(test.db);
  });
});
