import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWalletClient, sign, WalletUnavailableError } from './wallet-client';

const SECRET = 'x'.repeat(40);

interface Received {
  path: string;
  raw: string;
  body: Record<string, unknown>;
  signature: string;
}

/**
 * A small fake of the wallet (the contract of issue 13): checks the signature over the raw body and
 * answers what the test scripted, so the client is tested over real HTTP without the server.
 */
class FakeWallet {
  received: Received[] = [];
  script: ((request: Received, response: ServerResponse) => void)[] = [];
  server: Server;

  constructor() {
    this.server = createServer((request: IncomingMessage, response: ServerResponse) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        const signature = String(request.headers['x-signature'] ?? '');
        const received = { path: request.url ?? '', raw, body: JSON.parse(raw) as Record<string, unknown>, signature };
        this.received.push(received);
        const expected = createHmac('sha256', SECRET).update(raw).digest();
        const given = Buffer.from(signature, 'hex');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          response.writeHead(401, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'signature' } }));
          return;
        }
        const next = this.script.shift();
        if (next) return next(received, response);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ data: { balance: 100 } }));
      });
    });
  }

  get url() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
}

const answer = (status: number, body: unknown) => (_request: Received, response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
const dropConnection = (_request: Received, response: ServerResponse) => response.socket?.destroy();

describe('the sandbox provider’s wallet client', () => {
  const fake = new FakeWallet();
  let clock = 1_800_000_000_000;
  const client = (secret = SECRET) =>
    createWalletClient({
      baseUrl: () => `${fake.url}/`,
      provider: 'sandbox',
      secret,
      retryDelayMs: 1,
      timeoutMs: 2_000,
      now: () => clock++,
    });

  beforeAll(() => new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));
  beforeEach(() => {
    fake.received = [];
    fake.script = [];
  });

  it('signs the raw body (lowercase hex HMAC-SHA256) and sends the timestamp', async () => {
    const result = await client().bet({ member: '0812345678', round_id: 'r1', transaction_id: 't1', amount: 5 });
    expect(result).toEqual({ ok: true, data: { balance: 100 } });
    const [call] = fake.received;
    expect(call?.path).toBe('/api/games/sandbox/bet');
    expect(call?.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(call?.signature).toBe(sign(call?.raw ?? '', SECRET));
    expect(call?.body).toEqual({
      member: '0812345678',
      round_id: 'r1',
      transaction_id: 't1',
      amount: 5,
      timestamp: expect.any(Number),
    });
  });

  it('names every operation by its path', async () => {
    const wallet = client();
    await wallet.authenticate('tok');
    await wallet.balance('m');
    await wallet.win({ member: 'm', round_id: 'r', transaction_id: 'w', amount: 0 });
    await wallet.refund({ member: 'm', transaction_id: 't' });
    await wallet.endRound({ member: 'm', round_id: 'r' });
    expect(fake.received.map((call) => call.path.split('/').pop())).toEqual([
      'authenticate',
      'balance',
      'win',
      'refund',
      'end-round',
    ]);
    expect(fake.received[2]?.body.amount).toBe(0);
  });

  it('hands a refusal over with its status and code, and does not send it again', async () => {
    fake.script.push(answer(402, { error: { code: 'INSUFFICIENT_FUNDS', message: 'no' } }));
    const result = await client().bet({ member: 'm', round_id: 'r', transaction_id: 't', amount: 50 });
    expect(result).toEqual({ ok: false, status: 402, code: 'INSUFFICIENT_FUNDS', message: 'no' });
    expect(fake.received).toHaveLength(1);
  });

  it('a wrong secret is refused by the wallet (401), not retried', async () => {
    const result = await client('y'.repeat(40)).balance('m');
    expect(result).toMatchObject({ ok: false, status: 401, code: 'UNAUTHORIZED' });
    expect(fake.received).toHaveLength(1);
  });

  it('sends a call that failed on the network again with the same transaction id, freshly signed', async () => {
    fake.script.push(dropConnection, answer(503, { error: { code: 'INTERNAL', message: '' } }));
    const result = await client().win({ member: 'm', round_id: 'r', transaction_id: 'win-1', amount: 10 });
    expect(result).toEqual({ ok: true, data: { balance: 100 } });
    expect(fake.received).toHaveLength(3);
    expect(new Set(fake.received.map((call) => call.body.transaction_id))).toEqual(new Set(['win-1']));
    // Each attempt is a new timestamp, so a new signature over its own body.
    expect(new Set(fake.received.map((call) => call.signature)).size).toBe(3);
  });

  it('gives up after its attempts: the caller learns the wallet is unavailable', async () => {
    fake.script.push(dropConnection, dropConnection, dropConnection);
    await expect(client().bet({ member: 'm', round_id: 'r', transaction_id: 't', amount: 1 })).rejects.toBeInstanceOf(
      WalletUnavailableError,
    );
    expect(fake.received).toHaveLength(3);
  });

  it('a wallet that cannot be reached at all is unavailable too', async () => {
    const nowhere = createWalletClient({
      baseUrl: () => 'http://127.0.0.1:9',
      provider: 'sandbox',
      secret: SECRET,
      retryDelayMs: 1,
    });
    await expect(nowhere.balance('m')).rejects.toBeInstanceOf(WalletUnavailableError);
    const unresolved = createWalletClient({
      baseUrl: () => {
        throw new WalletUnavailableError('not listening');
      },
      provider: 'sandbox',
      secret: SECRET,
    });
    await expect(unresolved.balance('m')).rejects.toBeInstanceOf(WalletUnavailableError);
  });
});
