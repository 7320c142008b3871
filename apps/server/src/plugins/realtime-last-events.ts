import type { Redis } from 'ioredis';

/**
 * When each channel of a kind that keeps it (`channelKind(..., { lastEventKept: true })`) last had an
 * event. A subscriber that began reading what the channel's events change `quietFor` ms ago learns
 * whether anything was sent since (`SubscribeRequest.quietFor`): when nothing was, its reads are current and
 * it need not read them again (decision 0080, "The first subscription reads the money again"). Whenever
 * the answer cannot be known for sure, it is "not quiet", which costs the client a read, never an update.
 */

/** How long an event's time is kept: a `quietFor` longer than this (less the margin) is never quiet. */
export const LAST_EVENT_TTL_MS = 10 * 60_000;
/** Taken off the start of the window: the subscribe's way to the server, and processes' clocks apart. */
export const QUIET_MARGIN_MS = 10_000;

export interface LastEvents {
  /**
   * Records an event on `channel` now, called just before it is sent: a subscriber that joins too late to
   * get it reads this time. (In Redis the time is written on the connection the send then goes out on,
   * so it lands first.)
   */
  mark(channel: string): void;
  /** Whether `channel` had no event since `sinceMs` (epoch ms), as far as it can be known. */
  quietSince(channel: string, sinceMs: number): Promise<boolean>;
}

/** Too old to tell: the times of events before it are forgotten. */
const beyondMemory = (sinceMs: number) => sinceMs < Date.now() - LAST_EVENT_TTL_MS;

/** One process (no REDIS_URL): the times in its memory, forgotten once older than the TTL. */
export function memoryLastEvents(): LastEvents {
  const times = new Map<string, number>();
  let nextSweep = Date.now() + LAST_EVENT_TTL_MS;
  return {
    mark(channel) {
      const now = Date.now();
      times.set(channel, now);
      if (now < nextSweep) return;
      nextSweep = now + LAST_EVENT_TTL_MS;
      for (const [key, at] of times) if (at < now - LAST_EVENT_TTL_MS) times.delete(key);
    },
    async quietSince(channel, sinceMs) {
      if (beyondMemory(sinceMs)) return false;
      return (times.get(channel) ?? 0) < sinceMs;
    },
  };
}

/**
 * Every process of the deployment (with REDIS_URL): each time in a Redis key that expires with the TTL, on
 * `redis`, the connection events are published on. An event sent while Redis was away reached only its own
 * process's sockets and left no time: so each moment a connection is back is kept too (`reconnected`), and
 * nothing is quiet across it, nor while a connection (`ready()`) is away.
 */
export function redisLastEvents(
  redis: Redis,
  prefix: string,
  ready: () => boolean,
): LastEvents & { reconnected(): void } {
  const key = (channel: string) => `${prefix}:last-event:${channel}`;
  const outageKey = `${prefix}:last-event-outage`;
  const keep = (name: string) => {
    // Redis away: the event's send fails too; the time of the outage's end will stand for it.
    redis.set(name, String(Date.now()), 'PX', LAST_EVENT_TTL_MS).catch(() => undefined);
  };
  return {
    mark: (channel) => keep(key(channel)),
    reconnected: () => keep(outageKey),
    async quietSince(channel, sinceMs) {
      if (beyondMemory(sinceMs) || !ready()) return false;
      const times = await redis.mget(key(channel), outageKey).catch(() => null);
      return times !== null && times.every((at) => at === null || Number(at) < sinceMs);
    },
  };
}
