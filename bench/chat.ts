// Live chat delivery (issue 16 §5): member sockets spread over two app processes with Redis between them,
// each member's conversation exchanging messages with agents whose sockets are on the other process, so
// every message crosses processes. A message is sent over HTTP (the member's `POST /chat-member/send`, the
// agent's `POST /operator/conversations/{id}/messages`: one transaction each, published after commit) and
// its delivery latency is the time from the send to its `chat.message` event on the other side's socket.
// The baseline, measured on the same sockets in the same run, is a bare socket.io round trip (an ack the
// server answers without the database). Then one process alone, with more sockets each following a
// conversation (a member's several tabs), until p99 passes 100 ms or the largest step is reached.
// Every message must reach every socket that follows its conversation: a lost one fails the run.
// Usage: `npm run bench:chat`. Env: BENCH_SOCKETS (default 1000), BENCH_AGENTS (default 20), BENCH_RATE
// (messages per second over all conversations, default 200), BENCH_SECONDS (default 20), BENCH_RAMP (socket
// counts on one process, default `1000,2000,4000,8000`), BENCH_PORT (default 3431; the second process the
// next port), BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a fresh schema, dropped),
// BENCH_REDIS_URL (default redis://127.0.0.1:6379). Only 127.0.0.1 is contacted.
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  CHANNELS,
  CHAT_API_BASE,
  type ChatMessage,
  type ChatMessageEvent,
  REALTIME_SOCKET_PATH,
  SERVER_EVENTS,
  type SubscribeAck,
} from '@member/shared';
import { io, type Socket } from 'socket.io-client';
import { migrate } from '../apps/server/src/db/migrate';
import { createPostgresDatabase } from '../apps/server/src/db/postgres';
import { createPasswordHasher, TEST_HASHING } from '../apps/server/src/lib/passwords';
import { startServer } from './lib/server.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const AGENTS = Number(process.env.BENCH_AGENTS ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const RAMP = (process.env.BENCH_RAMP ?? '1000,2000,4000,8000').split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 3431);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'bench-chat';
const P99_LIMIT_MS = 100;

if (![PG_URL, REDIS_URL].every((url) => /^\w+:\/\/([^/@]*@)?(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/.test(url))) {
  console.error(
    'BENCH_DATABASE_URL and BENCH_REDIS_URL must point at 127.0.0.1 (this benchmark talks to nothing else)',
  );
  process.exit(1);
}

const watchdog = setTimeout(() => {
  console.error('bench:chat took too long; stopping');
  process.exit(2);
}, 900_000);

const schema = `bench_chat_${randomBytes(6).toString('hex')}`;
const admin = await createPostgresDatabase({ connectionString: PG_URL, maxConnections: 1 });
await admin.query(`CREATE SCHEMA ${schema}`);
const db = await createPostgresDatabase({ connectionString: PG_URL, searchPath: schema, maxConnections: 4 });
const separator = PG_URL.includes('?') ? '&' : '?';
const serverUrl = `${PG_URL}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
const servers: { base: string; stop(): Promise<void> }[] = [];
const sockets: Socket[] = [];

let ipCounter = 0;
/** Each request from its own address (the servers trust loopback proxies): the per-IP limit is not measured. */
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

async function call<T>(base: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-forwarded-for': nextIp(),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { data?: T; error?: unknown };
  if (!response.ok || answer.data === undefined) {
    throw new Error(`${path} → ${response.status} ${JSON.stringify(answer)}`);
  }
  return answer.data;
}

/** `fn` over `items`, `width` at a time. */
async function inParallel<T, R>(items: T[], width: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        results[index] = await fn(items[index] as T, index);
      }
    }),
  );
  return results;
}

interface Member {
  token: string;
  conversationId: number;
}
interface Agent {
  token: string;
}

async function createMembers(base: string, count: number): Promise<Member[]> {
  await db.query(
    `INSERT INTO banks (code, name, kind, sort_order) VALUES ('kbnk', 'ธนาคารกสิกรไทย', 'bank', 0) ON CONFLICT DO NOTHING`,
  );
  const hash = await createPasswordHasher(TEST_HASHING).hash(PASSWORD);
  const tels = Array.from({ length: count }, (_, i) => `06${String(i).padStart(8, '0')}`);
  await db.query(
    `INSERT INTO members (tel, password_hash, first_name, last_name, bank_code, bank_number)
     SELECT tel, $2, 'เบนช์', 'แชท', 'kbnk', '3' || substr(tel, 3) FROM unnest($1::text[]) AS tel`,
    [tels, hash],
  );
  return inParallel(tels, 16, async (tel) => {
    const { access_token: token } = await call<{ access_token: string }>(base, '/api/member/login', null, {
      tel,
      password: PASSWORD,
    });
    // The first message opens the member's conversation.
    const first = await call<ChatMessage>(base, `${CHAT_API_BASE}/chat-member/send`, token, {
      text: 'สวัสดีครับ',
      client_message_id: randomUUID(),
    });
    return { token, conversationId: first.conversationId };
  });
}

async function createAgents(base: string, count: number): Promise<Agent[]> {
  const hash = await createPasswordHasher(TEST_HASHING).hash(PASSWORD);
  const names = Array.from({ length: count }, (_, i) => `bench-agent-${i}`);
  await db.query(
    `INSERT INTO operators (username, password_hash, role) SELECT name, $2, 'support' FROM unnest($1::text[]) AS name`,
    [names, hash],
  );
  return inParallel(names, 8, async (username) => ({
    token: (await call<{ access_token: string }>(base, '/api/admin/login', null, { username, password: PASSWORD }))
      .access_token,
  }));
}

async function openSocket(base: string, token: string): Promise<Socket> {
  const socket = io(base, {
    path: REALTIME_SOCKET_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  sockets.push(socket);
  return socket;
}

async function follow(socket: Socket, channel: string): Promise<void> {
  const ack = (await socket.emitWithAck('subscribe', { channel })) as SubscribeAck;
  if (!ack.ok) throw new Error(`subscribe ${channel}: ${JSON.stringify(ack)}`);
}

/** Delivery bookkeeping: when each message was sent, how many sockets must get it, the latencies. */
class Deliveries {
  private sentAt = new Map<string, number>();
  private expected = new Map<string, number>();
  /** By who sent and who received: a member's message reaches the agent and the member's own sockets. */
  latencies: Record<'member → agent' | 'agent → member' | 'same side', number[]> = {
    'member → agent': [],
    'agent → member': [],
    'same side': [],
  };
  delivered = 0;
  owed = 0;

  sent(clientMessageId: string, receivers: number): void {
    this.sentAt.set(clientMessageId, performance.now());
    this.expected.set(clientMessageId, receivers);
    this.owed += receivers;
  }

  received(event: ChatMessageEvent, receiver: 'member' | 'agent'): void {
    const id = event.message.clientMessageId;
    const at = id === null ? undefined : this.sentAt.get(id);
    if (id === null || at === undefined) return;
    const left = (this.expected.get(id) ?? 0) - 1;
    this.expected.set(id, left);
    this.delivered += 1;
    const sender = event.message.sender === 'agent' ? 'agent' : 'member';
    const key = sender === receiver ? 'same side' : sender === 'member' ? 'member → agent' : 'agent → member';
    this.latencies[key].push(performance.now() - at);
  }

  lost(): number {
    return this.owed - this.delivered;
  }
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * For `seconds`, `rate` messages a second over the conversations, alternating member and agent, each
 * sent with its own HTTP request; answers the latencies and how many deliveries were lost.
 */
async function exchange(options: {
  seconds: number;
  rate: number;
  bases: [string, string];
  members: Member[];
  agentOf: (conversation: number) => Agent;
  receiversOf: (conversation: number) => number;
  deliveries: Deliveries;
  rttSockets: Socket[];
}): Promise<{ rtt: number[]; sent: number; failed: number }> {
  const { members, deliveries } = options;
  const intervalMs = 1000 / options.rate;
  const until = performance.now() + options.seconds * 1000;
  const inFlight: Promise<void>[] = [];
  const rtt: number[] = [];
  let sent = 0;
  let failed = 0;
  let turn = 0;
  let nextAt = performance.now();
  while (performance.now() < until) {
    const wait = nextAt - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    nextAt += intervalMs;
    const index = turn % members.length;
    const member = members[index] as Member;
    const fromMember = Math.floor(turn / members.length) % 2 === 0;
    turn += 1;
    const clientMessageId = randomUUID();
    deliveries.sent(clientMessageId, options.receiversOf(index));
    // The member sends on the process of their socket, the agent on theirs.
    const base = options.bases[(index + (fromMember ? 0 : 1)) % 2] as string;
    const path = fromMember
      ? `${CHAT_API_BASE}/chat-member/send`
      : `${CHAT_API_BASE}/operator/conversations/${member.conversationId}/messages`;
    const token = fromMember ? member.token : options.agentOf(index).token;
    sent += 1;
    inFlight.push(
      call(base, path, token, { text: `ข้อความ ${turn}`, client_message_id: clientMessageId }).then(
        () => {},
        (error: unknown) => {
          failed += 1;
          if (failed <= 3) console.error(error instanceof Error ? error.message : error);
        },
      ),
    );
    // The baseline: a bare round trip on a socket, a few a second.
    if (turn % 10 === 0) {
      const socket = options.rttSockets[turn % options.rttSockets.length] as Socket;
      const started = performance.now();
      inFlight.push(
        socket.emitWithAck('unsubscribe', { channel: 'inbox' }).then(() => void rtt.push(performance.now() - started)),
      );
    }
  }
  await Promise.all(inFlight);
  // Let the last events arrive.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return { rtt, sent, failed };
}

try {
  await migrate(db);
  const jwtSecret = randomBytes(32).toString('hex');
  const env = {
    DATABASE_URL: serverUrl,
    REDIS_URL,
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_SESSION_PER_MINUTE: '1000000',
    SERVICES: 'member,chat',
  };
  const started = await Promise.all([startServer({ port: PORT, env }), startServer({ port: PORT + 1, env })]);
  servers.push(...started);
  const bases = [started[0]!.base, started[1]!.base] as [string, string];
  console.log(
    `PostgreSQL (${PG_URL.replace(/\/\/[^@]*@/, '//')}, schema ${schema}), Redis ${REDIS_URL}, two app processes ` +
      `(${bases.join(', ')}); ${SOCKETS} member sockets, ${AGENTS} agents, ${RATE} messages/s for ${SECONDS} s\n`,
  );

  const members = await createMembers(bases[0], SOCKETS);
  const agents = await createAgents(bases[0], AGENTS);
  const agentOf = (conversation: number) => agents[conversation % agents.length] as Agent;
  const deliveries = new Deliveries();
  let current = deliveries;
  const listen = (socket: Socket, receiver: 'member' | 'agent') =>
    socket.on(SERVER_EVENTS.chatMessage, (event: ChatMessageEvent) => current.received(event, receiver));

  // Member i on process i % 2; the agent of conversation i on the other process (every message crosses).
  const memberSockets = await inParallel(members, 32, async (member, i) => {
    const socket = await openSocket(bases[i % 2] as string, member.token);
    listen(socket, 'member');
    await follow(socket, CHANNELS.conversation(member.conversationId));
    return socket;
  });
  const agentSockets = new Map<string, Socket>();
  for (const [i, member] of members.entries()) {
    // An agent holds one socket per process: the conversations of members on the other process.
    const key = `${i % agents.length}:${(i + 1) % 2}`;
    let socket = agentSockets.get(key);
    if (!socket) {
      socket = await openSocket(bases[(i + 1) % 2] as string, agentOf(i).token);
      listen(socket, 'agent');
      agentSockets.set(key, socket);
    }
    await follow(socket, CHANNELS.conversation(member.conversationId));
  }

  const first = await exchange({
    seconds: SECONDS,
    rate: RATE,
    bases,
    members,
    agentOf,
    // The member's own socket and the agent's.
    receiversOf: () => 2,
    deliveries,
    rttSockets: memberSockets,
  });
  const crossing = [...deliveries.latencies['member → agent'], ...deliveries.latencies['agent → member']];
  const rttP50 = percentile(first.rtt, 50);
  console.log('two processes, Redis between them; every message crosses processes');
  console.log('direction          messages  p50        p99        max');
  for (const [name, values] of [...Object.entries(deliveries.latencies), ['both directions', crossing]] as const) {
    console.log(
      `${name.padEnd(18)} ${String(values.length).padStart(8)}  ${ms(percentile(values, 50)).padEnd(10)} ${ms(percentile(values, 99)).padEnd(10)} ${ms(Math.max(...values))}`,
    );
  }
  console.log(
    `baseline: bare socket round trip p50 ${ms(rttP50)}, p99 ${ms(percentile(first.rtt, 99))} (${first.rtt.length} samples); ` +
      `delivery p50 = ${(percentile(crossing, 50) / rttP50).toFixed(1)}× the round trip`,
  );
  console.log(
    `sent ${first.sent}, refused ${first.failed}, deliveries lost ${deliveries.lost()}; ` +
      `p99 ${percentile(crossing, 99) <= 50 ? '≤' : '>'} 50 ms (target)\n`,
  );
  let failed = first.failed > 0 || deliveries.lost() > 0;

  // One process: more sockets, each following a conversation (a member's tabs), until p99 passes 100 ms.
  for (const socket of sockets.splice(0)) socket.close();
  console.log(`one process (${bases[0]}): sockets each following a conversation, ${RATE} messages/s for ${SECONDS} s`);
  console.log('sockets   deliveries  p50        p99        lost');
  const rampSockets: Socket[] = [];
  const followers = new Map<number, number>();
  let held = 0;
  for (const target of RAMP) {
    await inParallel(
      Array.from({ length: target - rampSockets.length }, (_, k) => rampSockets.length + k),
      32,
      async (k) => {
        const member = members[k % members.length] as Member;
        const socket = await openSocket(bases[0], member.token);
        listen(socket, 'member');
        await follow(socket, CHANNELS.conversation(member.conversationId));
        followers.set(k % members.length, (followers.get(k % members.length) ?? 0) + 1);
        rampSockets.push(socket);
      },
    );
    const step = new Deliveries();
    current = step;
    // Agents send only here (their sockets are gone): each message reaches every tab of its member.
    const stepResult = await exchange({
      seconds: SECONDS,
      rate: RATE,
      bases: [bases[0], bases[0]],
      members,
      agentOf,
      receiversOf: (index) => followers.get(index) ?? 0,
      deliveries: step,
      rttSockets: rampSockets,
    });
    const values = Object.values(step.latencies).flat();
    const p99 = percentile(values, 99);
    console.log(
      `${String(target).padStart(7)}   ${String(values.length).padStart(10)}  ${ms(percentile(values, 50)).padEnd(10)} ${ms(p99).padEnd(10)} ${step.lost()}`,
    );
    failed ||= stepResult.failed > 0 || step.lost() > 0;
    if (p99 > P99_LIMIT_MS) break;
    held = target;
  }
  console.log(
    held === RAMP.at(-1)
      ? `one process held ${held} sockets with p99 ≤ ${P99_LIMIT_MS} ms (the largest step; BENCH_RAMP for more)`
      : `one process held ${held} sockets before p99 passed ${P99_LIMIT_MS} ms`,
  );
  process.exitCode = failed ? 1 : 0;
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof Error ? error.stack : String(error));
} finally {
  for (const socket of sockets) socket.close();
  await Promise.all(servers.map((server) => server.stop()));
  await db.close();
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.close();
  clearTimeout(watchdog);
}
process.exit(process.exitCode ?? 0);
