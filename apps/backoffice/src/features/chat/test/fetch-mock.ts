import { CHAT_API_BASE } from '@member/shared';
import { callsAt, type Handler, mockApiAt } from '@/shared/test/fetch-mock';

export { type MockReply, ok, refusal } from '@/shared/test/fetch-mock';

/**
 * Replaces `fetch` with the chat service as a table: keys are "METHOD /path" after `/chat/api/v1`,
 * values answer the call. A call nobody listed answers 404 (and fails the screen that made it).
 */
export const mockChatApi = (handlers: Record<string, Handler>) => mockApiAt(CHAT_API_BASE, handlers);

/** The calls made to one endpoint (path after `/chat/api/v1`), in order: their query strings, bodies and headers. */
export const callsTo = (fetchMock: ReturnType<typeof mockChatApi>, method: string, path: string) =>
  callsAt(fetchMock, CHAT_API_BASE, method, path);
