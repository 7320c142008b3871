import {
  CLIENT_EVENTS,
  type ChatMessage,
  REALTIME_SOCKET_PATH,
  type SubscribeAck,
  type SubscribeRequest,
} from '@member/shared';
import { io, type Socket } from 'socket.io-client';

/**
 * The realtime socket of both web apps (docs/api-chat.md "Realtime"): one socket.io connection with
 * the signed-in token, channels subscribed by name, and resumption that does not trust the socket:
 * after every (re)connect each channel is subscribed again with the last message id the caller
 * holds, and what was missed comes back from the database in the ack. Its own entry
 * (`@member/web-kit/realtime`), imported dynamically: socket.io-client never rides in a first load.
 */

export type RealtimeStatus = 'connecting' | 'online' | 'offline';

export interface SubscribeOptions {
  /** The last message id held now (read at each (re)subscribe). */
  after?: () => number | undefined;
  /** Messages the server says were missed (oldest first). */
  onMissed?: (messages: ChatMessage[]) => void;
  /** The server refused the channel. */
  onRefused?: (error: Extract<SubscribeAck, { ok: false }>['error']) => void;
  /**
   * How many ms ago the caller began reading what the channel's events change (read at each (re)subscribe);
   * undefined asks nothing. The server then says whether the channel has been quiet since.
   */
  quietFor?: () => number | undefined;
  /**
   * The channel is followed (the first time, or again after a reconnect): events from now on arrive.
   * A count or a state read before this may have missed one, so it is the moment to read it again,
   * unless `quiet`: the server knows no event was sent in the `quietFor` asked.
   */
  onSubscribed?: (followed: { quiet: boolean }) => void;
}

export interface Realtime {
  /** Follows a channel until the returned function is called. */
  subscribe(channel: string, options?: SubscribeOptions): () => void;
  /** Listens to a server event (every channel's); answers the function that stops listening. */
  on<T = unknown>(event: string, handler: (payload: T) => void): () => void;
  /** Tells a conversation's other side that this user types or stopped. */
  typing(channel: string, typing: boolean): void;
  readonly status: RealtimeStatus;
  onStatus(listener: (status: RealtimeStatus) => void): () => void;
  close(): void;
}

export interface RealtimeOptions {
  /** The current bearer token (read at every connect, so a new sign-in is used). */
  token: () => string | null;
  /** Where the server is; default this page's origin. */
  url?: string;
  /** socket.io-client options for tests (transports). */
  transports?: ('websocket' | 'polling')[];
}

export function createRealtime(options: RealtimeOptions): Realtime {
  const socket: Socket = io(options.url ?? '', {
    path: REALTIME_SOCKET_PATH,
    auth: (callback) => callback({ token: options.token() }),
    transports: options.transports ?? ['websocket', 'polling'],
    reconnectionDelay: 500,
    reconnectionDelayMax: 5000,
  });
  const subscriptions = new Map<string, SubscribeOptions>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  let status: RealtimeStatus = 'connecting';

  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  };

  const join = (channel: string, subscription: SubscribeOptions) => {
    const after = subscription.after?.();
    const quietFor = subscription.quietFor?.();
    const request: SubscribeRequest = {
      channel,
      ...(after !== undefined && { after }),
      ...(quietFor !== undefined && { quietFor: Math.ceil(quietFor) }),
    };
    socket.emit(CLIENT_EVENTS.subscribe, request, (ack: SubscribeAck) => {
      // Unsubscribed while the ack was on its way: nothing to deliver.
      if (subscriptions.get(channel) !== subscription) return;
      if (!ack.ok) {
        subscription.onRefused?.(ack.error);
        return;
      }
      if (ack.missed?.length) subscription.onMissed?.(ack.missed);
      subscription.onSubscribed?.({ quiet: ack.quiet === true });
    });
  };

  socket.on('connect', () => {
    setStatus('online');
    for (const [channel, subscription] of subscriptions) join(channel, subscription);
  });
  socket.on('disconnect', (reason) => {
    setStatus('offline');
    // The server ended it (a token that ran out): connect again with the current token.
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.on('connect_error', () => setStatus('offline'));

  return {
    subscribe(channel, subscription = {}) {
      subscriptions.set(channel, subscription);
      if (socket.connected) join(channel, subscription);
      return () => {
        if (subscriptions.get(channel) !== subscription) return;
        subscriptions.delete(channel);
        if (socket.connected) socket.emit(CLIENT_EVENTS.unsubscribe, { channel });
      };
    },
    on(event, handler) {
      const listener = handler as (payload: unknown) => void;
      socket.on(event, listener);
      return () => void socket.off(event, listener);
    },
    typing(channel, typing) {
      if (socket.connected) socket.volatile.emit(CLIENT_EVENTS.typing, { channel, typing });
    },
    get status() {
      return status;
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    close() {
      subscriptions.clear();
      statusListeners.clear();
      socket.close();
    },
  };
}
