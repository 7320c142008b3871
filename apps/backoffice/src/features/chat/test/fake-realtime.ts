import type { ChatMessage } from '@member/shared';
import { act } from '@testing-library/react';
import type {
  ChatRealtime,
  ChatServerEvent,
  ChatServerEvents,
  RealtimeStatus,
  SubscribeOptions,
} from '../realtime/types';

type Handler = (payload: never) => void;

/**
 * The socket, played by the test: it records subscriptions and typing, and the test sends events
 * (`emit`), drops and restores the connection (`reconnect`, which subscribes again as the web kit does:
 * each channel's `after`, then what was missed).
 */
export class FakeRealtime implements ChatRealtime {
  status: RealtimeStatus = 'online';
  readonly subscriptions = new Map<string, SubscribeOptions>();
  /** Every (re)subscription: its channel and the `after` it sent. */
  readonly joins: { channel: string; after: number | undefined }[] = [];
  readonly typingSent: { channel: string; typing: boolean }[] = [];
  closed = false;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly statusListeners = new Set<(status: RealtimeStatus) => void>();

  subscribe(channel: string, options: SubscribeOptions = {}) {
    this.subscriptions.set(channel, options);
    this.joins.push({ channel, after: options.after?.() });
    return () => {
      if (this.subscriptions.get(channel) === options) this.subscriptions.delete(channel);
    };
  }

  on<E extends ChatServerEvent>(event: E, handler: (payload: ChatServerEvents[E]) => void) {
    const set = this.handlers.get(event) ?? new Set<Handler>();
    set.add(handler as Handler);
    this.handlers.set(event, set);
    return () => void set.delete(handler as Handler);
  }

  typing(channel: string, typing: boolean) {
    this.typingSent.push({ channel, typing });
  }

  onStatus(listener: (status: RealtimeStatus) => void) {
    this.statusListeners.add(listener);
    return () => void this.statusListeners.delete(listener);
  }

  close() {
    this.closed = true;
  }

  /** The server sends an event. */
  emit<E extends ChatServerEvent>(event: E, payload: ChatServerEvents[E]) {
    act(() => {
      for (const handler of this.handlers.get(event) ?? []) (handler as (value: ChatServerEvents[E]) => void)(payload);
    });
  }

  setStatus(status: RealtimeStatus) {
    act(() => {
      this.status = status;
      for (const listener of this.statusListeners) listener(status);
    });
  }

  /** The connection drops and comes back: every channel is joined again with its `after`; the server answers what came after it. */
  reconnect(serverMessages: Record<string, ChatMessage[]> = {}) {
    this.setStatus('offline');
    this.setStatus('online');
    act(() => {
      for (const [channel, options] of this.subscriptions) {
        const after = options.after?.();
        this.joins.push({ channel, after });
        const missed = (serverMessages[channel] ?? []).filter((message) => after === undefined || message.id > after);
        if (missed.length) options.onMissed?.(missed);
      }
    });
  }
}
