import { createAdapter } from '@socket.io/redis-adapter';
import {
  CHANNELS,
  CHAT_LIMITS,
  CHAT_MESSAGES,
  CLIENT_EVENTS,
  type ChatMessage,
  type ChatTypingEvent,
  type MemberMoneyEvent,
  REALTIME_SOCKET_PATH,
  SERVER_EVENTS,
  type SubscribeAck,
} from '@member/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import { afterCommit } from '../db/after-commit';
import type { Queryable } from '../db/database';
import type { AuthContext } from './auth';

/** The kinds of channel a client may name: `member:{id}`, `conversation:{id}`, `inbox`. */
export type ChannelPrefix = 'member' | 'conversation' | 'inbox';

export interface ChannelDefinition {
  /** May this subject subscribe to `${prefix}:${id}` (`id` null for `inbox`)? */
  authorise(subject: AuthContext, id: string | null): Promise<boolean>;
  /** What a resuming subscriber missed after message id `after` (oldest first, at most a page). */
  missed?(subject: AuthContext, id: string, after: number): Promise<ChatMessage[]>;
  /** Who types on this channel; typing is relayed only on channels that define it. */
  typist?(subject: AuthContext, id: string): Promise<Pick<ChatTypingEvent, 'who' | 'name'>>;
}

export interface Realtime {
  defineChannel(prefix: ChannelPrefix, definition: ChannelDefinition): void;
  /**
   * To every subscriber of `channel` on every process (Redis); the payload gets the channel's name.
   * With `forMembers`, the members among them get that payload instead (what only operators may see).
   */
  publish(channel: string, event: string, payload: object, forMembers?: object): void;
  /** `publish` once `tx` commits (nothing if it rolls back). */
  publishAfterCommit(tx: Queryable, channel: string, event: string, payload: object): void;
  /** A movement of a member's money, on their own channel, once `tx` commits. */
  memberMoney(tx: Queryable, memberId: string, event: Omit<MemberMoneyEvent, 'channel' | 'at'>): void;
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

const CHANNEL = /^(?:(member|conversation):([1-9]\d{0,18})|(inbox))$/;
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

interface SocketData {
  subject: AuthContext;
  /** When the typing of this socket on a channel was last relayed. */
  typedAt: Map<string, number>;
  typists: Map<string, Pick<ChatTypingEvent, 'who' | 'name'>>;
}
type RealtimeSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

/** Beside each channel's room, one per kind of subject: an event can say less to members than to operators. */
const audienceRoom = (channel: string, kind: AuthContext['kind']) => `${channel}#${kind}`;

const refuse = (code: 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_REQUEST', message: string): SubscribeAck => ({
  ok: false,
  error: { code, message },
});

/**
 * The realtime socket (decision 0131): socket.io at `/chat/realtime-socket`, authenticated by the
 * site's own token, with channels subscribed by name that the server authorises one by one (the
 * member channel here, the chat's channels by the chat service). PostgreSQL stays the source of
 * truth: events go out only after their transaction commits, and a resuming client reads what it
 * missed from the database (`missed`), not from socket.io's memory. With REDIS_URL, socket.io's
 * Redis adapter carries every event to the sockets of every process; with Redis down, each process
 * keeps serving its own sockets and says so in the log.
 */
async function realtime(app: FastifyInstance, options: RealtimeOptions) {
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>({
    path: REALTIME_SOCKET_PATH,
    serveClient: false,
    // Same origin only (the web apps are served by this server): no CORS headers are sent.
    maxHttpBufferSize: 16 * 1024,
    pingInterval: 20_000,
    pingTimeout: 20_000,
  });
  if (app.config.redisUrl) await useRedis(app, io, app.config.redisUrl, options.keyPrefix ?? 'member-site:realtime');

  const definitions = new Map<ChannelPrefix, ChannelDefinition>();
  // A member follows their own channel: their money events and their chat's unread count.
  definitions.set('member', {
    authorise: async (subject, id) => subject.kind === 'member' && subject.subjectId === id,
  });

  const publish = (channel: string, event: string, payload: object, forMembers?: object) => {
    if (!forMembers) {
      io.to(channel).emit(event as never, { channel, ...payload } as never);
      return;
    }
    io.to(audienceRoom(channel, 'operator')).emit(event as never, { channel, ...payload } as never);
    io.to(audienceRoom(channel, 'member')).emit(event as never, { channel, ...forMembers } as never);
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
    socket.on(CLIENT_EVENTS.subscribe as never, (raw: unknown, ack: unknown) => {
      if (typeof ack !== 'function') return;
      subscribe(socket, raw).then(
        (answer) => ack(answer),
        (error: unknown) => {
          app.log.error({ err: error }, 'realtime subscribe failed');
          ack(refuse('BAD_REQUEST', CHAT_MESSAGES.channelUnknown));
        },
      );
    });
    socket.on(CLIENT_EVENTS.unsubscribe as never, (raw: unknown, ack: unknown) => {
      const parsed = unsubscribeSchema.safeParse(raw);
      if (parsed.success) {
        void socket.leave(parsed.data.channel);
        void socket.leave(audienceRoom(parsed.data.channel, socket.data.subject.kind));
      }
      if (typeof ack === 'function') ack({ ok: true });
    });
    socket.on(CLIENT_EVENTS.typing as never, (raw: unknown) => {
      typing(socket, raw).catch((error: unknown) => app.log.warn({ err: error }, 'realtime typing failed'));
    });
  });

  async function subscribe(socket: RealtimeSocket, raw: unknown): Promise<SubscribeAck> {
    const parsed = subscribeSchema.safeParse(raw);
    if (!parsed.success) return refuse('BAD_REQUEST', CHAT_MESSAGES.channelUnknown);
    const { channel, after } = parsed.data;
    const match = CHANNEL.exec(channel);
    const prefix = (match?.[1] ?? match?.[3]) as ChannelPrefix | undefined;
    const definition = prefix && definitions.get(prefix);
    if (!match || !prefix || !definition) return refuse('NOT_FOUND', CHAT_MESSAGES.channelUnknown);
    if (socket.rooms.size > 2 * MAX_SUBSCRIPTIONS) return refuse('BAD_REQUEST', CHAT_MESSAGES.channelUnknown);
    // The session is checked again: a revoked session or a disabled account subscribes to nothing.
    const subject = socket.data.subject;
    const live = await app.db.query<{ live: boolean }>(
      `SELECT (revoked_at IS NULL AND expires_at > now()) AS live FROM sessions WHERE id = $1`,
      [subject.sessionId],
    );
    const id = match[2] ?? null;
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
    const match = CHANNEL.exec(channel);
    const definition = match?.[1] ? definitions.get(match[1] as ChannelPrefix) : undefined;
    const id = match?.[2];
    if (!definition?.typist || !id) return;
    const now = Date.now();
    if (isTyping && now - (socket.data.typedAt.get(channel) ?? 0) < CHAT_LIMITS.typingThrottleMs) return;
    socket.data.typedAt.set(channel, isTyping ? now : 0);
    let typist = socket.data.typists.get(channel);
    if (!typist) {
      typist = await definition.typist(socket.data.subject, id);
      socket.data.typists.set(channel, typist);
    }
    const event: ChatTypingEvent = { channel, conversationId: Number(id), ...typist, typing: isTyping };
    // Volatile: a typing event that cannot go now is worth nothing later. The typist is named to
    // operators only (an agent is "the team" to a member).
    socket.to(audienceRoom(channel, 'operator')).volatile.emit(SERVER_EVENTS.chatTyping as never, event as never);
    socket
      .to(audienceRoom(channel, 'member'))
      .volatile.emit(SERVER_EVENTS.chatTyping as never, { ...event, name: null } as never);
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
    defineChannel: (prefix, definition) => void definitions.set(prefix, definition),
    publish,
    publishAfterCommit: (tx, channel, event, payload) => afterCommit(tx, () => publish(channel, event, payload)),
    memberMoney: (tx, memberId, event) =>
      afterCommit(tx, () =>
        publish(CHANNELS.member(memberId), SERVER_EVENTS.memberMoney, { ...event, at: new Date().toISOString() }),
      ),
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
