import { readFileSync } from 'node:fs';
import { connect as connectHttp2 } from 'node:http2';
import { get as getHttps } from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REALTIME_SOCKET_PATH, SERVER_MESSAGES } from '@member/shared';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinnedFetch } from './lib/pinned-fetch';
import { HSTS_VALUE } from './plugins/security-headers';
import { ownAddress } from './modules/game-sandbox/routes';
import { Client, startTestApp, type TestApp } from './test/harness';

// A certificate for localhost and 127.0.0.1 made for these tests only (valid until 2126), and another
// one the server does not have.
const tlsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test', 'tls');
const cert = readFileSync(path.join(tlsDir, 'localhost-cert.pem'));
const key = readFileSync(path.join(tlsDir, 'localhost-key.pem'));
const otherCert = readFileSync(path.join(tlsDir, 'other-cert.pem'));

/** One request over HTTP/2, answered with its status, headers and body. */
async function http2Request(origin: string, pathname: string, init: { method?: string; body?: string } = {}) {
  const session = connectHttp2(origin, { ca: cert });
  try {
    const stream = session.request({
      ':method': init.method ?? 'GET',
      ':path': pathname,
      'accept-encoding': 'identity',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    });
    stream.end(init.body);
    const [headers, body] = await Promise.all([
      new Promise<Record<string, unknown>>((resolve) => stream.once('response', resolve)),
      new Promise<string>((resolve, reject) => {
        let text = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (text += chunk));
        stream.once('end', () => resolve(text));
        stream.once('error', reject);
      }),
    ]);
    return { status: headers[':status'], headers, body, protocol: session.alpnProtocol };
  } finally {
    session.close();
  }
}

describe('the server over HTTPS (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  let t: TestApp;
  let origin: string;

  beforeAll(async () => {
    t = await startTestApp('pglite', { services: ['member', 'chat', 'game-sandbox'], tls: { cert, key } });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('speaks HTTP/2 to a client that offers it', async () => {
    expect(origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const health = await http2Request(origin, '/api/health');
    expect(health.protocol).toBe('h2');
    expect(health.status).toBe(200);
    // HSTS belongs to HTTPS answers (security-headers.test.ts: never over plain HTTP).
    expect(health.headers['strict-transport-security']).toBe(HSTS_VALUE);
    expect(JSON.parse(health.body)).toMatchObject({ data: { status: 'ok' } });
  });

  it('answers bad input over HTTP/2 as it does over HTTP/1.1: a clear error, nothing else', async () => {
    const answer = await http2Request(origin, '/api/member/login', { method: 'POST', body: '{"tel":' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { message: SERVER_MESSAGES.malformedJson } });
  });

  it('still speaks HTTP/1.1 over TLS to a client that offers only that', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) =>
      // Node's https client offers no ALPN protocol, so the server falls back to HTTP/1.1.
      getHttps(`${origin}/api/health`, { ca: cert }, (response) => {
        response.resume();
        resolve(response.httpVersion === '1.1' ? response.statusCode : undefined);
      }).once('error', reject),
    );
    expect(status).toBe(200);
  });

  it('accepts the realtime socket over TLS', async () => {
    const member = new Client(t.app);
    await member.registerAndLogin();
    const socket = io(origin, {
      path: REALTIME_SOCKET_PATH,
      auth: { token: member.token },
      transports: ['websocket'],
      reconnection: false,
      ca: cert.toString(),
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      expect(socket.connected).toBe(true);
    } finally {
      socket.close();
    }
  });

  it('lets the sandbox provider reach its own wallet over HTTPS, trusting exactly this certificate', async () => {
    const own = ownAddress(t.app);
    expect(own).toBe(origin);
    const answer = await pinnedFetch(cert)(`${own}/api/health`);
    expect(answer.status).toBe(200);
    await expect(pinnedFetch(otherCert)(`${own}/api/health`)).rejects.toThrow(/certificate/);
  });
});
