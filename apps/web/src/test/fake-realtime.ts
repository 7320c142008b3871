import type { Realtime, RealtimeStatus, SubscribeOptions } from '@member/web-kit/realtime';
import { useRealtimeStore } from '@/shared/realtime/realtime-store';

/**
 * A socket for tests, of the shape `@member/web-kit/realtime` makes: it records what the page asks
 * (subscriptions with the id each resumes after, typing) and lets a test play the server (events, a
 * drop and a reconnect, a channel refused).
 */
export interface FakeRealtime extends Realtime {
  /** The channels followed now. */
  readonly subscriptions: Map<string, SubscribeOptions>;
  /** Every (re)subscription, with the `after` it sent. */
  readonly joins: { channel: string; after: number | undefined }[];
  readonly typingCalls: { channel: string; typing: boolean }[];
  readonly closed: boolean;
  /** The server sends an event. */
  emit(event: string, payload: unknown): void;
  setStatus(status: RealtimeStatus): void;
  /** The connection drops and comes back: every channel is subscribed again, resuming after its last id. */
  reconnect(): void;
  /** Whether a subscribe that asks (`quietFor`) is told its channel was quiet; false unless a test sets it. */
  quiet: boolean;
}

export function createFakeRealtime(initial: RealtimeStatus = 'online'): FakeRealtime {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  const subscriptions = new Map<string, SubscribeOptions>();
  const joins: { channel: string; after: number | undefined }[] = [];
  const typingCalls: { channel: string; typing: boolean }[] = [];
  let status = initial;
  let closed = false;

  // As the web kit does: each (re)subscription is acknowledged at once, quiet when the test says so.
  const join = (channel: string, options: SubscribeOptions) => {
    joins.push({ channel, after: options.after?.() });
    options.onSubscribed?.({ quiet: fake.quiet && options.quietFor?.() !== undefined });
  };
  const setStatus = (next: RealtimeStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of statusListeners) listener(next);
    if (next === 'online') for (const [channel, options] of subscriptions) join(channel, options);
  };

  const fake: FakeRealtime = {
    quiet: false,
    subscriptions,
    joins,
    typingCalls,
    get closed() {
      return closed;
    },
    get status() {
      return status;
    },
    subscribe(channel, options = {}) {
      subscriptions.set(channel, options);
      if (status === 'online') join(channel, options);
      return () => {
        if (subscriptions.get(channel) === options) subscriptions.delete(channel);
      };
    },
    on<T>(event: string, handler: (payload: T) => void) {
      const listener = handler as (payload: unknown) => void;
      const set = handlers.get(event) ?? new Set();
      set.add(listener);
      handlers.set(event, set);
      return () => void set.delete(listener);
    },
    typing(channel, typing) {
      typingCalls.push({ channel, typing });
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    close() {
      closed = true;
      subscriptions.clear();
    },
    emit(event, payload) {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
    setStatus,
    reconnect() {
      setStatus('offline');
      setStatus('online');
    },
  };
  return fake;
}

let nextFake: FakeRealtime | null = null;

/**
 * What `createRealtime` answers in the page tests (test/setup.ts mocks `@member/web-kit/realtime`):
 * the fake a test asked for with `nextRealtime`, else one that stays connecting (no pushes, as a
 * socket that never gets through).
 */
export const realtimeHarness = {
  last: null as FakeRealtime | null,
  createRealtime(): Realtime {
    const fake = nextFake ?? createFakeRealtime('connecting');
    nextFake = null;
    realtimeHarness.last = fake;
    return fake;
  },
  reset() {
    nextFake = null;
    realtimeHarness.last = null;
    useRealtimeStore.setState({ client: null, status: 'off', memberChannel: null });
  },
};

/** The next member socket the app makes is `fake`. */
export function nextRealtime(fake: FakeRealtime): FakeRealtime {
  nextFake = fake;
  return fake;
}

/** A page rendered without the member layout gets `fake` as the tab's socket, following `member:{memberId}`. */
export function provideRealtime(fake: FakeRealtime, memberId = '1'): FakeRealtime {
  useRealtimeStore.setState({ client: fake, status: fake.status, memberChannel: `member:${memberId}` });
  fake.onStatus((status) => useRealtimeStore.setState({ status }));
  return fake;
}
