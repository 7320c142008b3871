import { connect } from 'node:net';
import { SERVER_MESSAGES } from '@member/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { TEST_HASHING } from '../lib/passwords';
import { Client, createTestDatabase, DATABASE_KINDS, startTestApp, type TestApp, testConfig } from '../test/harness';

const error = (code: string, message: string) => ({ error: { code, message } });

describe.each(DATABASE_KINDS)('input PostgreSQL cannot store, refused before any route on %s', (kind) => {
  let t: TestApp;
  let member: Client;
  beforeAll(async () => {
    t = await startTestApp(kind);
    member = new Client(t.app);
    await member.registerAndLogin();
  });
  afterAll(() => t.close());

  it.each([
    ['a NUL character', 'a\u0000b'],
    ['a lone high surrogate', 'x\ud800'],
    ['a lone low surrogate', '\udc00y'],
  ])('answers 400 for %s in a body field', async (_name, text) => {
    for (const [url, body] of [
      ['/api/member/login', { tel: text, password: 'secret1234' }],
      ['/api/member/register', { tel: '0811111111', password: 'secret', first_name: text, last_name: 'x' }],
    ] as const) {
      expect(await new Client(t.app).post(url, body), url).toMatchObject({
        status: 400,
        body: error('BAD_REQUEST', SERVER_MESSAGES.unsupportedCharacters),
      });
    }
    expect(await member.put('/api/member/update', { line_id: text })).toMatchObject({
      status: 400,
      body: error('BAD_REQUEST', SERVER_MESSAGES.unsupportedCharacters),
    });
    expect((await member.get<{ line_id: string | null }>('/api/member/profile')).body.data?.line_id).not.toBe(text);
  });

  it('answers 400 for a NUL in an object key', async () => {
    const raw = await t.app.inject({
      method: 'PUT',
      url: '/api/member/update',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      payload: '{"line_id":"x","\\u0000":1}',
    });
    expect(raw.json()).toEqual(error('BAD_REQUEST', SERVER_MESSAGES.unsupportedCharacters));
  });

  it('refuses a deeply nested body before anything walks it, on the money calls too', async () => {
    for (const url of ['/api/member/regulardeposit', '/api/withdraw/withdraw', '/api/member/cp/deposit']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          authorization: `Bearer ${member.token}`,
          'content-type': 'application/json',
          'idempotency-key': `deep-${url.length}-abcdefgh`,
        },
        payload: `{"amount":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
      });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 400,
        body: error('BAD_REQUEST', SERVER_MESSAGES.bodyTooDeep),
      });
    }
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys');
    expect(rows[0]?.n).toBe(0);
  });

  it('answers a bad percent-encoding with the envelope, without echoing the path', async () => {
    for (const url of ['/api/member/%E0%A4%A', '/api/admin/deposits/%/approve', '/api/member/payment/%FF%']) {
      const response = await t.app.inject({ url, headers: { authorization: `Bearer ${member.token}` } });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('%E0');
      expect(Object.keys(response.json())).toEqual(['error']);
    }
  });

  it('marks authenticated answers and login answers as not to be stored', async () => {
    expect((await member.get('/api/member/profile')).headers['cache-control']).toBe('no-store');
    const login = await new Client(t.app).post('/api/member/login', { tel: '0800000000', password: 'nope' });
    expect(login.headers['cache-control']).toBe('no-store');
  });
});

/** What node's HTTP parser refuses, over a real socket: the same envelope. */
describe('errors raised below the routes, over a real connection', () => {
  let close: () => Promise<void>;
  let port: number;
  beforeAll(async () => {
    const test = await createTestDatabase('pglite');
    const app = await buildApp(testConfig(), {
      database: test.db,
      hashing: TEST_HASHING,
      seedWhenEmpty: false,
      logger: false,
      bodyTimeoutMs: 400,
      jobs: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
    close = async () => {
      await app.close();
      await test.drop();
    };
  });
  afterAll(() => close());

  /** Sends raw bytes (optionally in two parts) and answers what came back. */
  function raw(first: string, { wait = 0, rest = '' } = {}): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = received.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body });
      });
      socket.write(first);
      if (rest) setTimeout(() => socket.write(rest), wait);
    });
  }

  it('answers an unknown method with the 400 envelope', async () => {
    const answer = await raw('FROB /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual(error('BAD_REQUEST', SERVER_MESSAGES.badRequest));
  });

  it('answers a URL longer than the headers allow with 431, without echoing it', async () => {
    const answer = await raw(`GET /api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual(error('URI_TOO_LONG', SERVER_MESSAGES.uriTooLong));
  });

  it('cuts a body that does not arrive in time with 408', async () => {
    const answer = await raw(
      'POST /api/member/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"tel":',
    );
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual(error('REQUEST_TIMEOUT', SERVER_MESSAGES.requestTimeout));
  });
});
