import { vi } from 'vitest';

/** What the features' fetch mocks share: an API as a table of answers, the calls it got. */

export interface MockReply {
  status?: number;
  body: unknown;
}
/** Answers one call: its query string (`?…`) and its body (JSON, or the FormData of an upload). */
export type Handler = (request: { search: string; body: unknown }) => MockReply | Promise<MockReply>;

const bodyOf = (init?: RequestInit) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body);
const pathAfter = (base: string, pathname: string) =>
  pathname.startsWith(base) ? pathname.slice(base.length) : pathname;

/**
 * Replaces `fetch` with an API as a table: keys are "METHOD /path" after `base`, values answer the call. A call
 * nobody listed answers 404 (and fails the screen that made it).
 */
export function mockApiAt(base: string, handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${pathAfter(base, url.pathname)}`;
    const handler = handlers[key];
    const reply = handler
      ? await handler({ search: url.search, body: bodyOf(init) })
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: `no mock for ${key}` } } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** `{ data }`, as every answer is wrapped. */
export const ok = (data: unknown, status = 200): MockReply => ({ status, body: { data } });

/** A refusal in the envelope every failure has. */
export const refusal = (status: number, message: string, code = 'REFUSED'): MockReply => ({
  status,
  body: { error: { code, message } },
});

/** The calls made to one endpoint (`base` + `path`), in order: their query strings, bodies and headers. */
export function callsAt(fetchMock: ReturnType<typeof mockApiAt>, base: string, method: string, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => (init?.method ?? 'GET') === method && url.pathname === `${base}${path}`)
    .map(({ url, init }) => ({
      search: url.search,
      body: bodyOf(init),
      headers: (init?.headers ?? {}) as Record<string, string>,
    }));
}
