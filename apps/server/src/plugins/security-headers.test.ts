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
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
