import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { HSTS_VALUE } from './security-headers';

/** Strict-Transport-Security only on answers that went out over HTTPS (RFC 6797 §7.2). */
describe('HSTS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { services: ['member'], trustProxy: '10.0.0.1' });
  });
  afterAll(() => t.close());

  const hsts = async (remoteAddress: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress, headers })).headers[
      'strict-transport-security'
    ];

  it('is not sent over plain HTTP', async () => {
    expect(await hsts('192.0.2.7')).toBeUndefined();
  });

  it('is sent when the trusted proxy says the client came over HTTPS', async () => {
    expect(await hsts('10.0.0.1', { 'x-forwarded-proto': 'https' })).toBe(HSTS_VALUE);
    expect(await hsts('10.0.0.1', { 'x-forwarded-proto': 'http' })).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto from a client that is not the proxy', async () => {
    expect(await hsts('192.0.2.7', { 'x-forwarded-proto': 'https' })).toBeUndefined();
  });

  it('keeps the other security headers on every answer', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '192.0.2.7' });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

/** An API call gets the headers a JSON answer needs; a document (a page, the API's docs page) its own set. */
describe('security headers by kind of answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { services: ['member', 'web'] });
  });
  afterAll(() => t.close());

  const headersOf = async (url: string) => (await t.app.inject({ method: 'GET', url })).headers;
  const DOCUMENT_ONLY = ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control'];

  it.each(['/api/health', '/api/banner', '/api/no-such-call', '/api/member/profile'])(
    'API call %s: nothing may run, load or frame it',
    async (url) => {
      const headers = await headersOf(url);
      expect(headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
      });
      for (const name of DOCUMENT_ONLY) expect(headers[name], name).toBeUndefined();
    },
  );

  it.each(['/api/docs', '/', '/tx/deposit', '/apix'])('document %s: the site CSP and the document set', async (url) => {
    const headers = await headersOf(url);
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    for (const name of DOCUMENT_ONLY) expect(headers[name], name).toBeDefined();
  });
});
