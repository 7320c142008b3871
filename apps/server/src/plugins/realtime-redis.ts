import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { type LastEvents, redisLastEvents } from './realtime-last-events';

/**
 * How long a request to the other processes waits for their answers: a revocation waits this long at
 * most for a process that does not acknowledge it (one that is gone, or cannot hear Redis).
 */
export const REALTIME_REQUEST_TIMEOUT_MS = 1_000;

/** How often a Redis outage is written to the log at most. */
const OUTAGE_LOG_INTERVAL_MS = 60_000;

/**
 * socket.io's Redis adapter over two connections. A publish while Redis is down fails at once (no
 * offline queue) and is dropped, logged: the local sockets still get the event, the other processes'
 * sockets miss it and catch up from the database when they resume. Answers the channels' last events,
 * kept on the publishing connection.
 */
export async function useRedis(
  app: FastifyInstance,
  io: Server,
  url: string,
  key: string,
  hearsOthers: (hears: boolean) => void,
): Promise<LastEvents> {
  const options = { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true };
  const pub = new Redis(url, options);
  // The adapter does not wait for its (p)subscribe commands either: they wait for Redis, however long,
  // rather than fail unhandled; the connection subscribes again by itself after each reconnect.
  const sub = new Redis(url, { ...options, enableOfflineQueue: true, maxRetriesPerRequest: null });
  let loggedAt = 0;
  let down = false;
  const outage = (error: unknown) => {
    down = true;
    if (Date.now() - loggedAt < OUTAGE_LOG_INTERVAL_MS) return;
    loggedAt = Date.now();
    app.log.warn({ err: error }, 'realtime fan-out (Redis) unreachable: this process serves only its own sockets');
  };
  // While either connection is not ready this process may miss another's forget: it keeps nothing of
  // the database's until both are (lib/kept.ts).
  const bothReady = () => [pub, sub].every((each) => each.status === 'ready');
  const heard = () => hearsOthers(bothReady());
  hearsOthers(false);
  const lastEvents = redisLastEvents(pub, key, bothReady);
  for (const client of [pub, sub]) {
    for (const event of ['ready', 'close', 'reconnecting', 'end', 'error']) client.on(event, heard);
    // Events sent while this connection was away may have left no time of their own.
    client.on('ready', lastEvents.reconnected);
    client.on('error', outage);
    client.on('ready', () => {
      // Back only once both connections are: the subscriber may reconnect later than the publisher.
      if (!down || !bothReady()) return;
      down = false;
      loggedAt = 0;
      app.log.info('realtime fan-out (Redis) reachable again: events reach every process');
    });
  }
  // The adapter does not wait for its publishes; a refused one must not become an unhandled rejection.
  const publish = pub.publish.bind(pub) as (channel: string, message: string | Buffer) => Promise<number>;
  (pub as unknown as { publish: typeof publish }).publish = (channel, message) =>
    publish(channel, message).catch((error: unknown) => {
      app.metrics.realtimePublishFailures.inc();
      outage(error);
      return 0;
    });
  // The adapter does not wait for its (p)subscribes either: closing the app with Redis away rejects them
  // from the offline queue ("Connection is closed"), which must not become an unhandled rejection.
  for (const name of ['subscribe', 'psubscribe'] as const) {
    const command = sub[name].bind(sub) as (...args: unknown[]) => Promise<unknown>;
    (sub as unknown as Record<string, unknown>)[name] = (...args: unknown[]) =>
      command(...args).catch((error: unknown) => {
        outage(error);
        return 0;
      });
  }
  await Promise.all(
    [pub, sub].map((client) =>
      client.connect().catch((error: unknown) => {
        outage(error);
      }),
    ),
  );
  io.adapter(createAdapter(pub, sub, { key, requestsTimeout: REALTIME_REQUEST_TIMEOUT_MS }));
  app.addHook('onClose', async () => {
    // Not `quit`: with Redis away it would wait in the offline queue for ever; nothing is left to send.
    for (const client of [pub, sub]) client.disconnect();
  });
  return lastEvents;
}
