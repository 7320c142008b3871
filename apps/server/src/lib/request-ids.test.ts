import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdOf, traceparentOf } from './request-ids';

const withHeaders = (headers: Record<string, string | string[]>) => ({ headers }) as unknown as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('keeps a well-formed X-Request-Id', () => {
    expect(requestIdOf(withHeaders({ 'x-request-id': 'lb-01HF3K2Z:9' }))).toBe('lb-01HF3K2Z:9');
  });

  it('makes a fresh UUID when there is none, or when the given one is malformed, repeated or too long', () => {
    const made = [
      requestIdOf(withHeaders({})),
      requestIdOf(withHeaders({ 'x-request-id': 'has spaces' })),
      requestIdOf(withHeaders({ 'x-request-id': '<script>' })),
      requestIdOf(withHeaders({ 'x-request-id': 'a'.repeat(129) })),
      requestIdOf(withHeaders({ 'x-request-id': ['one', 'two'] })),
    ];
    for (const id of made) expect(id).toMatch(UUID);
    expect(new Set(made).size).toBe(made.length);
  });
});

describe('traceparent', () => {
  const valid = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

  it('passes a well-formed one through, in lower case', () => {
    expect(traceparentOf(withHeaders({ traceparent: valid }))).toBe(valid);
    expect(traceparentOf(withHeaders({ traceparent: valid.toUpperCase() }))).toBe(valid);
  });

  it('drops a malformed one', () => {
    expect(traceparentOf(withHeaders({ traceparent: '00-abc-01' }))).toBeUndefined();
    expect(traceparentOf(withHeaders({ traceparent: `${valid}-extra` }))).toBeUndefined();
    expect(traceparentOf(withHeaders({}))).toBeUndefined();
  });
});
