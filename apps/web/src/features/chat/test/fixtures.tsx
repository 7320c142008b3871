import {
  ACCESS_TOKEN_KEY,
  CHAT_API_BASE,
  type ChatMemberConversation,
  type ChatMemberPage,
  type ChatMessage,
  type ChatSettingsPublic,
} from '@member/shared';
import { type FakeRealtime, createFakeRealtime, provideRealtime } from '@/test/fake-realtime';
import { type MockReply, mockFetch } from '@/test/fetch-mock';
import { memberProfile } from '@/test/member-profile';
import { renderRoutes } from '@/test/render';
import ChatRoute from '../routes/chat-route';

export const CONVERSATION_ID = 7;
export const CHANNEL = `conversation:${CONVERSATION_ID}`;

export const SETTINGS: ChatSettingsPublic = {
  businessHours: [1, 2, 3, 4, 5].map((day) => ({ day, open: '09:00', close: '18:00' })),
  openNow: true,
  greeting: 'สวัสดีค่ะ ยินดีให้บริการ',
  offlineMessage: 'ขณะนี้อยู่นอกเวลาทำการ แอดมินจะตอบกลับโดยเร็วที่สุด',
  upload: {
    imageMaxBytes: 5 * 1024 * 1024,
    audioMaxBytes: 2 * 1024 * 1024,
    imageTypes: ['jpg', 'jpeg', 'png'],
    audioTypes: ['mp3', 'wav'],
  },
  messageMaxLength: 2000,
};

export function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversationId: CONVERSATION_ID,
    sender: 'agent',
    agentName: 'น้องแอน',
    text: `ข้อความที่ ${id}`,
    file: null,
    clientMessageId: null,
    // 20 March 2026, 10:00 in Bangkok, a minute per id.
    createdAt: new Date(Date.UTC(2026, 2, 20, 3, id)).toISOString(),
    ...overrides,
  };
}

export function conversation(overrides: Partial<ChatMemberConversation> = {}): ChatMemberConversation {
  return { id: CONVERSATION_ID, status: 'open', memberLastReadId: 0, agentLastReadId: 0, unread: 0, ...overrides };
}

export function page(messages: ChatMessage[], overrides: Partial<ChatMemberPage> = {}): ChatMemberPage {
  return { conversation: conversation(), messages, hasMore: false, ...overrides };
}

/** Two messages: the member's question (read by nobody yet) and the agent's answer, read. */
export const NEWEST: ChatMemberPage = page(
  [
    message(1, { sender: 'member', agentName: null, text: 'ถอนเงินไม่เข้าค่ะ', clientMessageId: 'client-0001' }),
    message(2),
  ],
  { conversation: conversation({ memberLastReadId: 2, agentLastReadId: 1 }) },
);

export const ok = (data: unknown, status = 200): MockReply => ({ status, body: { data } });
export const refused = (status: number, message: string): MockReply => ({
  status,
  body: { error: { code: status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST', message } },
});

/** The key of a chat call for `mockFetch`: `GET /chat/api/v1/setting`. */
export const call = (method: string, path: string) => `${method} ${CHAT_API_BASE}${path}`;

type Handler = (body: unknown) => MockReply | Promise<MockReply>;

/** A signed-in member whose chat service answers the fixtures above; `handlers` add or replace calls. */
export function signInChat(handlers: Record<string, Handler> = {}) {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
  return mockFetch({
    'GET /member/profile': () => ok(memberProfile()),
    [call('GET', '/setting')]: () => ok(SETTINGS),
    [call('GET', '/chat-member')]: () => ok(NEWEST),
    [call('GET', '/chat-member/count')]: () => ok({ count: 0 }),
    [call('POST', '/chat-member/reset-unread')]: () => ok({ count: 0 }),
    ...handlers,
  });
}

/** The chat page alone (no layout), with `socket` as the tab's socket. */
export function renderChat(socket: FakeRealtime = createFakeRealtime('online')) {
  provideRealtime(socket);
  return { ...renderRoutes([{ path: '/chat', element: <ChatRoute /> }], '/chat'), socket };
}

/** The query strings sent to one chat call, in order. */
export function sentQueries(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === `${CHAT_API_BASE}${path}`;
    })
    .map(([input]) => new URL(String(input), 'http://localhost').searchParams);
}

/** A deferred answer a test releases when it wants. */
export function deferred() {
  let release: (reply: MockReply) => void = () => undefined;
  const promise = new Promise<MockReply>((resolve) => (release = resolve));
  return { promise, release: (reply: MockReply) => release(reply) };
}
