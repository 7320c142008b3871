import { CHAT_API_BASE } from '@member/shared';
import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body: unknown;
}
/** Answers one call: its query string (`?…`) and its body (JSON, or the FormData of an upload). */
type Handler = (request: { search: string; body: unknown }) => MockReply | Promise<MockReply>;

const bodyOf = (init?: RequestInit) => (typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body);

/**
 * Replaces `fetch` with the chat service as a table: keys are "METHOD /path" after `/chat/api/v1`,
 * values answer the call. A call nobody listed answers 404 (and fails the screen that made it).
 */
export function mockChatApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(CHAT_API_BASE, '')}`;
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

/** The calls made to one endpoint (path after `/chat/api/v1`), in order: their query strings and bodies. */
export function callsTo(fetchMock: ReturnType<typeof mockChatApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => (init?.method ?? 'GET') === method && url.pathname === `${CHAT_API_BASE}${path}`)
    .map(({ url, init }) => ({ search: url.search, body: bodyOf(init) }));
}
