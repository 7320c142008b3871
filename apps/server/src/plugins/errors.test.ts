import { SERVER_MESSAGES, VALIDATION } from '@member/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KINDS, nextIp, startTestApp, type TestApp } from '../test/harness';

const badRequest = { code: 'BAD_REQUEST', message: SERVER_MESSAGES.badRequest };
const malformed = { code: 'BAD_REQUEST', message: SERVER_MESSAGES.malformedJson };

describe.each(DATABASE_KINDS)('what a client sees for bad requests on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const client = new Client(t.app);
    await client.registerAndLogin();
    token = client.token ?? '';
  });
  afterAll(() => t.close());

  async function send(method: 'POST' | 'PUT', url: string, payload: string | Buffer, contentType = 'application/json') {
    const response = await t.app.inject({
      method,
      url,
      payload,
      remoteAddress: nextIp(),
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    });
    return { status: response.statusCode, body: response.json() };
  }

  const routes = [
    ['POST', '/api/member/register'],
    ['POST', '/api/member/login'],
    ['PUT', '/api/member/update'],
    ['POST', '/api/member/updatepw'],
    ['PUT', '/api/member/updatepassword'],
    ['POST', '/api/member/insert-active'],
    ['POST', '/api/admin/login'],
  ] as const;

  describe.each(routes)('%s %s', (method, url) => {
    it.each([
      ['broken JSON', '{"tel": "08', malformed],
      ['a trailing comma', '{"tel": "0812345678",}', malformed],
      ['a __proto__ key', '{"__proto__": {"admin": true}}', malformed],
    ])('answers 400 for %s', async (_name, payload, error) => {
      expect(await send(method, url, payload)).toEqual({ status: 400, body: { error } });
    });

    it.each([
      ['an array', '[1,2,3]'],
      ['a string', '"hello"'],
      ['a number', '42'],
      ['null', 'null'],
      ['true', 'true'],
    ])('answers 400 badRequest for %s as the body', async (_name, payload) => {
      expect(await send(method, url, payload)).toEqual({ status: 400, body: { error: badRequest } });
    });

    it('answers 413 for a 1 MB body', async () => {
      const payload = JSON.stringify({ tel: 'x'.repeat(1024 * 1024) });
      expect(await send(method, url, payload)).toEqual({
        status: 413,
        body: { error: { code: 'PAYLOAD_TOO_LARGE', message: SERVER_MESSAGES.bodyTooLarge } },
      });
    });

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
      'answers 415 for %s',
      async (contentType) => {
        expect(await send(method, url, 'tel=0812345678', contentType)).toEqual({
          status: 415,
          body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: SERVER_MESSAGES.unsupportedMediaType } },
        });
      },
    );

    it('never answers 500 for odd but valid JSON', async () => {
      const payloads: Record<string, unknown>[] = [
        { tel: null, password: null, old_password: null, new_password: null, username: null },
        { tel: ['0812345678'], password: { a: 1 }, old_password: 1, new_password: true, line_id: [] },
        { tel: '😀'.repeat(5000), password: '密码'.repeat(3000), first_name: '\u0000\u202e', path: '\ud800' },
        { [`k${'x'.repeat(10_000)}`]: 1, constructor: { prototype: { polluted: true } } },
        Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`key${i}`, i])),
        { a: JSON.parse('[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]') },
      ];
      for (const payload of payloads) {
        const answer = await send(method, url, JSON.stringify(payload));
        expect(answer.status, JSON.stringify(payload).slice(0, 80)).toBeLessThan(500);
        expect(answer.body.error?.message ?? 'ok').not.toMatch(/[A-Za-z]{6,}/);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  it('answers the first rule message, not a list, for several bad fields', async () => {
    const answer = await new Client(t.app).post('/api/member/register', { tel: '', password: '' });
    expect(answer).toEqual({
      status: 400,
      body: { error: { code: 'BAD_REQUEST', message: VALIDATION.telRequired } },
      headers: answer.headers,
    });
  });

  it('answers a 404 envelope for an unknown /api path, any method', async () => {
    const client = new Client(t.app);
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/member/nope'],
      ['DELETE', '/api/member/profile'],
      ['GET', '/api'],
      ['GET', '/api/member/login'],
      ['PATCH', '/api/member/update'],
    ] as const) {
      expect(await client.request(method, url), `${method} ${url}`).toMatchObject({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: SERVER_MESSAGES.notFound } },
      });
    }
  });

  it('sends the security headers on API answers', async () => {
    const answer = await new Client(t.app).get('/api/health');
    expect(answer.body).toEqual({ data: { status: 'ok', database: kind } });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
