import type { ChatMessage, SubscribeAck } from '@member/shared';

/*
 * The shape of `@member/web-kit/realtime`'s client (docs/api-chat.md "Realtime"), which this app only
 * ever imports dynamically, once a member is signed in. Tests hand the store a fake of it.
 */

export type RealtimeStatus = 'connecting' | 'online' | 'offline';

export interface SubscribeOptions {
  /** The last message id held now (read at each (re)subscribe). */
  after?: () => number | undefined;
  /** Messages the server says were missed (oldest first). */
  onMissed?: (messages: ChatMessage[]) => void;
  /** The server refused the channel. */
  onRefused?: (error: Extract<SubscribeAck, { ok: false }>['error']) => void;
}

export interface Realtime {
  subscribe(channel: string, options?: SubscribeOptions): () => void;
  on<T = unknown>(event: string, handler: (payload: T) => void): () => void;
  typing(channel: string, typing: boolean): void;
  readonly status: RealtimeStatus;
  onStatus(listener: (status: RealtimeStatus) => void): () => void;
  close(): void;
}
