import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body: unknown;
}
type Handler = (body: unknown) => MockReply | Promise<MockReply>;

/** Replaces `fetch`; keys are "METHOD /path" (the path after the API base). Unlisted calls answer 404. */
export function mockFetch(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const handler = handlers[key];
    const reply = handler
      ? await handler(body)
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'not found' } } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to one endpoint, in order. */
export function sentBodies(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).endsWith(path))
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

/** The headers sent with the calls to one endpoint, in order. */
export function sentHeaders(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).endsWith(path))
    .map(([, init]) => (init?.headers ?? {}) as Record<string, string>);
}
