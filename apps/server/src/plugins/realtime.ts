import { createAdapter } from '@socket.io/redis-adapter';
import { CHAT_MESSAGES, CLIENT_EVENTS, REALTIME_SOCKET_PATH, type SubscribeAck } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import { afterCommit } from '../db/after-commit';
import type { Queryable } from '../db/database';
import type { AuthContext } from './auth';

/** The events of one kind of channel: event name → payload (every payload names its channel). */
export type ChannelEvents = { [event: string]: { channel: string } };
/** What a publisher gives: the payload without its channel, which the socket adds. */
export type Payload<Event> = Omit<Event, 'channel'>;

/**
 * A kind of channel, declared once by the module that owns it: its channels are `${prefix}:${id}` (ids
 * are positive integers) when `keyed`, else the one channel `${prefix}`. `Events` types what it carries.
 */
export interface ChannelKind<Events extends ChannelEvents> {
  readonly prefix: string;
  readonly keyed: boolean;
  /** Type only: never set. */
  readonly events?: Events;
}

export function channelKind<Events extends ChannelEvents>(prefix: string, { keyed }: { keyed: boolean }) {
  return { prefix, keyed } as ChannelKind<Events>;
}

/** The one channel of an unkeyed kind, or a keyed kind's channel for `id`. */
export function channelName(kind: ChannelKind<ChannelEvents>, id: string | number | null): string {
  return kind.keyed ? `${kind.prefix}:${id}` : kind.prefix;
}

/** Typing relayed to the others on a channel: the event it goes out as, and who types as each audience sees them. */
type TypingRelay<Events extends ChannelEvents> = {
  [E in keyof Events & string]: {
    event: E;
    /** A "typing" of one socket on one channel goes out at most this often. */
    throttleMs: number;
    /** Who this subject is to the others, asked once per socket and channel: the event for each kind of subject. */
    typist(
      subject: AuthContext,
      id: string,
    ): Promise<(typing: boolean) => { operators: Payload<Events[E]>; members: Payload<Events[E]> }>;
  };
}[keyof Events & string];

export interface ChannelDefinition<Events extends ChannelEvents> {
  /** May this subject subscribe to the channel of `id` (null for an unkeyed kind)? */
  authorise(subject: AuthContext, id: string | null): Promise<boolean>;
  /** What a resuming subscriber missed after message id `after` (oldest first, at most a page). */
  missed?(subject: AuthContext, id: string, after: number): Promise<readonly object[]>;
  /** Typing is relayed only on keyed channels that define it. */
  typing?: TypingRelay<Events>;
}

export interface Realtime {
  /** Accepts subscriptions to a kind of channel (each module defines its own kinds at start). */
  defineChannel<Events extends ChannelEvents>(kind: ChannelKind<Events>, definition: ChannelDefinition<Events>): void;
  /**
   * To every subscriber of the channel on every process (Redis); the payload gets the channel's name.
   * With `forMembers`, the members among them get that payload instead (what only operators may see).
   */
  publish<Events extends ChannelEvents, E extends keyof Events & string>(
    kind: ChannelKind<Events>,
    id: string | number | null,
    event: E,
    payload: Payload<Events[E]>,
    forMembers?: Payload<Events[E]>,
  ): void;
  /** `publish` once `tx` commits (nothing if it rolls back). */
  publishAfterCommit<Events extends ChannelEvents, E extends keyof Events & string>(
    tx: Queryable,
    kind: ChannelKind<Events>,
    id: string | number | null,
    event: E,
    payload: Payload<Events[E]>,
  ): void;
  /** The socket.io server (tests and the benchmark count its sockets). */
  readonly io: Server;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimeOptions {
  /** Accept sockets at /chat/realtime-socket (the chat service runs here); otherwise only publish. */
  serve: boolean;
  /** Prefix of the Redis channels (with REDIS_URL); tests give each run its own. */
  keyPrefix?: string;
}

const CHANNEL_ID = /^[1-9]\d{0,18}$/;
const subscribeSchema = z.object({
  channel: z.string().max(40),
  after: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .optional(),
});
const unsubscribeSchema = z.object({ channel: z.string().max(40) });
const typingSchema = z.object({ channel: z.string().max(40), typing: z.boolean() });
/** A socket may follow this many channels at once (an agent's open conversations and the inbox). */
const MAX_SUBSCRIPTIONS = 100;
/** How often a Redis outage is written to the log at most. */
const OUTAGE_LOG_INTERVAL_MS = 60_000;

type Typist = (typing: boolean) => { operators: object; members: object };
interface Defined {
  kind: ChannelKind<ChannelEvents>;
  definition: ChannelDefinition<ChannelEvents>;
}

interface SocketData {
  subject: AuthContext;
  /** When the typing of this socket on a channel was last relayed. */
  typedAt: Map<string, number>;
  typists: Map<string, Typist>;
}
/** The socket carries whatever the modules define: event names and payloads are typed by their channel kinds. */
type AnyEvents = Record<string, (...args: unknown[]) => void>;
type RealtimeSocket = Socket<AnyEvents, AnyEvents, AnyEvents, SocketData>;
type Ack = { ok: true; missed?: readonly object[] } | Extract<SubscribeAck, { ok: false }>;

/** Beside each channel's room, one per kind of subject: an event can say less to members than to operators. */
const audienceRoom = (channel: string, kind: AuthContext['kind']) => `${channel}#${kind}`;

const refuse = (code: 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_REQUEST', message: string): Ack => ({
  ok: false,
  error: { code, message },
});

/**
 * The realtime socket (decision 0131): socket.io at `/chat/realtime-socket`, authenticated by the
 * site's own token, with channels subscribed by name that the server authorises one by one. It knows no
 * channel: each module defines its own kinds (`defineChannel`) and publishes typed events on them. PostgreSQL stays the source of
 * truth: events go out only after their transaction commits, and a resuming client reads what it
 * missed from the database (`missed`), not from socket.io's memory. With REDIS_URL, socket.io's
 * Redis adapter carries every event to the sockets of every process; with Redis down, each process
 * keeps serving its own sockets and says so in the log.
 */
async function realtime(app: FastifyInstance, options: RealtimeOptions) {
  const io = new Server<AnyEvents, AnyEvents, AnyEvents, SocketData>({
    path: REALTIME_SOCKET_PATH,
    serveClient: false,
    // Same origin only (the web apps are served by this server): no CORS headers are sent.
    maxHttpBufferSize: 16 * 1024,
    pingInterval: 20_000,
    pingTimeout: 20_000,
  });
  if (app.config.redisUrl) await useRedis(app, io, app.config.redisUrl, options.keyPrefix ?? 'member-site:realtime');

  const definitions = new Map<string, Defined>();

  /** The kind a channel's name belongs to and its id, or null when no module defines it. */
  const parse = (channel: string): { defined: Defined; id: string | null } | null => {
    const colon = channel.indexOf(':');
    const defined = definitions.get(colon < 0 ? channel : channel.slice(0, colon));
    const id = colon < 0 ? null : channel.slice(colon + 1);
    if (!defined || (defined.kind.keyed ? id === null || !CHANNEL_ID.test(id) : id !== null)) return null;
    return { defined, id };
  };

  const emit = (channel: string, event: string, payload: object, forMembers?: object) => {
    if (!forMembers) {
      io.to(channel).emit(event, { channel, ...payload });
      return;
    }
    io.to(audienceRoom(channel, 'operator')).emit(event, { channel, ...payload });
    io.to(audienceRoom(channel, 'member')).emit(event, { channel, ...forMembers });
  };

  io.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    app.verifyToken(token).then(
      (verified) => {
        const { expiresAtMs, ...subject } = verified;
        socket.data.subject = subject;
        socket.data.typedAt = new Map();
        socket.data.typists = new Map();
        // The token's end is the socket's end: a client reconnects with its new token.
        const timer = setTimeout(() => socket.disconnect(true), Math.max(0, expiresAtMs - Date.now()));
        timer.unref();
        socket.once('disconnect', () => clearTimeout(timer));
        next();
      },
      () => next(new Error('unauthorized')),
    );
  });

  io.on('connection', (socket: RealtimeSocket) => {
    socket.on(CLIENT_EVENTS.subscribe, (raw: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return;
      subscribe(socket, raw).then(
        (answer) => ack(answer),
        (error: unknown) => {
          app.log.error({ err: error }, 'realtime subscribe failed');
          ack(refuse('BAD_REQUEST', CHAT_MESSAGES.channelUnknown));
        },
      );
    });
    socket.on(CLIENT_EVENTS.unsubscribe, (raw: unknown, ack: unknown) => {
      const parsed = unsubscribeSchema.safeParse(raw);
      if (parsed.success) {
        void socket.leave(parsed.data.channel);
        void socket.leave(audienceRoom(parsed.data.channel, socket.data.subject.kind));
      }
      if (typeof ack === 'function') ack({ ok: true });
    });
    socket.on(CLIENT_EVENTS.typing, (raw: unknown) => {
      typing(socket, raw).catch((error: unknown) => app.log.warn({ err: error }, 'realtime typing failed'));
    });
  });

  async function subscribe(socket: RealtimeSocket, raw: unknown): Promise<Ack> {
    const parsed = subscribeSchema.safeParse(raw);
    if (!parsed.success) return refuse('BAD_REQUEST', CHAT_MESSAGES.channelUnknown);
    const { channel, after } = parsed.data;
    const found = parse(channel);
    if (!found) return refuse('NOT_FOUND', CHAT_MESSAGES.channelUnknown);
    const { definition } = found.defined;
    if (socket.rooms.size > 2 * MAX_SUBSCRIPTIONS) return refuse('BAD_REQUEST', CHAT_MESSAGES.channelUnknown);
    // The session is checked again: a revoked session or a disabled account subscribes to nothing.
    const subject = socket.data.subject;
    const live = await app.db.query<{ live: boolean }>(
      `SELECT (revoked_at IS NULL AND expires_at > now()) AS live FROM sessions WHERE id = $1`,
      [subject.sessionId],
    );
    const { id } = found;
    if (!live.rows[0]?.live || !(await definition.authorise(subject, id))) {
      return refuse('FORBIDDEN', CHAT_MESSAGES.channelForbidden);
    }
    // Join first, then read: a message committed in between arrives both ways and the client drops the copy.
    await socket.join([channel, audienceRoom(channel, subject.kind)]);
    if (after === undefined || !definition.missed || id === null) return { ok: true };
    return { ok: true, missed: await definition.missed(subject, id, after) };
  }

  async function typing(socket: RealtimeSocket, raw: unknown): Promise<void> {
    const parsed = typingSchema.safeParse(raw);
    if (!parsed.success || !socket.rooms.has(parsed.data.channel)) return;
    const { channel, typing: isTyping } = parsed.data;
    const found = parse(channel);
    const relay = found?.defined.definition.typing;
    if (!relay || found.id === null) return;
    const now = Date.now();
    if (isTyping && now - (socket.data.typedAt.get(channel) ?? 0) < relay.throttleMs) return;
    socket.data.typedAt.set(channel, isTyping ? now : 0);
    let typist = socket.data.typists.get(channel);
    if (!typist) {
      typist = await relay.typist(socket.data.subject, found.id);
      socket.data.typists.set(channel, typist);
    }
    const { operators, members } = typist(isTyping);
    // Volatile: a typing event that cannot go now is worth nothing later.
    const toAudience = (kind: AuthContext['kind'], payload: object) =>
      socket.to(audienceRoom(channel, kind)).volatile.emit(relay.event, { channel, ...payload });
    toAudience('operator', operators);
    toAudience('member', members);
  }

  if (options.serve) {
    io.attach(app.server);
    // Sockets hold the HTTP server open: end them before Fastify closes it (it closes the server itself).
    app.addHook('preClose', (done) => {
      io.local.disconnectSockets(true);
      io.engine.close();
      done();
    });
  }

  app.decorate('realtime', {
    io,
    defineChannel(kind, definition) {
      if (definitions.has(kind.prefix)) throw new Error(`realtime channel ${kind.prefix} is defined twice`);
      definitions.set(kind.prefix, { kind, definition } as unknown as Defined);
    },
    publish: (kind, id, event, payload, forMembers) => emit(channelName(kind, id), event, payload, forMembers),
    publishAfterCommit: (tx, kind, id, event, payload) =>
      afterCommit(tx, () => emit(channelName(kind, id), event, payload)),
  } satisfies Realtime);
}

/**
 * socket.io's Redis adapter over two connections. A publish while Redis is down fails at once (no
 * offline queue) and is dropped, logged: the local sockets still get the event, the other processes'
 * sockets miss it and catch up from the database when they resume.
 */
async function useRedis(app: FastifyInstance, io: Server, url: string, key: string): Promise<void> {
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
  for (const client of [pub, sub]) {
    client.on('error', outage);
    client.on('ready', () => {
      // Back only once both connections are: the subscriber may reconnect later than the publisher.
      if (!down || ![pub, sub].every((each) => each.status === 'ready')) return;
      down = false;
      loggedAt = 0;
      app.log.info('realtime fan-out (Redis) reachable again: events reach every process');
    });
  }
  // The adapter does not wait for its publishes; a refused one must not become an unhandled rejection.
  const publish = pub.publish.bind(pub) as (channel: string, message: string | Buffer) => Promise<number>;
  (pub as unknown as { publish: typeof publish }).publish = (channel, message) =>
    publish(channel, message).catch((error: unknown) => {
      outage(error);
      return 0;
    });
  await Promise.all(
    [pub, sub].map((client) =>
      client.connect().catch((error: unknown) => {
        outage(error);
      }),
    ),
  );
  io.adapter(createAdapter(pub, sub, { key }));
  app.addHook('onClose', async () => {
    // Not `quit`: with Redis away it would wait in the offline queue for ever; nothing is left to send.
    for (const client of [pub, sub]) client.disconnect();
  });
}

export default fp(realtime, { name: 'realtime', fastify: '5.x', dependencies: ['config', 'db', 'auth'] });
