import type { ChatConversationEvent, ChatMessageEvent, ChatReadEvent, ChatTypingEvent } from '@member/shared';
import type { RealtimeStatus, SubscribeOptions } from '@member/web-kit/realtime';

export type { RealtimeStatus, SubscribeOptions };

/** What each server event carries (SERVER_EVENTS in realtime.ts), for the events the inbox listens to. */
export interface ChatServerEvents {
  'chat.message': ChatMessageEvent;
  'chat.read': ChatReadEvent;
  'chat.typing': ChatTypingEvent;
  'chat.conversation': ChatConversationEvent;
}
export type ChatServerEvent = keyof ChatServerEvents;

/**
 * The socket as the chat screens use it: the web kit's realtime client (`@member/web-kit/realtime`) with
 * its events typed. Tests hand the screens a fake one.
 */
export interface ChatRealtime {
  subscribe(channel: string, options?: SubscribeOptions): () => void;
  on<E extends ChatServerEvent>(event: E, handler: (payload: ChatServerEvents[E]) => void): () => void;
  typing(channel: string, typing: boolean): void;
  readonly status: RealtimeStatus;
  onStatus(listener: (status: RealtimeStatus) => void): () => void;
  close(): void;
}
