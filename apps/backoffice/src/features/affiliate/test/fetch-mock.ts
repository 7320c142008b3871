import { callsAt, type Handler, mockApiAt } from '@/shared/test/fetch-mock';

export { ok, refusal } from '@/shared/test/fetch-mock';

/**
 * Replaces `fetch` with the operator API as a table: keys are "METHOD /path" after `/api`, values
 * answer the call. A call nobody listed answers 404 (and fails the screen that made it).
 */
export const mockApi = (handlers: Record<string, Handler>) => mockApiAt('/api', handlers);

/** The calls made to one endpoint (path after `/api`), in order: their query strings, bodies and headers. */
export const callsTo = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  callsAt(fetchMock, '/api', method, path);
