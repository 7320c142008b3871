import type { ChatStatus } from './chat/model';
import type { AdminChatConversation, ChatMessage } from './chat/answers';

/**
 * The realtime socket (docs/api-chat.md "Realtime", decision 0131): socket.io at
 * `/chat/realtime-socket`, channels subscribed by name and authorised by the server, the events each
 * carries. No zod here: the member app loads this with its socket, never in its first load.
 */
export const REALTIME_SOCKET_PATH = '/chat/realtime-socket';

/** Channel names: the member's own, a conversation, the agents' inbox. */
export const CHANNELS = {
  member: (memberId: string) => `member:${memberId}`,
  conversation: (conversationId: number) => `conversation:${conversationId}`,
  inbox: 'inbox',
} as const;

/** What a client asks (with an ack) and what it sends. */
export const CLIENT_EVENTS = {
  subscribe: 'subscribe',
  unsubscribe: 'unsubscribe',
  typing: 'typing',
} as const;

/** What the server sends. */
export const SERVER_EVENTS = {
  chatMessage: 'chat.message',
  chatRead: 'chat.read',
  chatTyping: 'chat.typing',
  chatConversation: 'chat.conversation',
  chatUnread: 'chat.unread',
  memberMoney: 'member.money',
} as const;

export interface SubscribeRequest {
  channel: string;
  /** The last message id the client holds (conversation channels): the ack carries what came after. */
  after?: number;
  /**
   * How many milliseconds ago the client began reading what the channel's events change (the member's
   * channel): the ack says whether the channel has been quiet since (`quiet`).
   */
  quietFor?: number;
}
export type SubscribeAck =
  /**
   * `quiet`: no event went to the channel in the `quietFor` asked (and a margin before it), so what the
   * client read since then is still current. Absent or false: it may not be, read it again.
   */
  | { ok: true; missed?: ChatMessage[]; quiet?: boolean }
  | { ok: false; error: { code: 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_REQUEST'; message: string } };

export interface TypingRequest {
  channel: string;
  typing: boolean;
}

/** Every event names its channel, so one handler can serve several subscriptions. */
export interface ChatMessageEvent {
  channel: string;
  message: ChatMessage;
}
export interface ChatReadEvent {
  channel: string;
  conversationId: number;
  reader: 'member' | 'agent';
  lastReadId: number;
}
export interface ChatTypingEvent {
  channel: string;
  conversationId: number;
  who: 'member' | 'agent';
  /** The agent's name when an agent types. */
  name: string | null;
  typing: boolean;
}
/** A conversation changed (new, a message, state, assignee, read): agents get the whole row, the member its state. */
export interface ChatConversationEvent {
  channel: string;
  conversation: AdminChatConversation | { id: number; status: ChatStatus };
}
export interface ChatUnreadEvent {
  channel: string;
  count: number;
}

export const MEMBER_MONEY_KINDS = [
  'deposit',
  'withdrawal',
  'bonus',
  'commission',
  'affiliate_withdrawal',
  'minigame_withdrawal',
] as const;
export type MemberMoneyKind = (typeof MEMBER_MONEY_KINDS)[number];

/** A movement of the member's own money was decided or credited. */
export interface MemberMoneyEvent {
  channel: string;
  kind: MemberMoneyKind;
  status: 'approved' | 'rejected';
  /** The row's id (a deposit's, a withdrawal's...), as its detail page names it. */
  id: string;
  /** Baht. */
  amount: number;
  at: string;
}
