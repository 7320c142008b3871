import { CHAT_MESSAGES, CLIENT_EVENTS, REALTIME_SOCKET_PATH, type SubscribeAck } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import { afterCommit } from '../db/after-commit';
import type { Queryable } from '../db/database';
import { createKept, type Kept, type KeptOptions } from '../lib/kept';
import { METRIC_PREFIX } from '../lib/metrics';
import { type EndedSessions, sessionIsLive } from '../lib/sessions';
import type { AuthContext } from './auth';
import {
  type ChannelDefinition,
  type ChannelEvents,
  type ChannelKind,
  channelName,
  channelRegistry,
  type Payload,
} from './realtime-channels';
import { type LastEvents, memoryLastEvents, QUIET_MARGIN_MS } from './realtime-last-events';
import { REALTIME_REQUEST_TIMEOUT_MS, useRedis } from './realtime-redis';

/** The other processes' notice of ended sessions (socket.io server-side event over Redis), and its wait. */
const SESSIONS_ENDED = 'sessions-ended';
const endedSessionsSchema = z.union([
  z.object({ sessionIds: z.array(z.uuid()).max(10_000) }),
  z.object({ subject: z.object({ kind: z.enum(['member', 'operator']), id: z.string().regex(/^\d{1,19}$/) }) }),
]);
/** The other processes' notice to forget keys of a kept memory (`keptEverywhere`), answered likewise. */
const forgetNotice = (name: string) => `forget ${name}`;
const forgottenKeysSchema = z.array(z.string().max(100)).max(10_000);

/** Memory of the database kept in each process (lib/kept.ts) that every process forgets together. */
export interface KeptEverywhere<V extends object | string> extends Pick<Kept<V>, 'get' | 'begin' | 'keep'> {
  /**
   * Once `tx` commits, forgets `keys` here and in every other process; settles (the transaction's
   * call, or outside one this promise) once each has acknowledged, or after `REALTIME_REQUEST_TIMEOUT_MS`.
   */
  forgetAfterCommit(tx: Queryable, keys: readonly string[]): Promise<void>;
}

export {
  type ChannelDefinition,
  type ChannelEvents,
  type ChannelKind,
  channelKind,
  channelName,
  type Payload,
} from './realtime-channels';

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
  /**
   * Once `tx` commits, closes the sockets of those sessions (revoked) or of every session of that
   * subject (its rights changed), and forgets their remembered checks (lib/session-checks.ts), on
   * every process; a client reconnects with its token, which is then refused or given the new rights.
   * The transaction (or, outside one, the promise) settles once every other process has acknowledged
   * it, or after `REALTIME_REQUEST_TIMEOUT_MS` without an answer.
   */
  endSessionsAfterCommit(tx: Queryable, ended: EndedSessions): Promise<void>;
  /**
   * Memory of the database under `name`, kept in each process for calls that may skip a lookup: kept
   * only while this process hears the others (with REDIS_URL), and forgotten on every process at once.
   */
  keptEverywhere<V extends object | string>(name: string, options: KeptOptions): KeptEverywhere<V>;
  /**
   * Tells this deployment's other processes that `notice` happened (through Redis; without REDIS_URL
   * there is no other process to tell). For what each process keeps in memory, such as a cache.
   */
  noticeToOtherProcesses(notice: string): void;
  /** Runs `handler` each time another process sends `notice`. */
  onNoticeFromOtherProcesses(notice: string, handler: () => void): void;
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
  /** The Redis channels' key (with REDIS_URL); by default REALTIME_PREFIX's, else the deployment's. */
  keyPrefix?: string;
}

const subscribeSchema = z.object({
  channel: z.string().max(40),
  after: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .optional(),
  quietFor: z
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

type Typist = (typing: boolean) => { operators: object; members: object };

interface SocketData {
  subject: AuthContext;
  /** When the typing of this socket on a channel was last relayed. */
  typedAt: Map<string, number>;
  typists: Map<string, Typist>;
}
/** The socket carries whatever the modules define: event names and payloads are typed by their channel kinds. */
type AnyEvents = Record<string, (...args: unknown[]) => void>;
/** What the processes tell each other (server-side events): ended sessions and forgets, answered, and bare notices. */
interface ServerSideEvents {
  [SESSIONS_ENDED]: Answered;
  [notice: string]: (...args: never[]) => void;
}
type Answered = (message: unknown, ack: (done: boolean) => void) => void;
type RealtimeSocket = Socket<AnyEvents, AnyEvents, AnyEvents, SocketData>;
type Ack = { ok: true; missed?: readonly object[]; quiet?: boolean } | Extract<SubscribeAck, { ok: false }>;

/**
 * Rooms no channel can be named like (channel names are `kind` or `kind:id`): every socket is in its
 * session's and its subject's, so that a revocation reaches it.
 */
const sessionRoom = (sessionId: string) => `#session ${sessionId}`;
const subjectRoom = (kind: AuthContext['kind'], subjectId: string) => `#subject ${kind} ${subjectId}`;

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
  const io = new Server<AnyEvents, AnyEvents, ServerSideEvents, SocketData>({
    path: REALTIME_SOCKET_PATH,
    serveClient: false,
    // Same origin only (the web apps are served by this server): no CORS headers are sent.
    maxHttpBufferSize: 16 * 1024,
    pingInterval: 20_000,
    pingTimeout: 20_000,
  });
  // Every memory of the database this process keeps, and whether it may keep any: without REDIS_URL
  // the deployment is one process; with it, only while both Redis connections are ready.
  const kept = new Set<Pick<Kept<never>, 'suspend'>>([app.sessionChecks]);
  let hearsOthers = true;
  const hearing = (hears: boolean) => {
    hearsOthers = hears;
    for (const memory of kept) memory.suspend(!hears);
  };
  let lastEvents: LastEvents = memoryLastEvents();
  if (app.config.redisUrl) {
    // Redis pub/sub ignores the database number: the deployment's own prefix keeps another deployment
    // on the same server (a second brand, staging) from hearing these events.
    const key = options.keyPrefix ?? `${app.config.realtimePrefix ?? `member-site:${app.deploymentId}`}:realtime`;
    lastEvents = await useRedis(app, io, app.config.redisUrl, key, hearing);
  }

  const channels = channelRegistry();

  /** Sends an event to a channel, its time kept first where the channel's kind keeps it. */
  const send = (kind: ChannelKind<ChannelEvents>, id: string | number | null, deliver: (channel: string) => void) => {
    const channel = channelName(kind, id);
    if (kind.lastEventKept) lastEvents.mark(channel);
    deliver(channel);
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
    const { subject } = socket.data;
    void socket.join([sessionRoom(subject.sessionId), subjectRoom(subject.kind, subject.subjectId)]);
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

  /**
   * A member session this process found live lately and has heard no revocation of since
   * (lib/session-checks.ts): live without the database, as the member's API calls take it. Every
   * revocation forgets it on every process before it answers; operators are always read.
   */
  const rememberedLive = (subject: AuthContext) =>
    subject.kind === 'member' && app.sessionChecks.memberOf(subject.sessionId) === subject.subjectId;

  async function subscribe(socket: RealtimeSocket, raw: unknown): Promise<Ack> {
    const parsed = subscribeSchema.safeParse(raw);
    if (!parsed.success) return refuse('BAD_REQUEST', CHAT_MESSAGES.channelUnknown);
    const { channel, after, quietFor } = parsed.data;
    const found = channels.parse(channel);
    if (!found) return refuse('NOT_FOUND', CHAT_MESSAGES.channelUnknown);
    const { definition } = found.defined;
    if (socket.rooms.size > 2 * MAX_SUBSCRIPTIONS) return refuse('BAD_REQUEST', CHAT_MESSAGES.channelUnknown);
    // The session is checked again: a revoked session or a disabled account subscribes to nothing.
    const subject = socket.data.subject;
    const live = rememberedLive(subject) || (await sessionIsLive(app.db, subject.sessionId));
    const { id } = found;
    if (!live || !(await definition.authorise(subject, id))) {
      return refuse('FORBIDDEN', CHAT_MESSAGES.channelForbidden);
    }
    // Join first, then read: a message committed in between arrives both ways and the client drops the copy.
    await socket.join([channel, audienceRoom(channel, subject.kind)]);
    const answer: Ack = { ok: true };
    if (after !== undefined && definition.missed && id !== null)
      answer.missed = await definition.missed(subject, id, after);
    // Likewise an event sent before the join has left its time by now.
    if (quietFor !== undefined && found.defined.kind.lastEventKept) {
      answer.quiet = await lastEvents.quietSince(channel, Date.now() - quietFor - QUIET_MARGIN_MS);
    }
    return answer;
  }

  async function typing(socket: RealtimeSocket, raw: unknown): Promise<void> {
    const parsed = typingSchema.safeParse(raw);
    if (!parsed.success || !socket.rooms.has(parsed.data.channel)) return;
    const { channel, typing: isTyping } = parsed.data;
    const found = channels.parse(channel);
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

  // This process's sockets by audience, counted at each scrape.
  new Gauge({
    name: `${METRIC_PREFIX}realtime_sockets`,
    help: 'Realtime sockets connected to this process, by audience (member, operator).',
    labelNames: ['audience'],
    registers: [app.metrics.registry],
    collect() {
      const counts: Record<AuthContext['kind'], number> = { member: 0, operator: 0 };
      for (const socket of io.of('/').sockets.values()) counts[socket.data.subject.kind] += 1;
      for (const [audience, count] of Object.entries(counts)) this.set({ audience }, count);
    },
  });

  if (options.serve) {
    io.attach(app.server);
    // Sockets hold the HTTP server open: end them before Fastify closes it (it closes the server itself).
    app.addHook('preClose', (done) => {
      io.local.disconnectSockets(true);
      io.engine.close();
      done();
    });
  }

  // socket.io's types cannot name an acknowledged event beside the notices' index signature.
  const emitWithAck = io.serverSideEmitWithAck.bind(io) as (event: string, message: unknown) => Promise<unknown[]>;
  /**
   * Tells every other process `message` and waits until each has acted on it and answered. The
   * adapter's own wait does not cover a Redis it cannot reach (its promise then never settles).
   */
  async function askOtherProcesses(event: string, message: unknown): Promise<void> {
    if (!app.config.redisUrl) return;
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('no answer in time')), REALTIME_REQUEST_TIMEOUT_MS);
    });
    try {
      await Promise.race([emitWithAck(event, message), gaveUp]);
    } catch (error) {
      // A process that did not answer is gone, or cannot hear Redis and so keeps nothing at all.
      app.log.warn({ err: error, event }, 'a process did not acknowledge in time');
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes the sessions' sockets (through the adapter: every process's) and forgets their checks everywhere. */
  async function endSessions(ended: EndedSessions): Promise<void> {
    const rooms =
      'sessionIds' in ended ? ended.sessionIds.map(sessionRoom) : [subjectRoom(ended.subject.kind, ended.subject.id)];
    io.in(rooms).disconnectSockets(true);
    app.sessionChecks.forget(ended);
    // The revoking call waits for every other process to have forgotten them.
    await askOtherProcesses(SESSIONS_ENDED, ended);
  }
  io.on(SESSIONS_ENDED, (message, ack) => {
    const ended = endedSessionsSchema.safeParse(message);
    // A message this version cannot read (a deployment under way): forget every check, to be safe.
    if (ended.success) app.sessionChecks.forget(ended.data);
    else app.sessionChecks.forgetAll();
    ack(true);
  });

  function keptEverywhere<V extends object | string>(name: string, limits: KeptOptions): KeptEverywhere<V> {
    const memory = createKept<V>(limits);
    memory.suspend(!hearsOthers);
    kept.add(memory);
    const notice = forgetNotice(name);
    const onForget: Answered = (message, ack) => {
      const keys = forgottenKeysSchema.safeParse(message);
      // As for ended sessions: what this version cannot read makes it forget everything.
      if (keys.success) memory.forget(keys.data);
      else memory.forgetAll();
      ack(true);
    };
    io.on(notice, onForget);
    return {
      get: (key) => memory.get(key),
      begin: () => memory.begin(),
      keep: (key, value, begun) => memory.keep(key, value, begun),
      forgetAfterCommit: async (tx, keys) => {
        await afterCommit(tx, async () => {
          memory.forget(keys);
          await askOtherProcesses(notice, keys);
        });
      },
    };
  }

  app.decorate('realtime', {
    io,
    defineChannel: (kind, definition) => channels.define(kind, definition),
    publish: (kind, id, event, payload, forMembers) =>
      send(kind, id, (channel) => emit(channel, event, payload, forMembers)),
    publishAfterCommit: (tx, kind, id, event, payload) =>
      afterCommit(tx, () => send(kind, id, (channel) => emit(channel, event, payload))),
    endSessionsAfterCommit: async (tx, ended) => {
      await afterCommit(tx, () => endSessions(ended));
    },
    keptEverywhere,
    // socket.io's server-side events: through the Redis adapter to the other processes only.
    noticeToOtherProcesses: (notice) => {
      if (app.config.redisUrl) io.serverSideEmit(notice);
    },
    onNoticeFromOtherProcesses: (notice, handler) => {
      io.on(notice, handler);
    },
  } satisfies Realtime);
}

export default fp(realtime, { name: 'realtime', fastify: '5.x', dependencies: ['config', 'db', 'auth', 'metrics'] });
